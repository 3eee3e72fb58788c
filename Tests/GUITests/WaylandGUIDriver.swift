import CoreGraphics
import Foundation

/// The GUI tests' driver under sway (headless, started by `Scripts/test`; see docs/hosts.md):
/// swaymsg for windows, a virtual pointer and keyboard and an input method
/// (Tests/Support/Wayland/virtual-input.c) for input, wtype for characters a US keyboard lacks, grim for screenshots and wl-clipboard
/// for the clipboard.
///
/// sway's configuration (Tests/Support/Wayland/sway.config) floats every window without a
/// border, so that a window keeps the size the app asks for, and a screenshot of its frame is
/// its content, as under Xvfb.
final class WaylandGUIDriver: GUIDriver {
    /// The compositor's socket, as a path: clients whose XDG_RUNTIME_DIR is another (the
    /// accessibility bus's) still find it.
    let socket: String
    /// sway's IPC socket (swaymsg).
    let swaySocket: String
    /// The runtime directory of the apps under test: their own, not the compositor's (which
    /// belongs to the unprivileged user sway runs as).
    let runtimeDirectory: String
    private let input = VirtualInput()

    init(display: String, runtimeDirectory compositorDirectory: String?) {
        let directory = compositorDirectory ?? ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? "/tmp"
        socket = display.hasPrefix("/") ? display : "\(directory)/\(display)"
        let socketDirectory = (socket as NSString).deletingLastPathComponent
        swaySocket = ProcessInfo.processInfo.environment["SWAYSOCK"]
            ?? ((try? FileManager.default.contentsOfDirectory(atPath: socketDirectory)) ?? [])
            .first { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }
            .map { "\(socketDirectory)/\($0)" } ?? ""
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("slate-gui-runtime-\(getpid())")
        try? FileManager.default.createDirectory(at: own, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        runtimeDirectory = own.path
        Self.writeInvisibleCursors(in: own.appendingPathComponent("data/icons"))
    }

    /// Cursor themes whose every cursor is one transparent pixel, for the apps under test.
    ///
    /// A headless wlroots output has no cursor plane: the pointer is drawn into the picture,
    /// and grim's screenshots would show it where X's do not. GTK looks for cursor themes in
    /// the XDG data directories (not `XCURSOR_PATH`), the user's first: there the apps find
    /// these, under the names GTK asks for (GNOME's Adwaita, or "default").
    static func writeInvisibleCursors(in directory: URL) {
        // An Xcursor file: its header, one table entry, one 1 × 1 image (little-endian words).
        let words: [UInt32] = [0x7275_6358, 16, 0x1_0000, 1,
                               0xFFFD_0002, 24, 28,
                               36, 0xFFFD_0002, 24, 1, 1, 1, 0, 0, 0, 0]
        let file = Data(words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } })
        let names = ["default", "left_ptr", "pointer", "hand1", "hand2", "text", "xterm", "grab", "grabbing", "move", "fleur",
                     "crosshair", "cell", "all-scroll", "col-resize", "row-resize", "n-resize", "s-resize", "e-resize", "w-resize",
                     "ne-resize", "nw-resize", "se-resize", "sw-resize", "ew-resize", "ns-resize", "nesw-resize", "nwse-resize",
                     "not-allowed", "no-drop", "copy", "alias", "context-menu", "help", "progress", "wait", "watch", "vertical-text",
                     "zoom-in", "zoom-out", "dnd-move", "dnd-copy", "dnd-link", "dnd-none", "dnd-ask", "sb_h_double_arrow",
                     "sb_v_double_arrow", "top_left_corner", "top_right_corner", "bottom_left_corner", "bottom_right_corner",
                     "top_side", "bottom_side", "left_side", "right_side"]
        for theme in ["Adwaita", "default"] {
            let cursors = directory.appendingPathComponent("\(theme)/cursors")
            try? FileManager.default.createDirectory(at: cursors, withIntermediateDirectories: true)
            for name in names { try? file.write(to: cursors.appendingPathComponent(name)) }
        }
    }

    /// An empty value removes the variable: no X display in a Wayland run.
    var environment: [String: String] {
        ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory, "GDK_BACKEND": "wayland", "DISPLAY": "",
         "XDG_DATA_HOME": "\(runtimeDirectory)/data"]
    }

    // MARK: Windows

    @discardableResult
    private func swaymsg(_ arguments: String...) throws -> String {
        // "--": a negative position is not an option.
        try GalleryProcess.run("swaymsg", ["-s", swaySocket, "--"] + arguments)
    }

    /// A window as sway's tree describes it.
    struct View {
        let id: Int
        let name: String
        let frame: CGRect
        let visible: Bool
        let focused: Bool
    }

    /// The application windows in sway's tree, oldest (lowest container id) first.
    func views() throws -> [View] {
        let output = try GalleryProcess.runData("swaymsg", ["-s", swaySocket, "-r", "-t", "get_tree"])
        guard let tree = try JSONSerialization.jsonObject(with: output) as? [String: Any] else {
            throw GUITestError.command("swaymsg gave no tree")
        }
        var found: [View] = []
        func walk(_ node: [String: Any]) {
            if node["pid"] is Int, let id = node["id"] as? Int, let rect = node["rect"] as? [String: Any] {
                func number(_ key: String) -> Int { rect[key] as? Int ?? 0 }
                found.append(View(id: id, name: node["name"] as? String ?? "",
                                  frame: CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height")),
                                  visible: node["visible"] as? Bool ?? false, focused: node["focused"] as? Bool ?? false))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { walk(child) }
            }
        }
        walk(tree)
        return found.sorted { $0.id < $1.id }
    }

    private func view(_ window: String) throws -> View {
        guard let view = try views().first(where: { "\($0.id)" == window }) else {
            throw GUITestError.command("sway has no window \(window)")
        }
        return view
    }

    func windows(named pattern: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return ((try? views()) ?? []).filter { view in
            view.visible && expression.firstMatch(in: view.name, range: NSRange(view.name.startIndex..., in: view.name)) != nil
        }.map { "\($0.id)" }
    }

    func title(of window: String) throws -> String {
        try view(window).name
    }

    func frame(of window: String) throws -> CGRect {
        try view(window).frame
    }

    /// Floating windows come to the front as they take the focus.
    func focus(_ window: String) throws {
        try swaymsg("[con_id=\(window)]", "focus")
        let deadline = Date(timeIntervalSinceNow: 5)
        while try !view(window).focused {
            guard Date() < deadline else { throw GUITestError.timeout("sway never focused window \(window)") }
            usleep(20_000)
        }
    }

    func resize(_ window: String, width: Int, height: Int) throws {
        try swaymsg("[con_id=\(window)]", "resize", "set", "width", "\(width)", "px", "height", "\(height)", "px")
    }

    func move(_ window: String, x: Int, y: Int) throws {
        try swaymsg("[con_id=\(window)]", "move", "absolute", "position", "\(x)", "\(y)")
    }

    /// xdg_toplevel's close event, as a window manager's close button sends it.
    func requestClose(_ window: String) throws {
        try swaymsg("[con_id=\(window)]", "kill")
    }

    // MARK: Input

    func prepareInput() throws {
        try input.start(driver: self)
    }

    func movePointer(to point: CGPoint, in window: String?) throws {
        let origin = try window.map { try frame(of: $0).origin } ?? .zero
        try input.send("move \(Int(origin.x + point.x)) \(Int(origin.y + point.y))", driver: self)
    }

    func setButton(_ button: Int, pressed: Bool) throws {
        try input.send("\(pressed ? "down" : "up") \(button)", driver: self)
    }

    func click(_ button: Int, count: Int, interval: TimeInterval) throws {
        for index in 0..<count {
            if index > 0 { usleep(useconds_t(interval * 1_000_000)) }
            try setButton(button, pressed: true)
            try setButton(button, pressed: false)
        }
    }

    /// A notch a frame: GTK makes one scroll event of a frame's discrete steps, however many.
    func scroll(_ steps: Int) throws {
        for _ in 0..<abs(steps) { try input.send("scroll \(steps > 0 ? 1 : -1)", driver: self) }
    }

    func key(_ chords: [String]) throws {
        for chord in chords {
            let keys = chord.split(separator: "+").map(String.init)
            for key in keys { try setKey(key, pressed: true) }
            for key in keys.reversed() { try setKey(key, pressed: false) }
        }
    }

    func setKey(_ key: String, pressed: Bool) throws {
        try input.send("\(pressed ? "keydown" : "keyup") \(key)", driver: self)
    }

    /// ASCII on the virtual keyboard; other characters through wtype, whose keymap gets a key
    /// for each (the compositor hands the app that keymap while wtype types).
    func type(_ text: String, delay: TimeInterval) throws {
        for (index, character) in text.enumerated() {
            if index > 0 { usleep(useconds_t(delay * 1_000_000)) }
            if character == " " {
                try key(["space"])
            } else if let ascii = character.asciiValue, ascii > 32, ascii < 127 {
                try key([String(character)])
            } else {
                try GalleryProcess.run("wtype", ["--", String(character)])
            }
        }
    }

    /// As the seat's input method (text-input-v3 on the app's side): `text` as the focused
    /// text field's composition, the caret at its end.
    func inputMethodPreedit(_ text: String) throws {
        try input.send("preedit \(text)", driver: self)
    }

    /// As the seat's input method: `text` committed, replacing the composition.
    func inputMethodCommit(_ text: String) throws {
        try input.send("commit \(text)", driver: self)
    }

    // MARK: Screen and clipboard

    func screenshot(of window: String?) throws -> Data {
        guard let window else { return try GalleryProcess.runData("grim", ["-t", "png", "-"]) }
        let frame = try frame(of: window)
        let region = "\(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))x\(Int(frame.height))"
        return try GalleryProcess.runData("grim", ["-t", "png", "-g", region, "-"])
    }

    func clipboardText() -> String? {
        try? GalleryProcess.run("wl-paste", ["--no-newline"])
    }

    func clipboardData(type: String) -> Data? {
        try? GalleryProcess.runData("wl-paste", ["--no-newline", "--type", type])
    }

    func clipboardTypes() -> [String] {
        ((try? GalleryProcess.run("wl-paste", ["--list-types"])) ?? "").split(separator: "\n").map(String.init)
    }

    /// wl-copy in the foreground keeps the selection (through wlr-data-control) until killed.
    func clipboardOwnerCommand(type: String?) -> [String] {
        ["wl-copy", "--foreground"] + (type.map { ["--type", $0] } ?? [])
    }

    /// Through wlr-data-control's primary selection, which sway offers.
    func primarySelectionText() -> String? {
        try? GalleryProcess.run("wl-paste", ["--primary", "--no-newline"])
    }

    func primarySelectionOwnerCommand() -> [String] {
        ["wl-copy", "--primary", "--foreground"]
    }

    /// Sets the (first) output's mode and scale live, as a user changing a monitor's settings
    /// would (`swaymsg output HEADLESS-1 resolution 2732x2048 scale 2`): the apps' windows on it
    /// hear the new scale at once (wl_surface enter, wl_output scale).
    func setOutput(width: Int, height: Int, scale: Double) throws {
        let output = try GalleryProcess.runData("swaymsg", ["-s", swaySocket, "-r", "-t", "get_outputs"])
        let outputs = try JSONSerialization.jsonObject(with: output) as? [[String: Any]] ?? []
        guard let name = outputs.first?["name"] as? String else { throw GUITestError.command("sway has no output") }
        try swaymsg("output", name, "resolution", "\(width)x\(height)", "scale", "\(scale)")
    }

    /// The output layout's size: the virtual pointer's absolute positions are fractions of it.
    func screenSize() throws -> (width: Int, height: Int) {
        let output = try GalleryProcess.runData("swaymsg", ["-s", swaySocket, "-r", "-t", "get_outputs"])
        let outputs = try JSONSerialization.jsonObject(with: output) as? [[String: Any]] ?? []
        var width = 0, height = 0
        for output in outputs {
            guard let rect = output["rect"] as? [String: Any] else { continue }
            func number(_ key: String) -> Int { rect[key] as? Int ?? 0 }
            width = max(width, number("x") + number("width"))
            height = max(height, number("y") + number("height"))
        }
        guard width > 0, height > 0 else { throw GUITestError.command("sway has no output") }
        return (width, height)
    }
}

