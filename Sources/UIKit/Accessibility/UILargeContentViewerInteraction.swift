import Foundation

/// Shows the large content viewer for the items of a view: while the text size is one of the
/// accessibility sizes (`isEnabled`), a long press on an item — a subview whose
/// `showsLargeContentViewer` is true, or what the delegate names — shows its title and image
/// large in the middle of the view controller's view. Sliding the finger moves the viewer to
/// the item under it; lifting it ends on that item, which a standard control takes as a tap
/// (`touchUpInside`) unless the delegate does something else.
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted (object nil) when `isEnabled` changes: the text size crossed into or out of the
    /// accessibility sizes.
    public nonisolated static let enabledStatusDidChangeNotification =
        Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the large content viewer shows: the user's text size is an accessibility size.
    public class var isEnabled: Bool { UIContentSizeCategory(rawValue: DesktopSettings.current.contentSizeCategory).isAccessibilityCategory }

    public private(set) weak var view: UIView?
    public private(set) weak var delegate: UILargeContentViewerInteractionDelegate?

    /// The long press that shows the viewer. Make your own recognizers that conflict with it
    /// wait for it to fail (or the other way round).
    public var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { press }

    private let press = UILongPressGestureRecognizer()
    private let pressDelegate = LargeContentPressDelegate()
    private var hud: LargeContentViewerHUD?
    private var shownItem: UILargeContentViewerItem?

    public init(delegate: UILargeContentViewerInteractionDelegate? = nil) {
        self.delegate = delegate
        super.init()
        press.minimumPressDuration = Self.pressDuration
        press.addTarget(self, action: .largeContentPress)
        pressDelegate.interaction = self
        press.delegate = pressDelegate
    }

    /// How long the finger rests before the viewer shows.
    static let pressDuration: TimeInterval = 0.5

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
        hideViewer()
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    // MARK: Items

    /// The item at `point` (in the view's coordinates): the delegate's answer when it
    /// implements `itemAt` (nil included), else the frontmost visible view there that shows
    /// the viewer — labels and image views too, which take no touches.
    func item(at point: CGPoint) -> UILargeContentViewerItem? {
        if let delegate {
            let asked = OptionalRequirement.probe { delegate.largeContentViewerInteraction(self, itemAt: point) }
            if asked.isImplemented { return asked.result }
        }
        guard let view else { return nil }
        return Self.frontmostItem(in: view, at: point)
    }

    /// The frontmost visible view at `point` (in `view`'s coordinates) that shows the viewer,
    /// `view` itself last.
    private static func frontmostItem(in view: UIView, at point: CGPoint) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01, view.point(inside: point, with: nil) else { return nil }
        for subview in view.subviews.reversed() {
            if let item = frontmostItem(in: subview, at: subview.convert(point, from: view)) { return item }
        }
        return view.showsLargeContentViewer ? view : nil
    }

    func pressChanged(_ recognizer: UIGestureRecognizer) {
        guard let view else { return }
        let point = press.location(in: view)
        switch press.state {
        case .began, .changed:
            showViewer(for: item(at: point))
        case .ended:
            let item = shownItem
            hideViewer()
            if let delegate {
                delegate.largeContentViewerInteraction(self, didEndOn: item, at: point)
            } else {
                Self.performDefaultAction(on: item)
            }
        default:
            hideViewer()
        }
    }

    /// A standard control takes the end of the press as a tap.
    static func performDefaultAction(on item: UILargeContentViewerItem?) {
        guard let control = item as? UIControl, control.isEnabled else { return }
        control.sendActions(for: .touchUpInside)
    }

    // MARK: The viewer

    private func showViewer(for item: UILargeContentViewerItem?) {
        guard let item else { return hideViewer() }
        if let shownItem, shownItem === item, hud != nil { return }
        shownItem = item
        guard let host = hostView() else { return }
        let hud = self.hud ?? LargeContentViewerHUD()
        if hud.superview !== host { host.addSubview(hud) }
        hud.show(item)
        hud.center = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
        self.hud = hud
    }

    private func hideViewer() {
        hud?.removeFromSuperview()
        hud = nil
        shownItem = nil
    }

    /// The view the viewer shows in: the delegate's view controller's, else that of the
    /// controller whose view holds the interaction's view, else the window.
    private func hostView() -> UIView? {
        if let delegate {
            let asked = OptionalRequirement.probe { delegate.viewController(for: self) }
            if asked.isImplemented { return asked.result.view }
        }
        return view?.enclosingViewController?.view ?? view?.window
    }

    /// Whether the press may begin at `point`: the viewer is enabled and there is an item.
    func shouldBegin(at point: CGPoint) -> Bool {
        Self.isEnabled && item(at: point) != nil
    }
}

/// Lets the viewer's long press begin only where it has something to show.
@MainActor
private final class LargeContentPressDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UILargeContentViewerInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view else { return false }
        return interaction.shouldBegin(at: gestureRecognizer.location(in: view))
    }
}

/// Customizes the large content viewer: which item is where, what ending on one does, and
/// which view controller shows the viewer. Every method is optional.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {
    /// The press ended on `item` (nil: on none) at `point` in the interaction's view. By
    /// default a standard control is sent `touchUpInside`.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?, at point: CGPoint)
    /// The item at `point` in the interaction's view (nil: none there). Without it, the
    /// frontmost subview there that shows the viewer.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> UILargeContentViewerItem?
    /// The controller whose view shows the viewer. Without it, the controller whose view holds
    /// the interaction's view.
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?,
                                              at point: CGPoint) {
        UILargeContentViewerInteraction.performDefaultAction(on: item)
    }

    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> UILargeContentViewerItem? {
        OptionalRequirement.markDefault()
        return nil
    }

    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        OptionalRequirement.markDefault()
        return UIViewController()
    }
}

extension Selector {
    @MainActor static let largeContentPress = Selector("_largeContentPressChanged:", UILargeContentViewerInteraction.pressChanged)
}
