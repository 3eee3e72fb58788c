import Foundation

/// The app: the top of the responder chain and the place events enter UIKit.
///
/// Hosts hand input to the shared application (`sendEvent(_:)`), which gives it to the window
/// it belongs to. Nil-targeted actions (`sendAction(_:to:from:for:)`) travel from the first
/// responder up the chain to the application and then its delegate (spec RSP-03, RSP-05).
@MainActor
open class UIApplication: UIResponder {
    private static var sharedInstance: UIApplication?

    /// The app's application object (created on first use).
    open class var shared: UIApplication {
        if let sharedInstance { return sharedInstance }
        let application = UIApplication()
        sharedInstance = application
        return application
    }

    /// The app delegate. When it is a responder it is the last link of the responder chain.
    open weak var delegate: UIApplicationDelegate?

    open override var next: UIResponder? { delegate as? UIResponder }

    /// Delivers an event to its window (touches, presses, hover, scroll and transform events).
    open func sendEvent(_ event: UIEvent) {
        event.deliverThroughWindows()
    }

    /// Sends `action` to `target`, or, when `target` is nil, to the first object along the
    /// responder chain — from the first responder of the key window (or `sender`'s chain when it
    /// is a responder) — that can perform it. Returns whether some object performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let start: UIResponder? = UIWindow.keyWindow?.firstResponder ?? (sender as? UIResponder) ?? UIWindow.keyWindow
        return sendAction(action, to: target, from: sender, chainStart: start)
    }

    /// Sends `action` to `target`, or with no target up the responder chain from `chainStart`
    /// (senders that are not responders, such as bar button items, say where their chain starts).
    func sendAction(_ action: Selector, to target: Any?, from sender: Any?, chainStart: UIResponder?) -> Bool {
        if let target = target as AnyObject? {
            return action.perform(on: target, sender: sender)
        }
        guard let handler = chainStart?.target(forAction: action, withSender: sender) else { return false }
        return action.perform(on: handler as AnyObject, sender: sender)
    }
}

/// The app delegate. Slate's application asks it about the app's life, scenes and menus as
/// those subsystems arrive; for now it is the end of the responder chain when it is a
/// `UIResponder`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}
