@_implementationOnly import CCairo

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2

    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2

    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// How image pixels are sampled when scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4

    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

/// How painted pixels combine with what is already there.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    /// The Cairo operator, or nil for `plusDarker`, which Cairo lacks and Slate blends itself.
    var cairoOperator: cairo_operator_t? {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return nil
        }
    }

    /// Cairo applies these outside the drawn shape too (within the clip); Quartz only
    /// inside it, so Slate confines them to the shape.
    var isUnboundedInCairo: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }
}

/// Whether a gradient extends beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGAffineTransform {
    package var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    package init(_ m: cairo_matrix_t) {
        self.init(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }
}
