import Foundation
import SlatePlatform

/// The host UIKit currently talks to. `UIApplicationMain` installs one; so do UIKitTesting's
/// headless screens. Without a host, UIKit still lays out and draws, but windows show nowhere
/// and `UIScreen.main` describes a 12.9-inch iPad in landscape.
@MainActor
package enum UIKitHost {
    /// Setting it moves the windows on show to the new host (`UIApplicationMain` installs
    /// its host after nothing, or after windows an app showed before launching).
    package static var current: PlatformHost? {
        get { installed }
        set { install(newValue, adoptingShownWindows: true) }
    }

    private static var installed: PlatformHost?

    /// Makes `host` the one UIKit talks to. With `adoptingShownWindows`, windows already on
    /// show move to it; without, they stay where they are — headless test screens each show
    /// only the windows made visible while they are current.
    package static func install(_ host: PlatformHost?, adoptingShownWindows: Bool) {
        let previous = installed
        installed = host
        UIScreen.hostDidChange()
        if host !== previous { AccessibilityTreeSync.hostDidChange(to: host) }
        DesktopSettings.hostDidChange(host)
        if host !== previous { UIApplication.remoteControlHostDidChange(from: previous, to: host) }
        // Installing the same host again must not reopen its windows.
        if adoptingShownWindows, host !== previous { UIWindow.hostDidChange(from: previous) }
    }

    /// Runs `work` on the main actor on a later turn, never inside the caller: a host timer due
    /// now (the headless host's next turn), or the main queue without a host.
    static func runOnNextTurn(_ work: @escaping @MainActor () -> Void) {
        if let current {
            _ = current.schedule(at: current.currentTime, work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    /// The main screen when there is no host.
    static let defaultScreen = PlatformScreen(identifier: "iPad Pro 12.9\" landscape", size: CGSize(width: 1366, height: 1024), scale: 2)
}

/// UIKit reports programming errors the way UIKit raises exceptions: by trapping with a
/// message that names the API and the fix. Tests can catch the report instead.
@MainActor
package enum UIKitFailure {
    package static var handler: ((String) -> Void)?

    static func raise(_ message: String) {
        if let handler {
            handler(message)
        } else {
            fatalError(message)
        }
    }
}

/// Messages UIKit logs (broken constraints, ignored calls), written to standard error and
/// kept for tests.
@MainActor
package enum UIKitLog {
    package private(set) static var messages: [String] = []

    static func write(_ message: String) {
        messages.append(message)
        if messages.count > 200 { messages.removeFirst(messages.count - 200) }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    package static func clear() { messages.removeAll() }
}
