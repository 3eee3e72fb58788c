import Foundation

extension NibLoader {
    /// The Identity inspector's Accessibility section, as Interface Builder writes it:
    ///
    /// ```xml
    /// <accessibility key="accessibilityConfiguration" identifier="save" label="Save" hint="Saves the note">
    ///     <accessibilityTraits key="traits" button="YES" header="YES"/>
    ///     <bool key="isElement" value="YES"/>
    /// </accessibility>
    /// ```
    func applyAccessibility(_ element: InterfaceBuilderElement, to view: UIView) {
        if let identifier = element["identifier"] { view.accessibilityIdentifier = identifier }
        if let label = element["label"] { view.accessibilityLabel = label }
        if let hint = element["hint"] { view.accessibilityHint = hint }
        if let isElement = element.child("bool", key: "isElement")?.bool("value") { view.isAccessibilityElement = isElement }
        if let traitsElement = element.child("accessibilityTraits", key: "traits") {
            var traits: UIAccessibilityTraits = []
            for (name, trait) in Self.accessibilityTraitNames where traitsElement.bool(name) == true {
                traits.insert(trait)
            }
            view.accessibilityTraits = traits
        }
    }

    /// The attribute names Interface Builder gives each trait.
    private static let accessibilityTraitNames: [(String, UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable), ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar), ("header", .header),
    ]
}
