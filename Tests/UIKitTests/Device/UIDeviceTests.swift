import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIDevice on a computer (issue 45): an iPad's identity, orientation from the screen, and the
/// battery from the kernel's power-supply class.
@MainActor
@Suite("UIDevice", .serialized, .exclusiveUIKit)
struct UIDeviceTests {
    @Test("(issue 45) the computer presents itself as an iPad running iPadOS 14.5, with multitasking")
    func identity() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.model == "iPad")
        #expect(device.systemName == "iPadOS")
        #expect(device.systemVersion == "14.5")
        #expect(device.isMultitaskingSupported)
        #expect(!device.name.isEmpty)
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled, "no proximity sensor: monitoring stays off, as UIKit documents")
    }

    @Test("(issue 45) orientation is unknown until notifications are asked for; then it follows the screen's shape and each change is posted once")
    func orientationFollowsTheScreen() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .landscapeLeft)
        #expect(device.orientation.isLandscape && device.orientation.isValidInterfaceOrientation)
        screen.setSize(CGSize(width: 1024, height: 1366))
        #expect(device.orientation == .portrait)
        #expect(posted == 1)
        screen.setSize(CGSize(width: 1024, height: 1300))
        #expect(posted == 1, "the same orientation is not posted again")
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait, "the calls nest")
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        screen.setSize(CGSize(width: 1366, height: 1024))
        #expect(posted == 1)
    }

    /// A power-supply class directory with an AC adapter and, optionally, a battery.
    private func powerSupplies(battery: (capacity: Int, status: String)?) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-power-\(UUID().uuidString)")
        let ac = directory.appendingPathComponent("AC")
        try FileManager.default.createDirectory(at: ac, withIntermediateDirectories: true)
        try "Mains\n".write(to: ac.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        if let battery { try write(battery, in: directory) }
        return directory
    }

    private func write(_ battery: (capacity: Int, status: String), in directory: URL) throws {
        let folder = directory.appendingPathComponent("BAT0")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Battery\n".write(to: folder.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        try "\(battery.capacity)\n".write(to: folder.appendingPathComponent("capacity"), atomically: true, encoding: .utf8)
        try "\(battery.status)\n".write(to: folder.appendingPathComponent("status"), atomically: true, encoding: .utf8)
    }

    @Test("(issue 45) the battery reads -1 and unknown until monitored; monitored, it reads the power supply, and changes are posted within a minute")
    func battery() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let device = UIDevice.current
        let saved = device.powerSupplyReader
        let supplies = try powerSupplies(battery: (42, "Discharging"))
        defer {
            device.isBatteryMonitoringEnabled = false
            device.powerSupplyReader = saved
            try? FileManager.default.removeItem(at: supplies)
        }
        device.powerSupplyReader = PowerSupplyReader(directory: supplies)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 0.42)
        #expect(device.batteryState == .unplugged)

        var posted: [Notification.Name] = []
        let observers = [UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { posted.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        try write((43, "Charging"), in: supplies)
        screen.advance(by: 30)
        #expect(posted.isEmpty && device.batteryLevel == 0.42, "not looked at again before a minute")
        screen.advance(by: 31)
        #expect(device.batteryLevel == 0.43)
        #expect(device.batteryState == .charging)
        #expect(posted == [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification])
        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    }

    @Test("(issue 45) a computer without a battery reads -1 and unknown even when monitored")
    func noBattery() throws {
        let device = UIDevice.current
        let saved = device.powerSupplyReader
        let supplies = try powerSupplies(battery: nil)
        defer {
            device.isBatteryMonitoringEnabled = false
            device.powerSupplyReader = saved
            try? FileManager.default.removeItem(at: supplies)
        }
        device.powerSupplyReader = PowerSupplyReader(directory: supplies)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
    }
}

/// `identifierForVendor` (issue 45).
@MainActor
@Suite("UIDevice identifierForVendor", .serialized, .exclusiveUIKit)
struct VendorIdentifierTests {
    @Test("(issue 45) identifierForVendor is one UUID per vendor, kept across launches in its directory; a damaged file is replaced; a vendor is all but the identifier's last component")
    func keptPerVendor() throws {
        let device = UIDevice.current
        let saved = device.vendorDirectory
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-vendor-\(UUID().uuidString)")
        defer {
            device.vendorDirectory = saved
            try? FileManager.default.removeItem(at: directory)
        }
        device.vendorDirectory = directory
        let first = try #require(device.identifierForVendor)
        #expect(device.identifierForVendor == first)
        // What the next launch reads.
        let stored = try String(contentsOf: directory.appendingPathComponent("identifierForVendor"), encoding: .utf8)
        #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == first.uuidString)
        let other = directory.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "not a uuid".write(to: other.appendingPathComponent("identifierForVendor"), atomically: true, encoding: .utf8)
        device.vendorDirectory = other
        let replaced = try #require(device.identifierForVendor)
        #expect(replaced != first)
        #expect(UIDevice.vendor(of: "com.example.notes") == "com.example")
        #expect(UIDevice.vendor(of: "slate.Gallery") == "slate")
        #expect(UIDevice.vendor(of: "single") == "single")
    }
}
