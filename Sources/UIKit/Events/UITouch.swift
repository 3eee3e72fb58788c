import Foundation
import SlatePlatform

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
    /// Pressure, where 1 is an average touch's; zero for the pointer and for fingers on
    /// hardware that cannot sense it. A pen on a tablet (a `.pencil` touch) reports it.
    open internal(set) var force: CGFloat = 0
    /// The force at the input mechanism's full pressure: Apple Pencil's for a pen, else zero.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// A pen's angle with the surface: 0 lying flat, π/2 upright. π/2 for other touches.
    open internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// Where a pen's top end leans, in the window's coordinates; 0 (along +x) for other touches.
    var azimuthInWindow: CGFloat = 0

    /// The properties whose values are estimates that may be updated later. Always empty:
    /// Slate's hosts report a pen's pressure and angles as the tablet measured them, final when
    /// they arrive (an Apple Pencil estimates force and angles and corrects them over
    /// Bluetooth), so `touchesEstimatedPropertiesUpdated(_:)` is never called.
    open var estimatedProperties: Properties { [] }
    /// The estimated properties still expecting an update: always empty (see `estimatedProperties`).
    open var estimatedPropertiesExpectingUpdates: Properties { [] }
    /// The index that ties an update to the touch it corrects: nil, as no touch expects one.
    open var estimationUpdateIndex: NSNumber? { nil }

    /// A set of touch properties, for estimates and their updates.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        /// For predicted touches.
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// Apple Pencil's maximum possible force (25/6, measured on iPads): a pen at the tablet's
    /// full pressure reports it.
    static let pencilMaximumPossibleForce: CGFloat = 25.0 / 6.0

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

    /// The direction a pen's top end leans, as an angle from `view`'s positive x axis (the
    /// window's when nil). 0 for touches that are not a pen's.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// A unit vector in `view`'s coordinates (the window's when nil) pointing where a pen's top
    /// end leans; (1, 0) for touches that are not a pen's.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let direction = CGPoint(x: cos(azimuthInWindow), y: sin(azimuthInWindow))
        guard let window, let view, view !== window else { return CGVector(dx: direction.x, dy: direction.y) }
        let origin = window.convert(CGPoint.zero, to: view)
        let tip = window.convert(direction, to: view)
        let dx = tip.x - origin.x, dy = tip.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return CGVector(dx: 1, dy: 0) }
        return CGVector(dx: dx / length, dy: dy / length)
    }

    /// Takes a pen's pressure and angles from the host.
    func take(_ stylus: PlatformStylus) {
        maximumPossibleForce = Self.pencilMaximumPossibleForce
        force = stylus.pressure * Self.pencilMaximumPossibleForce
        altitudeAngle = stylus.altitude
        azimuthInWindow = stylus.azimuth
    }

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
