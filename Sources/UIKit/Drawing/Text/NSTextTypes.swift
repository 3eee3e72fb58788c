import Foundation

/// Horizontal text alignment. `.natural` follows each paragraph's writing direction.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// How lines break and how text that does not fit is shown.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (breaking a word only when it alone is too long).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Do not wrap; what does not fit is cut off.
    case byClipping = 2
    /// One line per paragraph, with an ellipsis at the start, end or middle.
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A solid line: the default pattern, so it adds nothing to the other options (0).
    public static let patternSolid = NSUnderlineStyle([])
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out multiple lines inside the rectangle, origin at its top-left. Without it the
    /// origin is the first baseline and text is one line per paragraph.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the text is taller than the rectangle, end the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of one drawing or measuring call.
open class NSStringDrawingContext: NSObject {
    /// How far text may shrink to fit (0…1; 0 or 1 means not at all).
    open var minimumScaleFactor: CGFloat = 0
    /// How far it actually shrank.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of what was drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}

/// A shadow for text (the `.shadow` attribute).
open class NSShadow: NSObject, NSSecureCoding, @unchecked Sendable {
    /// First stored property: lets Linux Foundation compare instances in attributed strings.
    private let cfObjectInfo = CFObjectInfoWord()

    /// Positive height moves the shadow down, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (or `CGColor`); nil means black at one-third alpha.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    /// Decodes what `encode(with:)` wrote; the colour comes back as a `UIColor`.
    public required init?(coder: NSCoder) {
        super.init()
        shadowOffset = CGSize(width: coder.decodeDouble(forKey: "NSShadowHoriz"), height: coder.decodeDouble(forKey: "NSShadowVert"))
        shadowBlurRadius = CGFloat(coder.decodeDouble(forKey: "NSShadowBlurRadius"))
        if coder.containsValue(forKey: "NSShadowColorRGBA"),
           let components = coder.decodeObject(forKey: "NSShadowColorRGBA") as? [Double], components.count == 4 {
            shadowColor = UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// `NSSecureCoding`: the offset, the blur and the colour (as sRGB components; a colour
    /// that is neither a `UIColor` nor a `CGColor` is not written).
    open func encode(with coder: NSCoder) {
        coder.encode(Double(shadowOffset.width), forKey: "NSShadowHoriz")
        coder.encode(Double(shadowOffset.height), forKey: "NSShadowVert")
        coder.encode(Double(shadowBlurRadius), forKey: "NSShadowBlurRadius")
        if let rgba = ParagraphSource.cgColor(shadowColor)?.sRGBA {
            coder.encode([rgba.red, rgba.green, rgba.blue, rgba.alpha].map { Double($0) }, forKey: "NSShadowColorRGBA")
        }
    }

    public class var supportsSecureCoding: Bool { true }
}

extension NSAttributedString.Key {
    /// `UIFont`. Default: the system font at 12 points (Apple uses Helvetica 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `UIColor`. Default: black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Number: 0 disables ligatures, 1 (default) enables the standard ones.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Number: extra points after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Number: extra points between characters (like `kern` for Slate).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A URL or string. Plain string drawing does not style links, as on iOS.
    public static let link = NSAttributedString.Key("NSLink")
    /// Number: points to raise (positive) or lower the glyphs from the baseline.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Number: the outline's width in percent of the font's point size. Positive: the glyphs
    /// are outlined and not filled (hollow text); negative: filled and outlined; 0 (the
    /// default): filled only.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// `UIColor` of the outline `strokeWidth` draws. Default (nil): the foreground colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// Number: the glyphs' skew, how far right a point one unit above the baseline moves
    /// (0.2 slants about as far as an oblique face). Default 0; advances do not change.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Number: 0 for horizontal glyph forms, 1 for vertical. iOS lays text out horizontally
    /// whatever it says, and so does Slate.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
