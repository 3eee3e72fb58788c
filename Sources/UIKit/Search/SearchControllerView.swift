import Foundation

/// A search controller's view: the results controller's view over a dimming that hides the
/// searched content until there are results — and, when the search controller was presented
/// directly, its search bar at the top.
@MainActor
final class SearchControllerView: UIView {
    private unowned let controller: UISearchController
    private let dimming = UIView()
    var resultsView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let resultsView { addSubview(resultsView) }
            updateAppearance()
        }
    }
    private weak var heldSearchBar: UISearchBar?

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(dimming)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .searchDimmingTap))
    }

    required init?(coder: NSCoder) { nil }

    /// The search bar moves in, at the top.
    func holdSearchBar(_ searchBar: UISearchBar) {
        heldSearchBar = searchBar
        addSubview(searchBar)
        backgroundColor = .systemBackground
        setNeedsLayout()
    }

    /// Dimmed while the results do not show — unless in a popover (which never dims) or told
    /// not to obscure.
    func updateAppearance() {
        let showsResults = controller.showsSearchResultsController
        resultsView?.isHidden = !showsResults
        let inPopover = (controller.activePresentation as? UIPopoverPresentationController)?.isShownAsPopover == true
        let dims = controller.obscuresBackgroundDuringPresentation && !showsResults && !inPopover && heldSearchBar == nil
        dimming.backgroundColor = dims ? SearchControllerView.dimmingColor : nil
        dimming.isHidden = !dims
    }

    /// Where neither the results nor the dimming show, touches reach the searched content
    /// (`obscuresBackgroundDuringPresentation = false`).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && heldSearchBar == nil ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var content = bounds
        if let bar = heldSearchBar, bar.superview === self {
            let top = safeAreaInsets.top
            bar.frame = CGRect(x: 0, y: top, width: bounds.width, height: bar.sizeThatFits(bounds.size).height)
            content = CGRect(x: 0, y: bar.frame.maxY, width: bounds.width, height: max(0, bounds.maxY - bar.frame.maxY))
        }
        dimming.frame = content
        resultsView?.frame = content
    }

    func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { controller.dimmedContentTapped() }
    }

    /// iOS 14's search dimming: black at 20 %.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
}

extension Selector {
    @MainActor static let searchDimmingTap = Selector("_searchDimmingTapped:", SearchControllerView.dimmingTapped)
}
