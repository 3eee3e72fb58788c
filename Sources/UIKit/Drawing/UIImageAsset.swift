import Foundation

/// One piece of artwork in several variants — for light and dark, for each display scale,
/// for size classes — from which UIKit picks the image for a trait collection (iOS 8).
///
/// An asset catalog's image set is one (`UIImage(named:)`'s `imageAsset`); an app makes
/// others by registering images. An image view showing any image of an asset shows the
/// asset's image for its own traits, and shows another when its traits change (the dark
/// variant when the desktop turns dark).
///
/// Which registered image fits `traits`: of those whose registered traits `traits` contains
/// (the display scale aside), the ones with the most traits; of those, the one of the
/// display scale asked for, else the nearest larger, else the largest smaller. With none
/// fitting, the first registered with the fewest traits; with none registered, the catalog's
/// image set, else an empty image.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private struct Registration {
        let traits: UITraitCollection
        /// Registered with a configuration (`register(_:with:)` of a `UIImage.Configuration`):
        /// `unregisterImage(with:)` removes only those, and `unregister(imageWith:)` only the
        /// others, as UIKit's do.
        let byConfiguration: Bool
        let image: UIImage
    }

    /// Guards every asset's registrations and every image's link to its asset.
    static let lock = NSLock()
    private var storedRegistrations: [Registration] = []
    private var registrations: [Registration] {
        get { Self.lock.withLock { storedRegistrations } }
        set { Self.lock.withLock { storedRegistrations = newValue } }
    }
    /// The catalog image set the asset stands for, if it came from `UIImage(named:)`.
    let catalogSet: AssetImageSet?

    public override init() {
        catalogSet = nil
        super.init()
    }

    init(catalogSet: AssetImageSet) {
        self.catalogSet = catalogSet
        super.init()
    }

    /// An asset holding `image` alone (the asset of an image made from pixels or a file).
    init(soleImage image: UIImage) {
        catalogSet = nil
        super.init()
        storedRegistrations = [Registration(traits: UITraitCollection(), byConfiguration: false, image: Self.detached(image))]
    }

    /// Whether the image an image view shows depends on its traits.
    var resolvesByTraits: Bool {
        catalogSet != nil || registrations.contains { !$0.traits.traits.isEmptyAsidefromScale }
    }

    // MARK: Registering

    /// Adds `image` as the variant for `traitCollection`, replacing one registered for
    /// equivalent traits. Give the display scale too: without it the image's own scale is
    /// what it is for.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        register(image, traits: traitCollection, byConfiguration: false)
    }

    /// Adds `image` as the variant for the configuration's traits (iOS 13).
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, traits: configuration.traitCollection ?? UITraitCollection(), byConfiguration: true)
    }

    /// Removes the image registered with `register(_:with:)` for equivalent traits.
    open func unregister(imageWith traitCollection: UITraitCollection) {
        Self.lock.withLock { storedRegistrations.removeAll { !$0.byConfiguration && $0.traits == traitCollection } }
    }

    /// Removes the image registered with a configuration of equivalent traits (iOS 13).
    open func unregisterImage(with configuration: UIImage.Configuration) {
        let traits = configuration.traitCollection ?? UITraitCollection()
        Self.lock.withLock { storedRegistrations.removeAll { $0.byConfiguration && $0.traits == traits } }
    }

    private func register(_ image: UIImage, traits: UITraitCollection, byConfiguration: Bool) {
        let stored = Registration(traits: traits, byConfiguration: byConfiguration, image: Self.detached(image))
        Self.lock.withLock {
            if let index = storedRegistrations.firstIndex(where: { $0.traits == traits }) {
                storedRegistrations[index] = stored
            } else {
                storedRegistrations.append(stored)
            }
            // The registered image now belongs to the asset: an image view showing it follows
            // the asset. (The asset keeps a copy that does not point back, so neither keeps
            // the other alive through the other.)
            image.storedImageAsset = self
        }
    }

    /// `image` without its link to an asset, as the asset stores it.
    private static func detached(_ image: UIImage) -> UIImage {
        let copy = image.copy(renderingMode: nil)
        lock.withLock { copy.storedImageAsset = nil }
        return copy
    }

    // MARK: Resolving

    /// The variant for `traitCollection` (see the type's description). The image returned
    /// belongs to the asset.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let found = registeredImage(for: traitCollection)
            ?? catalogSet.flatMap { set -> UIImage? in
                let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : ScreenDefaults.mainScale
                return set.image(for: traitCollection, scale: scale).map { UIImage(copying: $0, asset: set) }
            }
            ?? fallbackImage
            ?? UIImage()
        let image = found.copy(renderingMode: nil)
        Self.lock.withLock { image.storedImageAsset = self }
        return image
    }

    /// The variant for the configuration's traits (iOS 13); a symbol image drawn for the
    /// configuration.
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection()).withConfiguration(configuration)
    }

    private func registeredImage(for traitCollection: UITraitCollection) -> UIImage? {
        var wanted = traitCollection.traits
        let wantedScale = wanted.displayScale ?? ScreenDefaults.mainScale
        wanted.displayScale = nil
        let fitting = registrations.filter { registration in
            var traits = registration.traits.traits
            traits.displayScale = nil
            return wanted.contains(traits)
        }
        guard let most = fitting.map({ $0.traits.traits.countAsideFromScale }).max() else { return nil }
        let candidates = fitting.filter { $0.traits.traits.countAsideFromScale == most }
        func distance(_ registration: Registration) -> CGFloat {
            AssetScale.distance(from: registration.traits.traits.displayScale ?? registration.image.scale, to: wantedScale)
        }
        return candidates.min { distance($0) < distance($1) }?.image
    }

    private var fallbackImage: UIImage? {
        registrations.min { $0.traits.traits.countAsideFromScale < $1.traits.traits.countAsideFromScale }?.image
    }
}

extension UITraitCollection.Traits {
    /// How many traits are specified, the display scale aside (image variants rank by it).
    var countAsideFromScale: Int { specifiedCount - (displayScale == nil ? 0 : 1) }

    var isEmptyAsidefromScale: Bool { countAsideFromScale == 0 }
}

extension UIImage {
    /// Whether an image view shows another image for other traits: the image is one of an
    /// asset catalog's image set, or of an asset the app registered variants with.
    var variesWithTraits: Bool { asset != nil || imageAssetIfMade?.resolvesByTraits == true }

    /// The asset the image belongs to, if it has been given or made one (`imageAsset` makes one).
    var imageAssetIfMade: UIImageAsset? { UIImageAsset.lock.withLock { storedImageAsset } }

    /// The asset the image is a variant of: its image set's for an image from an asset
    /// catalog, the asset it was registered with, else an asset holding the image alone.
    /// Image views show the asset's variant for their traits.
    public var imageAsset: UIImageAsset? {
        if let existing = imageAssetIfMade { return existing }
        let made = asset.map { UIImageAsset(catalogSet: $0) } ?? UIImageAsset(soleImage: self)
        return UIImageAsset.lock.withLock {
            // Another thread may have made one meanwhile: the first stays.
            if let existing = storedImageAsset { return existing }
            storedImageAsset = made
            return made
        }
    }
}
