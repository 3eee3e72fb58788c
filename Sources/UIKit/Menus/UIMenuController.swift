import Foundation

/// The edit menu: the bar of Cut, Copy, Paste, Select, Select All and Delete commands, and the
/// app's own `menuItems`, shown above (or below) a target rectangle in a view.
///
/// The menu offers only what the first responder's chain can perform now: each command's
/// action is checked with `target(forAction:withSender:)` from the window's first responder,
/// the menu controller as sender — so a view that shows the menu is usually made first
/// responder first. With no first responder, or nothing performable, the menu does not show.
/// Choosing a command hides the menu and sends its action up the same chain, the menu
/// controller as sender. The menu hides when the first responder changes, when a touch or
/// click lands outside it, on Escape, and when its window resizes.
@preconcurrency @MainActor
open class UIMenuController: NSObject {

    /// Which way the menu's arrow points at the target rectangle.
    public enum ArrowDirection: Int, Sendable {
        /// Down at the rectangle from above it, or up from below when there is no room above.
        case `default` = 0
        /// Up at the rectangle: the menu sits below it.
        case up = 1
        /// Down at the rectangle: the menu sits above it.
        case down = 2
        /// Left at the rectangle: the menu sits on its right.
        case left = 3
        /// Right at the rectangle: the menu sits on its left.
        case right = 4
    }

    private static var created: UIMenuController?

    /// The edit menu (there is one per application).
    open class var shared: UIMenuController {
        if let created { return created }
        let controller = UIMenuController()
        created = controller
        return controller
    }

    private override init() {
        super.init()
    }

    /// Custom commands shown after the standard ones, each while the chain can perform its
    /// action. Nil by default.
    open var menuItems: [UIMenuItem]?

    /// Which way the arrow points; `.default` by default. Takes effect when the menu is next
    /// shown or updated. A side without room for the menu gives way to the opposite one.
    open var arrowDirection: ArrowDirection = .default

    /// The menu on show: where it is and what it points at.
    private struct Presentation {
        let view: EditMenuView
        weak var window: UIWindow?
        weak var targetView: UIView?
        var targetRect: CGRect
    }

    private var presentation: Presentation?
    /// What the menu last pointed at, for showing it again with `isMenuVisible = true`.
    private weak var lastTargetView: UIView?
    private var lastTargetRect: CGRect = .zero

    static let fadeDuration: TimeInterval = 0.1

    /// Whether the menu is on show. Setting true shows it again where it was last shown
    /// from (if that view is still in a window); setting false hides it.
    open var isMenuVisible: Bool {
        get { presentation != nil }
        set {
            if newValue {
                guard presentation == nil, let view = lastTargetView else { return }
                showMenu(from: view, rect: lastTargetRect)
            } else {
                hideMenu()
            }
        }
    }

    /// The menu's frame, arrow included, in screen coordinates; `.zero` while it is hidden.
    open var menuFrame: CGRect {
        guard let view = presentation?.view, view.window != nil else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }

