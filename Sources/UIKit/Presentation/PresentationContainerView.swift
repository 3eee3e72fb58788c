import Foundation

/// The view a presentation happens in (UIKit's transition view): it covers the window, or
/// the presentation context, and lays out through its presentation controller (PC-04).
@MainActor
final class PresentationContainerView: UIView, PresentationChromeView {
    weak var presentationController: UIPresentationController?
    /// True while trait changes flow through the container (so the controller need not push
    /// them to the presented view itself).
    private(set) var isPropagatingTraits = false

    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        presentationController?.layoutBuiltInViews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    /// Whether touches that reach the container itself go on to the views behind it (a
    /// popover covers only part of the window).
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        isPropagatingTraits = true
        presentationController?.containerTraitsDidChange()
        isPropagatingTraits = false
    }
}

/// The rounded card a sheet's view sits in.
@MainActor
final class SheetCardView: UIView, PresentationChromeView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        layer.cornerRadius = SheetMetrics.cornerRadius
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }
}

/// The translucent black layer between a sheet and what it covers.
@MainActor
final class DimmingView: UIView, PresentationChromeView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: SheetMetrics.dimmingAlpha)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }
}
