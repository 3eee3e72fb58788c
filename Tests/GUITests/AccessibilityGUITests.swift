import CoreGraphics
import Foundation
import Testing

extension GalleryGUITests {
    /// The GTK host's AT-SPI bridge, end to end: a private session bus with the accessibility bus
    /// and its registry (at-spi2-core), the AccessibilityProbe app (a hand-made tree under the GTK
    /// host), and a screen reader's side in Python (Tests/Support/ATSPIClient/atspi-client.py,
    /// libatspi through GObject introspection) that walks the tree, drives it and listens.
    ///
    /// Nested in the Gallery's suite, whose `.serialized` covers it: apps under test share one X
    /// display.
    @Suite("AT-SPI bridge under the GTK host",
           .enabled(if: AccessibilityBus.isAvailable, "needs at-spi2-core, dbus and python3-pyatspi"))
    struct AccessibilityGUITests {
        @Test("GUI: nothing on the accessibility bus until an AT listens; then a client walks, presses, toggles, sets, reads and hears the tree")
        func screenReaderDrivesTheProbe() throws {
            let bus = try AccessibilityBus()
            // The bus outlives the app (else the app's GTK would start another bus launcher).
            defer { withExtendedLifetime(bus) {} }
            // Nobody listens to start with, whatever the bus launcher read from its settings
            // (the full CI run once found IsEnabled already true here).
            _ = try bus.client("disable")
            let probe = try bus.launch(GalleryProcess.executable(named: "AccessibilityProbe"))
            try probe.waitForLog("ready")
            let window = try GalleryProcess.waitForWindow(named: "^Accessibility Probe$", notIn: [], timeout: 20)
            // Away from the screen's corner, so that screen and window coordinates differ.
            try gui.move(window, x: 100, y: 60)
            let moved = Date(timeIntervalSinceNow: 5)
            while (try? gui.frame(of: window))?.origin != CGPoint(x: 100, y: 60), Date() < moved { usleep(20_000) }

            // Nobody listens: GTK's own root may be there (GTK 4.8 always registers), Slate's is not.
            let before = try bus.client("apps", "\(probe.pid)")
            #expect(!before.contains("Slate"), "Slate joined the accessibility bus before anyone listened: \(before)")
            #expect(!probe.log.contains("assistive technology"))

            // A screen reader turns accessibility on; the app hears it and publishes its tree.
            _ = try bus.client("enable")
            try probe.waitForLog("assistive technology true")

            let output = try bus.client("probe", "\(probe.pid)")
            let result = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
            #expect(result["error"] == nil, "\(result["error"] ?? "")")
            let application = try #require(result["application"] as? [String: Any])
            #expect(application["toolkit"] as? String == "Slate")
            #expect(application["role"] as? String == "application")
            #expect(application["name"] as? String == "AccessibilityProbe")

            // The tree: roles, names, descriptions, states, interfaces, values, text, extents.
            let frame = try #require(result["tree"] as? [String: Any])
            #expect(frame["role"] as? String == "frame")
            #expect(frame["name"] as? String == "Accessibility Probe")
            let children = try #require(frame["children"] as? [[String: Any]])
            #expect(children.map { $0["role"] as? String } == ["push button", "label", "toggle button", "slider", "entry", "push button", "panel"])
            let button = children[0]
            #expect(button["name"] as? String == "Press me")
            #expect(button["description"] as? String == "Counts presses")
            #expect(button["id"] as? String == "press")
            #expect(button["actions"] as? [String] == ["click"])
            #expect(Set(button["states"] as? [String] ?? []).isSuperset(of: ["enabled", "sensitive", "showing", "visible", "focusable"]))
            #expect(children[1]["name"] as? String == "Pressed 0 times")
            #expect(children.count == 7, "no notification before any announcement")
            #expect((children[2]["states"] as? [String] ?? []).contains("checkable"))
            #expect(!(children[2]["states"] as? [String] ?? []).contains("checked"))
            #expect(children[3]["value"] as? [Double] == [50, 0, 100, 10])
            #expect(children[3]["actions"] as? [String] == ["increment", "decrement"])
            let field = children[4]
            #expect(field["text"] as? String == "Hello world")
            #expect(field["caret"] as? Int == 5)
            #expect(field["characterCount"] as? Int == 11)
            #expect(field["wordAt1"] as? [AnyHashable] == ["Hello ", 0, 6])
            #expect(Set(field["states"] as? [String] ?? []).isSuperset(of: ["editable", "single-line", "focusable"]))
            #expect(field["interfaces"] as? [String] == ["Accessible", "Action", "Component", "Text"])
            let disabled = Set(children[5]["states"] as? [String] ?? [])
            #expect(!disabled.contains("enabled") && !disabled.contains("sensitive") && disabled.contains("showing"))
            // A data table through AT-SPI's Table and TableCell interfaces (issue 45).
            let more = try #require(children[6]["children"] as? [[String: Any]])
            // A page read line by line: its second line, found at a point, and where it is.
            let page = try #require(more.last)
            #expect(page["name"] as? String == "Page")
            #expect(page["lineAt12"] as? String == "Second line")
            #expect(page["offsetAt"] as? Int == 11, "the second line starts after 'First line' and its break")
            #expect(page["secondLineExtents"] as? [Int] == [20, 340, 240, 20], "\(page)")
            let scores = try #require(more.dropLast().last)
            #expect(scores["role"] as? String == "table")
            let grid = try #require(scores["table"] as? [String: Any], "\(scores)")
            #expect(grid["rows"] as? Int == 2 && grid["columns"] as? Int == 2)
            #expect(grid["at11"] as? String == "42")
            #expect(grid["columnHeader1"] as? String == "Score")
            #expect(grid["columnDescription0"] as? String == "Player")
            let cells = try #require(scores["children"] as? [[String: Any]])
            #expect(cells.map { $0["role"] as? String } == ["table cell", "table cell", "table cell", "table cell"])
            let ada = try #require(cells[2]["cell"] as? [String: Any], "\(cells[2])")
            #expect(ada["span"] as? [Int] == [1, 0, 1, 1], "row 1, column 0, one row and one column")
            #expect(ada["columnHeaders"] as? [String] == ["Player"])
            #expect(ada["table"] as? String == "Scores")
            #expect((cells[0]["cell"] as? [String: Any])?["columnHeaders"] as? [String] == [], "a header is not its own header")
            let hidden = try #require((children[6]["children"] as? [[String: Any]])?.first)
            #expect(!(hidden["states"] as? [String] ?? []).contains("showing"))

            // Extents: window points to the screen, where X11 put the window (no window manager,
            // no header bar: the content is the window).
            let geometry = try gui.frame(of: window)
            let x = Int(geometry.minX), y = Int(geometry.minY)
            #expect(x == 100 && y == 60, "\(geometry)")
            // Wayland tells no application where its window is: screen extents are the window's
            // (docs/porting.md, Accessibility).
            let (screenX, screenY) = guiIsWayland ? (0, 0) : (x, y)
            #expect(frame["extents"] as? [Int] == [screenX, screenY, 600, 400])
            #expect(button["extents"] as? [Int] == [screenX + 20, screenY + 20, 120, 40])
            #expect(button["windowExtents"] as? [Int] == [20, 20, 120, 40])
            #expect(result["atPoint"] as? String == "Press me")

            // Requests in, the app's answers out.
            #expect(result["pressed"] as? Bool == true)
            #expect(result["labelAfterPress"] as? Bool == true)
            #expect((result["switchStates"] as? [String] ?? []).contains("checked"))
            #expect(result["sliderValue"] as? Double == 70)
            #expect(result["caretAfterSet"] as? Int == 2)
            #expect(result["selection"] as? [Int] == [0, 5])
            #expect(result["grabbedFocus"] as? Bool == true)
            #expect((result["fieldStates"] as? [String] ?? []).contains("focused"))
            for line in ["request 2 perform(SlatePlatform.PlatformAccessibilityAction.activate)", "request 5 setValue(70.0)",
                         "request 6 setCaret(2)", "request 6 select(Range(0..<5))", "request 6 focus"] {
                #expect(probe.log.contains(line), "the app never heard \(line): \(probe.log)")
            }

            // Events: the announcement, the switch, the label's new name, the caret and the focus.
            let events = try #require(result["events"] as? [[String: Any]])
            func heard(_ type: String, from source: String) -> [[String: Any]] {
                events.filter { ($0["type"] as? String)?.hasPrefix(type) == true && $0["source"] as? String == source }
            }
            #expect(events.contains { $0["type"] as? String == "object:announcement" && $0["data"] as? String == "Pressed 1" }, "\(events)")
            // UIKit's announcements cut in: assertive (AtspiLive 2).
            #expect(events.first { $0["type"] as? String == "object:announcement" }?["detail1"] as? Int == 2, "\(events)")
            // Without a listener for it (Orca 43), an announcement shows as a notification instead.
            #expect(events.contains { $0["type"] as? String == "object:state-changed:showing" && $0["role"] as? String == "notification"
                    && $0["source"] as? String == "Pressed 2" && $0["detail1"] as? Int == 1 }, "\(events)")
            #expect(!events.contains { $0["type"] as? String == "object:announcement" && $0["data"] as? String == "Pressed 2" }, "\(events)")
            #expect(result["notification"] as? [String: String] == ["role": "notification", "parent": "frame"], "\(result["notification"] ?? "")")
            #expect(heard("object:state-changed:checked", from: "Wi-Fi").first?["detail1"] as? Int == 1, "\(events)")
            #expect(!heard("object:property-change:accessible-name", from: "Pressed 1 times").isEmpty, "\(events)")
            #expect(!heard("object:property-change:accessible-value", from: "Volume").isEmpty, "\(events)")
            #expect(heard("object:text-caret-moved", from: "Name").first?["detail1"] as? Int == 2, "\(events)")
            #expect(heard("object:state-changed:focused", from: "Name").first?["detail1"] as? Int == 1, "\(events)")
        }

        @Test("GUI: a screen reader reads the Gallery's Controls page over AT-SPI, presses Share, toggles Wi-Fi, reads the name field and hears the announcement")
        func screenReaderDrivesTheGallery() throws {
            let bus = try AccessibilityBus()
            defer { withExtendedLifetime(bus) {} }
            _ = try bus.client("enable")
            let gallery = try GalleryProcess(environment: bus.environment)
            let output = try bus.client("gallery", "\(gallery.process.processIdentifier)")
            let result = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
            #expect(result["error"] == nil, "\(result["error"] ?? "")")
            let application = try #require(result["application"] as? [String: Any])
            #expect(application["toolkit"] as? String == "Slate")
            let frame = try #require(result["frame"] as? [String: Any])
            #expect(frame["role"] as? String == "frame")
            #expect((frame["name"] as? String)?.hasPrefix("Slate Gallery") == true, "\(frame)")

            // Where the elements are: the points the other GUI tests click, in screen coordinates
            // (the window is at the screen's origin without a window manager, its content at the
            // window's: no header bar).
            func contains(_ node: [String: Any]?, _ spot: (String, String)) -> Bool {
                guard let extents = node?["extents"] as? [Int], extents.count == 4, let x = Int(spot.0), let y = Int(spot.1) else { return false }
                return x >= extents[0] && x < extents[0] + extents[2] && y >= extents[1] && y < extents[1] + extents[3]
            }
            let share = result["share"] as? [String: Any]
            #expect(contains(share, Spot.shareButton), "\(share ?? [:])")
            #expect(share?["actions"] as? [String] == ["click"])
            let switchBefore = result["switchBefore"] as? [String: Any]
            #expect(contains(switchBefore, Spot.wifiSwitch), "\(switchBefore ?? [:])")
            let field = result["field"] as? [String: Any]
            #expect(contains(field, Spot.nameField), "\(field ?? [:])")

            // The page's other elements are there with their roles: labels for the rows, the slider.
            let nodes = try #require(result["nodes"] as? [[String: Any]])
            #expect(nodes.contains { $0["role"] as? String == "label" && $0["name"] as? String == "Wi-Fi" })
            #expect(nodes.contains { $0["role"] as? String == "slider" })

            // Share pressed through the Action interface: the app's action ran and it announced.
            #expect(result["sharePressed"] as? Bool == true)
            try gallery.waitForLog("button Share")
            let events = try #require(result["events"] as? [[String: Any]])
            #expect(events.contains { $0["type"] as? String == "object:announcement" && $0["data"] as? String == "Sharing" }, "\(events)")

            // The Wi-Fi switch toggled through the Action interface: the app heard it, and the
            // switch's state (and its event) followed.
            #expect(((switchBefore?["states"] as? [String]) ?? []).contains("checked"))
            #expect(result["switchToggled"] as? Bool == true)
            try gallery.waitForLog("switch Wi-Fi off")
            let statesAfter = try #require((result["switchAfter"] as? [String: Any])?["states"] as? [String])
            #expect(!statesAfter.contains("checked"), "\(statesAfter)")
            #expect(events.contains { $0["type"] as? String == "object:state-changed:checked" && $0["detail1"] as? Int == 0 }, "\(events)")

            // The name field: focused through the Component interface (it begins editing), typed
            // into from the keyboard, then read and its caret moved through the Text interface.
            let pid = "\(gallery.process.processIdentifier)"
            let focus = try #require(try JSONSerialization.jsonObject(with: Data(try bus.client("focus-entry", pid).utf8)) as? [String: Any])
            #expect(focus["grabbed"] as? Bool == true, "\(focus)")
            try gallery.waitForLog("editing name")
            #expect((focus["states"] as? [String] ?? []).contains("focused"), "\(focus)")
            #expect((focus["events"] as? [[String: Any]] ?? []).contains { $0["role"] as? String == "entry" && $0["detail1"] as? Int == 1 },
                    "\(focus)")
            try gallery.type("Ada")
            try gallery.waitForLog("text Ada")
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(try bus.client("read-entry", pid).utf8)) as? [String: Any])
            #expect(entry["text"] as? String == "Ada", "\(entry)")
            #expect(entry["caret"] as? Int == 3, "\(entry)")
            #expect(entry["caretSet"] as? Bool == true)
            #expect(entry["caretAfter"] as? Int == 1, "\(entry)")
            #expect((entry["events"] as? [[String: Any]] ?? []).contains { $0["type"] as? String == "object:text-caret-moved" && $0["detail1"] as? Int == 1 },
                    "\(entry)")
        }

        @Test("GUI: a screen reader drags the Gallery's Red square onto the target over AT-SPI: the square's drag action lifts it, the target offers a drop action only while it is in flight (issue 45)")
        func screenReaderDragsAndDrops() throws {
            let bus = try AccessibilityBus()
            defer { withExtendedLifetime(bus) {} }
            _ = try bus.client("enable")
            let gallery = try GalleryProcess(environment: bus.environment)
            try gallery.movePointer(Spot.dragAndDropRow.0, Spot.dragAndDropRow.1)
            try gallery.click()
            try gallery.waitForLog("drag and drop showing")
            let output = try bus.client("drag", "\(gallery.process.processIdentifier)", "Red", "Drop a square here")
            let result = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
            #expect(result["error"] == nil, "\(result["error"] ?? "")")
            #expect((result["sourceActions"] as? [String] ?? []).contains("drag"), "\(result)")
            #expect(!(result["targetActionsBefore"] as? [String] ?? []).contains("drop"), "\(result)")
            #expect(result["dragged"] as? Bool == true, "\(result)")
            try gallery.waitForLog("lifted Red")
            #expect((result["targetActionsDuring"] as? [String] ?? []).contains("drop"), "\(result)")
            #expect(!(result["sourceActionsDuring"] as? [String] ?? []).contains("drag"), "\(result)")
            #expect(result["dropped"] as? Bool == true, "\(result)")
            try gallery.waitForLog("dropped Red")
            try gallery.waitForLog("drag ended dropped")
        }
    }
}

