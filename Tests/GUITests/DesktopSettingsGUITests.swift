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
