import Foundation

/// What a drop would do, as a drop interaction proposes it (DND-13): `.cancel` ignores the
/// drop, `.forbidden` shows it cannot happen here, `.copy` and `.move` accept it.
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3

    /// Whether a drop with this operation is performed.
    var accepts: Bool { self == .copy || self == .move }
}
