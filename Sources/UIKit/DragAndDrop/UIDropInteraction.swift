import Foundation

/// Makes a view a drop destination (DND-01): its delegate decides what the view takes.
@preconcurrency @MainActor
public final class UIDropInteraction: NSObject, UIInteraction {
    public weak var delegate: UIDropInteractionDelegate?
    public private(set) weak var view: UIView?

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}
