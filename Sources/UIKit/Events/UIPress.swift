import Foundation

/// A key (or button) held down: the same object from `.began` to `.ended` or `.cancelled`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kind of button. For a hardware keyboard, the arrow, page and Return keys report
    /// their cases and every other key `.select`; read `key` to know which key it is.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }

    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    open internal(set) var type: PressType
    open internal(set) weak var window: UIWindow?
    open internal(set) weak var responder: UIResponder?
    /// The key, for keyboard presses.
    open internal(set) var key: UIKey?
    open internal(set) var force: CGFloat = 0
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// Travelled the whole responder chain without a responder handling it.
    var wasUnhandled = false

    init(key: UIKey, window: UIWindow?, responder: UIResponder?, timestamp: TimeInterval) {
        self.key = key
        self.window = window
        self.responder = responder
        self.timestamp = timestamp
        phase = .began
        switch key.keyCode {
        case .keyboardUpArrow: type = .upArrow
        case .keyboardDownArrow: type = .downArrow
        case .keyboardLeftArrow: type = .leftArrow
        case .keyboardRightArrow: type = .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: type = .select
        case .keyboardPageUp: type = .pageUp
        case .keyboardPageDown: type = .pageDown
        default: type = .select
        }
        super.init()
    }
}

/// The event carrying key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    open var allPresses: Set<UIPress> { Set(pressList) }

    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
