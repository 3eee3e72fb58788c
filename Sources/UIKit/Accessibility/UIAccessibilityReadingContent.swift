import Foundation

/// An element whose content is meant to be read line by line, like a page of a book: a
/// screen reader reads its page as text, moves through it by lines, and reads the line under
/// the user's finger or pointer. Give the element the `.causesPageTurn` trait too for a
/// continuous reading experience across pages.
///
/// Slate hands the page to desktop screen readers as the element's text, one line a line,
/// with each line's frame (AT-SPI's Text interface: Orca reads and moves by lines, and finds
/// the line under the pointer); `UIKitTesting`'s `ScreenReader` reads the line at a point
/// through `accessibilityLineNumber(for:)`, as VoiceOver does under a finger.
@preconcurrency @MainActor
public protocol UIAccessibilityReadingContent: AnyObject {
    /// The line at `point`, in the element's view's coordinates.
    func accessibilityLineNumber(for point: CGPoint) -> Int
    /// The text of a line; nil past the last line.
    func accessibilityContent(forLineNumber lineNumber: Int) -> String?
    /// Where a line is, in screen coordinates.
    func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect
    /// The text of the page shown.
    func accessibilityPageContent() -> String?

    // Optional in UIKit: defaults below. When implemented, asked before the plain versions.

    func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString?
    func accessibilityAttributedPageContent() -> NSAttributedString?
}

extension UIAccessibilityReadingContent {
    public func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString? { nil }
    public func accessibilityAttributedPageContent() -> NSAttributedString? { nil }
}

extension UIAccessibilityReadingContent {
    /// The most lines of a page read.
    static var maximumReadLines: Int { 2_000 }

    /// The page's lines, from line 0 (or 1, for an element that counts from 1) to the first
    /// line without content; the attributed versions first.
    /// A line's text: the attributed version first, as UIKit asks.
    func content(ofLine number: Int) -> String? {
        accessibilityAttributedContent(forLineNumber: number)?.string ?? accessibilityContent(forLineNumber: number)
    }

    func readLines() -> [(number: Int, text: String)] {
        let content = self.content(ofLine:)
        var lines: [(Int, String)] = []
        var number = content(0) == nil ? 1 : 0
        while lines.count < Self.maximumReadLines, let text = content(number) {
            lines.append((number, text))
            number += 1
        }
        return lines
    }

    /// The page as one text: its lines, one a line; else its page content.
    func readPage(_ lines: [(number: Int, text: String)]) -> String {
        if !lines.isEmpty { return lines.map { $0.text.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n") }
        return accessibilityAttributedPageContent()?.string ?? accessibilityPageContent() ?? ""
    }
}

/// What a screen reader reads of a page (`UIAccessibilityReadingContent`) beyond its text.
@MainActor
package enum AccessibilityReading {
    /// The line under `point` (in the window's coordinates) of the element `id`, as VoiceOver
    /// reads the line under a finger: the element's `accessibilityLineNumber(for:)`, given the
    /// point in its view's coordinates (its container's, for an element that is not a view).
    package static func line(at point: CGPoint, element id: Int, in window: UIWindow) -> String? {
        AccessibilityTreeSync.updateIfPending()
        guard let reading = AccessibilityTreeSync.object(withID: id, in: window) as? UIAccessibilityReadingContent else { return nil }
        let view = (reading as? UIView) ?? ((reading as? UIAccessibilityElement)?.accessibilityContainer as? UIView)
        let local = view.map { window.convert(point, to: $0) } ?? point
        return reading.content(ofLine: reading.accessibilityLineNumber(for: local))
    }
}