/// A private D-Bus session with at-spi2-core's accessibility bus, and what runs on it.
final class AccessibilityBus {
    static let launcher = "/usr/libexec/at-spi-bus-launcher"
    static let python = "/usr/bin/python3"
    static let client = GalleryProcess.repositoryRoot.appendingPathComponent("Tests/Support/ATSPIClient/atspi-client.py").path

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: launcher) && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon")
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")
    }

    private let daemon = Process()
    private let busLauncher = Process()
    let address: String
    /// XDG_RUNTIME_DIR of everything on this bus: the accessibility bus's socket is made
    /// there (else in ~/.cache/at-spi, named after the display, shared with other runs).
    let runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        // What the bus activates (a bus launcher, should one be asked for) runs in this
        // environment too, so that the sweep in deinit finds it.
        daemon.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": runtimeDirectory.path]) { $1 }
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw GUITestError.command("dbus-daemon printed no address") }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        busLauncher.executableURL = URL(fileURLWithPath: Self.launcher)
        busLauncher.arguments = ["--launch-immediately"]
        // Settings in memory: IsEnabled starts false and a client's Set changes it at once.
        busLauncher.environment = environment.merging(["GSETTINGS_BACKEND": "memory"]) { $1 }
        busLauncher.standardOutput = FileHandle.nullDevice
        busLauncher.standardError = FileHandle.nullDevice
        try busLauncher.run()
        let deadline = Date(timeIntervalSinceNow: 10)
        while (try? run("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"])) == nil {
            guard Date() < deadline else { throw GUITestError.timeout("the accessibility bus never started") }
            usleep(50_000)
        }
    }

    deinit {
        // SIGKILL (processes spawned by the test runner block SIGTERM) for everything that
        // runs on this bus: the accessibility bus's daemon and the registry are not all
        // children of what the test started, but all carry its runtime directory.
        for process in [busLauncher, daemon] where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for pid in Self.processes(withEnvironment: "XDG_RUNTIME_DIR=" + runtimeDirectory.path) { kill(pid, SIGKILL) }
        for process in [busLauncher, daemon] { process.waitUntilExit() }
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    /// The processes whose environment holds `entry` exactly (read from /proc).
    static func processes(withEnvironment entry: String) -> [Int32] {
        let wanted = Array(entry.utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name -> Int32? in
            guard let pid = Int32(name), pid != getpid(),
                  let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ") else { return nil }
            return environment.split(separator: 0).contains { Array($0) == wanted } ? pid : nil
        }
    }

    /// The test display's environment on this session bus, with GTK's own accessibility on
    /// (as on a desktop: it coexists with Slate's tree).
    var environment: [String: String] {
        var environment = GalleryProcess.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment.removeValue(forKey: "GTK_A11Y")
        environment.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
        environment.removeValue(forKey: "SLATE_A11Y")
        return environment
    }

    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GUITestError.command("\(tool) \(arguments) failed: \(String(decoding: problems, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the Python client with `arguments`; returns what it printed.
    func client(_ arguments: String...) throws -> String {
        try run(Self.python, [Self.client] + arguments)
    }

    func launch(_ executable: URL) throws -> LoggingProcess {
        try LoggingProcess(executable, environment: environment)
    }
}

/// An app that logs to the file SLATE_PROBE_LOG names.
final class LoggingProcess {
    let process = Process()
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).log")

    init(_ executable: URL, environment: [String: String]) throws {
        process.executableURL = executable
        process.environment = environment.merging(["SLATE_PROBE_LOG": logURL.path, "GTK_CSD": "0"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: logURL)
    }

    var pid: Int32 { process.processIdentifier }
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    func waitForLog(_ line: String, timeout: TimeInterval = 20) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !log.split(separator: "\n").contains(Substring(line)) {
            guard Date() < deadline, process.isRunning else { throw GUITestError.timeout("no \"\(line)\" in the log: \(log)") }
            usleep(20_000)
        }
    }
}
