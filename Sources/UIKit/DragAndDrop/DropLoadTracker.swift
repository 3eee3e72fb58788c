import Foundation

/// A drop's loads in flight: how many, and who waits for them all to end (the source
/// application to hear the drop finish, the progress indicator to go).
@MainActor
final class DropLoadTracker {
    private(set) var inFlight = 0
    private var idleHandlers: [() -> Void] = []

    func started() {
        inFlight += 1
    }

    func ended() {
        inFlight = max(0, inFlight - 1)
        guard inFlight == 0 else { return }
        let handlers = idleHandlers
        idleHandlers = []
        for handler in handlers { handler() }
    }

    /// Runs `handler` once no load is in flight: now, or when the last ends.
    func whenIdle(_ handler: @escaping () -> Void) {
        if inFlight == 0 { handler() } else { idleHandlers.append(handler) }
    }
}

/// Whether the system shows that a drop's data is still arriving.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator: the app shows the loading itself.
    case none = 0
    /// A spinning indicator where the drop landed, from the end of the drop until the data
    /// has arrived.
    case `default` = 1
}

/// The indicator a drop shows while its data is still arriving (`.default` style).
@MainActor
enum DropProgressIndicator {
    /// After a drop concluded: shows a spinner at `location` in `window` until `loads` are
    /// idle, if any are in flight and `style` asks for it.
    static func show(for loads: DropLoadTracker, style: UIDropSessionProgressIndicatorStyle, at location: CGPoint, in window: UIWindow) {
        guard style == .default, loads.inFlight > 0 else { return }
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.center = location
        spinner.isUserInteractionEnabled = false
        window.addSubview(spinner)
        spinner.startAnimating()
        loads.whenIdle { [weak spinner] in
            spinner?.stopAnimating()
            spinner?.removeFromSuperview()
        }
    }
}
