import Foundation

extension UIScene {
    /// Options for `open(_:options:completionHandler:)`.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// True opens the URL only when an app claims it as a universal link; no Linux app
        /// does, so such a request fails.
        open var universalLinksOnly = false

        public override init() {
            super.init()
        }
    }

    /// Hands `url` to the desktop from this scene, as `UIApplication.open(_:options:completionHandler:)`
    /// does; `completion` hears, on a later turn of the main loop, whether an application took it.
    public func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        UIApplication.shared.open(url, options: [.universalLinksOnly: options?.universalLinksOnly ?? false], completionHandler: completion)
    }
}
