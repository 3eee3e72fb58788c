import Foundation

extension UIActivity {
    /// An activity's identity: UIKit's built-in types below, or an app's own (a reverse-DNS
    /// string is customary). Reported to the completion handler and listed in
    /// `excludedActivityTypes`.
    ///
    /// The raw values are UIKit's, so code that compares with the strings keeps working. Of
    /// the built-in types Slate offers `.copyToPasteboard` and `.mail` (see `docs/porting.md`);
    /// the others name services a Linux desktop does not have, and excluding them changes
    /// nothing.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")

        /// iOS's Save to Files, which has no public constant: the string iOS reports, so that
        /// an app excluding it by that string excludes Slate's.
        static let saveToFiles = ActivityType("com.apple.DocumentManagerUICore.SaveToFiles")
        /// Slate's Open in Browser (iOS has no such activity for an app's own links).
        static let openInBrowser = ActivityType("org.slate.UIKit.activity.OpenInBrowser")
    }
}
