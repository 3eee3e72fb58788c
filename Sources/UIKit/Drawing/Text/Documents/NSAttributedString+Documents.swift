import Foundation

/// Reading and writing attributed strings as documents: plain text, RTF and HTML.
///
/// Apple's `documentAttributes` is an `AutoreleasingUnsafeMutablePointer<NSDictionary?>`,
/// which Linux Swift does not have; Slate's is an `UnsafeMutablePointer<NSDictionary?>`, so
/// `&attributes` and `nil` read the same (see docs/porting.md).
extension NSAttributedString {
    /// Reads `data` as the document type `options` names, or the type the data starts with
    /// (`{\rtf` is RTF, a tag is HTML, anything else plain text). `documentAttributes`, when
    /// given, receives the document's type, encoding and (RTF) paper and view settings.
    /// Throws `CocoaError(.fileReadCorruptFile)` for data that is not the type asked for or
    /// cannot be decoded, and `.fileReadUnsupportedScheme` for RTFD.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let (text, attributes) = try DocumentReading.read(data, options: options)
        dict?.pointee = DocumentReading.dictionary(attributes)
        self.init(attributedString: text)
    }

    /// Reads the file at `url`; see `init(data:options:documentAttributes:)`.
    public convenience init(url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let data = try Data(contentsOf: url)
        try self.init(data: data, options: options, documentAttributes: dict)
    }

    /// The characters in `range` as a document of the type `dict[.documentType]` names
    /// (plain text in `.characterEncoding`, UTF-8 by default; RTF; HTML). Throws
    /// `CocoaError(.fileWriteUnknown)` without a type or for RTFD, and
    /// `.fileWriteInapplicableStringEncoding` when the text cannot be encoded.
    public func data(from range: NSRange, documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> Data {
        guard range.location >= 0, range.length >= 0, NSMaxRange(range) <= length else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey:
                "NSAttributedString.data(from:documentAttributes:): range \(range) is outside the string's \(length) characters"])
        }
        let text = attributedSubstring(from: range)
        switch dict[.documentType] as? NSAttributedString.DocumentType {
        case .plain?:
            let encoding = DocumentReading.encoding(dict[.characterEncoding]) ?? .utf8
            guard let data = text.string.data(using: encoding) else {
                throw CocoaError(.fileWriteInapplicableStringEncoding, userInfo: [NSLocalizedDescriptionKey:
                    "NSAttributedString.data(from:documentAttributes:): the text cannot be written in \(encoding)"])
            }
            return data
        case .rtf?:
            return RTFDocumentWriter.write(text, documentAttributes: dict)
        case .html?:
            return Data(HTMLDocumentWriter.write(text).utf8)
        default:
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey:
                "NSAttributedString.data(from:documentAttributes:): give documentAttributes[.documentType] as .plain, .rtf or .html (Slate writes no RTFD: Linux has no FileWrapper)"])
        }
    }
}

extension NSMutableAttributedString {
    /// Replaces the contents with the document in `data`; see
    /// `NSAttributedString(data:options:documentAttributes:)`.
    public func read(from data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let (text, attributes) = try DocumentReading.read(data, options: options)
        dict?.pointee = DocumentReading.dictionary(attributes)
        setAttributedString(text)
    }

    /// Replaces the contents with the document at `url`.
    public func read(from url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        try read(from: Data(contentsOf: url), options: options, documentAttributes: dict)
    }
}

/// What the document readers share: choosing the type and the encoding.
enum DocumentReading {
    static func read(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any])
        throws -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        let type = options[.documentType] as? NSAttributedString.DocumentType ?? sniff(data)
        let encoding = self.encoding(options[.characterEncoding])
        var attributes: [NSAttributedString.DocumentAttributeKey: Any] = [.documentType: type]
        switch type {
        case .rtf:
            guard let (text, read) = RTFDocumentReader.read(data) else { throw corrupt("the data is not RTF (it does not start with {\\rtf)") }
            attributes.merge(read) { $1 }
            return (text, attributes)
        case .html:
            let used = encoding ?? declaredEncoding(data) ?? .utf8
            guard let html = String(data: data, encoding: used) else { throw corrupt("the HTML cannot be decoded as \(used)") }
            attributes[.characterEncoding] = used.rawValue
            return (HTMLDocumentReader.read(html), attributes)
        case .plain:
            let used = encoding ?? (String(data: data, encoding: .utf8) != nil ? .utf8 : .isoLatin1)
            guard let string = String(data: data, encoding: used) else { throw corrupt("the text cannot be decoded as \(used)") }
            var defaults = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
            if defaults[.font] == nil { defaults[.font] = DocumentFonts.font(families: ["Helvetica"], size: 12, bold: false, italic: false, monospace: false) }
            attributes[.characterEncoding] = used.rawValue
            attributes[.defaultAttributes] = defaults
            return (NSAttributedString(string: string, attributes: defaults), attributes)
        default:
            throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSLocalizedDescriptionKey:
                "NSAttributedString(data:options:documentAttributes:): Slate reads .plain, .rtf and .html documents; RTFD needs FileWrapper, which Linux Foundation lacks"])
        }
    }

    static func sniff(_ data: Data) -> NSAttributedString.DocumentType {
        if data.starts(with: Array("{\\rtf".utf8)) { return .rtf }
        let head = String(decoding: data.prefix(1024), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if head.hasPrefix("<!doctype html") || head.hasPrefix("<html") || head.hasPrefix("<") && head.contains(">") { return .html }
        return .plain
    }

    static func encoding(_ value: Any?) -> String.Encoding? {
        if let encoding = value as? String.Encoding { return encoding }
        if let raw = value as? UInt { return String.Encoding(rawValue: raw) }
        if let number = value as? NSNumber { return String.Encoding(rawValue: number.uintValue) }
        return nil
    }

    /// The charset a `<meta>` tag in the first kilobyte declares.
    private static func declaredEncoding(_ data: Data) -> String.Encoding? {
        let head = String(decoding: data.prefix(1024), as: UTF8.self).lowercased()
        guard let range = head.range(of: "charset=") else { return nil }
        let name = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        switch name {
        case "utf-8", "utf8": return .utf8
        case "iso-8859-1", "latin1": return .isoLatin1
        case "windows-1252", "cp1252": return .windowsCP1252
        case "utf-16": return .utf16
        default: return nil
        }
    }

    private static func corrupt(_ reason: String) -> CocoaError {
        CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "NSAttributedString(data:options:documentAttributes:): \(reason)"])
    }

    /// The attributes as the `NSDictionary` Apple's API hands back; it casts to
    /// `[NSAttributedString.DocumentAttributeKey: Any]` as on Apple platforms.
    static func dictionary(_ attributes: [NSAttributedString.DocumentAttributeKey: Any]) -> NSDictionary {
        NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: attributes.map { (AnyHashable($0.key), $0.value) }))
    }
}
