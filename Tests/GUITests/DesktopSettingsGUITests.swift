import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Whether GNOME's interface settings are installed (gsettings-desktop-schemas).
let hasGNOMESchemas = (try? GalleryProcess.run("gsettings", "list-keys", "org.gnome.desktop.interface"))?.contains("text-scaling-factor") == true

/// GNOME's settings reaching a running app: the Gallery under the GTK host, its GSettings kept
/// in a key file of the test's own (`GSETTINGS_BACKEND=keyfile` under a fresh
/// `XDG_CONFIG_HOME`), changed with `gsettings set` from outside as GNOME Settings would.
/// The Gallery reports the settings UIKit sees ("desktop settings: …") when they change.
/// The XDG settings portal's test runs a stand-in portal on a D-Bus session bus of its own.
///
/// Nested in the Gallery's suite, whose `.serialized` covers it (one X display).
extension GalleryGUITests {
    @Suite("Desktop settings under the GTK host", .enabled(if: hasGNOMESchemas, "needs the org.gnome.desktop.interface schema (gsettings-desktop-schemas)"))
    struct DesktopSettingsGUITests {
        /// Runs `gsettings` against the key file the app reads.
        private func gsettings(_ arguments: String..., configHome: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gsettings"] + arguments
            process.environment = GalleryProcess.environment.merging(["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": configHome.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw GUITestError.command("gsettings \(arguments) failed") }
        }

        private func settingsLine(_ style: String, _ text: String, _ contrast: String, _ motion: String) -> String {
            "desktop settings: \(style), text UICTContentSizeCategory\(text), contrast \(contrast), motion \(motion)"
        }

        @Test("Text scaling, the dark style, high contrast and animations changed in GSettings reach the running app live")
        func settingsReachTheApp() throws {
            let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("slate-settings-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: configHome) }
            // No session bus: a desktop's portal (and its user's dark style) stays out of it.
            let gallery = try GalleryProcess(environment: GalleryProcess.environment.merging(["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": configHome.path,
                                                           "DBUS_SESSION_BUS_ADDRESS": ""]) { $1 })
            try gallery.waitForLog(settingsLine("light", "L", "normal", "full"))
            let lightCorner = try gallery.screenshot().color(x: 8, y: 8)

            try gsettings("set", "org.gnome.desktop.interface", "text-scaling-factor", "1.25", configHome: configHome)
            try gallery.waitForLog(settingsLine("light", "XXL", "normal", "full"), timeout: 15)

            try gsettings("set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark", configHome: configHome)
            try gallery.waitForLog(settingsLine("dark", "XXL", "normal", "full"), timeout: 15)
            // The window redraws dark: the grouped background's corner turns black.
            _ = try gallery.waitForScreen(timeout: 15) { image in
                let corner = image.color(x: 8, y: 8)
                return corner.red < 40 && corner.green < 40 && corner.blue < 40
            }

            try gsettings("set", "org.gnome.desktop.a11y.interface", "high-contrast", "true", configHome: configHome)
            try gallery.waitForLog(settingsLine("dark", "XXL", "high", "full"), timeout: 15)

            try gsettings("set", "org.gnome.desktop.interface", "enable-animations", "false", configHome: configHome)
            try gallery.waitForLog(settingsLine("dark", "XXL", "high", "reduced"), timeout: 15)

            try gsettings("reset", "org.gnome.desktop.interface", "color-scheme", configHome: configHome)
            try gallery.waitForLog(settingsLine("light", "XXL", "high", "reduced"), timeout: 15)
            _ = try gallery.waitForScreen(timeout: 15) { $0.color(x: 8, y: 8) == lightCorner }
            #expect(!gallery.errorLog.contains { $0.contains("GLib-GIO-ERROR") || $0.contains("CRITICAL") }, "\(gallery.errorLog)")
        }

        @Test("The desktop turning dark swaps the Color page's sky image for its asset's dark variant in the real window, and back (UIImageAsset; issue 45)")
        func imageAssetFollowsTheDarkStyle() throws {
            let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("slate-settings-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: configHome) }
            let gallery = try GalleryProcess(environment: GalleryProcess.environment.merging(["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": configHome.path,
                                                           "DBUS_SESSION_BUS_ADDRESS": ""]) { $1 })
            try gallery.movePointer(GalleryGUITests.Spot.colorRow.0, GalleryGUITests.Spot.colorRow.1)
            try gallery.click()
            try gallery.waitForLog("colors drawn")
            let spot = GalleryGUITests.Spot.skyVariant
            _ = try gallery.waitForScreen { image in
                let sun = image.color(x: spot.x, y: spot.y)
                return sun.red > 220 && sun.green > 170 && sun.blue < 80
            }
            try gsettings("set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark", configHome: configHome)
            _ = try gallery.waitForScreen(timeout: 15) { image in
                let moon = image.color(x: spot.x, y: spot.y)
                return moon.red > 200 && moon.green > 200 && moon.blue > 160 && moon.blue < 230
            }
            try gsettings("reset", "org.gnome.desktop.interface", "color-scheme", configHome: configHome)
            _ = try gallery.waitForScreen(timeout: 15) { image in
                let sun = image.color(x: spot.x, y: spot.y)
                return sun.red > 220 && sun.green > 170 && sun.blue < 80
            }
        }

        @Test("The XDG settings portal's color-scheme, contrast and reduced-motion reach the running app, at start and live")
        func portalSettingsReachTheApp() throws {
            let bus = try PrivateSessionBus()
            let portal = try FakeSettingsPortal(busAddress: bus.address)
            // Read at start (the portal's ReadAll) …
            try portal.set("contrast", 1)
            let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("slate-settings-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: configHome) }
            let gallery = try GalleryProcess(environment: GalleryProcess.environment.merging(["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": configHome.path,
                                                           "DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 })
            try gallery.waitForLog(settingsLine("light", "L", "high", "full"))
            // … and live (its SettingChanged signal).
            try portal.set("color-scheme", 1)
            try gallery.waitForLog(settingsLine("dark", "L", "high", "full"), timeout: 15)
            try portal.set("reduced-motion", 1)
            try gallery.waitForLog(settingsLine("dark", "L", "high", "reduced"), timeout: 15)
            try portal.set("color-scheme", 2)
            try gallery.waitForLog(settingsLine("light", "L", "high", "reduced"), timeout: 15)
            try portal.set("contrast", 0)
            try gallery.waitForLog(settingsLine("light", "L", "normal", "reduced"), timeout: 15)
        }
    }
}

extension GalleryGUITests {
    @Test("GUI: View ▸ Keep Screen On (Ctrl+Shift+K; UIApplication.isIdleTimerDisabled) asks the desktop portal to inhibit idle, and turning it off closes the portal's request")
    func keepScreenOn() throws {
        let bus = try PrivateSessionBus()
        let portal = try FakeSettingsPortal(busAddress: bus.address)
        let gallery = try GalleryProcess(environment: GalleryProcess.environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 })
        try gallery.key("ctrl+shift+k")
        try gallery.waitForLog("keep screen on true")
        try portal.waitFor("inhibit 8 Gallery keeps the screen on")
        try gallery.key("ctrl+shift+k")
        try gallery.waitForLog("keep screen on false")
        try portal.waitFor("uninhibit")
    }
}

extension GalleryGUITests {
    @Test("GUI: View ▸ Take Media Keys (Ctrl+Shift+M; beginReceivingRemoteControlEvents) makes the Gallery an MPRIS player: the desktop's PlayPause and Next, and media keys pressed in its window, arrive as remote-control events; ending withdraws the player")
    func mediaKeys() throws {
        let bus = try PrivateSessionBus()
        let gallery = try GalleryProcess(environment: GalleryProcess.environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 })
        try gallery.waitForLog("launched")
        #expect(try bus.names().allSatisfy { !$0.hasPrefix("org.mpris.MediaPlayer2.") }, "no player before the app asks for media commands")
        try gallery.key("ctrl+shift+m")
        try gallery.waitForLog("media keys true")
        let player = try bus.waitForName { $0.hasPrefix("org.mpris.MediaPlayer2.") }
        #expect(player.hasSuffix(".instance\(gallery.process.processIdentifier)"))
        func call(_ method: String, _ arguments: String...) throws -> String {
            try bus.gdbus(["call", "--dest", player, "--object-path", "/org/mpris/MediaPlayer2", "--method", method] + arguments)
        }
        #expect(try call("org.freedesktop.DBus.Properties.Get", "org.mpris.MediaPlayer2.Player", "CanPause") == "(<true>,)")
        #expect(try call("org.freedesktop.DBus.Properties.Get", "org.mpris.MediaPlayer2.Player", "CanSeek") == "(<false>,)")
        _ = try call("org.mpris.MediaPlayer2.Player.PlayPause")
        try gallery.waitForLog("remote control remoteControlTogglePlayPause")
        _ = try call("org.mpris.MediaPlayer2.Player.Next")
        try gallery.waitForLog("remote control remoteControlNextTrack")
        // A media key that reaches the window (no desktop daemon took it) is a command too.
        try gallery.key("XF86AudioPrev")
        try gallery.waitForLog("remote control remoteControlPreviousTrack")
        try gallery.key("ctrl+shift+m")
        try gallery.waitForLog("media keys false")
        let gone = Date(timeIntervalSinceNow: 10)
        while try bus.names().contains(player), Date() < gone { usleep(50_000) }
        #expect(try !bus.names().contains(player), "the player is withdrawn")
    }
}

/// A D-Bus session bus of the test's own (`dbus-daemon --session`), stopped when released.
final class PrivateSessionBus {
    let process = Process()
    let address: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dbus-daemon", "--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw GUITestError.command("dbus-daemon printed no address") }
            text += String(decoding: data, as: UTF8.self)
        }
        address = String(text.prefix { $0 != "\n" })
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Runs gdbus on this bus; returns what it printed.
    func gdbus(_ arguments: [String]) throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        tool.arguments = [arguments[0], "--address", address] + arguments.dropFirst()
        let output = Pipe()
        tool.standardOutput = output
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else { throw GUITestError.command("gdbus \(arguments) failed") }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The names on the bus.
    func names() throws -> [String] {
        let listed = try gdbus(["call", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                                "--method", "org.freedesktop.DBus.ListNames"])
        return listed.split(whereSeparator: { "(),[] ".contains($0) }).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            .filter { !$0.isEmpty }
    }

    /// Waits up to 10 s for a name that `matches` to appear.
    func waitForName(_ matches: (String) -> Bool) throws -> String {
        let deadline = Date(timeIntervalSinceNow: 10)
        repeat {
            if let name = try names().first(where: matches) { return name }
            usleep(50_000)
        } while Date() < deadline
        throw GUITestError.command("no bus name appeared")
    }
}

/// Tests/Support/SettingsPortal/settings-portal.py on `busAddress`: an XDG desktop portal that
/// offers `org.freedesktop.appearance` and changes a key when told.
final class FakeSettingsPortal {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var received = ""

    static let script = GalleryProcess.repositoryRoot.appendingPathComponent("Tests/Support/SettingsPortal/settings-portal.py")

    init(busAddress: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path]
        process.environment = GalleryProcess.environment.merging(["DBUS_SESSION_BUS_ADDRESS": busAddress]) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try waitFor("ready")
    }

    /// Sets `org.freedesktop.appearance`'s `key` and waits until the portal has announced it.
    func set(_ key: String, _ value: UInt32) throws {
        input.fileHandleForWriting.write(Data("\(key) \(value)\n".utf8))
        try waitFor("changed \(key)")
    }

    /// Waits until the portal prints `line` ("inhibit 8 …", "uninhibit" …).
    func waitFor(_ line: String) throws {
        while !received.split(separator: "\n").contains(Substring(line)) {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw GUITestError.command("the settings portal stopped before '\(line)'") }
            received += String(decoding: data, as: UTF8.self)
        }
        received = ""
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
