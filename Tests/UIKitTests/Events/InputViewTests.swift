import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A responder that brings its own "keyboard", as a custom-input view does.
@MainActor
final class CustomInputResponder: UIView {
    var customInputView: UIView?
    var customAccessoryView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
}

/// Records keyboard notifications with the animation context they arrived in.
@MainActor
final class KeyboardLog {
    struct Entry {
        var name: String
        var begin: CGRect
        var end: CGRect
        var duration: Double
        var curve: Int
        var isLocal: Bool
        var inheritedDuration: TimeInterval
    }

    var entries: [Entry] = []
    var names: [String] { entries.map(\.name) }
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated {
                    let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    self?.entries.append(Entry(
                        name: short, begin: begin, end: end,
                        duration: (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1,
                        curve: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1,
                        isLocal: (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? false,
                        inheritedDuration: UIView.inheritedAnimationDuration))
                }
            })
        }
    }

    func clear() { entries.removeAll() }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

@MainActor
@Suite("Input views and keyboard notifications", .serialized, .exclusiveUIKit)
struct InputViewTests {
    private func setUp(windowFrame: CGRect? = nil) -> (HeadlessScreen, UIWindow, CustomInputResponder) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = windowFrame.map { UIWindow(frame: $0) } ?? UIWindow()
        window.makeKeyAndVisible()
        let responder = CustomInputResponder(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(responder)
        return (screen, window, responder)
    }

