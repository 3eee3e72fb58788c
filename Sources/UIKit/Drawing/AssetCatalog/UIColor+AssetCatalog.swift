import Foundation

/// Named colours from asset catalogs (iOS 11): a colour set's colours, dynamic when the set
/// has dark or high-contrast variants.
extension UIColor {
    /// The colour set `name` of the app's asset catalogs (the main bundle's, then the SwiftPM
    /// resource bundles'); nil when no catalog has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in `bundle`'s asset catalogs (nil: as `init(named:)` searches).
    /// A set with variants for appearances gives a dynamic colour, resolved by
    /// `resolvedColor(with:)` (and drawing) for the traits it is used with; the traits
    /// `traitCollection` specifies take precedence over those.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = AssetCatalog.color(named: name, in: bundle, compatibleWith: traitCollection) else { return nil }
        self.init(storage: color.storage)
    }
}
