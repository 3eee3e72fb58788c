import Foundation
@testable import UIKit
import UIKitTesting

/// A button that logs what focus asks and tells it, and can refuse moves.
@MainActor
final class FocusLoggingButton: UIButton {
    var log: [String] = []
    var refusesLeaving = false

    static func titled(_ title: String, frame: CGRect) -> FocusLoggingButton {
        let button = FocusLoggingButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        return button
    }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        log.append("should \(context.focusHeading.name)")
        return !(refusesLeaving && context.previouslyFocusedItem === self)
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let role = context.nextFocusedItem === self ? "gained" : "lost"
        log.append("did \(role) \(context.focusHeading.name)")
    }
}

/// A view that logs the moves inside it and may name a preferred environment.
@MainActor
final class FocusLoggingView: UIView {
    var log: [String] = []
    var preferred: [UIFocusEnvironment] = []
    var refusesEntering: UIView?

    override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        log.append("should")
        return context.nextFocusedItem !== refusesEntering || refusesEntering == nil
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log.append("did \(context.previouslyFocusedView?.accessibilityLabel ?? "nil")→\(context.nextFocusedView?.accessibilityLabel ?? "nil")")
    }
}

extension UIFocusHeading {
    var name: String {
        switch self {
        case .next: return "next"
        case .previous: return "previous"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case []: return "none"
        default: return "\(rawValue)"
        }
    }
}

/// Counts the focus system's notifications.
@MainActor
final class FocusNotificationRecorder {
    private(set) var updates: [UIFocusUpdateContext] = []
    private(set) var coordinators: [UIFocusAnimationCoordinator] = []
    private(set) var failures: [UIFocusUpdateContext] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                if let context = info[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext { self?.updates.append(context) }
                if let coordinator = info[UIFocusSystem.animationCoordinatorUserInfoKey] as? UIFocusAnimationCoordinator {
                    self?.coordinators.append(coordinator)
                }
            }
        })
        observers.append(center.addObserver(forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                if let context = info[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext { self?.failures.append(context) }
            }
        })
    }

    func stop() { observers.forEach(NotificationCenter.default.removeObserver) }
}

extension HeadlessScreen {
    func tab(backwards: Bool = false) { press(.keyboardTab, characters: "\t", modifiers: backwards ? .shift : []) }
}
