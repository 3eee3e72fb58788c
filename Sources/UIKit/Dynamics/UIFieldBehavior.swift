import Foundation

/// A field of force over an area (its `region`, around its `position`): gravity toward a
/// point or along a direction, springs, drag, a set velocity, a vortex, noise, turbulence,
/// and electric and magnetic fields acting on charged items.
///
/// Strengths are in UIKit Newtons, as pushes are: a strength of 1 accelerates a
/// 100 × 100-point item of density 1 at 100 points per second² (see each kind for its law).
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// The law the field follows.
    enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    let kind: Kind
    private var list = DynamicItemList()

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) { if list.add(item) { behaviorDidChange() } }
    open func removeItem(_ item: any UIDynamicItem) { if list.remove(item) { behaviorDidChange() } }
    open var items: [any UIDynamicItem] { list.items }

    /// The field's origin in the reference view's coordinates; its region is centered here.
    open var position = CGPoint.zero { didSet { behaviorDidChange() } }
    /// Where the field acts, around `position`; infinite by default.
    open var region = UIRegion.infinite { didSet { behaviorDidChange() } }
    /// 1 by default.
    open var strength: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// The exponent the field weakens with distance by, beyond `minimumRadius`; 0 (uniform).
    open var falloff: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The distance within which the field does not weaken further; very small by default.
    open var minimumRadius: CGFloat = 0.001 { didSet { behaviorDidChange() } }
    /// The direction of linear gravity and velocity fields; zero for the others.
    open var direction = CGVector.zero { didSet { behaviorDidChange() } }
    /// For noise and turbulence: 0 (noisiest) to 1 (smoothest); 0 for the others.
    open var smoothness: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// For noise and turbulence: how fast the noise changes, in Hz; 0 for the others.
    open var animationSpeed: CGFloat = 0 { didSet { behaviorDidChange() } }

    /// Slows items in proportion to their speed: −strength × velocity × mass.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

    /// Turns items around `position`, counterclockwise on screen for a positive strength, with
    /// a force proportional to their distance from it and their mass.
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

    /// Pulls items toward `position` (pushes them away for a negative strength) with an
    /// acceleration of strength × 1000 points per second², weakened by `falloff`.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    /// Accelerates items along `direction` × strength × 1000 points per second², as gravity does.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Gives items inside the region the velocity `direction` × strength (points per second),
    /// overriding other accelerations.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// Smooth noise that changes over time (deterministic: the same run moves the same way).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise whose strength grows with the item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Hooke's law toward `position`: a force of strength × 10 × distance.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

    /// A force of charge × strength × 100 away from `position` (toward it for opposite signs).
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }

    /// A magnetic field out of the screen: a force of charge × strength × velocity turned a
    /// quarter, which sends charged items round in circles.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

    /// A field whose force `block` computes from the field, the item's position and velocity,
    /// its mass and charge, and the time step.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
