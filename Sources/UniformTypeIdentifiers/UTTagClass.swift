import Foundation

/// A kind of tag a type carries: filename extensions and MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// "public.filename-extension": "png", "txt" — without the dot.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// "public.mime-type": "image/png", "text/plain".
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
