import Foundation
import SlatePlatform

/// The device the app runs on: on Linux, the computer, presented as an iPad — its idiom is
/// `.pad` and its system iPadOS 14.5, the UIKit Slate implements, so that apps take their
/// iPad paths (docs/porting.md).
///
/// Orientation follows the main screen: a screen wider than tall is held in landscape
/// (`.landscapeLeft`, which shows the interface landscape-right, as Slate's screens do),
/// others in portrait. As in UIKit it reads `.unknown` until the app asks for orientation
/// notifications. The battery is read from the kernel's power-supply class (as UPower does)
/// while battery monitoring is on, and checked again once a minute.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    open class var current: UIDevice { shared }
    private static let shared = UIDevice()

    override init() {
        super.init()
    }

    // MARK: Identity

    /// The computer's host name (read once: Foundation's `hostName` may ask the network).
    open var name: String { Self.hostName }

    private static let hostName: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }()
    open var model: String { "iPad" }
    open var localizedModel: String { "iPad" }
    open var systemName: String { "iPadOS" }
    open var systemVersion: String { "14.5" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// Every Slate app can share the screen with others.
    open var isMultitaskingSupported: Bool { true }

    /// The same for every app of one vendor on this computer — apps whose identifiers share
    /// all but their last component (`com.example.notes` and `com.example.mail`) — and kept
    /// across launches in the user's state directory. Nil when it cannot be kept there.
    open var identifierForVendor: UUID? {
        if let known = vendorIdentifiers[vendorDirectory.path] { return known }
        let identifier = VendorIdentifierStore(directory: vendorDirectory).identifier()
        if let identifier { vendorIdentifiers[vendorDirectory.path] = identifier }
        return identifier
    }

    /// Where the vendor's identifier is kept: `$XDG_STATE_HOME/slate-vendors/<vendor>` (a test
    /// gives a directory of its own).
    package lazy var vendorDirectory: URL = SceneSessionStore.defaultDirectory(applicationIdentifier: "slate-vendors")
        .appendingPathComponent(XDGBaseDirectories.directoryName(forApplicationIdentifier: Self.vendor(of: UIApplication.applicationIdentifier)),
                                isDirectory: true)

    private var vendorIdentifiers: [String: UUID] = [:]

    /// An application identifier's vendor: all but its last dot-separated component.
    package static func vendor(of applicationIdentifier: String) -> String {
        guard let dot = applicationIdentifier.lastIndex(of: "."), dot != applicationIdentifier.startIndex else { return applicationIdentifier }
        return String(applicationIdentifier[..<dot])
    }

    // MARK: Orientation

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    private var orientationRequests = 0
    private var lastOrientation: UIDeviceOrientation = .unknown

    /// `.unknown` unless orientation notifications are being generated.
    open var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? screenOrientation : .unknown
    }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Calls nest: each needs its `endGeneratingDeviceOrientationNotifications()`.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
        if orientationRequests == 1 { lastOrientation = screenOrientation }
    }

    open func endGeneratingDeviceOrientationNotifications() {
        orientationRequests = max(orientationRequests - 1, 0)
    }

    private var screenOrientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// The main screen changed shape: while notifications are on, a new orientation is posted.
    func screenDidChange() {
        guard isGeneratingDeviceOrientationNotifications else { return }
        let orientation = screenOrientation
        guard orientation != lastOrientation else { return }
        lastOrientation = orientation
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery

    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// How often the battery is looked at again while monitoring is on (UIKit posts level
    /// changes at most once a minute).
    static let batteryPollInterval: TimeInterval = 60

    /// Where the battery is read from.
    package var powerSupplyReader = PowerSupplyReader(directory: URL(fileURLWithPath: "/sys/class/power_supply", isDirectory: true))

    private var battery = PowerSupplyReader.none
    private var batteryPoll: PlatformTimer?

    /// Off by default; while off, the level is -1 and the state `.unknown`.
    open var isBatteryMonitoringEnabled = false {
        didSet {
            guard isBatteryMonitoringEnabled != oldValue else { return }
            if isBatteryMonitoringEnabled {
                battery = powerSupplyReader.read()
                scheduleBatteryPoll()
            } else {
                batteryPoll?.cancel()
                batteryPoll = nil
                battery = PowerSupplyReader.none
            }
        }
    }

    /// 0 (empty) to 1 (full), or -1 when not monitored or unknown.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? battery.level : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? battery.state : .unknown }

    private func scheduleBatteryPoll() {
        guard let host = UIKitHost.current else { return }
        batteryPoll = host.schedule(at: host.currentTime + Self.batteryPollInterval) { [weak self] in self?.pollBattery() }
    }

    private func pollBattery() {
        guard isBatteryMonitoringEnabled else { return }
        let reading = powerSupplyReader.read()
        let previous = battery
        battery = reading
        if reading.state != previous.state {
            NotificationCenter.default.post(name: Self.batteryStateDidChangeNotification, object: self)
        }
        if reading.level != previous.level {
            NotificationCenter.default.post(name: Self.batteryLevelDidChangeNotification, object: self)
        }
        scheduleBatteryPoll()
    }

    // MARK: Proximity

    /// A computer has no proximity sensor: turning monitoring on leaves it off, as on an iPad.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    open var proximityState: Bool { false }
}
