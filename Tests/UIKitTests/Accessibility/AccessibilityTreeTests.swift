import Testing
import UIKit
import UIKitTesting

/// The tree a screen reader is given: which views become elements and groups, in what order,
/// what hides what, and what a reader's requests do.
@MainActor
@Suite("Accessibility tree", .serialized, .exclusiveUIKit)
struct AccessibilityTreeTests {
    private func setUp() -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        return (screen, window)
    }

    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    @Test("No tree is built while no screen reader listens; attaching one builds it and posts the status change")
    func onlyWhileListening() {
        let (screen, window) = setUp()
        window.addSubview(label("Hello", CGRect(x: 10, y: 10, width: 100, height: 20)))
        screen.presentFrame()
        let reader = screen.attachScreenReader()
        // Built at the end of the turn, not while the reader attaches.
        #expect(screen.hostWindow(showing: window)?.accessibilityTree == nil)
        #expect(UIAccessibility.isVoiceOverRunning)
        final class Count: @unchecked Sendable { var value = 0 }
        let statusChanges = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in statusChanges.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.presentFrame()
        let tree = reader.tree(of: window)
        #expect(tree?.role == "window")
        #expect(reader.elements(in: window).map(\.name) == ["Hello"])
        screen.detachScreenReader()
        screen.presentFrame()
        #expect(reader.tree(of: window) == nil && statusChanges.value == 1 && !UIAccessibility.isVoiceOverRunning)
    }

    @Test("Frames that change views on their own are read at most ten times a second, and the last change always arrives; what the app says changed arrives in the same turn")
    func settledLayoutIsCoalesced() {
        let (screen, window) = setUp()
        let moving = label("Row 0", CGRect(x: 10, y: 10, width: 100, height: 20))
        window.addSubview(moving)
        _ = screen.attachScreenReader()
        screen.presentFrame()
        func given() -> String? { screen.hostWindow(showing: window)?.accessibilityTree?.children.first?.name }
        #expect(given() == "Row 0")
        // A list scrolling at 120 Hz: each frame changes a label.
        var handedOver: [String?] = []
        for frame in 1...24 {
            moving.text = "Row \(frame)"
            screen.advance(by: 1.0 / 120)
            screen.presentFrame()
            handedOver.append(given())
        }
        // One tree per 0.1 s of frames (12 frames), each as the views were when it was built.
        let trees = Set(handedOver.compactMap { $0 })
        #expect(trees.count >= 2 && trees.count <= 3, "\(handedOver)")
        // The last change arrives once the interval is up, without another commit.
        screen.advance(by: 0.1)
        #expect(given() == "Row 24")
        // After a quiet spell a change is handed over in its own turn; the next one, too soon,
        // waits — unless the app sets something itself, which arrives in the same turn.
        screen.advance(by: 0.2)
        moving.text = "Row 25"
        screen.presentFrame()
        #expect(given() == "Row 25")
        moving.text = "Row 26"
        screen.presentFrame()
        #expect(given() == "Row 25")
        moving.accessibilityLabel = "Named by the app"
        screen.presentFrame()
        #expect(given() == "Named by the app")
    }

    @Test("Elements are read by position: rows from the top, each from the leading edge, whatever the subview order")
    func readingOrder() {
        let (screen, window) = setUp()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        container.addSubview(label("C", CGRect(x: 10, y: 100, width: 50, height: 20)))
        container.addSubview(label("B", CGRect(x: 200, y: 12, width: 50, height: 20)))
        container.addSubview(label("A", CGRect(x: 10, y: 10, width: 50, height: 20)))
        let nested = UIView(frame: CGRect(x: 0, y: 50, width: 400, height: 40))
        nested.addSubview(label("Nested", CGRect(x: 300, y: 0, width: 50, height: 20)))
        container.addSubview(nested)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        #expect(reader.elements(in: window).map(\.name) == ["A", "B", "Nested", "C"])
    }

    @Test("accessibilityElements gives the order; a grouping view reads its elements together")
    func explicitOrderAndGroups() {
        let (screen, window) = setUp()
        let first = label("First", CGRect(x: 10, y: 200, width: 50, height: 20))
        let second = label("Second", CGRect(x: 10, y: 10, width: 50, height: 20))
        let container = UIView(frame: window.bounds)
        container.addSubview(first)
        container.addSubview(second)
        container.accessibilityElements = [first, second]
        window.addSubview(container)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        #expect(reader.elements(in: window).map(\.name) == ["First", "Second"])
        container.accessibilityElements = nil
        container.shouldGroupAccessibilityChildren = true
        container.accessibilityLabel = "Card"
        screen.presentFrame()
        let group = reader.elements(in: window).first
        #expect(group?.role == "group" && group?.name == "Card")
        #expect(group?.children.map(\.name) == ["Second", "First"])
    }

    @Test("Hidden, transparent and accessibilityElementsHidden views are not read; an element hides what it contains")
    func hiding() {
        let (screen, window) = setUp()
        let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 50, height: 20))
        hidden.isHidden = true
        let clear = label("Clear", CGRect(x: 0, y: 30, width: 50, height: 20))
        clear.alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 60))
        box.addSubview(label("Boxed", CGRect(x: 0, y: 0, width: 50, height: 20)))
        box.accessibilityElementsHidden = true
        let card = UIView(frame: CGRect(x: 0, y: 130, width: 200, height: 60))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.addSubview(label("Inside", CGRect(x: 0, y: 0, width: 50, height: 20)))
        for view in [hidden, clear, box, card] { window.addSubview(view) }
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        #expect(reader.elements(in: window).map(\.name) == ["Card"])
    }

    @Test("A modal view hides its siblings' elements and is a dialog")
    func modal() {
        let (screen, window) = setUp()
        window.addSubview(label("Behind", CGRect(x: 0, y: 0, width: 100, height: 20)))
        let sheet = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        sheet.addSubview(label("Front", CGRect(x: 10, y: 10, width: 100, height: 20)))
        sheet.accessibilityViewIsModal = true
        window.addSubview(sheet)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let elements = reader.elements(in: window)
        #expect(elements.map(\.name) == ["", "Front"])
        #expect(elements.first?.role == "dialog" && elements.first?.states.contains("modal") == true)
    }

    @Test("Nodes carry role, value, states, frame in window points, actions and identifier")
    func nodeContents() throws {
        let (screen, window) = setUp()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
        toggle.isOn = true
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.accessibilityIdentifier = "wifi"
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.value = 0.5
        slider.accessibilityLabel = "Volume"
        let button = UIButton(type: .system)
        button.setTitle("Off", for: .normal)
        button.frame = CGRect(x: 20, y: 150, width: 60, height: 30)
        button.isEnabled = false
        let heading = label("Settings", CGRect(x: 20, y: 5, width: 100, height: 20))
        heading.accessibilityTraits = [.staticText, .header]
        for view in [toggle, slider, button, heading] { window.addSubview(view) }
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let elements = reader.elements(in: window)
        #expect(elements.map(\.role) == ["heading", "toggleButton", "slider", "button"])
        let wifi = try #require(reader.element(named: "Wi-Fi", in: window))
        #expect(wifi.states.isSuperset(of: ["checkable", "checked"]) && wifi.value == "1" && wifi.identifier == "wifi")
        #expect(wifi.frame == CGRect(x: 20, y: 40, width: 51, height: 31))
        #expect(wifi.actions == ["click"])
        let volume = try #require(reader.element(named: "Volume", in: window))
        #expect(volume.value == "50%" && volume.actions == ["click", "increment", "decrement"])
        #expect(reader.element(named: "Off", in: window)?.states.contains("disabled") == true)
        #expect(reader.element(named: "Settings", in: window)?.actions == [])
    }

    @Test("Activating an element taps its activation point through the window's input, as a finger would")
    func activationTaps() throws {
        let (screen, window) = setUp()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 60, height: 30)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(toggle)
        window.addSubview(button)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let element = try #require(reader.elements(in: window).first { $0.role == "toggleButton" })
        #expect(reader.activate(element, in: window))
        #expect(toggle.isOn && changes == 1)
        #expect(reader.elements(in: window).first { $0.role == "toggleButton" }?.states.contains("checked") == true)
        #expect(reader.activate(try #require(reader.element(named: "Go", in: window)), in: window))
        #expect(taps == 1)
    }

    @Test("accessibilityActivate answering true replaces the tap; custom actions run by name")
    func activateAndCustomActions() throws {
        final class Card: UIView {
            var activations = 0
            override func accessibilityActivate() -> Bool { activations += 1; return true }
        }
        let (screen, window) = setUp()
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        var archived = 0
        card.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in archived += 1; return true }]
        window.addSubview(card)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let element = try #require(reader.element(named: "Card", in: window))
        #expect(element.actions == ["click", "Archive"])
        reader.activate(element, in: window)
        #expect(card.activations == 1)
        #expect(reader.perform(customAction: "Archive", on: element, in: window) && archived == 1)
        #expect(!reader.perform(customAction: "Delete", on: element, in: window))
    }

    @Test("Increment, decrement and set value reach an adjustable control and send valueChanged")
    func adjusting() throws {
        let (screen, window) = setUp()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        window.addSubview(slider)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let element = try #require(reader.elements(in: window).first)
        reader.increment(element, in: window)
        #expect(abs(slider.value - 0.1) < 0.0001 && changes == 1)
        #expect(reader.setValue(0.75, of: element, in: window))
        #expect(slider.value == 0.75 && changes == 2)
        #expect(reader.elements(in: window).first?.value == "75%")
        let label = self.label("Text", CGRect(x: 0, y: 0, width: 50, height: 20))
        window.addSubview(label)
        screen.presentFrame()
        #expect(!reader.increment(try #require(reader.element(named: "Text", in: window)), in: window))
    }

    @Test("A text field shows its text and caret; focus follows the first responder; the caret can be moved")
    func textAndFocus() throws {
        let (screen, window) = setUp()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.text = "héllo"
        window.addSubview(field)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        var element = try #require(reader.elements(in: window).first)
        #expect(element.role == "textField" && element.text == "héllo" && element.states.contains("focusable"))
        #expect(reader.focus(element, in: window))
        element = try #require(reader.elements(in: window).first)
        #expect(element.states.contains("focused") && field.isFirstResponder)
        #expect(reader.events(in: window).contains("focus: \(element.id)"))
        #expect(reader.setCaret(2, of: element, in: window))
        #expect(reader.elements(in: window).first?.caret == 2)
        screen.type("x")
        #expect(field.text == "héxllo")
        #expect(reader.elements(in: window).first?.text == "héxllo")
    }

    @Test("A secure field is read as one bullet a character, and its caret counts bullets, whatever each character is made of")
    func secureFieldCaret() throws {
        let (screen, window) = setUp()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.isSecureTextEntry = true
        // e + a combining acute (two scalars), a flag (two scalars, four UTF-16 units).
        field.text = "ae\u{301}\u{1F1EB}\u{1F1F7}b"
        window.addSubview(field)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        var element = try #require(reader.elements(in: window).first)
        #expect(element.role == "passwordText" && element.text == "••••")
        #expect(reader.focus(element, in: window))
        element = try #require(reader.elements(in: window).first)
        #expect(element.caret == 4)
        // After the second bullet: after "e\u{301}", three UTF-16 units into the text.
        #expect(reader.setCaret(2, of: element, in: window))
        #expect(reader.elements(in: window).first?.caret == 2)
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 3)
        screen.type("x")
        #expect(field.text == "ae\u{301}x\u{1F1EB}\u{1F1F7}b")
        #expect(reader.elements(in: window).first?.caret == 3)
    }

    @Test("Posted notifications reach the reader after the tree: announcements, screen and layout changes with their element")
    func notifications() throws {
        let (screen, window) = setUp()
        let title = label("Title", CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(title)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: title)
        let added = label("New", CGRect(x: 0, y: 40, width: 100, height: 20))
        window.addSubview(added)
        UIAccessibility.post(notification: .layoutChanged, argument: added)
        screen.presentFrame()
        let titleID = try #require(reader.element(named: "Title", in: window)).id
        let newID = try #require(reader.element(named: "New", in: window)).id
        #expect(reader.events(in: window) == ["announcement: Saved", "screenChanged: \(titleID)", "layoutChanged: \(newID)"])
        #expect(reader.announcements(in: window) == ["Saved"])
        screen.detachScreenReader()
        UIAccessibility.post(notification: .announcement, argument: "Unheard")
        screen.presentFrame()
        #expect(reader.announcements(in: window) == ["Saved"])
    }

    @Test("An element keeps its identifier from tree to tree; a change of label alone reaches the reader")
    func stableIdentity() throws {
        let (screen, window) = setUp()
        let status = label("Idle", CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(status)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let before = try #require(reader.elements(in: window).first)
        status.accessibilityLabel = "Busy"
        screen.presentFrame()
        let after = try #require(reader.elements(in: window).first)
        #expect(after.id == before.id && after.name == "Busy")
    }

    @Test("UIAccessibilityElement stands for drawn content: its frame follows its container")
    func drawnElements() throws {
        let (screen, window) = setUp()
        let chart = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "March"
        bar.accessibilityValue = "12"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 80)
        chart.accessibilityElements = [bar]
        window.addSubview(chart)
        #expect(bar.isAccessibilityElement)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let element = try #require(reader.element(named: "March", in: window))
        #expect(element.frame == CGRect(x: 110, y: 120, width: 30, height: 80) && element.value == "12")
        chart.frame.origin = CGPoint(x: 0, y: 0)
        screen.presentFrame()
        #expect(reader.element(named: "March", in: window)?.frame.origin == CGPoint(x: 10, y: 20))
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 20, width: 30, height: 80))
    }

    @Test("Read-only text is not editable to a reader; activating an element under a presentation does not tap what covers it")
    func readOnlyAndCovered() throws {
        let (screen, window) = setUp()
        let notes = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 60))
        notes.text = "Read me"
        notes.isEditable = false
        notes.accessibilityLabel = "Notes"
        let button = UIButton(type: .system)
        button.setTitle("Under", for: .normal)
        button.frame = CGRect(x: 10, y: 100, width: 80, height: 40)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(notes)
        window.addSubview(button)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        let element = try #require(reader.element(named: "Notes", in: window))
        #expect(!element.states.contains("editable") && element.states.contains("multiLine"))
        let under = try #require(reader.element(named: "Under", in: window))
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .white
        window.addSubview(cover)
        #expect(!reader.activate(under, in: window))
        #expect(taps == 0)
    }

    @Test("A container that implements only accessibilityElementCount and accessibilityElement(at:) is read in its order")
    func containerMethodsOnly() throws {
        final class Board: UIView {
            lazy var cells: [UIAccessibilityElement] = ["B2", "A1"].enumerated().map { index, name in
                let cell = UIAccessibilityElement(accessibilityContainer: self)
                cell.accessibilityLabel = name
                cell.accessibilityFrameInContainerSpace = CGRect(x: 0, y: CGFloat(1 - index) * 40, width: 40, height: 40)
                return cell
            }
            override func accessibilityElementCount() -> Int { cells.count }
            override func accessibilityElement(at index: Int) -> Any? { cells[index] }
        }
        let (screen, window) = setUp()
        let board = Board(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(board)
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        #expect(board.accessibilityElements == nil)
        #expect(reader.elements(in: window).map(\.name) == ["B2", "A1"])
    }
}

