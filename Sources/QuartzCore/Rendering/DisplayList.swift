@_implementationOnly import CCairo
import Foundation

/// What `LayerRenderer` draws for a layer tree, recorded as values so that it can be played
/// back later and elsewhere — in particular, into several bands of the frame at once on other
/// threads (`FrameBands`), where the main-actor layers must not be read.
///
/// Invariant: a list is not changed after recording, and everything it references (image
/// surfaces, paths) is not changed until its playback returns. That is what makes it safe to
/// share between threads (`@unchecked Sendable`); the compositor records and plays back
/// within one frame, the main thread waiting for the bands.
///
/// Device bounds on a command let a band skip what it cannot touch. They are device pixels,
/// grown by a pixel for antialiasing; nil means "may touch anything" and is never skipped.
struct DisplayList: @unchecked Sendable {
    private(set) var commands: [DrawCommand] = []
    /// Whether some command blurs what was drawn before it: such a list is played in one band
    /// (`FrameBands`), since a blur reads rows beyond any band.
    private(set) var containsBackdrop = false

    var isEmpty: Bool { commands.isEmpty }

    mutating func append(_ command: DrawCommand) {
        if case .backdrop = command { containsBackdrop = true }
        commands.append(command)
    }

    /// Starts a range (`beginClip`, `beginGroup`) whose end is filled in by `endRange(startedAt:)`.
    mutating func beginRange(_ command: DrawCommand) -> Int {
        commands.append(command)
        return commands.count - 1
    }

    /// Points the range begun at `start` past the last command recorded so far.
    mutating func endRange(startedAt start: Int) {
        let end = commands.count
        switch commands[start] {
        case .beginClip(var clip):
            clip.end = end
            commands[start] = .beginClip(clip)
        case .beginGroup(let bounds, _):
            commands[start] = .beginGroup(bounds: bounds, end: end)
        default:
            preconditionFailure("DisplayList.endRange: command \(start) begins no range")
        }
    }
}

/// One drawing step. Matrices map the current drawing space to device pixels.
enum DrawCommand {
    /// Sets the current matrix (`cairo_set_matrix`).
    case setMatrix(cairo_matrix_t)
    /// Fills a shape in the current space with a colour (over).
    case fill(FillShape, DrawColor, bounds: CGRect?)
    /// Draws an image's pixels into a rectangle of the current space.
    case image(ImageDraw)
    /// Paints a gradient layer's gradient inside a path of the current space.
    case gradient(GradientDraw)
    /// Composites a colour through an A8 mask placed in device pixels: a shadow, or a small
    /// rounded background or border whose coverage is cached.
    case maskedColor(MaskedColor)
    /// Saves the state and clips to a path in the current space until the matching `endClip`.
    /// A band outside `bounds` skips to `end`.
    case beginClip(ClipRange)
    case endClip
    /// Draws what follows, until the matching `endGroup`, into a group. A band outside
    /// `bounds` skips to `end`.
    case beginGroup(bounds: CGRect?, end: Int)
    case endGroup(GroupEnd)
    /// Replaces the pixels drawn so far inside a rectangle with their blur (a
    /// `CABackdropLayer`).
    case backdrop(BackdropDraw)
}

/// A backdrop blur: `rect` in device pixels, mixed over the sharp pixels by `alpha`.
struct BackdropDraw {
    var rect: CGRect
    /// The Gaussian's standard deviation in device pixels.
    var sigma: Double
    var alpha: Double
    var bounds: CGRect?
}

enum FillShape {
    case rect(CGRect)
    case path(CGPath)
    /// A path filled by the even-odd rule.
    case pathEvenOdd(CGPath)
    /// The area between two outlines (even-odd): a border.
    case ring(outer: CGPath, inner: CGPath)
    /// The area a pen of `style` covers along a path.
    case stroke(CGPath, StrokeStyle)
}

/// How a path is stroked (a shape layer's line properties).
struct StrokeStyle {
    var width: CGFloat
    var cap: CAShapeLayerLineCap
    var join: CAShapeLayerLineJoin
    var miterLimit: CGFloat
    /// Dash and gap lengths; nil for a solid line.
    var dashes: [CGFloat]?
    var dashPhase: CGFloat
}

/// A colour with its final alpha, components clamped to 0...1.
struct DrawColor {
    var red: Double, green: Double, blue: Double, alpha: Double

    static let clear = DrawColor(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `color` in sRGB, its alpha multiplied by `alpha`.
    init(_ color: CGColor, alpha: Double = 1) {
        let c = color.sRGBA
        self.init(red: Double(min(max(c.red, 0), 1)), green: Double(min(max(c.green, 0), 1)),
                  blue: Double(min(max(c.blue, 0), 1)), alpha: Double(min(max(c.alpha, 0), 1)) * alpha)
    }
}

/// A gradient in the current space, painted inside `clip`.
struct GradientDraw {
    enum Kind {
        /// Along the line from `start` to `end`.
        case axial(start: CGPoint, end: CGPoint)
        /// Ellipses round `center` out to `radii`.
        case radial(center: CGPoint, radii: CGSize)
        /// Clockwise round `center`, from the direction `angle` (radians, 0 along +x).
        case conic(center: CGPoint, angle: CGFloat, reach: CGFloat)
    }

    let kind: Kind
    /// Increasing locations in 0…1, with their colours (alpha already multiplied in).
    let stops: [(location: Double, color: DrawColor)]
    let clip: CGPath
    let bounds: CGRect?

    /// The colour at `t` along the stops.
    func color(at t: Double) -> DrawColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return DrawColor(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                             blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}

struct ImageDraw {
    let surface: ImageSurface
    /// The pixels sampled, when not the whole surface: drawn through a sub-surface so that
    /// filtering clamps at the part's edges.
    let part: CGRect?
    /// Maps the current space to the (part's) pixels.
    let patternMatrix: cairo_matrix_t
    let filter: cairo_filter_t
    /// The rectangle filled, in the current space.
    let destination: CGRect
    let alpha: Double
    let bounds: CGRect?
    /// Adds to what is beneath instead of covering it (the halves of a cross-dissolve).
    var adds = false
}

struct MaskedColor {
    let mask: ImageSurface
    /// Where the mask's top-left pixel lands, device pixels.
    let origin: CGPoint
    let color: DrawColor
    let clip: Clip?
    let bounds: CGRect?

    enum Clip {
        /// A rectangle in device pixels.
        case device(CGRect)
        /// A path in the space `matrix` maps to device pixels.
        case path(CGPath, matrix: cairo_matrix_t)
    }
}

struct ClipRange {
    let path: CGPath
    let bounds: CGRect?
    var end: Int
    /// Cut on whole pixels, without antialiasing: a pixel is in when its centre is.
    var aliased = false
}

enum GroupEnd {
    /// Composites the group with an opacity.
    case paint(alpha: Double)
    /// Keeps the group: a mask group follows.
    case holdForMask
    /// Composites the held group through this one's alpha.
    case maskHeld
    /// Fills the group's coverage with a colour (a `CAVibrancyLayer`).
    case tint(DrawColor)
    /// Multiplies the group's colour and alpha by a colour's components (a replicator's copy).
    case multiply(DrawColor)
}

extension CGRect {
    /// Device bounds for a command: the rectangle grown to whole pixels plus one for
    /// antialiasing.
    var commandBounds: CGRect {
        guard !isNull, !isInfinite else { return self }
        return pixelAligned.insetBy(dx: -1, dy: -1)
    }
}
