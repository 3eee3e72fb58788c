import Foundation

/// Sorts and sections a list alphabetically for a table view's index, in the app's language:
/// one section a letter, and "#" last for what begins with no letter.
///
/// The alphabet is the app's localization's (`Bundle.main.preferredLocalizations`): Latin A–Z,
/// with Danish and Norwegian's Æ Ø Å and Swedish and Finnish's Å Ä Ö after Z. Other letters
/// fall into the Latin letter they are a variant of (É into E), and everything else into "#".
@preconcurrency @MainActor
open class UILocalizedIndexedCollation: NSObject {
    /// The collation for the app's language.
    open class func current() -> Self {
        self.init(languageCode: Bundle.main.preferredLocalizations.first ?? Locale.current.identifier)
    }

    public required init(languageCode: String) {
        let language = String(languageCode.prefix { $0.isLetter }).lowercased()
        var letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).compactMap { UnicodeScalar($0).map(String.init) }
        letters += Self.extraLetters[language] ?? []
        sectionTitles = letters + ["#"]
        locale = Locale(identifier: languageCode)
        super.init()
    }

    /// Letters a language sorts after Z, as their own sections.
    private static let extraLetters: [String: [String]] = [
        "da": ["Æ", "Ø", "Å"], "nb": ["Æ", "Ø", "Å"], "nn": ["Æ", "Ø", "Å"], "no": ["Æ", "Ø", "Å"],
        "sv": ["Å", "Ä", "Ö"], "fi": ["Å", "Ä", "Ö"],
    ]

    private let locale: Locale

    /// The sections' titles, in order: the letters, then "#".
    public let sectionTitles: [String]

    /// The titles for the table's index (`sectionIndexTitles(for:)`): the same as the sections'.
    open var sectionIndexTitles: [String] { sectionTitles }

    /// The section an index title stands for (`tableView(_:sectionForSectionIndexTitle:at:)`).
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(indexTitleIndex, 0), sectionTitles.count - 1)
    }

    /// The section `object` belongs in, by the first letter of the string `selector` reads from
    /// it (`Selector("name", \Person.name)`, Slate's `#selector(getter: Person.name)`). An object
    /// the selector reads no string from goes in "#".
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        guard let string = selector.value(of: object) as? String else {
            Self.reportUnreadable(selector, object)
            return sectionTitles.count - 1
        }
        return section(forString: string)
    }

    /// `array` sorted by the strings `selector` reads, as the app's language sorts them;
    /// objects the selector reads no string from sort last, in their order.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.enumerated().map { (index: $0.offset, key: selector.value(of: $0.element) as? String, object: $0.element) }
        if let unreadable = keyed.first(where: { $0.key == nil }) { Self.reportUnreadable(selector, unreadable.object) }
        return keyed.sorted { a, b in
            switch (a.key, b.key) {
            case let (x?, y?):
                let order = x.compare(y, options: [.caseInsensitive], range: nil, locale: locale)
                return order == .orderedSame ? a.index < b.index : order == .orderedAscending
            case (nil, nil): return a.index < b.index
            case (nil, _): return false
            case (_, nil): return true
            }
        }.map(\.object)
    }

    func section(forString string: String) -> Int {
        guard let first = string.trimmingCharacters(in: .whitespacesAndNewlines).first else { return sectionTitles.count - 1 }
        let letter = String(first).uppercased()
        if let exact = sectionTitles.firstIndex(of: letter) { return exact }
        let folded = letter.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: locale).uppercased()
        if let plain = sectionTitles.firstIndex(of: folded) { return plain }
        return sectionTitles.count - 1
    }

    private static func reportUnreadable(_ selector: Selector, _ object: Any) {
        print("UILocalizedIndexedCollation: the collation string selector \(selector) reads no String from a \(type(of: object)); "
              + "it goes in \"#\". Make the selector with Selector(\"name\", \\Type.stringProperty).")
    }
}
