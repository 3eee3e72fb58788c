import Foundation
import UniformTypeIdentifiers

/// How typed data crosses to other Linux applications: uniform type identifiers become MIME
/// types and back, and URLs travel as `text/uri-list`. The clipboard and drags share it, under
/// both hosts, so a headless test sees what a real peer would.
package enum DesktopDataFormats {
    /// The MIME types a representation is offered as: text as UTF-8 plain text, URLs as a URI
    /// list, any other type as its preferred MIME type; a type without one (an app's own)
    /// under its identifier, which only Slate apps ask for.
    package static func mimeTypes(forType type: String) -> [String] {
        guard let utType = UTType(type) else { return [type] }
        if [UTType.text, .plainText, .utf8PlainText].contains(utType) { return ["text/plain;charset=utf-8"] }
        if utType.conforms(to: .url) { return ["text/uri-list"] }
        return [utType.preferredMIMEType ?? type]
    }

    /// `data` of `type` as the bytes of `mime`: a URL becomes a one-line URI list.
    package static func encode(_ data: Data, ofType type: String, as mime: String) -> Data {
        guard mime == "text/uri-list" else { return data }
        return data + Data("\r\n".utf8)
    }

    /// The types an offer of `mimeTypes` gives, each with the MIME type it is read from,
    /// in the offer's order, once each. A file list is `public.url` here; hosts that can tell
    /// file lists apart turn them into file items.
    package static func types(forMIMETypes mimeTypes: [String]) -> [(type: String, mime: String)] {
        var result: [(type: String, mime: String)] = []
        func add(_ type: String, _ mime: String) {
            if !result.contains(where: { $0.type == type }) { result.append((type, mime)) }
        }
        for mime in mimeTypes {
            let bare = mime.split(separator: ";").first.map { String($0).trimmingCharacters(in: .whitespaces).lowercased() } ?? mime
            switch bare {
            case "text/plain":
                add(UTType.utf8PlainText.identifier, mime)
            case "text/uri-list", "text/x-uri":
                add(UTType.url.identifier, mime)
            default:
                if let declared = UTType(mime), !declared.isDynamic {
                    add(declared.identifier, mime)
                } else if bare.contains("/"), let type = UTType(mimeType: bare) {
                    add(type.identifier, mime)
                }
            }
        }
        return result
    }

    /// The bytes of `mime` as data of `type`: a URI list gives its first URI, text arrives as
    /// UTF-8 (invalid sequences replaced).
    package static func decode(_ data: Data, from mime: String, as type: String) -> Data {
        if type == UTType.url.identifier || type == UTType.fileURL.identifier {
            return uris(in: data).first.map { Data($0.utf8) } ?? Data()
        }
        if type == UTType.utf8PlainText.identifier {
            return Data(String(decoding: data, as: UTF8.self).utf8)
        }
        return data
    }

    /// The URIs of a `text/uri-list` (RFC 2483: CRLF lines, `#` comments).
    package static func uris(in data: Data) -> [String] {
        String(decoding: data, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The files a URI list names when every URI is a local file — a file manager's drag —
    /// else nil.
    package static func fileURLs(inURIList data: Data) -> [URL]? {
        let urls = uris(in: data).compactMap(URL.init(string:))
        guard !urls.isEmpty, urls.allSatisfy(\.isFileURL) else { return nil }
        return urls
    }
}
