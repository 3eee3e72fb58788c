import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Pages read line by line (`UIAccessibilityReadingContent`, issue 45).
@MainActor
@Suite("Accessibility reading content", .serialized, .exclusiveUIKit)
struct AccessibilityReadingContentTests {
    /// A page of a book drawn by one view: lines 20 points tall from its top.
    final class Page: UIView, UIAccessibilityReadingContent {
        var lines = ["It was a bright cold day in April,", "and the clocks were striking thirteen.", "Winston Smith, his chin nuzzled"]
        var firstLineNumber = 0
        var attributed = false
        var askedForPoints: [CGPoint] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            accessibilityTraits = [.staticText, .causesPageTurn]
            accessibilityLabel = "Page 1"
        }
        required init?(coder: NSCoder) { nil }

        func accessibilityLineNumber(for point: CGPoint) -> Int {
            askedForPoints.append(point)
            return firstLineNumber + Int(point.y / 20)
        }
        func accessibilityContent(forLineNumber lineNumber: Int) -> String? {
            let index = lineNumber - firstLineNumber
            return lines.indices.contains(index) ? lines[index] : nil
        }
        func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect {
            UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: CGFloat(lineNumber - firstLineNumber) * 20, width: bounds.width, height: 20), in: self)
        }
        func accessibilityPageContent() -> String? { lines.joined(separator: " ") }
        func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString? {
            guard attributed, let text = accessibilityContent(forLineNumber: lineNumber) else { return nil }
            return NSAttributedString(string: text.uppercased())
        }
    }

    private func show(_ page: Page) -> (HeadlessScreen, UIWindow, ScreenReader) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        root.view.addSubview(page)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        return (screen, window, reader)
    }

    @Test("(issue 45) a page is read as its lines, each with its frame; the line under a point is asked of the page in its own coordinates")
    func linesAndFrames() throws {
        let page = Page(frame: CGRect(x: 40, y: 100, width: 300, height: 60))
        let (_, window, reader) = show(page)
        defer { window.isHidden = true }
        let element = try #require(reader.element(named: "Page 1", in: window))
        #expect(element.lines == page.lines)
        #expect(element.text == page.lines.joined(separator: "\n"))
        #expect(element.lineFrames == [CGRect(x: 40, y: 100, width: 300, height: 20), CGRect(x: 40, y: 120, width: 300, height: 20),
                                       CGRect(x: 40, y: 140, width: 300, height: 20)])
        #expect(element.states.contains("multiLine") && !element.states.contains("editable"))
        #expect(reader.line(at: CGPoint(x: 60, y: 125), of: element, in: window) == "and the clocks were striking thirteen.")
        #expect(page.askedForPoints.last == CGPoint(x: 20, y: 25), "in the page's coordinates")
    }

    @Test("(issue 45) lines counted from 1 are read too; the attributed versions are asked first; a page without lines reads its page content")
    func numberingAttributedAndPageContent() throws {
        let page = Page(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        page.firstLineNumber = 1
        page.attributed = true
        let (screen, window, reader) = show(page)
        defer { window.isHidden = true }
        let element = try #require(reader.element(named: "Page 1", in: window))
        #expect(element.lines == page.lines.map { $0.uppercased() })
        page.lines = []
        page.accessibilityLabel = "Page 2"
        screen.presentFrame()
        let empty = try #require(reader.element(named: "Page 2", in: window))
        #expect(empty.text == "" && empty.lines == nil)
    }
}
