import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// The display the GUI tests use: `Scripts/test` starts Xvfb and names it here.
let guiDisplay = ProcessInfo.processInfo.environment["SLATE_GUI_DISPLAY"]

/// The Gallery running under the GTK host on the test display, with its event log.
///
/// The tests wait for what the app reports (lines in its log, pixels on the screen) with a
/// deadline, never for a fixed time: a real X server and a real process have no virtual clock.
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
    /// the process's, before the variables above.
    init(app: String = "Gallery", title: String = "Slate Gallery", logVariable: String = "SLATE_GALLERY_LOG",
         stateDirectory: URL? = nil, readyLine: String = "ready", showsTitlebar: Bool = false,
         environment: [String: String] = GalleryProcess.environment) throws {
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("\(app.lowercased())-\(UUID().uuidString).log")
        self.stateDirectory = stateDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("\(app.lowercased())-state-\(UUID().uuidString)")
        ownsStateDirectory = stateDirectory == nil
        process.executableURL = Self.executable(named: app)
        process.environment = environment.merging(["SLATE_HOST": "gtk", logVariable: logURL.path,
                                                        "XDG_STATE_HOME": self.stateDirectory.path,
                                                        "GTK_CSD": showsTitlebar ? "1" : "0"]) { $1 }
        FileManager.default.createFile(atPath: logURL.path + ".stderr", contents: nil)
        process.standardError = FileHandle(forWritingAtPath: logURL.path + ".stderr")
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try waitForLog(readyLine, timeout: 30)
        windowID = try waitForWindow(notIn: [], title: title, timeout: 30)
        _ = try Self.run("xdotool", "windowfocus", "--sync", windowID)
        // The window takes input once it shows the first frame (the grouped background, not
        // the X server's black).
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
    ///
    /// xdotool's search walks every window on the display and exits on an X error when one
    /// goes away mid-walk (a drag's icon after a drop, a closing window), and also when it finds
    /// none: it is asked again a few times before the answer counts as "none".
    static func visibleWindows(named pattern: String) -> [String] {
        for attempt in 1...5 {
            if let found = try? run("xdotool", "search", "--onlyvisible", "--name", pattern) {
                return found.split(separator: "\n").map(String.init)
            }
            if attempt < 5 { usleep(20_000) }
        }
        return []
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
        environment["DISPLAY"] = guiDisplay
        environment["GDK_BACKEND"] = "x11"
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
            if (try? run("xclip", "-o", "-selection", "clipboard")) == text { return true }
            usleep(50_000)
        }
        return false
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

    /// Runs xdotool with `arguments`.
    @discardableResult
    func xdotool(_ arguments: String...) throws -> String {
        try Self.run("xdotool", arguments)
    }

    /// The window (the first one, unless another is named) as the X server shows it.
    func screenshot(of window: String? = nil) throws -> CGImage {
        let data = try Self.runData("import", ["-window", window ?? windowID, "png:-"])
        guard let provider = CGDataProvider(data: data),
              let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) else {
            throw GUITestError.command("import gave no PNG")
        }
        return image
    }

    /// Waits until `condition` holds for a fresh screenshot; returns that screenshot.
    func waitForScreen(of window: String? = nil, timeout: TimeInterval = 10, _ condition: (CGImage) -> Bool) throws -> CGImage {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let image = try screenshot(of: window)
            if condition(image) { return image }
            guard Date() < deadline else { throw GUITestError.timeout("the screen never showed it") }
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

    /// Another application owning the clipboard with `text`: xclip in the foreground, until
    /// it is killed. Returns once the X server hands the text out.
    static func startClipboardOwner(_ text: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xclip", "-selection", "clipboard", "-quiet"]
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: 5)
        while (try? run("xclip", ["-o", "-selection", "clipboard"])) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
            guard Date() < deadline else { throw GUITestError.timeout("xclip never owned the clipboard") }
            usleep(20_000)
        }
        return process
    }

    /// Another process owning the clipboard with `file`'s contents as `type`.
    static func startClipboardOwner(file: URL, type: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xclip", "-selection", "clipboard", "-quiet", "-t", type, "-i", file.path]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 5)
        while !((try? run("xclip", ["-o", "-selection", "clipboard", "-t", "TARGETS"])) ?? "").contains(type) {
            guard Date() < deadline else { throw GUITestError.timeout("xclip never owned the clipboard") }
            usleep(20_000)
        }
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