    private func keypad(height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: height))
        view.backgroundColor = .systemGray5
        return view
    }

    @Test("FR-07 a responder's inputView and inputAccessoryView dock at the window's bottom while it is first responder")
    func inputViewDocks() {
        let (screen, window, responder) = setUp()
        let input = keypad(height: 200)
        let accessory = keypad(height: 44)
        responder.customInputView = input
        responder.customAccessoryView = accessory
        #expect(input.window == nil)
        #expect(responder.becomeFirstResponder())
        #expect(input.window === window)
        #expect(screen.runUntilAnimationsSettle())
        #expect(accessory.convert(accessory.bounds, to: window) == CGRect(x: 0, y: 156, width: 600, height: 44))
        #expect(input.convert(input.bounds, to: window) == CGRect(x: 0, y: 200, width: 600, height: 200))
        // The keyboard is not one of the window's subviews: it lives above them.
        #expect(!window.subviews.contains { $0 === input.superview })
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(responder)])

        #expect(responder.resignFirstResponder())
        #expect(screen.runUntilAnimationsSettle())
        #expect(input.window == nil)
        #expect(accessory.window == nil)
    }

    @Test("FR-07 touches reach the input view's controls, and the dock swallows touches between them")
    func inputViewReceivesTouches() {
        let (screen, window, responder) = setUp()
        let input = keypad(height: 200)
        let key = UIButton(type: .system)
        key.setTitle("7", for: .normal)
        key.frame = CGRect(x: 20, y: 20, width: 80, height: 50)
        var pressed = 0
        key.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        input.addSubview(key)
        responder.customInputView = input
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 300, y: 250, width: 200, height: 100)
        var behindPressed = 0
        behind.addAction(UIAction { _ in behindPressed += 1 }, for: .touchUpInside)
        window.addSubview(behind)

        _ = responder.becomeFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        screen.tap(at: CGPoint(x: 60, y: 245))
        #expect(pressed == 1)
        screen.tap(at: CGPoint(x: 400, y: 300))
        #expect(behindPressed == 0, "the docked keyboard covers the button behind it")
        #expect(responder.isFirstResponder, "a tap on the keyboard does not take first responder away")
    }

    @Test("KB-07 KB-08 show and hide post will/did and change-frame notifications with screen frames, inside the 0.25 s animation")
    func notificationsOnShowAndHide() {
        let (screen, window, responder) = setUp(windowFrame: CGRect(x: 200, y: 0, width: 400, height: 400))
        responder.customInputView = keypad(height: 150)
        let log = KeyboardLog()
        defer { log.stop() }

        _ = responder.becomeFirstResponder()
        #expect(log.names == ["WillShow", "WillChangeFrame"])
        let will = log.entries[0]
        #expect(will.begin == CGRect(x: 200, y: 400, width: 400, height: 150))
        #expect(will.end == CGRect(x: 200, y: 250, width: 400, height: 150))
        #expect(will.duration == 0.25)
        #expect(will.curve == UIView.AnimationCurve.easeInOut.rawValue)
        #expect(will.isLocal)
        #expect(will.inheritedDuration == 0.25, "observers run inside the keyboard's animation block")

        screen.advance(by: 0.1)
        #expect(log.names.count == 2, "did-notifications wait for the animation")
        #expect(screen.runUntilAnimationsSettle())
        #expect(log.names == ["WillShow", "WillChangeFrame", "DidShow", "DidChangeFrame"])
        #expect(log.entries[2].inheritedDuration == 0)
        #expect(log.entries[2].end == will.end)

        log.clear()
        _ = window.endEditing(true)
        #expect(log.names == ["WillHide", "WillChangeFrame"])
        #expect(log.entries[0].begin == CGRect(x: 200, y: 250, width: 400, height: 150))
        #expect(log.entries[0].end == CGRect(x: 200, y: 400, width: 400, height: 150))
        #expect(screen.runUntilAnimationsSettle())
        #expect(log.names == ["WillHide", "WillChangeFrame", "DidHide", "DidChangeFrame"])
    }

    @Test("KB-08 a view changed by a willShow observer animates along with the keyboard")
    func observerChangesAnimate() {
        let (screen, window, responder) = setUp()
        responder.customInputView = keypad(height: 200)
        let footer = UIView(frame: CGRect(x: 0, y: 360, width: 600, height: 40))
        window.addSubview(footer)
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                footer.frame.origin.y = window.convert(end, from: window.screen.coordinateSpace).minY - 40
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        _ = responder.becomeFirstResponder()
        #expect(footer.frame.minY == 160, "the model value changes at once")
        screen.advance(by: 0.125)
        let midway = footer.layer.presentation()?.frame.minY ?? -1
        #expect(midway > 160 && midway < 360, "the presented value is on its way: \(midway)")
        #expect(screen.runUntilAnimationsSettle())
        #expect(footer.layer.presentation()?.frame.minY == 160)
    }

    @Test("KB-09 another willShow arrives when the height changes and when focus moves to another responder")
    func willShowAgain() {
        let (screen, window, first) = setUp()
        first.customInputView = keypad(height: 200)
        let second = CustomInputResponder(frame: CGRect(x: 10, y: 60, width: 100, height: 40))
        second.customInputView = keypad(height: 260)
        window.addSubview(second)
        let log = KeyboardLog()
        defer { log.stop() }

        _ = first.becomeFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        log.clear()

        // Switching to a taller keyboard for the same responder.
        first.customInputView = keypad(height: 300)
        first.reloadInputViews()
        #expect(log.names == ["WillShow", "WillChangeFrame"])
        #expect(log.entries[0].begin == CGRect(x: 0, y: 200, width: 600, height: 200))
        #expect(log.entries[0].end == CGRect(x: 0, y: 100, width: 600, height: 300))
        #expect(screen.runUntilAnimationsSettle())
        log.clear()

        // Focus moves: no hide in between, another show for the new responder.
        _ = second.becomeFirstResponder()
        #expect(!log.names.contains("WillHide"))
        #expect(log.names.first == "WillShow")
        #expect(log.entries[0].end == CGRect(x: 0, y: 140, width: 600, height: 260))
        #expect(screen.runUntilAnimationsSettle())
        #expect(second.customInputView?.window === window)
        #expect(first.customInputView?.window == nil)
    }

    @Test("KB-07 a responder without input views brings no keyboard and posts no keyboard notifications")
    func hardwareKeyboardOnly() {
        let (screen, window, _) = setUp()
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 34))
        window.addSubview(field)
        let log = KeyboardLog()
        defer { log.stop() }
        #expect(field.becomeFirstResponder())
        #expect(screen.runUntilAnimationsSettle())
        #expect(log.names.isEmpty)
        field.inputAccessoryView = keypad(height: 44)
        field.reloadInputViews()
        #expect(log.names == ["WillShow", "WillChangeFrame"])
        #expect(screen.runUntilAnimationsSettle())
        #expect(field.inputAccessoryView?.window === window)
    }

    @Test("The docked views follow the window when it is resized")
    func followsResize() {
        let (screen, window, responder) = setUp()
        let input = keypad(height: 200)
        responder.customInputView = input
        _ = responder.becomeFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        screen.setSize(CGSize(width: 500, height: 700))
        #expect(screen.runUntilAnimationsSettle())
        #expect(input.convert(input.bounds, to: window) == CGRect(x: 0, y: 500, width: 500, height: 200))
    }
}

