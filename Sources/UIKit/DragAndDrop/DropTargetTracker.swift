import Foundation

/// The drop interaction a drag is over, and what it proposes: found from the view under the
/// touch up through its superviews (the nearest that `canHandle` the session — asked once per
/// drag), told `sessionDidEnter` on arrival, `sessionDidUpdate` on each move and
/// `sessionDidExit` on leaving; every destination entered hears `sessionDidEnd` at the end.
@MainActor
final class DropTargetTracker {
    private(set) var target: UIDropInteraction?
    private(set) var proposal: UIDropProposal?
    /// Destinations asked `canHandle`, and their answers, for this drag.
    private var handles: [ObjectIdentifier: Bool] = [:]
    /// Destinations the drag entered, told `sessionDidEnd` when it ends — and their views, kept
    /// until then: a page may go while a drop settles, and a list's own drop delegate speaks for
    /// its view. (A list freed mid-drop was read after it went: a fuzz finding.)
    private var entered: [(interaction: UIDropInteraction, view: UIView?)] = []

    /// The touch is at `location` in `window` (nil: over none of the app's windows).
    func update(_ session: UIDropSession, at location: CGPoint?, in window: UIWindow?) {
        let found = location.flatMap { location in window.flatMap { dropInteraction(for: session, at: location, in: $0) } }
        if found !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
            target = found
            proposal = nil
            if let found {
                found.delegate?.dropInteraction(found, sessionDidEnter: session)
                if !entered.contains(where: { $0.interaction === found }) { entered.append((found, found.view)) }
            }
        }
        if let target, let delegate = target.delegate {
            proposal = delegate.dropInteraction(target, sessionDidUpdate: session)
        }
    }

    /// The drag leaves the destination without dropping.
    func exit(_ session: UIDropSession) {
        if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
        target = nil
        proposal = nil
    }

    /// The drag is over: every destination it entered hears so.
    func end(_ session: UIDropSession) {
        for (destination, _) in entered { destination.delegate?.dropInteraction(destination, sessionDidEnd: session) }
        entered = []
    }

    /// The operation a drop would do now: the proposal's, when it accepts.
    var acceptedOperation: UIDropOperation? {
        guard target != nil, let operation = proposal?.operation, operation.accepts else { return nil }
        return operation
    }

    private func dropInteraction(for session: UIDropSession, at location: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(location, with: nil)
        while let current = view {
            // A view with a paste configuration takes drops too (its drop target made here, the
            // first time: a subclass may override the getter).
            var pasteDrop: [UIInteraction] = []
            if current.pasteConfiguration != nil {
                let drop = current.pasteConfigurationDrop ?? PasteConfigurationDrop(view: current)
                current.pasteConfigurationDrop = drop
                pasteDrop = [drop.interaction]
            }
            for case let interaction as UIDropInteraction in current.interactions + pasteDrop {
                let key = ObjectIdentifier(interaction)
                if handles[key] == nil {
                    handles[key] = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
                }
                if handles[key] == true { return interaction }
            }
            view = current.superview
        }
        return nil
    }
}
