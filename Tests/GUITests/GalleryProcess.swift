import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// The Gallery running under the GTK host on the test display, with its event log.
///
/// The tests wait for what the app reports (lines in its log, pixels on the screen) with a
/// deadline, never for a fixed time: a real display and a real process have no virtual clock.
/// The display is the one `gui` drives (an X server or a Wayland compositor).
final class GalleryProcess {
    let process = Process()
    let logURL: URL
    /// The app's XDG state directory, where it keeps its windows between launches: a fresh
    /// one per process unless a test passes one to relaunch into.
    let stateDirectory: URL
    private let ownsStateDirectory: Bool
    private(set) var windowID = ""

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let executable = executable(named: "Gallery")

    static func executable(named name: String) -> URL {
        repositoryRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Starts the Gallery, or another example app that logs to the file `logVariable` names and
    /// titles its window `title`.
    ///
    /// Windows are titled `title`, or `title — subtitle`.
    /// `readyLine` is the log line that says the app is up (the Controls page reports "ready").
    /// With `showsTitlebar` the window has Slate's header bar (and the points below it move
    /// down); without, `GTK_CSD=0` keeps the window's points the content's. `environment` is
    /// the process's, before the variables above; `arguments` the command line's (files and
    /// links to open, as a desktop entry's `%U` gives them).
    init(app: String = "Gallery", title: String = "Slate Gallery", logVariable: String = "SLATE_GALLERY_LOG",
         stateDirectory: URL? = nil, readyLine: String = "ready", showsTitlebar: Bool = false,
         environment: [String: String] = GalleryProcess.environment, arguments: [String] = []) throws {
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("\(app.lowercased())-\(UUID().uuidString).log")
        self.stateDirectory = stateDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("\(app.lowercased())-state-\(UUID().uuidString)")
        ownsStateDirectory = stateDirectory == nil
        process.executableURL = Self.executable(named: app)
        process.arguments = arguments
        process.environment = environment.merging(["SLATE_HOST": "gtk", logVariable: logURL.path,
                                                        "XDG_STATE_HOME": self.stateDirectory.path,
                                                        "GTK_CSD": showsTitlebar ? "1" : "0"]) { $1 }
        try gui.prepareInput()
        FileManager.default.createFile(atPath: logURL.path + ".stderr", contents: nil)
        process.standardError = FileHandle(forWritingAtPath: logURL.path + ".stderr")
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try waitForLog(readyLine, timeout: 30)
        windowID = try waitForWindow(notIn: [], title: title, timeout: 30)
        // Xvfb opens a window at the screen's origin; sway centres it (a window taller than the
        // screen, with a header bar, would start above it).
        if guiIsWayland { try gui.move(windowID, x: 0, y: 0) }
        try gui.focus(windowID)
        // The window takes input once it shows the first frame (the grouped background, not
        // the display's black).
        _ = try waitForScreen(timeout: 20) { image in
            let corner = image.color(x: 8, y: 8)
            return corner.red > 200 && corner.green > 200 && corner.blue > 200
        }
    }

    deinit {
        // SIGKILL: the test runner's threads block SIGTERM, and a spawned process inherits
        // that mask.
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: logURL)
        try? FileManager.default.removeItem(atPath: logURL.path + ".stderr")
        if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
    }

    /// Matches a window titled `title` or `title — subtitle`.
    static func titlePattern(_ title: String) -> String {
        "^\(title)( — .*)?$"
    }

    /// The visible windows titled `title` (or `title — subtitle`), oldest first.
    func windowIDs(title: String = "Slate Gallery") -> [String] {
        Self.visibleWindows(named: Self.titlePattern(title))
    }

    /// Waits until a visible window titled `title` (or `title — subtitle`) that is not in
    /// `known` shows, and returns it.
    func waitForWindow(notIn known: Set<String>, title: String = "Slate Gallery", timeout: TimeInterval = 10) throws -> String {
        try Self.waitForWindow(named: Self.titlePattern(title), notIn: known, timeout: timeout)
    }

    /// The visible windows whose title matches the regular expression `pattern`, oldest first.
    static func visibleWindows(named pattern: String) -> [String] {
        gui.windows(named: pattern)
    }

