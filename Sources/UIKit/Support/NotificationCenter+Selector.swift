import Foundation
import Synchronization

/// Observing by selector, as iOS code registers for keyboard and app-life notifications:
/// `addObserver(_:selector:name:object:)` with a Slate `Selector` (which `slate port` writes
/// for `#selector`), and `removeObserver(_:)` / `removeObserver(_:name:object:)` taking the
/// observer itself. Linux's Foundation has only block-based observation.
///
/// As on iOS 9 and later, an observer that goes away stops observing without removing
/// itself. The selector runs on the main actor: at once when the notification is posted on
/// the main thread (every notification UIKit posts), otherwise on the main queue soon after
/// (iOS would run it on the posting thread; docs/porting.md).
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let registration = SelectorObservation(observer: target, name: aName, object: anObject.map { $0 as AnyObject })
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registration, weak self] notification in
            guard let registration else { return }
            guard let observer = registration.observer else {
                // The observer went away: it stops observing, as on iOS.
                self?.removeSelectorObservations { $0 === registration }
                return
            }
            // Handed to the main actor once, and touched only there from then on.
            nonisolated(unsafe) let target = observer
            nonisolated(unsafe) let notification = notification
            let deliver: @MainActor @Sendable () -> Void = { _ = aSelector.perform(on: target, sender: notification) }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated(deliver)
            } else {
                DispatchQueue.main.async(execute: deliver)
            }
        }
        SelectorObservation.all.withLock { $0.append(registration) }
    }

    /// Stops every observation `observer` registered, by selector or (with the token from
    /// `addObserver(forName:object:queue:using:)`) by block.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations { $0.observer === observer }
        removeObserver(observer as Any)
    }

    /// Stops `observer`'s observations of `aName` (every name when nil) from `anObject` (every
    /// sender when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let sender = anObject.map { $0 as AnyObject }
        removeSelectorObservations { registration in
            registration.observer === observer && (aName == nil || registration.name == aName) && (sender == nil || registration.object === sender)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    private func removeSelectorObservations(where matches: (SelectorObservation) -> Bool) {
        let removed = SelectorObservation.all.withLock { all -> [SelectorObservation] in
            let removed = all.filter { matches($0) || $0.observer == nil }
            all.removeAll { matches($0) || $0.observer == nil }
            return removed
        }
        for registration in removed {
            if let token = registration.token { removeObserver(token as Any) }
        }
    }
}

/// One `addObserver(_:selector:name:object:)` registration: the observer (weakly, as iOS
/// holds it) and the block observation standing in for it.
private final class SelectorObservation: @unchecked Sendable {
    static let all = Mutex<[SelectorObservation]>([])

    weak var observer: AnyObject?
    let name: NSNotification.Name?
    weak var object: AnyObject?
    var token: NSObjectProtocol?

    init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
        self.observer = observer
        self.name = name
        self.object = object
    }
}
