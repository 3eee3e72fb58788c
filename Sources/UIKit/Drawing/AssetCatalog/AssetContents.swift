import Foundation

/// A `Contents.json` of an asset catalog: the catalog's own, a folder group's, or an asset's
/// (`.colorset`, `.imageset`, `.symbolset`, `.appiconset`, `.dataset`), as Xcode writes it.
///
/// Only what Slate uses is decoded; other keys (`info`, `author`, `memory`, `subtype` …) are
/// ignored, as `actool` ignores keys it does not need. A file that is not JSON, or whose known
/// keys have the wrong types, does not decode, and the asset reads as missing.
struct AssetContents: Decodable, Sendable {
    /// An image set's or app icon set's files and the traits each is for.
    var images: [AssetImageEntry]?
    /// A colour set's colours and the traits each is for.
    var colors: [AssetColorEntry]?
    /// A symbol set's SVG (an SF Symbols template) and the idiom it is for.
    var symbols: [AssetImageEntry]?
    /// A data set's files and the devices each is for.
    var data: [DataSetEntry]?
    var properties: Properties?

    struct Properties: Decodable, Sendable {
        /// A folder group whose assets are named `Folder/name`.
        var providesNamespace: Bool?
        /// `template` or `original`: the image's rendering mode; absent, `automatic`.
        var templateRenderingIntent: String?
        /// A PDF or SVG kept as vectors (Slate always draws them as vectors).
        var preservesVectorRepresentation: Bool?

        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
            case preservesVectorRepresentation = "preserves-vector-representation"
        }
    }

    /// The contents of the `Contents.json` in `folder`; nil when it is missing or malformed.
    static func read(in folder: URL) -> AssetContents? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return try? JSONDecoder().decode(AssetContents.self, from: data)
    }
}
