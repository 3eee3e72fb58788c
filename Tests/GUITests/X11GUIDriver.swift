import CoreGraphics
import Foundation

/// The GUI tests' driver on an X server (Xvfb, no window manager): xdotool for windows and
/// input, ImageMagick's `import` for screenshots, xclip for the clipboard, Xlib for the close
/// request.
final class X11GUIDriver: GUIDriver {
    let display: String

    init(display: String) {
        self.display = display
    }

    var environment: [String: String] {
        ["DISPLAY": display, "GDK_BACKEND": "x11"]
    }

    /// The X server's core pointer and keyboard are always there.
    func prepareInput() throws {}

    @discardableResult
    private func xdotool(_ arguments: String...) throws -> String {
        try GalleryProcess.run("xdotool", arguments)
    }

    /// xdotool's search walks every window on the display and exits on an X error when one
    /// goes away mid-walk (a drag's icon after a drop, a closing window), and also when it finds
    /// none: it is asked again a few times before the answer counts as "none".
    func windows(named pattern: String) -> [String] {
        for attempt in 1...5 {
            if let found = try? xdotool("search", "--onlyvisible", "--name", pattern) {
                return found.split(separator: "\n").map(String.init)
            }
            if attempt < 5 { usleep(20_000) }
        }
        return []
    }

    func title(of window: String) throws -> String {
        try xdotool("getwindowname", window)
    }

    func frame(of window: String) throws -> CGRect {
        let shell = try xdotool("getwindowgeometry", "--shell", window)
        let values = Dictionary(shell.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (String(parts[0]), value)
        }) { $1 }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw GUITestError.command("xdotool gave no geometry for \(window): \(shell)")
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    func focus(_ window: String) throws {
        try xdotool("windowraise", window)
        try xdotool("windowfocus", "--sync", window)
    }

    func resize(_ window: String, width: Int, height: Int) throws {
        try xdotool("windowsize", window, "\(width)", "\(height)")
    }

    func move(_ window: String, x: Int, y: Int) throws {
        try xdotool("windowmove", window, "\(x)", "\(y)")
    }

    func requestClose(_ window: String) throws {
        try WindowManagerRequests.requestClose(windowID: window, display: display)
    }

    func movePointer(to point: CGPoint, in window: String?) throws {
        let place = window.map { ["--window", $0] } ?? []
        try GalleryProcess.run("xdotool", ["mousemove"] + place + ["\(Int(point.x))", "\(Int(point.y))"])
    }

    func setButton(_ button: Int, pressed: Bool) throws {
        try xdotool(pressed ? "mousedown" : "mouseup", "\(button)")
    }

    func click(_ button: Int, count: Int, interval: TimeInterval) throws {
        if count == 1 {
            try xdotool("click", "\(button)")
        } else {
            try xdotool("click", "--repeat", "\(count)", "--delay", "\(Int(interval * 1000))", "\(button)")
        }
    }

    /// X has no wheel events: buttons 4 (up) and 5 (down) are its notches.
    func scroll(_ steps: Int) throws {
        for _ in 0..<abs(steps) { try xdotool("click", steps > 0 ? "5" : "4") }
    }

    func key(_ chords: [String]) throws {
        try GalleryProcess.run("xdotool", ["key"] + chords)
    }

    func setKey(_ key: String, pressed: Bool) throws {
        try xdotool(pressed ? "keydown" : "keyup", key)
    }

    func type(_ text: String, delay: TimeInterval) throws {
        try xdotool("type", "--delay", "\(Int(delay * 1000))", text)
    }

    func screenshot(of window: String?) throws -> Data {
        try GalleryProcess.runData("import", ["-window", window ?? "root", "png:-"])
    }

    func clipboardText() -> String? {
        try? GalleryProcess.run("xclip", ["-o", "-selection", "clipboard"])
    }

    func clipboardData(type: String) -> Data? {
        try? GalleryProcess.runData("xclip", ["-o", "-selection", "clipboard", "-t", type])
    }

    func clipboardTypes() -> [String] {
        ((try? GalleryProcess.run("xclip", ["-o", "-selection", "clipboard", "-t", "TARGETS"])) ?? "").split(separator: "\n").map(String.init)
    }

    /// xclip in the foreground (`-quiet`) keeps the selection until it is killed.
    func clipboardOwnerCommand(type: String?) -> [String] {
        ["xclip", "-selection", "clipboard", "-quiet"] + (type.map { ["-t", $0] } ?? [])
    }

    func primarySelectionText() -> String? {
        try? GalleryProcess.run("xclip", ["-o", "-selection", "primary"])
    }

    func primarySelectionOwnerCommand() -> [String] {
        ["xclip", "-selection", "primary", "-quiet"]
    }
}
