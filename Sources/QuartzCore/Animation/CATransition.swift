import Foundation

/// The key Core Animation gives transition animations: `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// An animation from a layer's old look to its new one.
///
/// Added to a layer (`add(_:forKey:)`, usually for `kCATransition`), it takes the layer's look
/// at that moment — the layer and its sublayers as drawn, without its shadow — and then, over
/// its duration on the animation clock, shows that old look giving way to whatever the layer
/// draws now: faded out over it (`.fade`), covered by the new look sliding in (`.moveIn`),
/// pushed out by it (`.push`), or slid away to uncover it (`.reveal`). The moving looks are
/// not clipped to the bounds, as in Core Animation.
///
/// Add the transition before changing the layer (see docs/porting.md): changes already made
/// to the layer's properties are part of its old look.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction of `.moveIn`, `.push` and `.reveal`; nil (the default) is `.fromLeft`.
    /// Ignored by `.fade`.
    open var subtype: CATransitionSubtype?
    /// The part of the transition played, 0…1: it starts at `startProgress` and ends at
    /// `endProgress` (0 and 1 by default).
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    /// The layer's look when the transition was added, and its pixels per point.
    var oldLook: (surface: ImageSurface, scale: CGFloat, bounds: CGRect)?

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CATransition {
            copy.type = type
            copy.subtype = subtype
            copy.startProgress = startProgress
            copy.endProgress = endProgress
            copy.oldLook = oldLook
        }
        return copy
    }

    /// How far the transition has gone at `now` (0…1, eased, within the start and end
    /// progress); nil when it shows nothing.
    func progress(at now: CFTimeInterval, begin: CFTimeInterval) -> CGFloat? {
        guard let phase = phase(at: now, begin: begin).progress else { return nil }
        let start = CGFloat(min(max(startProgress, 0), 1))
        let end = max(start, CGFloat(min(max(endProgress, 0), 1)))
        return start + (end - start) * eased(phase)
    }

    /// Where the old look and the new are, as offsets in the layer's coordinates, and how
    /// opaque the old look is, at `progress`.
    func placement(at progress: CGFloat, size: CGSize) -> (old: CGPoint, new: CGPoint, oldAlpha: CGFloat, oldOnTop: Bool) {
        // The direction the new look comes from, as a unit vector.
        let from: CGPoint
        switch subtype {
        case .fromRight?: from = CGPoint(x: 1, y: 0)
        case .fromTop?: from = CGPoint(x: 0, y: -1)
        case .fromBottom?: from = CGPoint(x: 0, y: 1)
        default: from = CGPoint(x: -1, y: 0)
        }
        let span = CGPoint(x: from.x * size.width, y: from.y * size.height)
        let incoming = CGPoint(x: span.x * (1 - progress), y: span.y * (1 - progress))
        let outgoing = CGPoint(x: -span.x * progress, y: -span.y * progress)
        switch type {
        case .moveIn: return (.zero, incoming, 1, false)
        case .push: return (outgoing, incoming, 1, true)
        case .reveal: return (outgoing, .zero, 1, true)
        default: return (.zero, .zero, 1 - progress, true)
        }
    }
}

/// The kind of a transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition's motion.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
