import Foundation

/// The swipe from the primary's edge that drags hidden columns in (spec SPLIT-21, SPLIT-34):
/// the columns follow the finger, and letting go past half their width (or flicking) shows
/// them; otherwise they slide back. `presentsWithGesture` false turns it off.
extension UISplitViewController {
    /// A drag in progress: the mode it would show, and how far its columns are in (0…1).
    struct InteractiveReveal {
        let mode: DisplayMode
        var progress: CGFloat
    }

    /// The mode a swipe shows from the current one, if any: the primary (and, in a triple
    /// column, the supplementary it needs).
    var modeRevealedBySwipe: DisplayMode? {
        guard presentsWithGesture, !isCollapsed, style != .unspecified else { return nil }
        let visible = SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle)
        guard !visible.contains(.primary) else { return nil }
        let behavior = splitBehavior
        let wanted: DisplayMode = effectiveStyle == .tripleColumn && visible.contains(.supplementary)
            ? (behavior == .overlay ? .twoOverSecondary : .twoDisplaceSecondary)
            : (behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
        return SplitDisplayModes.nearest(wanted, behavior: behavior, style: effectiveStyle)
    }

    func handleEdgeSwipe(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let container = storedView else { return }
        switch recognizer.state {
        case .began:
            guard let mode = modeRevealedBySwipe else { return }
            delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
            interactiveReveal = InteractiveReveal(mode: mode, progress: 0)
        case .changed:
            guard var reveal = interactiveReveal else { return }
            let distance = recognizer.translation(in: container).x * (primaryIsOnRight ? -1 : 1)
            reveal.progress = min(max(distance / max(1, revealedWidth(for: reveal.mode)), 0), 1)
            interactiveReveal = reveal
            container.setNeedsLayout()
        case .ended, .cancelled, .failed:
            guard let reveal = interactiveReveal else { return }
            let velocity = recognizer.velocity(in: container).x * (primaryIsOnRight ? -1 : 1)
            let shows = recognizer.state == .ended && (reveal.progress > 0.5 || velocity > 500)
            delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
            if shows {
                interactiveReveal = nil
                requestedDisplayMode = reveal.mode
                displayModeNeedsUpdate(animated: true)
            } else {
                interactiveReveal?.progress = 0
                UIView.animate(withDuration: Self.columnAnimationDuration * reveal.progress, delay: 0, options: [.curveEaseOut],
                               animations: { container.layoutIfNeeded() },
                               completion: { [weak self] _ in
                                   self?.interactiveReveal = nil
                                   self?.storedView?.setNeedsLayout()
                               })
                container.setNeedsLayout()
                container.layoutIfNeeded()
            }
        default:
            break
        }
    }

    /// The width of the columns a mode adds at the primary's side.
    func revealedWidth(for mode: DisplayMode) -> CGFloat {
        let widths = SplitColumnWidths(split: self, width: layoutSize.width)
        let current = SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle)
        return SplitDisplayModes.visibleColumns(mode, style: effectiveStyle)
            .filter { !current.contains($0) }
            .reduce(0) { $0 + ($1 == .primary ? widths.primary : $1 == .supplementary ? widths.supplementary : 0) }
    }

    var primaryIsOnRight: Bool {
        (primaryEdge == .trailing) != (storedView?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The edge the swipe starts from follows the primary's side.
    func updateEdgeSwipeEdges() {
        edgeSwipeRecognizer.edges = primaryIsOnRight ? .right : .left
        edgeSwipeRecognizer.isEnabled = presentsWithGesture
    }
}

/// The edge swipe's delegate: it begins only when the swipe would reveal something.
@MainActor
final class SplitEdgeSwipeGate: NSObject, UIGestureRecognizerDelegate {
    private weak var split: UISplitViewController?

    init(split: UISplitViewController) {
        self.split = split
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        split?.modeRevealedBySwipe != nil
    }
}
