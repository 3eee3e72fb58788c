import Foundation

/// One file of an image set (or app icon set), and the traits it is for.
struct AssetImageEntry: Decodable, Sendable, AssetVariant {
    /// The file in the set's folder; absent for a slot Xcode shows empty.
    var filename: String?
    var idiom: String?
    /// `1x`, `2x` or `3x`; absent for a single-scale image (a vector PDF or SVG).
    var scale: String?
    var appearances: [AssetAppearance]?
    var displayGamut: String?
    var widthClass: String?
    var heightClass: String?
    var languageDirection: String?
    /// An app icon's size in points, `83.5x83.5`.
    var size: String?
    var resizing: Resizing?

    enum CodingKeys: String, CodingKey {
        case filename, idiom, scale, appearances, size, resizing
        case displayGamut = "display-gamut"
        case widthClass = "width-class"
        case heightClass = "height-class"
        case languageDirection = "language-direction"
    }

    /// Xcode's slicing: the caps that keep their size, in the file's pixels, and whether the
    /// middle tiles or stretches.
    struct Resizing: Decodable, Sendable {
        /// `9-part`, `3-part-horizontal` or `3-part-vertical`.
        var mode: String?
        var capInsets: Insets?
        var center: Center?

        enum CodingKeys: String, CodingKey {
            case mode, center
            case capInsets = "cap-insets"
        }

        struct Insets: Decodable, Sendable {
            var top: Double?, left: Double?, bottom: Double?, right: Double?
        }

        struct Center: Decodable, Sendable {
            /// `tile` or `stretch`.
            var mode: String?
        }

        /// The cap insets in points for an image of `scale`, keeping only the edges the mode
        /// slices.
        func insets(scale: CGFloat) -> UIEdgeInsets {
            func points(_ pixels: Double?) -> CGFloat {
                guard let pixels, pixels.isFinite, pixels > 0 else { return 0 }
                return CGFloat(pixels) / max(scale, 0.01)
            }
            let horizontal = mode != "3-part-vertical", vertical = mode != "3-part-horizontal"
            return UIEdgeInsets(top: vertical ? points(capInsets?.top) : 0, left: horizontal ? points(capInsets?.left) : 0,
                                bottom: vertical ? points(capInsets?.bottom) : 0, right: horizontal ? points(capInsets?.right) : 0)
        }

        var resizingMode: UIImage.ResizingMode { center?.mode == "stretch" ? .stretch : .tile }
    }

    /// The scale written as `2x`; nil when absent or unreadable.
    var scaleFactor: CGFloat? {
        guard let scale, scale.hasSuffix("x"), let value = Double(scale.dropLast()), value > 0, value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// The file's extension, lowercased.
    var fileExtension: String { ((filename ?? "") as NSString).pathExtension.lowercased() }

    /// Whether the file is vector art drawn for any scale.
    var isVector: Bool { fileExtension == "pdf" || fileExtension == "svg" }
}