    /// Waits until a visible window whose title matches `pattern` and that is not in `known`
    /// shows, and returns it.
    static func waitForWindow(named pattern: String, notIn known: Set<String>, timeout: TimeInterval) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let window = visibleWindows(named: pattern).first(where: { !known.contains($0) }) { return window }
            guard Date() < deadline else {
                throw GUITestError.timeout("no window named /\(pattern)/ besides \(known.sorted()) showed; visible: \(visibleWindows(named: pattern))")
            }
            usleep(50_000)
        }
    }

    /// Asks the app to quit as the desktop session does (`SIGTERM`), and waits until it has.
    func quit(timeout: TimeInterval = 20) throws {
        kill(process.processIdentifier, SIGTERM)
        try waitForExit(timeout: timeout)
    }

    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // The display's variables; an empty one is removed (no X display in a Wayland run).
        for (name, value) in guiDriver?.environment ?? [:] {
            if value.isEmpty { environment.removeValue(forKey: name) } else { environment[name] = value }
        }
        environment["GTK_A11Y"] = "none"
        // Each type made for another application is logged (the drag tests check when).
        environment["SLATE_DND_TRACE"] = "1"
        environment["FONTCONFIG_FILE"] = repositoryRoot.appendingPathComponent("Scripts/fontconfig/fonts.conf").path
        return environment
    }

    /// What the app wrote on stderr.
    var errorLog: [String] {
        (try? String(contentsOfFile: logURL.path + ".stderr", encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    var log: [String] {
        (try? String(contentsOf: logURL, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    /// Waits until the desktop clipboard holds `text`; false if it does not within `timeout`.
    static func waitForClipboard(_ text: String, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if gui.clipboardText() == text { return true }
            usleep(50_000)
        }
        return false
    }

    /// Waits until the desktop's primary selection holds `text`; false if it does not within
    /// `timeout`.
    static func waitForPrimarySelection(_ text: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if gui.primarySelectionText() == text { return true }
            usleep(50_000)
        }
        return false
    }

    /// Another application owning the primary selection with `text` (its user selected it),
    /// until it is killed. Returns once the display hands the text out.
    static func startPrimarySelectionOwner(_ text: String) throws -> Process {
        let process = try startOwner(command: gui.primarySelectionOwnerCommand(), contents: Data(text.utf8))
        let deadline = Date(timeIntervalSinceNow: 5)
        while gui.primarySelectionText()?.trimmingCharacters(in: .whitespacesAndNewlines) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
            guard Date() < deadline else { throw GUITestError.timeout("another process never owned the primary selection") }
            usleep(20_000)
        }
        return process
    }

    /// Waits until the process has exited.
    func waitForExit(timeout: TimeInterval) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            guard Date() < deadline else { throw GUITestError.timeout("the Gallery is still running; log: \(log)") }
            usleep(20_000)
        }
    }

    /// Waits until the log has `line`.
    func waitForLog(_ line: String, timeout: TimeInterval = 10) throws {
        try waitForLog(timeout: timeout, "'\(line)'") { $0 == line }
    }

    /// Waits until a line of the log satisfies `matches`.
    func waitForLog(timeout: TimeInterval = 10, _ description: String, where matches: (String) -> Bool) throws {
        let line = description
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !log.contains(where: matches) {
            guard Date() < deadline else { throw GUITestError.timeout("no \(line) in the log: \(log)") }
            guard process.isRunning else { throw GUITestError.timeout("the Gallery exited; log: \(log)") }
            usleep(20_000)
        }
    }

    /// The whole screen, where a window is named (`screenshot(of:)`, `waitForScreen(of:)`): what
    /// shows outside the app's windows (a menu's popup) is in it.
    static let wholeScreen = "root"

    /// The window (the first one, unless another is named) as the display shows it.
    func screenshot(of window: String? = nil) throws -> CGImage {
        let window = window ?? windowID
        let data = try gui.screenshot(of: window == Self.wholeScreen ? nil : window)
        guard let provider = CGDataProvider(data: data),
              let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) else {
            throw GUITestError.command("the screenshot is no PNG")
        }
        return image
    }

    // Input, in the app's first window unless another is named.

    /// Moves the pointer to `x`, `y` in the window.
    func movePointer(_ x: Int, _ y: Int, in window: String? = nil) throws {
        try gui.movePointer(to: CGPoint(x: x, y: y), in: window ?? windowID)
    }

    func movePointer(_ x: String, _ y: String, in window: String? = nil) throws {
        try movePointer(Int(x) ?? 0, Int(y) ?? 0, in: window)
    }

    func movePointer(_ point: CGPoint, in window: String? = nil) throws {
        try gui.movePointer(to: point, in: window ?? windowID)
    }

    /// Clicks button `button` (1 left, 3 right) where the pointer is.
    func click(_ button: Int = 1) throws {
        try gui.click(button, count: 1, interval: 0)
    }

    /// Two clicks 80 ms apart.
    func doubleClick() throws {
        try gui.click(1, count: 2, interval: 0.08)
    }

    func mouseDown(_ button: Int = 1) throws {
        try gui.setButton(button, pressed: true)
    }

    func mouseUp(_ button: Int = 1) throws {
        try gui.setButton(button, pressed: false)
    }

    /// Presses each chord in turn ("ctrl+k", "Return").
    func key(_ chords: String...) throws {
        try gui.key(chords)
    }

    /// Types `text`, 30 ms between characters.
    func type(_ text: String, delay: TimeInterval = 0.03) throws {
        try gui.type(text, delay: delay)
    }

    /// Returns once the app has the new size (its scene delegate logs "scene size W×H").
    /// The request is made again after 3 s without it: sway can lose a `resize set` that
    /// arrives while the window's previous resize is in flight (the client never gets a
    /// configure for the new size; seen with 100 ms between two resizes).
    func resize(_ window: String? = nil, width: Int, height: Int) throws {
        let window = window ?? windowID
        let line = "scene size \(width)×\(height)"
        guard try gui.frame(of: window).size != CGSize(width: width, height: height) else { return }
        let heard = log.filter { $0 == line }.count
        for attempt in 0..<3 {
            // Asking again for the size sway believes the window has may send nothing: a
            // retry goes a point narrower first, and waits for the app to take that size
            // (a request sent while another is in flight is what sway loses).
            if attempt > 0 {
                let narrower = "scene size \(width - 1)×\(height)"
                let before = log.filter { $0 == narrower }.count
                try gui.resize(window, width: width - 1, height: height)
                let deadline = Date(timeIntervalSinceNow: 2)
                while Date() < deadline, log.filter({ $0 == narrower }).count == before { usleep(20_000) }
            }
            try gui.resize(window, width: width, height: height)
            let deadline = Date(timeIntervalSinceNow: 3)
            while Date() < deadline {
                if log.filter({ $0 == line }).count > heard { return }
                usleep(20_000)
            }
        }
        throw GUITestError.timeout("the app never took \(width) × \(height) after three resize requests; log: \(log)")
    }

    func title(of window: String? = nil) throws -> String {
        try gui.title(of: window ?? windowID)
    }

    /// Waits until `condition` holds for a fresh screenshot; returns that screenshot.
    /// The first screenshot meeting `condition`; on timeout, the error says what the last one
    /// showed, as `describing` puts it.
    func waitForScreen(of window: String? = nil, timeout: TimeInterval = 10, describing: ((CGImage) -> String)? = nil,
                       _ condition: (CGImage) -> Bool) throws -> CGImage {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let image = try screenshot(of: window)
            if condition(image) { return image }
            guard Date() < deadline else {
                throw GUITestError.timeout("the screen never showed it" + (describing.map { ": " + $0(image) } ?? ""))
            }
            usleep(50_000)
        }
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: String...) throws -> String {
        try run(tool, arguments)
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> String {
        String(decoding: try runData(tool, arguments, input: input), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Another application owning the clipboard with `text` (xclip or wl-copy in the
    /// foreground), until it is killed. Returns once the display hands the text out.
    static func startClipboardOwner(_ text: String) throws -> Process {
        let process = try startClipboardOwner(Data(text.utf8), type: nil)
        let deadline = Date(timeIntervalSinceNow: 5)
        while gui.clipboardText()?.trimmingCharacters(in: .whitespacesAndNewlines) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
            guard Date() < deadline else { throw GUITestError.timeout("another process never owned the clipboard") }
            usleep(20_000)
        }
        return process
    }

    /// Another process owning the clipboard with `file`'s contents as `type`.
    static func startClipboardOwner(file: URL, type: String) throws -> Process {
        let process = try startClipboardOwner(try Data(contentsOf: file), type: type)
        let deadline = Date(timeIntervalSinceNow: 5)
        while !gui.clipboardTypes().contains(type) {
            guard Date() < deadline else { throw GUITestError.timeout("another process never owned the clipboard") }
            usleep(20_000)
        }
        return process
    }

    private static func startClipboardOwner(_ contents: Data, type: String?) throws -> Process {
        try startOwner(command: gui.clipboardOwnerCommand(type: type), contents: contents)
    }

    /// Starts `command`, a clipboard or selection owner, with `contents` on its standard input.
    private static func startOwner(command: [String], contents: Data) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(contents)
        try input.fileHandleForWriting.close()
        return process
    }

    static func runData(_ tool: String, _ arguments: [String], input: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GUITestError.command("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }
}

enum GUITestError: Error, CustomStringConvertible {
    case timeout(String)
    case command(String)

    var description: String {
        switch self {
        case .timeout(let message), .command(let message): message
        }
    }
}

/// Pixels that differ by more than `tolerance` in any channel, within `rect` (or everywhere).
func differingPixels(_ a: CGImage, _ b: CGImage, in rect: CGRect? = nil, tolerance: Int = 2) -> [(Int, Int)] {
    let area = rect ?? CGRect(x: 0, y: 0, width: min(a.width, b.width), height: min(a.height, b.height))
    var result: [(Int, Int)] = []
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) where !a.color(x: x, y: y).isClose(to: b.color(x: x, y: y), tolerance: tolerance) {
            result.append((x, y))
        }
    }
    return result
}
