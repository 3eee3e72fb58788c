import Foundation

/// Text views and fields that restyle their text for the user (`allowsEditingTextAttributes`):
/// what the style actions' selectors call.
@MainActor
protocol TextStyleEditing: AnyObject {
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler)
}

/// Changes a run of text's attributes: what the font panel (`UITextFormattingCoordinator`)
/// asks text views to do to their selection.
public typealias UITextAttributesConversionHandler = ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]

extension TextStyleEditing where Self: TextEditorHost {
    /// The writing-direction actions: the selection's paragraphs run in `direction`.
    func makeWritingDirection(_ direction: NSWritingDirection) {
        guard isEditing, let range = selectedTextRange else { return }
        setBaseWritingDirection(direction, for: range)
    }
}

extension UITextView: TextStyleEditing {
    /// Restyles the selection, or the typing attributes when nothing is selected.
    func editTextStyle(_ edit: TextStyleEdit) {
        guard allowsEditingTextAttributes, isEditing else { return }
        if let typing = editor.restyle(edit, defaultFont: storedFont ?? Self.defaultFont, typing: typingAttributes) {
            typingAttributes = typing
        }
    }
}

extension UITextField: TextStyleEditing {
    func editTextStyle(_ edit: TextStyleEdit) {
        guard allowsEditingTextAttributes, isEditing else { return }
        let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        if let typing = editor.restyle(edit, defaultFont: font, typing: typingAttributes ?? defaultAttributes) {
            typingAttributes = typing
        }
    }
}

extension TextStyleEdit {
    /// The edit a standard style action's selector names; nil for other selectors.
    @MainActor
    init?(action: Selector) {
        switch action {
        case .toggleBoldface: self = .bold
        case .toggleItalics: self = .italic
        case .toggleUnderline: self = .underline
        case .increaseSize: self = .larger
        case .decreaseSize: self = .smaller
        default: return nil
        }
    }
}

extension Selector {
    /// The standard style actions (`UIResponderStandardEditActions`), which text views and
    /// fields perform when they allow editing text attributes.
    @preconcurrency @MainActor public static let toggleBoldface = Selector("toggleBoldface:", { (target: any TextStyleEditing) in target.toggleBoldface })
    @preconcurrency @MainActor public static let toggleItalics = Selector("toggleItalics:", { (target: any TextStyleEditing) in target.toggleItalics })
    @preconcurrency @MainActor public static let toggleUnderline = Selector("toggleUnderline:", { (target: any TextStyleEditing) in target.toggleUnderline })
    @preconcurrency @MainActor public static let increaseSize = Selector("increaseSize:", { (target: any TextStyleEditing) in target.increaseSize })
    @preconcurrency @MainActor public static let decreaseSize = Selector("decreaseSize:", { (target: any TextStyleEditing) in target.decreaseSize })
    /// The writing-direction actions: the selected paragraphs (or the one with the caret) run
    /// left to right, or right to left.
    @preconcurrency @MainActor public static let makeTextWritingDirectionLeftToRight = Selector(
        "makeTextWritingDirectionLeftToRight:", { (target: any TextStyleEditing) in target.makeTextWritingDirectionLeftToRight })
    @preconcurrency @MainActor public static let makeTextWritingDirectionRightToLeft = Selector(
        "makeTextWritingDirectionRightToLeft:", { (target: any TextStyleEditing) in target.makeTextWritingDirectionRightToLeft })
}
