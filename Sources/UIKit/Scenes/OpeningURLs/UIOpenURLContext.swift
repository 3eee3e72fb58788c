import Foundation

/// A URL the desktop asked the app to open, with how it came: what a scene delegate gets in
/// `UIScene.ConnectionOptions.urlContexts` and `scene(_:openURLContexts:)`.
///
/// On Linux a URL comes from the desktop launching the app with it: a file opened with the
/// app in the file manager, a link with the app's scheme clicked elsewhere (the desktop entry's
/// `%U`), or the command line. A launch while the app is running hands the URLs to the
/// running app (see `UIApplication+OpeningURLs.swift`).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open. A file the app does not open in place is a copy in the app's Inbox.
    public let url: URL
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }

    open override var description: String {
        "<UIOpenURLContext url: \(url.absoluteString); openInPlace: \(options.openInPlace)>"
    }
}
