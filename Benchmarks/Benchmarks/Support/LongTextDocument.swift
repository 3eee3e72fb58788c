import UIKitTesting

/// A text view holding a 10,000-line document (each line a sentence of about 90 characters, in
/// the body font) filling a 12.9-inch iPad screen (1366×1024 at 2×).
@MainActor
public final class LongTextDocument {
    public static let lineCount = 10_000
    public static let text = (1...lineCount).map { "Line \($0): the quick brown fox jumps over the lazy dog while the long document goes on." }
        .joined(separator: "\n")

    public let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    public let window = UIWindow()
    public let textView: UITextView

    public init() {
        textView = UITextView(frame: window.bounds)
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = Self.text
        window.addSubview(textView)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// Sets the whole text again and shows its first screen.
    public func open() {
        textView.text = Self.text
        textView.contentOffset = .zero
        textView.layoutIfNeeded()
        screen.presentFrame()
    }

    /// One screen further (back to the top after the last screen), laid out but not composited.
    public func nextLayout() {
        textView.scrollOneScreenDown()
        textView.layoutIfNeeded()
    }

    /// One screen further, laid out and composited.
    public func nextFrame() {
        nextLayout()
        screen.presentFrame()
    }

    /// Puts the caret in the middle of the document, editing.
    public func beginTypingInTheMiddle() {
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: (textView.text as NSString).length / 2, length: 0)
        textView.layoutIfNeeded()
        screen.presentFrame()
    }

    /// Types one character at the caret and shows the frame: the edit, the paragraph laid out
    /// again, the screen composited.
    public func typeCharacter() {
        textView.insertText("x")
        textView.layoutIfNeeded()
        screen.presentFrame()
    }
}
