/// A colour set's colours, and the one UIKit picks for a trait collection.
struct AssetColorSet: Sendable {
    /// The entries for an iPad (universal or iPad) whose colours read, in the file's order.
    private let variants: [(entry: AssetColorEntry, color: UIColor)]

    /// nil when no entry for an iPad has a colour Slate reads: an empty or unreadable set, or
    /// an iPhone-only one.
    init?(contents: AssetContents) {
        variants = (contents.colors ?? []).compactMap { entry in
            guard ["universal", "ipad"].contains(entry.idiom ?? "universal"), let color = entry.color?.makeColor() else { return nil }
            return (entry, color)
        }
        guard !variants.isEmpty else { return nil }
    }

    /// The colour for `traits`: among the entries that may be used with them, the iPad's over
    /// the universal one, then the one naming more traits; when none may (a set with only a
    /// dark colour, asked for light), the first.
    func color(for traits: UITraitCollection) -> UIColor {
        var best: (fit: (Int, Int), color: UIColor)?
        for variant in variants {
            guard let fit = variant.entry.fit(for: traits) else { continue }
            if best == nil || fit > best!.fit { best = (fit, variant.color) }
        }
        return best?.color ?? variants[0].color
    }

    /// Whether the set has colours for different appearances or gamuts.
    private var dependsOnTraits: Bool {
        variants.contains { variant in
            variant.entry.displayGamut != nil || (variant.entry.appearances ?? []).contains { $0.isSpecific }
        }
    }

    /// The colour `UIColor(named:in:compatibleWith:)` returns: fixed when the set has one
    /// colour for every appearance; else a dynamic colour that picks the set's colour for the
    /// traits it is resolved with, as a catalog colour does on iOS. Traits `traitCollection`
    /// specifies override those it is resolved with (asking for the dark colour gives it
    /// whatever the view's style).
    func color(compatibleWith traitCollection: UITraitCollection?) -> UIColor {
        if !dependsOnTraits, traitCollection == nil {
            return color(for: UITraitCollection())
        }
        let set = self
        return UIColor(dynamicProvider: { resolving in
            let traits = traitCollection.map { UITraitCollection(traitsFrom: [resolving, $0]) } ?? resolving
            // A referenced system colour is itself dynamic: resolve it for the same traits.
            return set.color(for: traits).resolvedColor(with: traits)
        })
    }
}
