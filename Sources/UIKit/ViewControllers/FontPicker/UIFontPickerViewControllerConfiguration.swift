import Foundation

extension UIFontPickerViewController {
    /// What a font picker lists and how (`UIFontPickerViewControllerConfiguration`). The picker
    /// keeps a copy: changing a configuration after making a picker with it changes nothing.
    @preconcurrency @MainActor
    open class Configuration: NSObject, NSCopying {
        /// Whether each family's faces (bold, italic …) are listed to choose from, under the
        /// family; false lists families only.
        open var includeFaces = false
        /// Whether names are shown in the system font rather than each in its own.
        open var displayUsingSystemFont = false
        /// Only families with a face having all these traits are listed (`.traitMonoSpace` for
        /// fixed-width fonts); empty lists every family.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Only families this predicate accepts are listed; it is evaluated with each family's
        /// `UIFontDescriptor`. Make one with `filterPredicate(forFilteredLanguages:)`.
        open var filteredLanguagesPredicate: NSPredicate?

        public override init() {
            super.init()
        }

        /// A predicate accepting the families with a face that covers every one of `languages`
        /// (BCP 47 tags: "ja", "ar"), as the desktop's font configuration says; nil for an empty
        /// list.
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            guard !filteredLanguages.isEmpty else { return nil }
            let covering = filteredLanguages.map { TextEngine.shared.families(covering: $0) }
            let accepted = covering.dropFirst().reduce(covering[0]) { $0.intersection($1) }
            return NSPredicate { object, _ in
                guard let descriptor = object as? UIFontDescriptor else { return false }
                return accepted.contains(descriptor.key.family)
            }
        }

        nonisolated open func copy(with zone: NSZone? = nil) -> Any {
            MainActor.assumeIsolated { makeCopy() }
        }

        private func makeCopy() -> Configuration {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            copy.filteredLanguagesPredicate = filteredLanguagesPredicate
            return copy
        }
    }
}
