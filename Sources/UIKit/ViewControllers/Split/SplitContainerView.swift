import Foundation

/// The split view controller's view: lays out the columns, or the collapsed controller.
@MainActor
final class SplitContainerView: UIView {
    weak var split: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        split?.layoutColumns()
    }
}

/// Dims the secondary column under columns that float over it or push it aside; a tap on it
/// hides them (SPLIT-17).
@MainActor
final class SplitDimmingView: UIView {
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.1)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: .splitDimmingTapped))
    }

    required init?(coder: NSCoder) { nil }

    func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }
}

extension Selector {
    @MainActor static let splitDimmingTapped = Selector("splitDimmingTapped:", SplitDimmingView.tapped)
    @MainActor static let splitEdgeSwipe = Selector("handleEdgeSwipe:", UISplitViewController.handleEdgeSwipe)
}
