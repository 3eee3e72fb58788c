import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many a second, how long each lives, how
/// it moves, turns, grows and changes colour, and what it looks like (`contents`).
///
/// A property with a range gives each particle a value drawn uniformly from
/// `[value − range/2, value + range/2]` with the layer's `seed`. A cell in another cell's
/// `emitterCells` is emitted by each of that cell's particles, from where the particle is,
/// in the direction it moves.
///
/// Changes show from the next frame: particles alive keep what they were born with.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject {
    /// The cell's name. Defaults to nil.
    open var name: String?

    /// Whether the cell emits and its particles are drawn. Defaults to true.
    open var isEnabled = true

    /// Particles created every second (times the layer's `birthRate`). Defaults to 0.
    open var birthRate: Float = 0

    /// Seconds each particle lives (times the layer's `lifetime`), and the range about it.
    /// Both default to 0, so a cell shows nothing until given a lifetime.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0

    /// The direction particles leave in, radians: `emissionLongitude` turns it in the x-y
    /// plane from the x-axis (−π/2 is up on screen), `emissionLatitude` out of that plane
    /// toward z. Both default to 0: along x.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0

    /// The spread about the direction, radians: particles leave within half of it either way.
    /// Defaults to 0.
    open var emissionRange: CGFloat = 0

    /// Initial speed in points a second (times the layer's `velocity`), and its range.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0

    /// Acceleration in points a second squared. Defaults to (0, 0, 0).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0

    /// The size the contents are drawn at (times the layer's `scale`), its range, and how
    /// fast it changes a second. Scale defaults to 1, the others to 0.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0

    /// Turning speed in radians a second (times the layer's `spin`), and its range.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0

    /// The colour the contents are multiplied by; opaque white by default (nil is white).
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)

    /// Ranges about each component of `color`. Default 0.
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0

    /// How fast each component of a particle's colour changes, per second. Default 0.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0

    /// What each particle shows, a `CGImage`; nil (the default) draws nothing.
    open var contents: Any?

    /// The part of `contents` drawn, in unit coordinates. Defaults to the whole.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Pixels of `contents` per point. Defaults to 1.
    open var contentsScale: CGFloat = 1

    /// How `contents` is sampled when drawn smaller or larger: `"linear"` (the default) or
    /// `"nearest"` (the raw values of `CALayerContentsFilter`).
    open var minificationFilter: String = CALayerContentsFilter.linear.rawValue
    open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue

    /// Cells each particle of this one emits. Nil by default.
    open var emitterCells: [CAEmitterCell]?

    public override init() {
        super.init()
    }

    /// The cell's colour in sRGB, white when nil.
    var colorComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        let rgba = (color ?? CGColor(gray: 1, alpha: 1)).sRGBA
        return (Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }
}
