import Foundation
import SlatePlatform

/// An input event: a touches sequence, key presses, pointer hover, scroll or a trackpad
/// transform.
///
/// During one multitouch sequence every report is the same `UIEvent`, delivered again each
/// time a touch changes (spec TCH-01); `allTouches` holds the sequence's live touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Pointer buttons held during an event (iOS 13.4).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// Button `buttonNumber` (1 is primary, 2 secondary, 3 the middle button …).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << max(0, buttonNumber - 1))
        }
    }

    open internal(set) var type: EventType
    open internal(set) var subtype: EventSubtype
    /// Seconds on the host clock when the event happened.
    open internal(set) var timestamp: TimeInterval
    /// Modifier keys held (iOS 13.4).
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// Pointer buttons held (iOS 13.4); empty for fingers.
    open internal(set) var buttonMask: ButtonMask = []

    /// Whether `touch` is the pointer pressed with the middle button alone: on a Linux desktop
    /// that pastes the primary selection into text.
    func isMiddleClick(_ touch: UITouch) -> Bool {
        touch.type == .indirectPointer && buttonMask == .button(3)
    }

    /// The sequence's touches, in the order they began.
    var touchList: [UITouch] = []
    /// Where a pointer event (hover, scroll, transform) happened, in window coordinates.
    var pointerLocation: CGPoint = .zero
    /// The window a pointer event happened in, or a remote-control event goes to.
    weak var pointerWindow: UIWindow?
    /// Hover events: false for the event reporting that the pointer left the window.
    var pointerIsInWindow = true
    /// Scroll events: the movement, in points, and whether it came from a trackpad.
    var scroll = ScrollInput()
    /// Transform events: the trackpad's pinch and rotation so far in the gesture.
    var transform = TransformInput()

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event, of all phases and views (spec TCH-07); nil for events without
    /// touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches whose hit-test view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.view === view })
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { $0.window === window })
    }

    /// The touches `gestureRecognizer` is receiving.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(touchList.filter { touch in touch.recognizers.contains { $0.recognizer === gestureRecognizer } })
    }

    /// Hands the event to the windows it concerns (`UIApplication.sendEvent(_:)`).
    func deliverThroughWindows() {
        switch type {
        case .touches:
            var windows: [UIWindow] = []
            for touch in touchList {
                if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(self) }
        case .presses:
            (self as? UIPressesEvent)?.pressList.first?.window?.sendEvent(self)
        default:
            pointerWindow?.sendEvent(self)
        }
    }

    /// Slate's hosts report one sample per touch per event, so the coalesced touches of a
    /// touch are the touch itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [touch] : nil
    }

    /// Slate does not predict touches.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [] : nil
    }
}

/// A scroll event's movement: wheel clicks (discrete) or trackpad/precise deltas (continuous),
/// in points, positive when content should move toward the origin's opposite (down and right).
struct ScrollInput {
    var delta: CGVector = .zero
    var isContinuous = false
    var phase: PlatformGesturePhase = .changed
}

struct TransformInput {
    var scale: CGFloat = 1
    var rotation: CGFloat = 0
    var phase: PlatformGesturePhase = .changed
}
