import Foundation

/// Opening URLs with the desktop's applications: a browser for web addresses, the mail client
/// for `mailto:`, whatever the desktop has chosen for a scheme (GIO's default handler, as
/// `xdg-open` uses).
extension UIApplication {
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// True opens the URL only when an app claims it as a universal link; no Linux app
        /// does, so such a request fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Hands `url` to the desktop; `completion` hears, on a later turn of the main loop,
    /// whether an application took it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let host = UIKitHost.current
        var url = url
        // The app's own settings: the host is told which app, by its identifier.
        if url.scheme == "app-settings", let own = URL(string: "app-settings:" + Self.applicationIdentifier) { url = own }
        let opened = !universalOnly && (host?.open(url) ?? false)
        guard let completion else { return }
        guard let host else { return completion(opened) }
        host.schedule(at: host.currentTime) { completion(opened) }
    }

    /// Opens the app's page in the desktop's settings, where the user sees what the app may
    /// do (`open(URL(string: UIApplication.openSettingsURLString)!)`). In a GNOME session that
    /// is Settings' Apps panel, for the desktop entry named by the bundle identifier; on
    /// other desktops opening it fails.
    public static let openSettingsURLString = "app-settings:"

    /// Whether the URL has a scheme an application could take. Slate does not ask the
    /// desktop which schemes have a handler: any URL with a scheme answers true.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme?.isEmpty == false
    }
}