    /// Shows the menu pointing at `targetRect`, in `targetView`'s coordinates; moves it there
    /// when it is already on show. Does nothing for a view outside any window, for a
    /// rectangle that is not finite, or when nothing in the menu can be performed (a menu on
    /// show then hides).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        guard let window = targetView.window, targetRect.isFiniteRect else { return }
        lastTargetView = targetView
        lastTargetRect = targetRect
        let entries = performableEntries(in: window)
        guard !entries.isEmpty else {
            hideMenu()
            return
        }
        if var current = presentation, current.window === window {
            current.targetView = targetView
            current.targetRect = targetRect
            presentation = current
            lay(out: current, entries: entries)
            return
        }
        hideMenu()
        NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
        let view = EditMenuView()
        let shown = Presentation(view: view, window: window, targetView: targetView, targetRect: targetRect)
        presentation = shown
        view.onChoose = { [weak self] entry in self?.choose(entry) }
        view.onPageChange = { [weak self, weak view] in
            guard let self, let current = presentation, current.view === view else { return }
            place(current)
        }
        window.addSubview(view)
        lay(out: shown, entries: entries, notifies: false)
        view.alpha = 0
        UIView.animate(withDuration: Self.fadeDuration, animations: { view.alpha = 1 }, completion: { [weak self] _ in
            NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
        })
    }

    /// Hides the menu if it is on show in `targetView`'s window.
    open func hideMenu(from targetView: UIView) {
        guard let window = presentation?.window, targetView.window === window else { return }
        hideMenu()
    }

    /// Hides the menu if it is on show.
    open func hideMenu() {
        guard let current = presentation else { return }
        presentation = nil
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        let view = current.view
        view.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.fadeDuration, animations: { view.alpha = 0 }, completion: { [weak self] _ in
            view.removeFromSuperview()
            NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
        })
    }

    /// Asks the first responder's chain again which commands it can perform and shows those
    /// (hiding the menu when none is left), placed again for the current `arrowDirection`.
    open func update() {
        guard let current = presentation else { return }
        guard let window = current.window, let targetView = current.targetView, targetView.window === window else {
            hideMenu()
            return
        }
        let entries = performableEntries(in: window)
        guard !entries.isEmpty else {
            hideMenu()
            return
        }
        lay(out: current, entries: entries)
    }

    // MARK: Notifications

    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu on show moves or changes size (`showMenu(from:rect:)` again,
    /// `update()`, another page).
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    // MARK: Commands

    /// The standard edit commands, in the order the menu shows them: a selection's Cut and
    /// Copy, a caret's Select and Select All, then Paste and Delete.
    static let standardEntries: [EditMenuEntry] = [
        EditMenuEntry(title: "Cut", action: .cut),
        EditMenuEntry(title: "Copy", action: .copy),
        EditMenuEntry(title: "Select", action: .select),
        EditMenuEntry(title: "Select All", action: .selectAll),
        EditMenuEntry(title: "Paste", action: .paste),
        EditMenuEntry(title: "Delete", action: .delete),
    ]

    /// The commands the first responder of `window`, or a responder up its chain, can perform.
    private func performableEntries(in window: UIWindow) -> [EditMenuEntry] {
        guard let responder = window.firstResponder else { return [] }
        let custom = (menuItems ?? []).map { EditMenuEntry(title: $0.title, action: $0.action) }
        return (Self.standardEntries + custom).filter { responder.target(forAction: $0.action, withSender: self) != nil }
    }

    /// The user chose `entry`: the menu hides and the action goes up the first responder's
    /// chain, the menu controller as sender.
    private func choose(_ entry: EditMenuEntry) {
        let responder = presentation?.window?.firstResponder
        hideMenu()
        guard let responder else { return }
        _ = UIApplication.shared.sendAction(entry.action, to: nil, from: self, chainStart: responder)
    }

    // MARK: Placement

    private func lay(out presentation: Presentation, entries: [EditMenuEntry], notifies: Bool = true) {
        guard let window = presentation.window else { return }
        let area = Self.area(in: window)
        let before = presentation.view.frame
        if entries != presentation.view.entries || before.isEmpty {
            presentation.view.setEntries(entries, maximumWidth: area.width - 2 * EditMenuPlacement.margin)
        }
        place(presentation, notifies: notifies)
    }

    private func place(_ presentation: Presentation, notifies: Bool = true) {
        guard let window = presentation.window, let targetView = presentation.targetView else { return }
        let area = Self.area(in: window)
        let target = targetView.convert(presentation.targetRect, to: window)
        var size = presentation.view.barSize
        size.width = min(size.width, max(0, area.width - 2 * EditMenuPlacement.margin))
        let before = presentation.view.frame
        presentation.view.placement = EditMenuPlacement(barSize: size, target: target, area: area, requested: arrowDirection)
        presentation.view.layoutIfNeeded()
        if notifies, presentation.view.frame != before {
            NotificationCenter.default.post(name: Self.menuFrameDidChangeNotification, object: self)
        }
    }

    /// Where the menu may go: the window's safe area.
    private static func area(in window: UIWindow) -> CGRect {
        window.bounds.inset(by: window.safeAreaInsets)
    }

    // MARK: What hides the menu

    /// The menu on show in `window`, if it is (without making the shared controller).
    private static func visible(in window: UIWindow) -> UIMenuController? {
        guard let controller = created, let shownIn = controller.presentation?.window, shownIn === window else { return nil }
        return controller
    }

    /// The window's first responder changed.
    static func firstResponderDidChange(in window: UIWindow) {
        visible(in: window)?.hideMenu()
    }

    /// A touch or click began on `view` (nil: on nothing): outside the menu, it hides.
    static func touchBegan(on view: UIView?, in window: UIWindow) {
        guard let controller = visible(in: window), let menuView = controller.presentation?.view else { return }
        if let view, view.isDescendant(of: menuView) { return }
        controller.hideMenu()
    }

    /// Escape hides the menu on show in `window`; true when it did.
    static func escapePressed(in window: UIWindow) -> Bool {
        guard let controller = visible(in: window) else { return false }
        controller.hideMenu()
        return true
    }

    /// The window changed size: the menu no longer points where it should.
    static func windowDidResize(_ window: UIWindow) {
        visible(in: window)?.hideMenu()
    }

    /// The menu's view on show (for tests and the accessibility audit).
    var visibleMenuView: EditMenuView? { presentation?.view }
}

private extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
