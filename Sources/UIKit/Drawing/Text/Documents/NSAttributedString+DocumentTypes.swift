import Foundation

extension NSAttributedString {
    /// The formats `NSAttributedString(data:options:documentAttributes:)` reads and
    /// `data(from:documentAttributes:)` writes.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// RTF with attachments, kept in a file package (`FileWrapper`); Linux Foundation has
        /// none, so Slate reads and writes it as neither (see docs/porting.md).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// Attributes of a whole document: given to `data(from:documentAttributes:)` and
    /// returned through `documentAttributes` when reading.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `DocumentType`.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// A `String.Encoding` raw value (`UInt`), for plain text and HTML.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// The attributes plain text was read with (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentAttributeKey(rawValue: "DefaultAttributes")
        /// A `CGSize` in points (RTF's `\paperw`, `\paperh`).
        public static let paperSize = DocumentAttributeKey(rawValue: "PaperSize")
        /// A `UIEdgeInsets` in points (RTF's `\margl` …).
        public static let paperMargin = DocumentAttributeKey(rawValue: "PaperMargin")
        /// A `CGSize` in points (RTF's `\vieww`, `\viewh`).
        public static let viewSize = DocumentAttributeKey(rawValue: "ViewSize")
        /// A percentage (`\viewscale`).
        public static let viewZoom = DocumentAttributeKey(rawValue: "ViewZoom")
        /// 0 normal, 1 page layout (`\viewkind`).
        public static let viewMode = DocumentAttributeKey(rawValue: "ViewMode")
        /// 1 when the document asks to be read only (`\readonlydoc`).
        public static let readOnly = DocumentAttributeKey(rawValue: "ReadOnly")
        /// A `UIColor` behind the whole document.
        public static let backgroundColor = DocumentAttributeKey(rawValue: "BackgroundColor")
        /// A number from 0 to 1 (`\hyphauto` gives 0.9).
        public static let hyphenationFactor = DocumentAttributeKey(rawValue: "HyphenationFactor")
        /// Points between default tab stops (`\deftab`).
        public static let defaultTabInterval = DocumentAttributeKey(rawValue: "DefaultTabInterval")
        /// The version of Cocoa's RTF writer that wrote the document (`\cocoartf`).
        public static let cocoaVersionDocumentAttribute = DocumentAttributeKey(rawValue: "CocoaRTFVersion")
    }

    /// Options of `NSAttributedString(data:options:documentAttributes:)`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The format to read; without it the format is recognised from the data.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// Attributes for plain text (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
        /// A `String.Encoding` raw value for plain text and HTML.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
    }
}
