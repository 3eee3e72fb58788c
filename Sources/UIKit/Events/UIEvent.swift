import Foundation

/// An input event. The events issue adds touches, presses and delivery; views need the type
/// now for `hitTest(_:with:)` and `point(inside:with:)`.
@MainActor
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
    }

    /// The kind of event.
    open private(set) var type: EventType
    open private(set) var subtype: EventSubtype
    /// Seconds on the host clock when the event happened.
    open private(set) var timestamp: TimeInterval

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }
}
