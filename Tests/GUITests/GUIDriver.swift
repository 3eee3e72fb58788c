import CoreGraphics
import Foundation

/// What the GUI tests do to the test display, as a person at it would: find windows, move and
/// size them, point, click, type, read the clipboard and look at the screen.
///
/// The environment picks the display: `SLATE_GUI_DISPLAY` an X server (`X11GUIDriver`, through
/// xdotool, ImageMagick and xclip), `SLATE_GUI_WAYLAND_DISPLAY` a sway compositor
/// (`WaylandGUIDriver`, through swaymsg, a virtual pointer and keyboard, wtype, grim and
/// wl-clipboard). `Scripts/test` runs the suite once on each.
///
/// Windows are named by the display's own identifiers (an X window, a sway container), as
/// text. Points are pixels: in a window, from its top-left corner; on the screen, from the
/// screen's. Key names are X keysym names ("Return", "Home", "k"), chords joined with "+"
/// ("ctrl+k", "shift+Tab").
protocol GUIDriver: AnyObject, Sendable {
    /// What a process needs in its environment to show windows on the display.
    var environment: [String: String] { get }

    /// Readies the display's input devices, before an app connects (an app then finds its
    /// pointer and keyboard there from the start).
    func prepareInput() throws

    /// The visible windows whose title matches the regular expression `pattern`, oldest first.
    func windows(named pattern: String) -> [String]
    func title(of window: String) throws -> String
    /// The window's frame on the screen.
    func frame(of window: String) throws -> CGRect
    /// Raises the window and gives it the keyboard; returns once it has it.
    func focus(_ window: String) throws
    /// Sizes the window (the display's request; the app redraws at the new size).
    func resize(_ window: String, width: Int, height: Int) throws
    /// Moves the window's top-left corner to `x`, `y` on the screen.
    func move(_ window: String, x: Int, y: Int) throws
    /// The close request a window manager's close button makes.
    func requestClose(_ window: String) throws

    /// Moves the pointer to `point` in `window`, or on the screen when `window` is nil.
    func movePointer(to point: CGPoint, in window: String?) throws
    /// Presses (`true`) or releases mouse button `button` (1 left, 2 middle, 3 right).
    func setButton(_ button: Int, pressed: Bool) throws
    /// Clicks `button` `count` times, `interval` seconds apart (a double click is two).
    func click(_ button: Int, count: Int, interval: TimeInterval) throws
    /// Turns the mouse wheel `steps` notches (positive: down).
    func scroll(_ steps: Int) throws
    /// Presses and releases each chord in turn.
    func key(_ chords: [String]) throws
    /// Presses (`true`) or releases one key and keeps it so.
    func setKey(_ key: String, pressed: Bool) throws
    /// Types `text`, `delay` seconds between characters.
    func type(_ text: String, delay: TimeInterval) throws

    /// A PNG of `window` as the screen shows it, or of the whole screen when `window` is nil.
    func screenshot(of window: String?) throws -> Data

    /// The desktop clipboard's text, or nil when it holds none.
    func clipboardText() -> String?
    /// The clipboard's contents as `type` (a MIME type), or nil.
    func clipboardData(type: String) -> Data?
    /// The MIME types the clipboard offers.
    func clipboardTypes() -> [String]
    /// The arguments of a command that owns the clipboard with what it reads on standard input,
    /// as `type` (text when nil), until it is killed.
    func clipboardOwnerCommand(type: String?) -> [String]
    /// The desktop's primary selection's text (what a middle click pastes), or nil.
    func primarySelectionText() -> String?
    /// The arguments of a command that owns the primary selection with the text it reads on
    /// standard input, until it is killed.
    func primarySelectionOwnerCommand() -> [String]
}

extension GUIDriver {
    func key(_ chords: String...) throws { try key(chords) }

    func click(_ button: Int = 1) throws { try click(button, count: 1, interval: 0) }

    func movePointer(to x: Int, _ y: Int, in window: String?) throws {
        try movePointer(to: CGPoint(x: x, y: y), in: window)
    }

    /// Moves the pointer to `point` in `window` and clicks button 1.
    func click(at point: CGPoint, in window: String?) throws {
        try movePointer(to: point, in: window)
        try click(1)
    }
}

/// The driver for the display the environment names, or nil (the GUI suites are then skipped).
let guiDriver: (any GUIDriver)? = {
    let environment = ProcessInfo.processInfo.environment
    if let display = environment["SLATE_GUI_DISPLAY"], !display.isEmpty {
        return X11GUIDriver(display: display)
    }
    if let display = environment["SLATE_GUI_WAYLAND_DISPLAY"], !display.isEmpty {
        return WaylandGUIDriver(display: display, runtimeDirectory: environment["SLATE_GUI_WAYLAND_RUNTIME_DIR"])
    }
    return nil
}()

/// The test display's driver; only called where the suites run (`guiDriver` is not nil).
var gui: any GUIDriver {
    guard let guiDriver else { preconditionFailure("no GUI display: the GUI suites are enabled only with one") }
    return guiDriver
}

/// Whether the GUI tests run under a Wayland compositor (some need X11-only requests).
var guiIsWayland: Bool { guiDriver is WaylandGUIDriver }
