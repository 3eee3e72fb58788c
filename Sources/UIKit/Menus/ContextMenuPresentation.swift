import Foundation

/// A context menu on show in a window: the backdrop that takes taps outside, the lifted
/// preview when a finger opened it, and the menu placed to stay inside the window. It runs
/// the delegate's appearing and ending messages and, once the menu has gone, what was chosen.
@MainActor
final class ContextMenuPresentation {
    let interaction: UIContextMenuInteraction
    let configuration: UIContextMenuConfiguration
    /// Opened by a finger (rich, with a preview) rather than a pointer (compact, without).
    let byTouch: Bool
    let menuView: ContextMenuView
    let overlay = ContextMenuBackdropView()
    private let window: UIWindow
    /// The lifted look of the view (or the configuration's preview controller's view).
    private var previewView: UIView?
    private var highlightPreview: UITargetedPreview?
    private let previewViewController: UIViewController?
    private weak var previousFirstResponder: UIResponder?
    private var isEnding = false

    /// Margin kept from the window's edges, and between the preview and the menu.
    static let margin: CGFloat = 8
    static let appearDuration: TimeInterval = 0.25
    static let endDuration: TimeInterval = 0.2

    private static var presentations: [(window: WeakReference<UIWindow>, presentation: ContextMenuPresentation)] = []

    /// The menu on show in `window`, if one is.
    static func active(in window: UIWindow?) -> ContextMenuPresentation? {
        presentations.removeAll { $0.window.object == nil }
        return presentations.first { $0.window.object === window }?.presentation
    }

    /// Where a control's menu attaches: the control's frame and its `menuAttachmentPoint(for:)`,
    /// both in the window.
    struct Attachment {
        let frame: CGRect
        let point: CGPoint
    }