@MainActor
@Suite("UIInputView: input views that look as if they belong with the keyboard", .serialized, .exclusiveUIKit)
struct UIInputViewTests {
    private func setUp() -> (HeadlessScreen, UIWindow, CustomInputResponder) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let responder = CustomInputResponder(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(responder)
        return (screen, window, responder)
    }

    @Test("(issue 45) A self-sizing input accessory view takes the height its constraints give at the dock's width; one that is not keeps its frame's")
    func selfSizing() throws {
        let (screen, window, responder) = setUp()
        defer { window.isHidden = true }
        let bar = UIInputView(frame: CGRect(x: 0, y: 0, width: 10, height: 30), inputViewStyle: .default)
        #expect(bar.inputViewStyle == .default && !bar.allowsSelfSizing)
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(button)
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            button.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            button.heightAnchor.constraint(equalToConstant: 40),
            button.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
        ])
        responder.customAccessoryView = bar
        _ = responder.becomeFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        #expect(bar.convert(bar.bounds, to: window) == CGRect(x: 0, y: 370, width: 600, height: 30), "the frame's height")
        _ = responder.resignFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        bar.allowsSelfSizing = true
        _ = responder.becomeFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        #expect(bar.convert(bar.bounds, to: window) == CGRect(x: 0, y: 344, width: 600, height: 56), "8 + 40 + 8 from its constraints")
    }

    @Test("(issue 45) Docked, a .keyboard input view shows the keyboard's tint behind its subviews, light and dark; undocked it is a plain view")
    func keyboardStyle() throws {
        let (screen, window, responder) = setUp()
        defer { window.isHidden = true }
        let keypad = UIInputView(frame: CGRect(x: 0, y: 0, width: 10, height: 100), inputViewStyle: .keyboard)
        let key = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        key.backgroundColor = .red
        keypad.addSubview(key)
        responder.customInputView = keypad
        _ = responder.becomeFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        var image = screen.render()
        let tint = image.color(x: 300, y: 350)
        #expect(tint.isClose(to: PixelColor(red: 212, green: 215, blue: 220)), "the keyboard's light tint, 94 % over the white window: \(tint)")
        #expect(image.color(x: 30, y: 330).isClose(to: PixelColor(red: 255, green: 0, blue: 0)), "subviews in front")
        window.overrideUserInterfaceStyle = .dark
        #expect(screen.runUntilAnimationsSettle())
        image = screen.render()
        #expect(image.color(x: 300, y: 350).red < 60, "the dark tint: \(image.color(x: 300, y: 350))")
        _ = responder.resignFirstResponder()
        #expect(screen.runUntilAnimationsSettle())
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.addSubview(elsewhere)
        keypad.frame = CGRect(x: 200, y: 200, width: 100, height: 100)
        elsewhere.addSubview(keypad)
        image = screen.render()
        #expect(image.color(x: 280, y: 280) == image.color(x: 100, y: 100), "not docked: no tint")
    }
}
