import Foundation

/// One finger, or the pointer with a button held, for the life of its contact (spec TCH-02):
/// the same object from `.began` to `.ended` or `.cancelled`.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        /// Pointer hover phases (iOS 13.4): the pointer entered, moved within, left a region.
        case regionEntered, regionMoved, regionExited
    }

    /// What made the touch (spec TCH-09).
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3

        /// The pencil's first name (iOS 9.1).
        public static var stylus: TouchType { .pencil }
    }

    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    /// Taps at this place in quick succession, counting this one.
    open internal(set) var tapCount: Int
    open internal(set) var type: TouchType
    /// The view hit at `.began`; it never changes afterwards (spec TCH-04, HIT-05).
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    /// The radius of the contact: about a fingertip for fingers, zero for the pointer.
    open internal(set) var majorRadius: CGFloat
    open internal(set) var majorRadiusTolerance: CGFloat
    /// Pressure; zero for the pointer and for fingers on hardware that cannot sense it.
    open internal(set) var force: CGFloat = 0
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// The recognizers receiving this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        let alive = recognizers.compactMap(\.recognizer)
        return alive.isEmpty ? nil : alive
    }

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Host identity of the contact (finger id, or the pointer).
    let identifier: Int
    var recognizers: [WeakRecognizer] = []
    /// Whether the touch's view may receive it (multiple-touch and exclusive-touch rules).
    var isDeliveredToView = true
    /// The view has been sent `touchesBegan` for this touch.
    var viewHasBegun = false
    /// Hit-tested and given its recognizers.
    var isAssigned = false
    /// Withheld from views and recognizers alike (exclusive touch).
    var isWithheldEntirely = false
    /// A recognizer recognized and cancelled the touch in its view: nothing more for the view.
    var isCancelledForView = false
    /// Calls withheld from the view while recognizers that delay them might recognize.
    var withheld: [Phase] = []

    init(identifier: Int, type: TouchType, location: CGPoint, window: UIWindow, timestamp: TimeInterval, tapCount: Int) {
        self.identifier = identifier
        self.type = type
        self.window = window
        self.timestamp = timestamp
        self.tapCount = tapCount
        phase = .began
        locationInWindow = location
        previousLocationInWindow = location
        majorRadius = type == .direct ? 20 : 0
        majorRadiusTolerance = type == .direct ? 5 : 0
        super.init()
    }

    /// The touch's position in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    /// The same as `location(in:)`: Slate's hosts report positions without further precision.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window else { return point }
        guard let view else { return point }
        return window.convert(point, to: view)
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