    /// Where a control's menu attaches, or nil for a view's menu.
    private let attachment: Attachment?

    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu, byTouch: Bool,
         location: CGPoint, attachedTo attachment: Attachment? = nil, in window: UIWindow) {
        self.attachment = attachment
        self.interaction = interaction
        self.configuration = configuration
        self.byTouch = byTouch
        self.window = window
        menuView = ContextMenuView(menu: menu, metrics: byTouch ? .rich : .compact)
        previewViewController = byTouch ? configuration.previewProvider?() : nil
        overlay.frame = window.bounds
        overlay.backgroundColor = byTouch && attachment == nil ? UIColor.black.withAlphaComponent(0.2) : .clear
        overlay.onOutsideTap = { [weak self] in self?.end(choosing: nil) }
        window.addSubview(overlay)
        if byTouch, attachment == nil, let view = interaction.view {
            let targeted = interaction.delegate?.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
                ?? UITargetedPreview(view: view)
            highlightPreview = targeted
            let lifted = makePreview(of: targeted)
            previewView = lifted
            overlay.addSubview(lifted)
            overlay.preview = lifted
            overlay.onPreviewTap = { [weak self] in self?.commitPreview() }
        }
        overlay.addSubview(menuView)
        menuView.onChoose = { [weak self] element in self?.end(choosing: element) }
        menuView.onCancel = { [weak self] in self?.end(choosing: nil) }
        menuView.onContentChange = { [weak self] in self?.placeAgain() }
        self.location = location
        place(at: location)
        Self.presentations.append((WeakReference(window), self))
    }

    /// The preview's look: the configuration's view controller at its preferred size, or a
    /// snapshot of the targeted view in its visible path, where the view is.
    private func makePreview(of targeted: UITargetedPreview) -> UIView {
        let center = targeted.target.container.convert(targeted.target.center, to: window)
        let preview: UIView
        if let controller = previewViewController {
            let size = controller.preferredContentSize == .zero ? targeted.size : controller.preferredContentSize
            controller.view.frame = CGRect(origin: .zero, size: size)
            controller.view.layer.cornerRadius = 13
            controller.view.layer.masksToBounds = true
            preview = controller.view
        } else {
            preview = UIImageView(image: targeted.parameters.snapshot(of: targeted.view))
            preview.bounds = CGRect(origin: .zero, size: targeted.view.bounds.size)
        }
        preview.center = center
        preview.layer.shadowColor = UIColor.black.cgColor
        preview.layer.shadowOpacity = 0.2
        preview.layer.shadowRadius = 16
        return preview
    }

    /// A pointer's menu opens at the pointer, flipping left or up where the window ends; a
    /// finger's sits under its preview; a control's hangs from its attachment point (the
    /// middle of its bottom edge unless it says otherwise: centred there, or reaching inwards
    /// from a point on either side edge), or stands as far above the control when there is
    /// more room there. Any scrolls when the window is too short for it.
    private func place(at location: CGPoint) {
        let bounds = window.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var size = menuView.preferredSize()
        var origin: CGPoint
        // The box the menu goes under or over: the control's, its bottom at the attachment point.
        let attached = attachment.map { CGRect(x: $0.frame.minX, y: $0.point.y - $0.frame.height, width: $0.frame.width, height: $0.frame.height) }
        if let frame = attached ?? previewView?.frame {
            let below = bounds.maxY - frame.maxY - Self.margin, above = frame.minY - Self.margin - bounds.minY
            menuView.maximumHeight = max(below, above, Self.margin * 4)
            size = menuView.preferredSize()
            let y = size.height <= below || below >= above ? frame.maxY + Self.margin : frame.minY - Self.margin - size.height
            origin = CGPoint(x: attachment.map { Self.menuX(attachedAt: $0, width: size.width) } ?? frame.minX, y: y)
        } else {
            menuView.maximumHeight = bounds.height
            size = menuView.preferredSize()
            origin = location
            if origin.x + size.width > bounds.maxX { origin.x = location.x - size.width }
            if origin.y + size.height > bounds.maxY { origin.y = location.y - size.height }
        }
        origin.x = min(max(origin.x, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
        origin.y = min(max(origin.y, bounds.minY), max(bounds.minY, bounds.maxY - size.height))
        menuView.frame = CGRect(origin: origin, size: size)
    }

    /// A control's menu's left edge: from a point on the control's leading or trailing edge
    /// the menu reaches inwards, its edge on the point; from elsewhere it hangs centred.
    private static func menuX(attachedAt attachment: Attachment, width: CGFloat) -> CGFloat {
        let x = attachment.point.x, frame = attachment.frame
        if x >= frame.maxX - 0.5 { return x - width }
        if x <= frame.minX + 0.5 { return x }
        return x - width / 2
    }

    /// Shows the menu: `willDisplayMenuFor` with an animator whose animations run with the
    /// menu's appearing; the menu takes the keyboard.
    func show() {
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        interaction.delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        previousFirstResponder = window.firstResponder
        _ = menuView.becomeFirstResponder()
        menuView.alpha = 0
        menuView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        let backdrop = overlay.backgroundColor
        overlay.backgroundColor = backdrop?.withAlphaComponent(0)
        UIView.animate(withDuration: Self.appearDuration, animations: { [self] in
            animator.runAnimations()
            menuView.alpha = 1
            menuView.transform = .identity
            overlay.backgroundColor = backdrop
            previewView?.transform = CGAffineTransform(scaleX: 1.02, y: 1.02)
        }, completion: { _ in animator.finish() })
    }

    /// Another level of the menu replaces the one on show (`updateVisibleMenu`).
    func updateMenu(_ block: (UIMenu) -> UIMenu) {
        menuView.replaceMenu(block(menuView.pages[0].menu))
    }

    /// Where the menu was asked for, in the window.
    private var location: CGPoint = .zero

    /// The menu's rows changed: it is placed again for its new size.
    private func placeAgain() {
        place(at: location)
        menuView.layoutIfNeeded()
    }

    /// The user tapped the preview: `willPerformPreviewActionForMenuWith`, then the menu ends
    /// and the commit animator's completions run.
    private func commitPreview() {
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        interaction.delegate?.contextMenuInteraction(interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        end(choosing: nil, commit: animator)
    }

    /// Ends the menu: `willEndFor`, then (opened by a finger) `previewForDismissingMenuWithConfiguration`;
    /// the menu fades, the preview goes back, and a chosen element runs as the menu goes.
    func end(choosing element: UIMenuElement?, commit: ContextMenuAnimator? = nil) {
        guard !isEnding else { return }
        isEnding = true
        Self.presentations.removeAll { $0.presentation === self }
        let animator = ContextMenuAnimator(previewViewController: previewViewController)
        interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        var destination: CGPoint?
        if previewView != nil {
            let dismissing = interaction.delegate?.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
                ?? highlightPreview
            destination = dismissing.map { $0.target.container.convert($0.target.center, to: window) }
        }
        if menuView.isFirstResponder {
            _ = menuView.resignFirstResponder()
            if let previous = previousFirstResponder, previous !== menuView { _ = previous.becomeFirstResponder() }
        }
        overlay.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.endDuration, animations: { [self] in
            animator.runAnimations()
            commit?.runAnimations()
            menuView.alpha = 0
            overlay.backgroundColor = overlay.backgroundColor?.withAlphaComponent(0)
            if let previewView {
                if let destination, commit?.preferredCommitStyle != .pop {
                    previewView.center = destination
                    previewView.transform = .identity
                } else {
                    previewView.alpha = 0
                    if commit != nil { previewView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
                }
            }
        }, completion: { [self] _ in
            overlay.removeFromSuperview()
            animator.finish()
            commit?.finish()
        })
        // Commands go up the responder chain from the interaction's view.
        element?.performChosen(from: interaction.view)
    }
}

/// The window-wide layer under a context menu: it keeps touches from the interface below, and
/// a tap outside the menu ends it (on the preview, commits it).
@MainActor
final class ContextMenuBackdropView: UIView {
    var onOutsideTap: (() -> Void)?
    var onPreviewTap: (() -> Void)?
    weak var preview: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: .menuBackdropTapped)
        tap.buttonMaskRequired = [.primary]
        addGestureRecognizer(tap)
        let secondary = UITapGestureRecognizer(target: self, action: .menuBackdropTapped)
        secondary.buttonMaskRequired = [.secondary]
        addGestureRecognizer(secondary)
    }

    required init?(coder: NSCoder) { nil }

    func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if let preview, preview.frame.contains(recognizer.location(in: self)) {
            onPreviewTap?()
        } else {
            onOutsideTap?()
        }
    }
}

extension Selector {
    @MainActor static let menuBackdropTapped = Selector("_menuBackdropTapped:", ContextMenuBackdropView.tapped)
}
