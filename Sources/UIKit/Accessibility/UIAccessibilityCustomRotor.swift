import Foundation

/// A way for a screen reader to move among like elements (links, headings, the next
/// misspelled word) that the app finds itself: VoiceOver's rotor. An element, or any of its
/// containers, offers rotors in `accessibilityCustomRotors`; the reader runs one's search
/// with where it is and which way to go, and moves to what the search returns.
///
/// On Linux the headless host's `ScreenReader` offers them (`rotors(at:in:)`,
/// `rotor(_:_:from:in:)`); AT-SPI has no rotors, so desktop readers do not see them
/// (docs/porting.md).
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// Which way a search goes.
    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }

    /// A rotor VoiceOver knows, for which it uses its own name and gestures.
    public enum SystemRotorType: Int, Sendable {
        case none = 0
        case link
        case visitedLink
        case heading
        case headingLevel1
        case headingLevel2
        case headingLevel3
        case headingLevel4
        case headingLevel5
        case headingLevel6
        case boldText
        case italicText
        case underlineText
        case misspelledWord
        case image
        case textField
        case table
        case list
        case landmark
    }

    /// Finds the item after (or before) the predicate's current one; nil when there is none.
    public typealias Search = @MainActor (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// What the reader calls the rotor.
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var itemSearchBlock: Search
    public let systemRotorType: SystemRotorType

    public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        self.name = name
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = .none
    }

    public init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
        self.name = attributedName.string
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = .none
    }

    /// A rotor of a kind VoiceOver knows, named as VoiceOver names it.
    public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        self.name = Self.systemName(of: type)
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = type
    }

    private static func systemName(of type: SystemRotorType) -> String {
        switch type {
        case .none: ""
        case .link: "Links"
        case .visitedLink: "Visited Links"
        case .heading: "Headings"
        case .headingLevel1: "Headings Level 1"
        case .headingLevel2: "Headings Level 2"
        case .headingLevel3: "Headings Level 3"
        case .headingLevel4: "Headings Level 4"
        case .headingLevel5: "Headings Level 5"
        case .headingLevel6: "Headings Level 6"
        case .boldText: "Bold Text"
        case .italicText: "Italic Text"
        case .underlineText: "Underlined Text"
        case .misspelledWord: "Misspelled Words"
        case .image: "Images"
        case .textField: "Text Fields"
        case .table: "Tables"
        case .list: "Lists"
        case .landmark: "Landmarks"
        }
    }
}
