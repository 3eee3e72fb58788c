import Foundation

/// A button in a navigation bar or toolbar: a system item, a title, an image, or a custom
/// view (spec ITEM-02). Tapping an enabled item performs its `primaryAction` when it has one,
/// else sends `action` to `target` — through the responder chain when `target` is nil
/// (ITEM-03, ITEM-04). With a `menu` and no action the menu opens on a tap; with an action
/// too, on a long press (or a secondary click).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    open var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    open weak var target: AnyObject?
    open var action: Selector?
    /// Performed on tap instead of `target`/`action` (iOS 14).
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    open var menu: UIMenu? { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// For fixed spaces, the width; for other items, a minimum width (0 = natural).
    open var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }
    /// Whether a drag resting on the item performs its action, as a tap would (DND-29).
    open var isSpringLoaded = false
    open var tintColor: UIColor? {
        didSet {
            appearanceSetting(\.tintColor, tintColor)
            if tintColor != oldValue { itemDidChange() }
        }
    }
    open var possibleTitles: Set<String>?

    /// The system item this is, if any.
    public private(set) var systemItem: SystemItem?
    /// The button a bar shows for the item now (a popover's anchor).
    weak var shownView: UIView?
    /// Background images and offsets set with the pre-iOS 13 API (UIBarButtonItem+LegacyCustomization.swift).
    var legacyCustomization = BarButtonItemCustomization()

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target
        self.action = action
        if systemItem == .done || systemItem == .save { style = .done }
    }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// The title a system item shows (nil for image system items and spaces).
    var systemTitle: String? {
        switch systemItem {
        case .done?: "Done"
        case .cancel?: "Cancel"
        case .edit?: "Edit"
        case .save?: "Save"
        case .undo?: "Undo"
        case .redo?: "Redo"
        default: nil
        }
    }

    /// The title a bar shows for the item.
    var displayTitle: String? { systemTitle ?? title }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Performs the item's action as a tap does (ITEM-03, ITEM-04): the primary action, else
    /// `action` sent to `target` — or, with no target, up the responder chain from the first
    /// responder, else from the view showing the item. Returns whether anything ran.
    @discardableResult
    func performPrimaryAction(from view: UIView?) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        guard let action else { return false }
        return UIApplication.shared.sendAction(action, to: target, from: self, chainStart: view?.window?.firstResponder ?? view)
    }
}

extension UIBarButtonItem: UISpringLoadedInteractionSupporting {}
