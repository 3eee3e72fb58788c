import Foundation

/// Gives a view a context menu: pressing the secondary (right) button opens it at the pointer,
/// compact and without a preview, as iPadOS does with a trackpad; a long press opens it with
/// the view lifted over a dimmed backdrop and the menu beside it. The delegate makes the menu
/// each time (`configurationForMenuAtLocation`); nil opens nothing, nor does an empty menu
/// without a preview.
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu on show looks.
    public enum Appearance: Int, Sendable {
        /// No menu is on show.
        case unknown
        /// Opened by touch: large rows, a preview.
        case rich
        /// Opened by a pointer: dense rows, no preview.
        case compact
    }

    /// The iOS 14 SDK's spelling of `Appearance` (its API notes named the type in lower case),
    /// so that code written against it compiles.
    public typealias appearance = Appearance

    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?

    private let longPress = UILongPressGestureRecognizer()
    private let secondaryClick = SecondaryPressGestureRecognizer()
    /// Where the menu was asked for, in the view.
    private var menuLocation: CGPoint = .zero
    /// The configuration the delegate gave as the gesture began (asked once, then: a gesture
    /// for which the delegate has no menu does not begin, and leaves the touch to others).
    private var pending: (configuration: UIContextMenuConfiguration, menu: UIMenu)?
    private lazy var gate = ContextMenuGestureGate(interaction: self)

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.minimumPressDuration = Self.longPressDuration
        longPress.allowedTouchTypes = [UITouch.TouchType.direct, .pencil].map { NSNumber(value: $0.rawValue) }
        longPress.addTarget(self, action: .contextMenuRequested)
        secondaryClick.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        secondaryClick.addTarget(self, action: .contextMenuRequested)
        longPress.delegate = gate
        secondaryClick.delegate = gate
    }

    /// How long a finger rests before the menu opens.
    static let longPressDuration: TimeInterval = 0.5

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
        self.view?.removeGestureRecognizer(secondaryClick)
        if view == nil { dismissMenu() }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
        view?.addGestureRecognizer(secondaryClick)
    }

    /// The menu on show, or how the last one showed.
    public var menuAppearance: Appearance {
        guard let presentation else { return .unknown }
        return presentation.byTouch ? .rich : .compact
    }

    /// Where the menu was asked for, in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return menuLocation }
        return own.convert(menuLocation, to: view ?? own.window)
    }

    /// Replaces the menu on show by what `block` makes of it.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        presentation?.updateMenu(block)
    }

    /// Ends the menu on show, as a tap outside it would.
    public func dismissMenu() {
        presentation?.end(choosing: nil)
    }

    /// This interaction's menu, while one is on show.
    private var presentation: ContextMenuPresentation? {
        guard let presentation = ContextMenuPresentation.active(in: view?.window), presentation.interaction === self else { return nil }
        return presentation
    }

    func menuRequested(_ recognizer: UIGestureRecognizer) {
        let opens = recognizer === longPress ? recognizer.state == .began : recognizer.state == .ended
        guard opens, let view, let window = view.window, let pending else { return }
        self.pending = nil
        show(pending.configuration, menu: pending.menu, byTouch: recognizer === longPress, in: window)
    }

    /// Whether a gesture at `location` (in the view) has a menu to open: the delegate is asked
    /// for its configuration, kept for the gesture's opening.
    func gestureMayBegin(at location: CGPoint, byTouch: Bool) -> Bool {
        // (A menu of this interaction already on show — a pull-down button's, still held — stays.)
        guard presentation == nil else { return false }
        pending = menuContents(at: location, byTouch: byTouch)
        return pending != nil
    }

    /// Asks the delegate for the menu at `location`; nil when it has none, or nothing to show.
    private func menuContents(at location: CGPoint, byTouch: Bool) -> (configuration: UIContextMenuConfiguration, menu: UIMenu)? {
        menuLocation = location
        guard let delegate, let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
            return nil
        }
        var menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        if let view { menu = menu.resolvingShareCommands(from: view) }
        let hasPreview = byTouch && configuration.previewProvider != nil
        guard !MenuPage(menu: menu).rows.isEmpty || hasPreview else { return nil }
        return (configuration, menu)
    }

    /// Opens the menu as if asked for at `location` (in the view), by a control whose menu is
    /// its primary action.
    func open(at location: CGPoint, byTouch: Bool, in window: UIWindow) {
        guard presentation == nil, let contents = menuContents(at: location, byTouch: byTouch) else { return }
        show(contents.configuration, menu: contents.menu, byTouch: byTouch, in: window)
    }

    private func show(_ configuration: UIContextMenuConfiguration, menu: UIMenu, byTouch: Bool, in window: UIWindow) {
        ContextMenuPresentation.active(in: window)?.end(choosing: nil)
        let location = menuLocation
        // A control's own menu attaches to the control, which is not lifted; an interaction an
        // app adds to a control is an ordinary context menu.
        let control = (view as? UIControl).flatMap { $0.contextMenuInteraction === self ? $0 : nil }
        let attachment = control.map { control in
            ContextMenuPresentation.Attachment(frame: control.convert(control.bounds, to: window),
                                               point: control.convert(control.menuAttachmentPoint(for: configuration), to: window))
        }
        control?.sendActions(for: .menuActionTriggered)
        let presentation = ContextMenuPresentation(interaction: self, configuration: configuration, menu: menu, byTouch: byTouch,
                                                   location: view?.convert(location, to: window) ?? location,
                                                   attachedTo: attachment, in: window)
        presentation.show()
    }
}

/// Lets the interaction's gestures begin only where its delegate has a menu.
@MainActor
private final class ContextMenuGestureGate: UIGestureRecognizerDelegate {
    unowned let interaction: UIContextMenuInteraction

    init(interaction: UIContextMenuInteraction) {
        self.interaction = interaction
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let view = interaction.view else { return false }
        return interaction.gestureMayBegin(at: recognizer.location(in: view), byTouch: recognizer is UILongPressGestureRecognizer)
    }
}

extension Selector {
    @MainActor static let contextMenuRequested = Selector("_contextMenuRequested:", UIContextMenuInteraction.menuRequested)
}
