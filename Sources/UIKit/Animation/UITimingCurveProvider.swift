import Foundation

/// Describes how a property animator paces its animations.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// A cubic Bézier pace, built in or with custom control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let function = curve.timingFunction
        controlPoint1 = function.c1
        controlPoint2 = function.c2
        isBuiltin = true
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    /// Decodes what `encode(with:)` wrote: a built-in curve, else the control points.
    public required init?(coder: NSCoder) {
        if coder.decodeBool(forKey: "UIBuiltin") {
            guard let curve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "UIAnimationCurve")) else { return nil }
            animationCurve = curve
            let function = curve.timingFunction
            controlPoint1 = function.c1
            controlPoint2 = function.c2
            isBuiltin = true
        } else {
            animationCurve = .easeInOut
            controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint1X"), y: coder.decodeDouble(forKey: "UIControlPoint1Y"))
            controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint2X"), y: coder.decodeDouble(forKey: "UIControlPoint2Y"))
            isBuiltin = false
        }
        super.init()
    }

    /// `NSSecureCoding`: the built-in curve, or the two control points.
    open func encode(with coder: NSCoder) {
        coder.encode(isBuiltin, forKey: "UIBuiltin")
        coder.encode(animationCurve.rawValue, forKey: "UIAnimationCurve")
        coder.encode(Double(controlPoint1.x), forKey: "UIControlPoint1X")
        coder.encode(Double(controlPoint1.y), forKey: "UIControlPoint1Y")
        coder.encode(Double(controlPoint2.x), forKey: "UIControlPoint2X")
        coder.encode(Double(controlPoint2.y), forKey: "UIControlPoint2Y")
    }

    public nonisolated static var supportsSecureCoding: Bool { true }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring pace: a damping ratio (settling within the animator's duration) or a physical
/// spring (mass, stiffness, damping) that sets its own duration.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    open private(set) var initialVelocity: CGVector
    let dampingRatio: CGFloat?
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    public override convenience init() {
        self.init(dampingRatio: 1)
    }

    public init(dampingRatio ratio: CGFloat) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = .zero
        super.init()
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    /// Decodes what `encode(with:)` wrote: a damping ratio, or a physical spring.
    public required init?(coder: NSCoder) {
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: "UIInitialVelocityDX"), dy: coder.decodeDouble(forKey: "UIInitialVelocityDY"))
        if coder.containsValue(forKey: "UIDampingRatio") {
            dampingRatio = CGFloat(coder.decodeDouble(forKey: "UIDampingRatio"))
            physical = nil
        } else {
            dampingRatio = nil
            physical = (CGFloat(coder.decodeDouble(forKey: "UIMass")), CGFloat(coder.decodeDouble(forKey: "UIStiffness")),
                        CGFloat(coder.decodeDouble(forKey: "UIDamping")))
        }
        super.init()
    }

    /// `NSSecureCoding`: the damping ratio or the mass, stiffness and damping, and the velocity.
    open func encode(with coder: NSCoder) {
        coder.encode(Double(initialVelocity.dx), forKey: "UIInitialVelocityDX")
        coder.encode(Double(initialVelocity.dy), forKey: "UIInitialVelocityDY")
        if let dampingRatio {
            coder.encode(Double(dampingRatio), forKey: "UIDampingRatio")
        } else if let physical {
            coder.encode(Double(physical.mass), forKey: "UIMass")
            coder.encode(Double(physical.stiffness), forKey: "UIStiffness")
            coder.encode(Double(physical.damping), forKey: "UIDamping")
        }
    }

    public nonisolated static var supportsSecureCoding: Bool { true }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Spring constants for an animation of `duration` seconds.
    func springConstants(duration: TimeInterval) -> (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        if let physical { return physical }
        let zeta = max(dampingRatio ?? 1, 0.05)
        let omega = CGFloat(log(1000.0)) / (min(zeta, 1) * CGFloat(max(duration, 0.01)))
        return (1, omega * omega, 2 * zeta * omega)
    }
}

extension UICubicTimingParameters: @MainActor NSSecureCoding {}
extension UISpringTimingParameters: @MainActor NSSecureCoding {}
