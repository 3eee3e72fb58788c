import Foundation

/// Apple's font feature registry (feature type and selector numbers, which UIKit's
/// `featureSettings` speaks) in OpenType's terms (the four-letter tags Pango and HarfBuzz
/// apply): the features text code asks for. A feature is a tag, or `tag=0` to turn it off.
enum OpenTypeFeatures {
    /// (type, selector) → OpenType feature.
    private static let registry: [Pair: String] = {
        var table: [Pair: String] = [
            Pair(1, 2): "liga", Pair(1, 3): "liga=0",            // common ligatures on, off
            Pair(1, 4): "dlig", Pair(1, 5): "dlig=0",            // rare ligatures on, off
            Pair(3, 3): "smcp",                                  // letter case: small caps
            Pair(6, 0): "tnum", Pair(6, 1): "pnum",              // number spacing: monospaced, proportional
            Pair(10, 1): "sups", Pair(10, 2): "subs",            // vertical position: superiors, inferiors
            Pair(10, 3): "ordn", Pair(10, 4): "sinf",            //   ordinals, scientific inferiors
            Pair(11, 1): "afrc", Pair(11, 2): "frac",            // fractions: vertical, diagonal
            Pair(14, 4): "zero", Pair(14, 5): "zero=0",          // typographic extras: slashed zero on, off
            Pair(21, 0): "onum", Pair(21, 1): "lnum",            // number case: old-style, lining
            Pair(36, 0): "calt", Pair(36, 1): "calt=0",          // contextual alternates on, off
            Pair(37, 1): "smcp", Pair(37, 2): "pcap",            // lower case: small caps, petite caps
            Pair(38, 1): "c2sc", Pair(38, 2): "c2pc",            // upper case: small caps, petite caps
        ]
        // Stylistic alternatives: set n is selector 2n (on) and 2n + 1 (off).
        for set in 1...20 {
            let tag = String(format: "ss%02d", set)
            table[Pair(35, 2 * set)] = tag
            table[Pair(35, 2 * set + 1)] = "\(tag)=0"
        }
        return table
    }()

    private struct Pair: Hashable {
        let type: Int, selector: Int
        init(_ type: Int, _ selector: Int) { self.type = type; self.selector = selector }
    }

    /// The selectors that put a type back to the font's default: they turn off what an
    /// earlier setting of the type turned on (normal position, no fractions, normal case).
    private static let defaults: Set<Pair> = [Pair(10, 0), Pair(11, 0), Pair(37, 0), Pair(38, 0)]

    /// The OpenType feature for a registry type and selector; nil for one Slate cannot apply.
    static func feature(type: Int, selector: Int) -> String? {
        registry[Pair(type, selector)]
    }

    /// Whether the selector is its type's default, which only undoes the type's features.
    static func isDefault(type: Int, selector: Int) -> Bool {
        defaults.contains(Pair(type, selector))
    }

    /// The registry type a feature belongs to: selectors of one type exclude each other
    /// (monospaced or proportional numbers).
    static func type(of feature: String) -> Int? {
        registry.filter { $0.value == feature }.map(\.key.type).max()
    }

    /// The registry's setting for a feature, as `fontAttributes` reports it.
    static func setting(for feature: String) -> [UIFontDescriptor.FeatureKey: Any]? {
        // Small caps report as the lower-case type's, which iOS 14 code writes.
        let found = registry.filter { $0.value == feature }.map(\.key).max { a, b in a.type < b.type }
        return found.map { [.featureIdentifier: $0.type, .typeIdentifier: $0.selector] }
    }
}
