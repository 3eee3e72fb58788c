import Testing
import UIKit
import UIKitTesting

/// A screen reader's page scrolls (`accessibilityScroll(_:)`) and custom rotors.
@MainActor
@Suite("Accessibility page scrolls and rotors", .serialized, .exclusiveUIKit)
struct AccessibilityRotorAndScrollTests {
    private func setUp() -> (HeadlessScreen, UIWindow, ScreenReader) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        return (screen, window, reader)
    }

    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    private final class StatusDelegate: NSObject, UIScrollViewAccessibilityDelegate {
        func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
            "Rows from \(Int(scrollView.contentOffset.y / 100) + 1)"
        }
    }

    @Test("A three-finger swipe up scrolls the scroll view holding the element a page and says which page; at the end it does nothing")
    func pageScroll() throws {
        let (screen, window, reader) = setUp()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 1000)
        window.addSubview(scroll)
        scroll.addSubview(label("First", CGRect(x: 10, y: 10, width: 100, height: 20)))
        screen.presentFrame()
        let first = try #require(reader.element(named: "First", in: window))
        #expect(reader.scroll(.up, from: first, in: window))
        #expect(scroll.contentOffset.y == 300)
        #expect(reader.events(in: window).last == "pageScrolled: Page 2 of 4")
        #expect(reader.scroll(.next, from: first, in: window))
        #expect(reader.scroll(.up, from: first, in: window))
        #expect(scroll.contentOffset.y == 700)
        #expect(reader.events(in: window).last == "pageScrolled: Page 4 of 4")
        #expect(!reader.scroll(.up, from: first, in: window))
        #expect(reader.scroll(.down, from: first, in: window))
        #expect(scroll.contentOffset.y == 400)
        // Sideways there is nowhere to go.
        #expect(!reader.scroll(.left, from: first, in: window))
        // The delegate says what is read.
        let delegate = StatusDelegate()
        scroll.delegate = delegate
        #expect(reader.scroll(.previous, from: first, in: window))
        #expect(reader.events(in: window).last == "pageScrolled: Rows from 2")
    }

    private final class Carousel: UIView {
        var page = 0
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            guard direction == .left else { return false }
            page += 1
            UIAccessibility.post(notification: .pageScrolled, argument: "Card \(page + 1)")
            return true
        }
    }

    @Test("A view that scrolls in its own way answers accessibilityScroll first; a swipe it declines goes on to the scroll view it is in")
    func customScroll() throws {
        let (screen, window, reader) = setUp()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 1000)
        window.addSubview(scroll)
        let carousel = Carousel(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        carousel.addSubview(label("Card", CGRect(x: 10, y: 10, width: 100, height: 20)))
        scroll.addSubview(carousel)
        screen.presentFrame()
        let card = try #require(reader.element(named: "Card", in: window))
        #expect(reader.scroll(.left, from: card, in: window))
        #expect(carousel.page == 1 && scroll.contentOffset == .zero)
        #expect(reader.events(in: window).last == "pageScrolled: Card 2")
        #expect(reader.scroll(.up, from: card, in: window))
        #expect(scroll.contentOffset.y == 300)
    }

    @Test("A custom rotor offered by a container finds headings one by one from where the reader is, both ways; none past the last")
    func headingsRotor() throws {
        let (screen, window, reader) = setUp()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let headings = ["Intro", "Usage", "Notes"].enumerated().map { index, text in
            let heading = label(text, CGRect(x: 10, y: 10 + CGFloat(index) * 80, width: 100, height: 20))
            heading.accessibilityTraits.insert(.header)
            container.addSubview(heading)
            container.addSubview(label("Body \(index)", CGRect(x: 10, y: 40 + CGFloat(index) * 80, width: 100, height: 20)))
            return heading
        }
        var searches = 0
        let rotor = UIAccessibilityCustomRotor(name: "Sections") { predicate in
            searches += 1
            let current = predicate.currentItem.targetElement as? UILabel
            let index = current.flatMap { current in headings.firstIndex { $0 === current } }
            let next: Int
            switch (index, predicate.searchDirection) {
            case (nil, .next): next = 0
            case (nil, .previous): next = headings.count - 1
            case (let index?, .next): next = index + 1
            case (let index?, .previous): next = index - 1
            }
            guard headings.indices.contains(next) else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: headings[next], targetRange: nil)
        }
        container.accessibilityCustomRotors = [rotor, UIAccessibilityCustomRotor(systemType: .link) { _ in nil }]
        screen.presentFrame()
        let body = try #require(reader.element(named: "Body 0", in: window))
        #expect(reader.rotors(at: body, in: window) == ["Sections", "Links"])
        #expect(reader.rotors(at: nil, in: window).isEmpty)
        // The reader is on a body text: the next heading is the first.
        let first = try #require(reader.rotor("Sections", .next, from: body, in: window))
        #expect(first.element.name == "Intro" && first.element.role == "heading" && first.range == nil)
        let second = try #require(reader.rotor("Sections", .next, from: first.element, in: window))
        #expect(second.element.name == "Usage")
        #expect(reader.rotor("Sections", .previous, from: second.element, in: window)?.element.name == "Intro")
        let last = try #require(reader.rotor("Sections", .previous, from: body, in: window))
        #expect(last.element.name == "Notes")
        #expect(reader.rotor("Sections", .next, from: last.element, in: window) == nil)
        #expect(reader.rotor("Links", .next, from: body, in: window) == nil)
        #expect(reader.rotor("Nothing", .next, from: body, in: window) == nil)
        #expect(searches == 5)
    }

    @Test("A rotor that finds ranges within text gets the last range back as where it is, and the reader gets the range in characters")
    func misspelledWordsRotor() throws {
        let (screen, window, reader) = setUp()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        textView.text = "Thiss is a tést of speling"
        window.addSubview(textView)
        let words = [(0, 5), (19, 7)] // UTF-16 offsets of "Thiss" and "speling"
        var startedFrom: [Int?] = []
        let rotor = UIAccessibilityCustomRotor(systemType: .misspelledWord) { predicate in
            let current = predicate.currentItem.targetRange.map { textView.offset(from: textView.beginningOfDocument, to: $0.start) }
            startedFrom.append(current)
            guard let word = words.first(where: { $0.0 > (current ?? -1) }),
                  let start = textView.position(from: textView.beginningOfDocument, offset: word.0),
                  let end = textView.position(from: start, offset: word.1) else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: textView, targetRange: textView.textRange(from: start, to: end))
        }
        #expect(rotor.name == "Misspelled Words" && rotor.systemRotorType == .misspelledWord)
        textView.accessibilityCustomRotors = [rotor]
        screen.presentFrame()
        let element = try #require(reader.elements(in: window).first)
        let first = try #require(reader.rotor("Misspelled Words", .next, from: element, in: window))
        #expect(first.range == 0..<5)
        let second = try #require(reader.rotor("Misspelled Words", .next, from: first.element, in: window))
        #expect(second.range == 19..<26)
        #expect(startedFrom == [nil, 0])
    }
}
