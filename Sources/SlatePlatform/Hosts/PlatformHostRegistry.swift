import Synchronization

/// The desktop hosts linked into this process.
///
/// UIKit links only its headless host. An app gets real windows by depending on a desktop
/// host's product (`UIKitGTK`), whose code registers the host here as the process loads —
/// before `main`, so no line of the app's code changes. `UIApplicationMain` then chooses among
/// what is registered (`UIKitHost.makeLaunchHost`). A new host (another toolkit, a remote
/// display) is a new target that registers itself; UIKit does not change.
///
/// Registration happens on whatever thread loads the process, so the registry is guarded;
/// opening a host happens on the main actor.
package enum PlatformHostRegistry {
    /// A host that can be opened.
    package struct Entry: Sendable {
        /// What `SLATE_HOST` calls it (`"gtk"`).
        package let name: String
        /// Opens the host on the process's display; nil when there is no display it can use.
        package let open: @MainActor @Sendable () -> (any PlatformHost)?

        package init(name: String, open: @escaping @MainActor @Sendable () -> (any PlatformHost)?) {
            self.name = name
            self.open = open
        }
    }

    private static let entries = Mutex<[Entry]>([])

    /// Adds `entry`, replacing one of the same name.
    package static func register(_ entry: Entry) {
        entries.withLock { entries in
            entries.removeAll { $0.name == entry.name }
            entries.append(entry)
        }
    }

    /// The registered hosts, in the order they registered.
    package static var registered: [Entry] {
        entries.withLock { $0 }
    }

    /// The host named `name`, if one registered.
    package static func entry(named name: String) -> Entry? {
        registered.first { $0.name == name }
    }

    /// Removes the host named `name` (tests that check what happens when none is linked).
    package static func unregister(named name: String) {
        entries.withLock { $0.removeAll { $0.name == name } }
    }
}
