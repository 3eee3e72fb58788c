import Testing
@testable import UIKit
import UIKitTesting

/// Tab and Shift-Tab between a window's text fields and controls, the focus ring, and Space,
/// Return and the arrows on a focused control.
@MainActor
@Suite("Keyboard focus", .serialized, .exclusiveUIKit)
struct KeyboardFocusTests {
    private struct Form {
        let screen: HeadlessScreen
        let window: UIWindow
        let name: UITextField
        let email: UITextField
        let toggle: UISwitch
        let save: UIButton
        let slider: UISlider
    }

    private func makeForm() -> Form {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        // Added out of order: focus follows position, not the order of subviews.
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 200, width: 80, height: 44)
        let email = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
        let name = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 140, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 200, height: 31))
        let disabled = UIButton(type: .system)
        disabled.setTitle("Off", for: .normal)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 300, y: 200, width: 80, height: 44)
        for view in [save, email, name, toggle, slider, disabled] { window.addSubview(view) }
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Form(screen: screen, window: window, name: name, email: email, toggle: toggle, save: save, slider: slider)
    }

    @Test("Tab visits text fields and enabled controls by position and wraps; Shift-Tab goes back")
    func tabOrder() {
        let form = makeForm()
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(form.name.isFirstResponder)
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(form.email.isFirstResponder)
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(!form.email.isFirstResponder && form.window.keyboardFocus.focusedControl === form.toggle)
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(form.window.keyboardFocus.focusedControl === form.save)
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(form.window.keyboardFocus.focusedControl === form.slider)
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(form.name.isFirstResponder && form.window.keyboardFocus.focusedControl == nil)
        form.screen.press(.keyboardTab, characters: "\t", modifiers: .shift)
        #expect(form.window.keyboardFocus.focusedControl === form.slider)
    }

    @Test("Tab in a text field moves on and types nothing")
    func tabLeavesField() {
        let form = makeForm()
        form.name.becomeFirstResponder()
        form.screen.type("Ada")
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(form.name.text == "Ada" && form.email.isFirstResponder)
    }

    @Test("Space toggles a focused switch and Return presses a focused button, through a tap")
    func activation() {
        let form = makeForm()
        var pressed = 0
        form.save.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
        form.window.focusEngine.update(to: form.toggle, heading: [])
        form.screen.press(.keyboardSpacebar, characters: " ")
        #expect(form.toggle.isOn)
        #expect(form.window.keyboardFocus.focusedControl === form.toggle)
        form.window.focusEngine.update(to: form.save, heading: [])
        form.screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(pressed == 1)
    }

    @Test("Arrows adjust a focused slider; a click ends the control focus and removes the ring")
    func arrowsAndClick() {
        let form = makeForm()
        form.window.focusEngine.update(to: form.slider, heading: [])
        let sublayers = form.window.layer.sublayers?.count ?? 0
        form.screen.press(.keyboardRightArrow)
        #expect(abs(form.slider.value - 0.1) < 0.0001)
        form.screen.press(.keyboardLeftArrow)
        #expect(abs(form.slider.value) < 0.0001)
        form.screen.click(at: CGPoint(x: 500, y: 380))
        #expect(form.window.keyboardFocus.focusedControl == nil)
        #expect((form.window.layer.sublayers?.count ?? 0) == sublayers - 1)
        #expect(form.window.keyboardFocus.ringLayer == nil)
    }

    @Test("The ring is drawn above the window's views around the control, follows it as it moves, and is clipped as the control is")
    func ringFollowsTheControl() throws {
        let form = makeForm()
        let focus = form.window.keyboardFocus
        form.save.clipsToBounds = true
        form.window.focusEngine.update(to: form.save, heading: [])
        form.screen.presentFrame()
        let clip = try #require(focus.ringClip)
        let ring = try #require(focus.ringLayer)
        func ringFrame() -> CGRect { ring.frame.offsetBy(dx: clip.frame.minX, dy: clip.frame.minY) }
        // Around the button, not cut by the button's own clipping, above every view.
        #expect(ringFrame() == CGRect(x: 16, y: 196, width: 88, height: 52))
        #expect(clip.frame == form.window.bounds)
        #expect(form.window.layer.sublayers?.last === clip)
        // It follows the button, and stays above a view added later.
        form.save.frame.origin = CGPoint(x: 300, y: 100)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        form.window.addSubview(cover)
        form.screen.presentFrame()
        #expect(ringFrame() == CGRect(x: 296, y: 96, width: 88, height: 52))
        #expect(form.window.layer.sublayers?.last === clip)
        // Inside a scroll view it is clipped as the button is, and goes when scrolled away.
        let scroll = UIScrollView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        form.window.addSubview(scroll)
        let inside = UIButton(type: .system)
        inside.setTitle("Inside", for: .normal)
        inside.frame = CGRect(x: 10, y: 70, width: 80, height: 44)
        scroll.addSubview(inside)
        form.screen.presentFrame()
        form.window.focusEngine.update(to: inside, heading: [])
        form.screen.presentFrame()
        let scrolledClip = try #require(focus.ringClip)
        #expect(scrolledClip.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
        #expect(!scrolledClip.isHidden)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        form.screen.presentFrame()
        let scrolledRing = try #require(focus.ringLayer)
        #expect(!scrolledRing.frame.offsetBy(dx: 100, dy: 100).intersects(scrolledClip.frame))
        // A hidden control shows no ring.
        scroll.contentOffset = .zero
        inside.isHidden = true
        form.screen.presentFrame()
        #expect(scrolledClip.isHidden)
    }

    @Test("A screen reader hears the focus move to a control")
    func focusForScreenReader() throws {
        let form = makeForm()
        let reader = form.screen.attachScreenReader()
        form.screen.presentFrame()
        form.window.focusEngine.update(to: form.save, heading: [])
        form.screen.presentFrame()
        let save = try #require(reader.element(named: "Save", in: form.window))
        #expect(save.states.contains("focused"))
        #expect(reader.events(in: form.window).last == "focus: \(save.id)")
    }

    @Test("Tab stays within a modal presentation")
    func modalScope() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let behind = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        root.view.addSubview(behind)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        let inside = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        sheet.view.addSubview(inside)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        screen.runUntilAnimationsSettle()
        screen.press(.keyboardTab, characters: "\t")
        #expect(inside.isFirstResponder)
        screen.press(.keyboardTab, characters: "\t")
        #expect(inside.isFirstResponder && !behind.isFirstResponder)
    }

    @Test("Tab in an editable text view types a tab; the press that moved the focus still ends for responders")
    func tabInTextViewAndPressPairs() {
        final class PressCounter: UIView {
            var began = 0, ended = 0
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += 1; super.pressesBegan(presses, with: event) }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { ended += 1; super.pressesEnded(presses, with: event) }
        }
        let form = makeForm()
        let notes = UITextView(frame: CGRect(x: 300, y: 20, width: 200, height: 100))
        form.window.addSubview(notes)
        notes.becomeFirstResponder()
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(notes.isFirstResponder && notes.text == "\t")
        let counter = PressCounter(frame: CGRect(x: 300, y: 150, width: 10, height: 10))
        form.window.addSubview(counter)
        counter.becomeFirstResponder()
        form.screen.press(.keyboardTab, characters: "\t")
        #expect(counter.began == 1 && counter.ended == 1)
    }

    @Test("Space does not press a focused control that a presentation now covers; the focus ends")
    func coveredControl() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Behind", for: .normal)
        button.frame = CGRect(x: 480, y: 360, width: 80, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        window.focusEngine.update(to: button, heading: [])
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        screen.runUntilAnimationsSettle()
        screen.press(.keyboardSpacebar, characters: " ")
        #expect(pressed == 0 && window.keyboardFocus.focusedControl == nil)
    }
}

