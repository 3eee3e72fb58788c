import Foundation

/// Core Foundation's "any object" type, as Apple's SDK declares it, for `CATextLayer.font`.
public typealias CFTypeRef = AnyObject

/// A layer that lays out and draws a plain or attributed string, its first line at the top
/// of the bounds, as Core Animation does.
///
/// The text is drawn with Pango (the engine UIKit's text uses) into a bitmap of the bounds at
/// `contentsScale` pixels a point — so, as on iOS, set `contentsScale` to the screen's scale
/// for crisp text — above the layer's background and contents and below its sublayers. It is
/// clipped to the bounds.
///
/// Animatable: `fontSize` and `foregroundColor`.
open class CATextLayer: CALayer {
    /// The text: a `String` (or `NSString`) drawn in `font`, `fontSize` and `foregroundColor`,
    /// or an `NSAttributedString` whose runs carry their own font and colour (`.font`,
    /// `.foregroundColor`; Helvetica 12 and black where they do not). Other values draw nothing.
    open var string: Any? {
        didSet { textChanged() }
    }

    /// The face: a font name (`String` or `NSString`, a family such as "DejaVu Serif" or a
    /// PostScript-style name such as "DejaVuSerif-Bold") or a `UIFont`, whose size is ignored
    /// for `fontSize`, as Core Animation ignores a font object's size. Nil, "Helvetica" and
    /// names of faces that are not installed draw in the system face (see docs/porting.md).
    /// Used only when `string` is not attributed.
    open var font: CFTypeRef? {
        didSet { textChanged() }
    }

    /// 36 by default. Used only when `string` is not attributed.
    open var fontSize: CGFloat = 36 {
        didSet { if fontSize != oldValue { textChanged(); reportAnimatableChange("fontSize", from: oldValue) } }
    }

    /// Opaque white by default; nil draws black. Used only when `string` is not attributed.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if foregroundColor != oldValue { textChanged(); reportAnimatableChange("foregroundColor", from: oldValue) } }
    }

    /// Whether lines wrap at the bounds' width (at word boundaries). False by default: each
    /// paragraph is one line.
    open var isWrapped = false {
        didSet { if isWrapped != oldValue { textChanged() } }
    }

    /// Where text that does not fit the bounds is cut for an ellipsis; `.none` by default.
    /// Unwrapped, every paragraph is one line cut at the width; wrapped, the last line that
    /// fits the height is cut.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { if truncationMode != oldValue { textChanged() } }
    }

    /// How lines are placed across the bounds; `.natural` (left, or right for right-to-left
    /// paragraphs) by default. `.justified` stretches every line of a wrapped paragraph but
    /// its last.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { if alignmentMode != oldValue { textChanged() } }
    }

    /// A hint to Core Graphics about glyph positions; false by default. Slate never
    /// quantizes glyph positions, so it changes nothing (docs/porting.md).
    open var allowsFontSubpixelQuantization = false

    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    /// Bumped when `string` or `font` is set, whose values cannot be compared: the drawn text
    /// is kept while it and the other settings stay the same.
    var textVersion = 0
    /// The last drawn text and what it was drawn from.
    var renderedText: RenderedText?

    private func textChanged() {
        textVersion &+= 1
        changed(.contents)
    }

    // MARK: Animation

    override class var ownAnimatableProperties: [String: LayerKeyPath.Property] { textProperties }

    private static let textProperties: [String: LayerKeyPath.Property] = [
        "fontSize": .scalar(\CATextLayer.fontSize, change: .contents),
        "foregroundColor": .color(\CATextLayer.foregroundColor, change: .contents),
    ]

    // MARK: What is painted

    /// Whether there is text to draw.
    var hasText: Bool {
        if let attributed = string as? NSAttributedString { return attributed.length > 0 }
        if let plain = string as? String { return !plain.isEmpty }
        return false
    }

    override var ownVectorPaintRect: CGRect {
        hasText && bounds.width > 0 && bounds.height > 0 ? bounds : .null
    }
}

/// How a text layer cuts text that does not fit its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer places its lines across its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A font object a text layer can draw with (UIKit's `UIFont`): its face. The size is the
/// object's own, used only in attributed strings.
package protocol TextLayerFontFace: AnyObject {
    var textLayerFamily: String { get }
    /// CSS weight, 100…900.
    var textLayerWeight: Int { get }
    var textLayerItalic: Bool { get }
    var textLayerSize: CGFloat { get }
}

/// A colour object a text layer's attributed string may carry (UIKit's `UIColor`).
package protocol TextLayerColor: AnyObject {
    var textLayerColor: CGColor { get }
}
