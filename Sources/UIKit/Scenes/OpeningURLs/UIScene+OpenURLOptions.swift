import Foundation

extension UIScene {
    /// How a URL came to be opened (`UIOpenURLContext.options`).
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked, when it is one of the same developer's.
        /// The Linux desktop does not say which application asked: always nil, as iOS gives
        /// for another developer's app.
        public let sourceApplication: String?
        /// The property list the sending app attached; the desktop attaches none.
        public let annotation: Any?
        /// True when the URL is the file itself, to be opened where it is (the app declares
        /// `supportsOpeningDocumentsInPlace`); false for a copy in the app's Inbox and for
        /// URLs that are not files.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}
