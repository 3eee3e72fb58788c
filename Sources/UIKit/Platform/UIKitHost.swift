import Foundation
import SlatePlatform

/// The host UIKit currently talks to. `UIApplicationMain` installs one; so do UIKitTesting's
/// headless screens. Without a host, UIKit still lays out and draws, but windows show nowhere
/// and `UIScreen.main` describes a 12.9-inch iPad in landscape.
@MainActor
package enum UIKitHost {
    package static var current: PlatformHost? {
        didSet {
            UIScreen.hostDidChange()
            // Installing the same host again must not reopen its windows.
            if current !== oldValue { UIWindow.hostDidChange(from: oldValue) }
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
