import Foundation

/// What makes a view with a `pasteConfiguration` a drop destination, as UIKit does: a drag with
/// an item of an acceptable type (and that `canPaste(_:)` takes) is proposed as a copy, and the
/// drop hands the session's item providers to `paste(itemProviders:)`.
///
/// Its interaction is not among the view's `interactions`: the view's own drop interactions are
/// asked first, and this one speaks only for the configuration. The drop target tracker makes it
/// when it first meets a view whose `pasteConfiguration` (perhaps a subclass's getter) is set.
@MainActor
final class PasteConfigurationDrop: UIDropInteractionDelegate {
    private(set) var interaction: UIDropInteraction!

    init(view: UIView) {
        interaction = UIDropInteraction(delegate: self)
        interaction.didMove(to: view)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let view = interaction.view, let configuration = view.pasteConfiguration else { return false }
        let providers = session.items.map(\.itemProvider)
        return configuration.accepts(providers) && view.canPaste(providers)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        interaction.view?.paste(itemProviders: session.items.map(\.itemProvider))
    }
}
