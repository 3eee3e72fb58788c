import Foundation

/// Gives a view pointer effects: while the pointer is over it, its delegate's region and style
/// decide how the view and the pointer look (spec PTR-01 … PTR-03). Without a delegate, or
/// with one that implements neither method, the whole view gets the automatic effect.
@preconcurrency @MainActor
public final class UIPointerInteraction: NSObject, UIInteraction {
    public weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?

    /// Whether the interaction applies; turning it off ends a current effect.
    public var isEnabled = true {
        didSet {
            if !isEnabled, oldValue { invalidate() }
        }
    }

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks for the region and style again at the pointer's current location, as after the
    /// view's content changed.
    public func invalidate() {
        view?.window?.pointerEffectDriver?.invalidate(self)
    }

    public func willMove(to view: UIView?) {
        if let window = self.view?.window { window.pointerEffectDriver?.interactionWillDetach(self) }
    }

    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// The region at `location` (in the view), as the delegate answers.
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        guard let delegate else { return defaultRegion }
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    /// The style in `region`, as the delegate answers.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let delegate else {
            return view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
        }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}
