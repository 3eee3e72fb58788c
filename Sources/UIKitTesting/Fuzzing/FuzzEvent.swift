import Foundation
import UIKit

/// One thing a person does to an app, as the fuzzer makes it: concrete (points on the screen,
/// in screen coordinates; exact keys and text), so that replaying a list of events repeats the
/// run exactly, and any part of the list can be replayed alone.
///
/// `description` is the event as Swift source (`.tap(at: CGPoint(x: 120, y: 48))`), which is
/// how a shrunk failure is printed for pasting into a test.
public enum FuzzEvent: Hashable, Sendable, Codable {
    /// A finger taps `count` times.
    case tap(at: CGPoint, count: Int = 1)
    /// A finger stays down for `duration` seconds.
    case longPress(at: CGPoint, duration: TimeInterval)
    /// A finger moves from `start` to `end` in `steps` moves over `duration` seconds.
    case drag(from: CGPoint, to: CGPoint, steps: Int, duration: TimeInterval)
    /// Two fingers around `center` move from `startDistance` to `endDistance` apart, turning.
    case pinch(center: CGPoint, from: CGFloat, to: CGFloat, rotation: CGFloat)
    /// The pointer moves (hovering whatever is under it).
    case movePointer(to: CGPoint)
    /// The pointer leaves every window.
    case movePointerOutside
    /// A mouse button clicks (1 primary, 2 secondary, 3 middle) with modifier keys held.
    case click(at: CGPoint, button: Int, count: Int, modifiers: UIKeyModifierFlags)
    /// A mouse button is pressed at `start`, the pointer moves to `end`, the button is released.
    case pointerDrag(from: CGPoint, to: CGPoint, button: Int)
    /// A mouse wheel turns over `point`.
    case scrollWheel(at: CGPoint, by: CGVector, clicks: Int)
    /// Two fingers scroll on a trackpad by `delta` a frame for `frames` frames.
    case trackpadScroll(at: CGPoint, delta: CGVector, frames: Int)
    /// Two fingers pinch or turn on a trackpad.
    case trackpadTransform(at: CGPoint, scale: CGFloat, rotation: CGFloat)
    /// A key is pressed and released.
    case press(UIKeyboardHIDUsage, characters: String?, modifiers: UIKeyModifierFlags)
    /// Text typed key by key (what the keyboard can type; other characters are skipped).
    case type(String)
    /// Text an input method commits (any characters).
    case commitText(FuzzText)
    /// Text an input method is composing (marked text), with the caret at its end.
    case composeText(String)
    /// Another application copies `text` (its UTF-8 bytes, valid or not), then Ctrl+V.
    case paste(FuzzText)
    /// Another application (a file manager, an editor) drags `data` as `mimeType` in from the
    /// screen's trailing edge to `end`, and drops it there — or, with `drops` false, the user
    /// presses Escape. The other application gives the data `delay` seconds after it is asked.
    case dragFromOtherApp(mimeType: String, data: FuzzText, to: CGPoint, delay: TimeInterval, drops: Bool)
    /// The main menu's item at `path` (["View", "Hide Sidebar"]) is chosen.
    case chooseMenuItem([String])
    /// Every window of the app is resized (a multitasking size, a rotation).
    case resizeWindows(to: CGSize)
    /// The desktop switches between light and dark.
    case setAppearance(UIUserInterfaceStyle)
    /// The user picks another text size.
    case setTextSize(UIContentSizeCategory)
    /// The user opens another window of the app (a new scene).
    case openWindow
    /// The user closes the app's window number `index` (in the order they opened).
    case closeWindow(index: Int)
    /// Window number `index` gains the desktop's focus.
    case focusWindow(index: Int)
    /// Time passes: animations run, timers fire.
    case wait(TimeInterval)
}

/// Text for typing and pasting, kept short in source: a string, a string repeated, or raw
/// bytes (which need not be UTF-8).
public enum FuzzText: Hashable, Sendable, Codable {
    case string(String)
    case repeated(String, count: Int)
    case bytes([UInt8])

    /// The bytes another application would put on the clipboard.
    public var utf8: [UInt8] {
        switch self {
        case .string(let string): Array(string.utf8)
        case .repeated(let string, let count): Array(String(repeating: string, count: count).utf8)
        case .bytes(let bytes): bytes
        }
    }

    /// The text an input method would commit (invalid bytes become U+FFFD).
    public var string: String { String(decoding: utf8, as: UTF8.self) }
}

extension UIKeyboardHIDUsage: Codable {}
extension UIKeyModifierFlags: Codable {}
extension UIUserInterfaceStyle: Codable {}
extension UIContentSizeCategory: Codable {}
