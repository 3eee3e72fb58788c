import Foundation

extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, taking it from the view it was attached to.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
        if interaction is UIDragInteraction || interaction is UIDropInteraction { AccessibilityTreeSync.setNeedsUpdate() }
    }

    /// Detaches `interaction`; does nothing if it is not attached here.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
        // A screen reader offers the drags and drops of the interactions a view has.
        if interaction is UIDragInteraction || interaction is UIDropInteraction { AccessibilityTreeSync.setNeedsUpdate() }
    }
}
