import Foundation

/// A printer known by its URL (`ipp://…`, or the desktop's printer name), for printing
/// without the dialog (`UIPrintInteractionController.print(to:completionHandler:)`).
@MainActor
open class UIPrinter: NSObject {
    /// The printer's URL, which `init(url:)` accepts again later.
    public let url: URL

    /// A printer for `url`, whether or not it is reachable.
    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// The printer's name for people: the URL's last path component (a CUPS queue's name),
    /// else its host.
    open var displayName: String {
        let last = url.lastPathComponent
        if !last.isEmpty, last != "/" { return last.removingPercentEncoding ?? last }
        return url.host ?? url.absoluteString
    }

    /// Checks the printer can take jobs; `completionHandler` hears on a later turn. Slate asks
    /// the desktop whether it can print at all: it does not contact printers itself.
    open func contactPrinter(_ completionHandler: ((Bool) -> Void)? = nil) {
        let available = UIKitHost.current?.isPrintingAvailable ?? false
        UIKitHost.runOnNextTurn { completionHandler?(available) }
    }
}
