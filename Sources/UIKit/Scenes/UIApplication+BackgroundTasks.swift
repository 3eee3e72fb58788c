import Foundation

/// Background tasks: work the app asks to finish before it goes away.
///
/// A desktop does not suspend an application whose windows are minimised, so a task runs as
/// long as it needs while the app runs. What iOS's background time protects on a desktop is
/// the app's end: when the user closes its last window, or the desktop asks it to quit
/// (`SIGTERM`), the app does not end while a task is open — its windows are gone, its scenes
/// have heard they went away — until the last task ends or `backgroundTaskTimeLimit` (30
/// seconds, iOS's figure) passes. Then each open task's expiration handler runs (it should end
/// its task), and the app terminates (`applicationWillTerminate`).
extension UIApplication {
    /// How long the app may keep running for its open tasks once it is ending.
    static let backgroundTaskTimeLimit: TimeInterval = 30

    /// One open task.
    struct BackgroundTask {
        let name: String?
        let expirationHandler: (@MainActor () -> Void)?
    }

    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the start of work that should finish even if the app is asked to end; call
    /// `endBackgroundTask(_:)` with the identifier when it has. `.invalid` once the app's time
    /// to finish has run out.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        guard !isTerminating, !backgroundTimeExpired else { return .invalid }
        lastBackgroundTaskNumber += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastBackgroundTaskNumber)
        backgroundTasks[identifier] = BackgroundTask(name: taskName, expirationHandler: handler)
        return identifier
    }

    /// Ends a task: an app that was waiting only for it to end terminates now. Ending
    /// `.invalid`, or a task already ended, does nothing.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard backgroundTasks.removeValue(forKey: identifier) != nil else { return }
        if backgroundTasks.isEmpty, terminationDeadline != nil { finishTermination() }
    }

    /// How long the app may still run for its open tasks: the time left before it is ended, once
    /// it is ending; otherwise unlimited (`greatestFiniteMagnitude`, as iOS answers in the
    /// foreground), because a desktop lets a running app run.
    public var backgroundTimeRemaining: TimeInterval {
        guard let deadline = terminationDeadline, let host = UIKitHost.current else { return .greatestFiniteMagnitude }
        return max(0, deadline - host.currentTime)
    }

    /// The app is ending: with tasks open, it waits for them (at most the time limit); without,
    /// it terminates at once. Called where the app ends (its last window closed, a quit).
    func terminateAfterBackgroundTasks() {
        guard !isTerminating, terminationDeadline == nil else { return }
        guard !backgroundTasks.isEmpty, let host = UIKitHost.current else { return terminate() }
        let deadline = host.currentTime + Self.backgroundTaskTimeLimit
        terminationDeadline = deadline
        host.schedule(at: deadline) { [weak self] in self?.backgroundTimeRanOut() }
    }

    /// The time is up: every open task hears its expiration handler, and the app ends whether
    /// or not they ended their tasks (iOS would kill it).
    private func backgroundTimeRanOut() {
        guard terminationDeadline != nil, !isTerminating else { return }
        backgroundTimeExpired = true
        for (identifier, task) in backgroundTasks.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            task.expirationHandler?()
            if backgroundTasks[identifier] != nil {
                UIKitLog.write("slate: the background task \(task.name.map { "\"\($0)\"" } ?? "\(identifier.rawValue)") did not end within \(Int(Self.backgroundTaskTimeLimit)) seconds; the app ends now. Call endBackgroundTask(_:) from its expiration handler.")
            }
        }
        finishTermination()
    }

    private func finishTermination() {
        terminationDeadline = nil
        backgroundTasks = [:]
        terminate()
    }
}