/// Tests/Support/Wayland/virtual-input.c, built with cc on first use and kept running for the
/// test process: one pointer and one keyboard for the whole run.
private final class VirtualInput: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?
    private var toClient: FileHandle?
    private var fromClient: FileHandle?
    private var buffer = Data()

    static let source = GalleryProcess.repositoryRoot.appendingPathComponent("Tests/Support/Wayland/virtual-input.c")

    /// Starts the client unless it runs.
    func start(driver: WaylandGUIDriver) throws {
        try lock.withLock {
            if process == nil { try start(driver) }
        }
    }

    /// Sends one command line and waits for the client's "ok" (the compositor has handled it).
    func send(_ command: String, driver: WaylandGUIDriver) throws {
        try lock.withLock {
            if process == nil { try start(driver) }
            guard let toClient, let fromClient else { throw GUITestError.command("no virtual input") }
            toClient.write(Data((command + "\n").utf8))
            let answer = try readLine(fromClient)
            guard answer == "ok" else { throw GUITestError.command("virtual-input: '\(command)': \(answer)") }
        }
    }

    private func readLine(_ handle: FileHandle) throws -> String {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: end)...])
                return line
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw GUITestError.command("virtual-input exited") }
            buffer.append(chunk)
        }
    }

    private func start(_ driver: WaylandGUIDriver) throws {
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("slate-virtual-input-\(getpid())").path
        try GalleryProcess.run("cc", ["-O1", "-o", binary, Self.source.path, "-lwayland-client", "-lxkbcommon"])
        let size = try driver.screenSize()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["\(size.width)", "\(size.height)"]
        process.environment = GalleryProcess.environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        toClient = input.fileHandleForWriting
        fromClient = output.fileHandleForReading
        let ready = try readLine(output.fileHandleForReading)
        guard ready == "ready" else { throw GUITestError.command("virtual-input did not start: \(ready)") }
        try? FileManager.default.removeItem(atPath: binary)
    }
}
