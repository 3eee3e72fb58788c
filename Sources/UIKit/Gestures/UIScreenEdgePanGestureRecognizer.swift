import Foundation

/// A pan that starts at an edge of the window (the screen, on an iPad) and moves away from it,
/// for drawers and the navigation controller's back swipe.
///
/// QUIRK, emulated (spec GR-06): despite its plural name, `edges` must be a single edge; with
/// several or none the recognizer never begins.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    /// How close to the edge a touch must begin.
    static let edgeRegion: CGFloat = 20

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, trackedTouches.count == touches.count else {
            super.touchesBegan(touches, with: event)
            return
        }
        guard let touch = touches.first, let window = touch.window, isSingleEdge, startsAtEdge(touch.location(in: nil), in: window.bounds) else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    /// It must move away from its edge, more along that axis than across it.
    override func panMayBegin(_ moved: CGVector) -> Bool {
        let away: CGFloat
        switch edges {
        case .left: away = moved.dx
        case .right: away = -moved.dx
        case .top: away = moved.dy
        default: away = -moved.dy
        }
        let across = edges == .left || edges == .right ? abs(moved.dy) : abs(moved.dx)
        return away > 0 && across <= away
    }

    private var isSingleEdge: Bool {
        [UIRectEdge.top, .left, .bottom, .right].contains(edges)
    }

    private func startsAtEdge(_ point: CGPoint, in bounds: CGRect) -> Bool {
        switch edges {
        case .left: return point.x - bounds.minX <= Self.edgeRegion
        case .right: return bounds.maxX - point.x <= Self.edgeRegion
        case .top: return point.y - bounds.minY <= Self.edgeRegion
        default: return bounds.maxY - point.y <= Self.edgeRegion
        }
    }
}
