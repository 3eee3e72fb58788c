import Foundation

/// What a font picker lists: the installed families its configuration accepts, each with its
/// faces when faces are listed, in sections (one of families, or one per family).
@MainActor
struct FontPickerCatalog {
    /// One row: a family, or one face of a family.
    struct Entry {
        var title: String
        var descriptor: UIFontDescriptor
        /// The family of the row (for a face, the family it belongs to).
        var family: String
        var isFace: Bool

        /// Whether `selected` is this row's font: the same face, or for a family row a
        /// descriptor of that family.
        func matches(_ selected: UIFontDescriptor) -> Bool {
            guard selected.key.family == family else { return false }
            return !isFace || (selected.key.weight == descriptor.key.weight && selected.key.italic == descriptor.key.italic)
        }
    }

    struct Section {
        /// The family the section is (faces listed), or "" for the one section of families.
        var family: String
        var entries: [Entry]
    }

    private let sections: [Section]

    init(families: [String], includeFaces: Bool = false) {
        if includeFaces {
            sections = families.map { family in
                Section(family: family, entries: UIFont.fontNames(forFamilyName: family).map { name in
                    Entry(title: Self.faceTitle(of: name), descriptor: UIFontDescriptor(name: name, size: 0), family: family, isFace: true)
                })
            }
        } else {
            sections = [Section(family: "", entries: families.map { family in
                Entry(title: family, descriptor: UIFontDescriptor(fontAttributes: [.family: family]), family: family, isFace: false)
            })]
        }
    }

    /// The families `configuration` accepts: with a face having all `filteredTraits`, and
    /// accepted by `filteredLanguagesPredicate`.
    init(configuration: UIFontPickerViewController.Configuration) {
        let wanted = configuration.filteredTraits.subtracting(.classMask)
        let families = UIFont.familyNames.filter { family in
            if !wanted.isEmpty {
                let faces = UIFont.fontNames(forFamilyName: family).map { UIFontDescriptor(name: $0, size: 0) }
                guard faces.contains(where: { $0.symbolicTraits.isSuperset(of: wanted) }) else { return false }
            }
            if let predicate = configuration.filteredLanguagesPredicate {
                return predicate.evaluate(with: UIFontDescriptor(fontAttributes: [.family: family]))
            }
            return true
        }
        self.init(families: families, includeFaces: configuration.includeFaces)
    }

    /// The sections whose family (or, listing families, whose rows) contain `text`, ignoring
    /// case; every section when `text` is empty. Empty sections are left out.
    func sections(matching text: String) -> [Section] {
        let query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return sections.filter { !$0.entries.isEmpty } }
        return sections.compactMap { section in
            let entries = section.entries.filter { $0.family.localizedCaseInsensitiveContains(query) }
            return entries.isEmpty ? nil : Section(family: section.family, entries: entries)
        }
    }

    /// "Regular", "Bold", "Italic", "Bold Italic" … from a face's PostScript-style name.
    static func faceTitle(of fontName: String) -> String {
        guard let dash = fontName.lastIndex(of: "-") else { return "Regular" }
        let style = fontName[fontName.index(after: dash)...]
        var words: [String] = []
        var current = ""
        for character in style {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? "Regular" : words.joined(separator: " ")
    }
}
