import Foundation
import SlatePlatform

/// The root of a view hierarchy, shown on a screen through a host window.
///
/// A window's frame is in screen coordinates: normally the screen's bounds, but under
/// multitasking narrower and, on the right of a split, offset (spec V-27, MT). Windows are
/// hidden until `makeKeyAndVisible()` (or `isHidden = false`).
///
/// A window's traits are its screen's, with size classes derived from the window's own size
/// by `UIWindow.sizeClasses(for:)` — the iPad multitasking table, extended to any size.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Z-order between windows.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    private static var windows: [WeakReference<UIWindow>] = []
    private static weak var keyWindowReference: UIWindow?

    var platformWindow: PlatformWindow?

    /// Whether the content's Auto Layout decides how small the desktop window can be made:
    /// its root view's compressed fitting size becomes the window's minimum size (with the
    /// scene's `sizeRestrictions` where they ask for more). Mac Catalyst's property; iPadOS
    /// sizes scenes itself. False by default.
    open var canResizeToFitContent = false {
        didSet { if canResizeToFitContent != oldValue { updateHostSizeLimits() } }
    }
    /// The app's main menu as this window's native window shows it.
    private(set) lazy var mainMenu = WindowMainMenu(window: self)
    /// The host that opened `platformWindow`: windows of one host share a screen (tests make
    /// several hosts, and a window left shown stays on its own). Weak, so a window of a host
    /// that is gone matches no other (an identifier could be reused by a later host).
    private(set) weak var platformHost: (any PlatformHost)?
    /// The unobscured area the host reports (status bar, home indicator, window chrome).
    package var hostSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if hostSafeAreaInsets != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        screen = .main
        super.init(frame: frame)
        layer.isHidden = true
        Self.windows.append(WeakReference(self))
        traitInputsDidChange()
        if let scene = UIApplication.shared.implicitWindowScene {
            windowScene = scene
            windowSceneDidChange(from: nil)
        }
    }

    /// A window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window in `windowScene`, as large as the scene (SCN-02, V-35).
    public init(windowScene: UIWindowScene) {
        screen = windowScene.screen
        super.init(frame: windowScene.windows.first?.frame ?? windowScene.initialWindowFrame)
        layer.isHidden = true
        Self.windows.append(WeakReference(self))
        traitInputsDidChange()
        self.windowScene = windowScene
        windowSceneDidChange(from: nil)
    }

    /// The scene the window belongs to. In a scene-based app a window shows only in a scene
    /// that has come to the foreground.
    open weak var windowScene: UIWindowScene? {
        didSet { windowSceneDidChange(from: oldValue) }
    }

    private func windowSceneDidChange(from oldValue: UIWindowScene?) {
        guard windowScene !== oldValue else { return }
        oldValue?.windowDidLeave(self)
        windowScene?.windowDidJoin(self)
        updateDisplay()
    }

    /// Whether the window was shown when its display conditions were last looked at.
    private var wasShown = false

    /// Windows are not made from storyboards; this makes only an appearance proxy
    /// (`UIWindow.appearance()`), which is never shown or counted among the windows.
    public required init?(coder: NSCoder) {
        guard coder is AppearanceProxyCoder else { return nil }
        screen = .main
        super.init(coder: coder)
        layer.isHidden = true
    }

    /// The screen the window is on.
    open var screen: UIScreen {
        didSet {
            guard screen !== oldValue else { return }
            screenDidChange(previousBounds: oldValue.bounds)
        }
    }

    open var windowLevel: Level = .normal

    /// The view controller whose view fills the window (spec VC-01, VC-02, V-33). Setting it
    /// retains it, sizes its view to the window and makes that view the window's content.
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// The status bar the window's controllers ask for (see `statusBarAppearanceNeedsUpdate()`).
    var statusBarAppearance = StatusBarAppearance(style: .default, isHidden: false)

    /// The coordinator of a resize in progress (window size changes are transitions, RES-04).
    var resizeCoordinator: TransitionCoordinator?

    /// The keys that move focus, and the focus ring (KeyboardFocus).
    private(set) lazy var keyboardFocus = KeyboardFocus(window: self)

    /// The window's focus system (FocusEngine; `UIFocusSystem` is a handle on it).
    private(set) lazy var focusEngine = FocusEngine(window: self)

    /// Focus goes to the root view controller.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] { rootViewController.map { [$0] } ?? [] }

    /// The window's first responder (spec FR-05: one per window).
    weak var firstResponder: UIResponder? {
        didSet {
            guard oldValue !== firstResponder else { return }
            focusEngine.firstResponderDidChange(from: oldValue, to: firstResponder)
            AccessibilityTreeSync.setNeedsUpdate()
            oldValue?.firstResponderStatusDidChange(isFirstResponder: false)
            firstResponder?.firstResponderStatusDidChange(isFirstResponder: true)
            if !isHandingOverFirstResponder { reloadInputViewsIfNeeded() }
            updateTextInputRect()
            updateTextInputTraits()
            UIMenuController.firstResponderDidChange(in: self)
        }
    }

    // MARK: Pointer effects (spec PTR-01 … PTR-04)

    /// Applies pointer interactions; made when the pointer first moves over the window.
    var pointerEffectDriver: PointerEffectDriver?

    func pointerMoved(to location: CGPoint?, modifiers: UIKeyModifierFlags) {
        if pointerEffectDriver == nil, location != nil { pointerEffectDriver = PointerEffectDriver(window: self) }
        pointerEffectDriver?.pointerMoved(to: location, modifiers: modifiers)
    }

    // MARK: Input views (spec FR-07)

    /// True while one responder resigns so that another can become first responder.
    var isHandingOverFirstResponder = false

    /// Shows the first responder's input views; made when first needed.
    private var createdInputViewHost: InputViewHost?

    var inputViewHost: InputViewHost {
        if let createdInputViewHost { return createdInputViewHost }
        let host = InputViewHost(window: self)
        createdInputViewHost = host
        return host
    }

    func reloadInputViewsIfNeeded() {
        if createdInputViewHost != nil || firstResponder?.inputView != nil || firstResponder?.inputAccessoryView != nil {
            inputViewHost.reload()
        }
    }

    /// Tells the host where text is being edited, for input-method candidate windows.
    func updateTextInputRect() {
        guard let platformWindow else { return }
        if let input = firstResponder as? UITextInput, let view = firstResponder as? UIView, let position = input.selectedTextRange?.end {
            platformWindow.textInputRect = view.convert(input.caretRect(for: position), to: self)
        } else {
            platformWindow.textInputRect = nil
        }
    }

    /// Tells the host what the first responder's text is, for the input method (an on-screen
    /// keyboard): when it becomes first responder and when it reloads its input views, as
    /// UIKit's keyboard reads the traits.
    func updateTextInputTraits() {
        guard let platformWindow else { return }
        guard let input = firstResponder as? UIKeyInput else {
            platformWindow.textInputTraits = nil
            return
        }
        var traits = input.platformTextInputTraits
        if firstResponder?.inputView != nil { traits.hints.insert(.inhibitOnScreenKeyboard) }
        platformWindow.textInputTraits = traits
    }

    /// The docked input views are not among the window's subviews, as UIKit's keyboard is not.
    open override var subviews: [UIView] {
        guard let container = createdInputViewHost?.container, container.superview === self else { return storedSubviews }
        return storedSubviews.filter { $0 !== container }
    }

    /// The docked input views take touches first.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let container = createdInputViewHost?.container, container.superview === self, !container.isHidden,
           isUserInteractionEnabled, !isHidden, alpha >= 0.01,
           let hit = container.hitTest(convert(point, to: container), with: event) {
            return hit
        }
        return super.hitTest(point, with: event)
    }

    override func boundsSizeDidChangeHook(from oldSize: CGSize) {
        super.boundsSizeDidChangeHook(from: oldSize)
        createdInputViewHost?.windowDidResize()
        UIMenuController.windowDidResize(self)
    }

    /// Turns the host's input for this window into events.
    var inputDispatcher: InputDispatcher {
        if let existingInputDispatcher { return existingInputDispatcher }
        let dispatcher = InputDispatcher(window: self)
        existingInputDispatcher = dispatcher
        return dispatcher
    }
    /// The dispatcher, once input has reached the window (checks that must not make one).
    private(set) var existingInputDispatcher: InputDispatcher?
    /// Drags from the desktop over the window.
    private lazy var desktopDrops = DesktopDropReceiver(window: self)

    // MARK: Events

    /// Delivers an event to the window's views and gesture recognizers: touches to the views
    /// hit and their recognizers, pointer hover, scroll and transform events to recognizers
    /// under the pointer, presses to the first responder. Override to observe events; call
    /// super.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            if event === inputDispatcher.router.touchesEvent { inputDispatcher.router.routeTouches() }
        case .hover, .scroll, .transform:
            inputDispatcher.router.routePointerEvent(event)
        case .presses:
            guard let event = event as? UIPressesEvent else { return }
            deliverPresses(event)
        case .remoteControl:
            (firstResponder ?? self).remoteControlReceived(with: event)
        default:
            break
        }
    }

    /// A first responder leaving the window resigns (whether or not it agrees).
    func resignFirstResponder(within subtree: UIView) {
        guard let responder = firstResponder, let view = responder.responderView, view.isDescendant(of: subtree) else { return }
        _ = responder.resignOnRequest(force: true)
    }

    private func deliverPresses(_ event: UIPressesEvent) {
        for press in event.pressList {
            let responder = press.responder ?? firstResponder ?? self
            switch press.phase {
            case .began: responder.pressesBegan([press], with: event)
            case .changed: responder.pressesChanged([press], with: event)
            case .ended: responder.pressesEnded([press], with: event)
            case .cancelled: responder.pressesCancelled([press], with: event)
            case .stationary: break
            }
        }
    }

    open override var window: UIWindow? { self }

    /// The window's scene, then the application (spec RSP-03).
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// Each window keeps its own undo manager: what is undone in one window is its own.
    open override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager = UndoManager()

    /// Windows take their traits from their screen, with size classes from their size and the
    /// display scale of the native window showing them (`displayScale`).
    override var inheritedTraitCollection: UITraitCollection { inheritedTraitCollection(forSize: bounds.size) }

    /// What the window inherits at `size` (also used before a resize, for the will-transition
    /// calls).
    func inheritedTraitCollection(forSize size: CGSize) -> UITraitCollection {
        let (horizontal, vertical) = Self.sizeClasses(for: size)
        var traits = screen.traitCollection.traits
        traits.displayScale = displayScale
        traits.horizontalSizeClass = horizontal
        traits.verticalSizeClass = vertical
        return UITraitCollection(traits: traits)
    }

    // MARK: Size classes

    /// How a window size maps to size classes. Slate's default follows every iPad
    /// configuration (and iPhone, for vertical): horizontally regular from 678 points wide (the
    /// narrowest regular-width iPad window, half of a 12.9-inch landscape split), vertically
    /// regular from 480 points tall. Replace it to model another device.
    public static var sizeClassRule: @MainActor (CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) = { size in
        (size.width >= 678 ? .regular : .compact, size.height >= 480 ? .regular : .compact)
    }

    static func sizeClasses(for size: CGSize) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
        let classes = sizeClassRule(size)
        return (classes.horizontal, classes.vertical)
    }

    // MARK: Key window

    open var isKeyWindow: Bool { Self.keyWindowReference === self }

    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = Self.keyWindowReference
        Self.keyWindowReference = self
        if let previous {
            previous.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window becomes the key window.
    open func becomeKey() {}

    /// Called when the window stops being the key window.
    open func resignKey() {}

    static var keyWindow: UIWindow? { keyWindowReference }

    package static var allWindows: [UIWindow] {
        windows.removeAll { $0.object == nil }
        return windows.compactMap(\.object)
    }

    // MARK: Visibility and the host

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            updateDisplay()
        }
    }

    /// Whether the window shows: not hidden, and — in an app with scenes — in a scene that has
    /// come to the foreground (a window without a scene shows nowhere there, V-35).
    var isShownOnScreen: Bool {
        guard !isHidden else { return false }
        if let windowScene { return windowScene.hasEnteredForeground }
        return !UIApplication.shared.isSceneBased
    }

    /// Opens or closes the host window and starts appearance events when whether the window
    /// shows changed.
    func updateDisplay() {
        let shown = isShownOnScreen
        if shown, windowScene?.activationState != .unattached || windowScene == nil {
            attachToHost()
        } else {
            detachFromHost()
        }
        guard shown != wasShown else { return }
        wasShown = shown
        if shown {
            // The window itself enters the screen; its subviews took their proxies' settings
            // as they entered it.
            applyAppearanceEnteringWindow(includingSubviews: false)
            installRootViewIfNeeded()
        } else {
            endInteractionsLeavingScreen()
        }
        visibilityDidChange()
        NotificationCenter.default.post(name: shown ? UIWindow.didBecomeVisibleNotification : UIWindow.didBecomeHiddenNotification,
                                        object: self)
    }

    /// The scene disconnected: its windows close, without appearance events, as the scene's
    /// release takes them with it (SCN-16).
    func sceneDidDisconnect() {
        detachFromHost()
        endInteractionsLeavingScreen()
    }

    /// Nothing a person started in a window outlives the window leaving the screen: its
    /// touches are cancelled (a drag lifted in it goes back, its delegates told) and its
    /// context menu ends. (Both kept a closed window alive, with its controllers: fuzz findings.)
    private func endInteractionsLeavingScreen() {
        inputDispatcher.cancelAllTouches(timestamp: UIKitHost.current?.currentTime ?? 0)
        ContextMenuPresentation.active(in: self)?.end(choosing: nil)
        // A screen reader's drag has no touch to cancel.
        _ = AccessibilityDragging.cancelDrag(in: self)
    }

    /// The window's frame in screen coordinates.
    var frameOnScreen: CGRect { untransformedFrame }

    /// Where the window's top-left is on the screen: where the host placed its native window
    /// (a window manager's choice on a desktop), else the window's frame.
    var screenOrigin: CGPoint {
        guard let platformWindow else { return frame.origin }
        return platformWindow.origin
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The content's constraints may have changed what the window can shrink to.
        if canResizeToFitContent { updateHostSizeLimits() }
    }

    private func attachToHost() {
        guard platformWindow == nil, let host = UIKitHost.current else { return }
        let scaleBefore = displayScale
        var request = PlatformWindowRequest(rootLayer: layer, size: bounds.size, screen: screen.platform)
        request.origin = frame.origin
        request.title = windowScene?.desktopTitle ?? ""
        request.minimumSize = hostMinimumSize
        request.maximumSize = windowScene?.sizeRestrictions?.maximumSize ?? .zero
        request.showsTitlebar = windowScene?.showsTitlebar ?? true
        let opened = host.openWindow(request)
        opened.resizeHandler = { [weak self] size in self?.hostDidResize(to: size) }
        opened.inputHandler = { [weak self] input in self?.inputDispatcher.handle(input) }
        opened.dropHandler = { [weak self] event in self?.desktopDrops.handle(event) ?? .none }
        opened.mainMenuProvider = { [weak self] in self?.mainMenu.menu() ?? PlatformMenu(sections: []) }
        opened.mainMenuHandler = { [weak self] id in self?.mainMenu.choose(id) }
        if let windowScene {
            opened.closeRequestHandler = { [weak windowScene, weak self] in
                guard let windowScene, let self else { return }
                UIApplication.shared.userDidCloseWindow(self, of: windowScene)
            }
            opened.activationHandler = { [weak windowScene, weak self] isFocused in
                guard let windowScene else { return }
                UIApplication.shared.windowFocusDidChange(of: windowScene, window: self, isFocused: isFocused)
            }
            opened.minimizationHandler = { [weak windowScene] isMinimized in
                guard let windowScene else { return }
                UIApplication.shared.windowMinimizationDidChange(of: windowScene, isMinimized: isMinimized)
            }
        }
        opened.scaleHandler = { [weak self] _ in self?.displayScaleDidChange() }
        platformWindow = opened
        platformHost = host
        if displayScale != scaleBefore { displayScaleDidChange() }
    }

    private func detachFromHost() {
        let scaleBefore = displayScale
        platformWindow?.close()
        platformWindow = nil
        if displayScale != scaleBefore { displayScaleDidChange() }
    }

    static func hostDidChange(from oldHost: PlatformHost?) {
        for window in allWindows where window.platformWindow != nil {
            window.detachFromHost()
            window.attachToHost()
        }
    }

    /// The host resized the window: it takes the new size, which may change its size classes.
    private func hostDidResize(to size: CGSize) {
        guard size != bounds.size else { return }
        let origin = platformWindow?.origin ?? frame.origin
        applyWindowFrame(CGRect(origin: origin, size: size), informHost: false)
    }

    open override var frame: CGRect {
        get { super.frame }
        set { applyWindowFrame(newValue, informHost: true) }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue.size != bounds.size, needsResizeTransition {
                performResizeTransition(to: newValue.size) { self.bounds = newValue }
                return
            }
            let oldSize = bounds.size
            super.bounds = newValue
            if bounds.size != oldSize { sizeDidChange(informHost: true) }
        }
    }

    private func applyWindowFrame(_ frame: CGRect, informHost: Bool) {
        if frame.size != bounds.size, needsResizeTransition {
            performResizeTransition(to: frame.size) { self.applyWindowFrame(frame, informHost: informHost) }
            return
        }
        let oldSize = bounds.size
        super.frame = frame
        if informHost, let platformWindow, platformWindow.size != frame.size || platformWindow.origin != frame.origin {
            platformWindow.resize(to: frame.size, origin: frame.origin)
        }
        if bounds.size != oldSize { sizeDidChange(informHost: false) }
    }

    private func sizeDidChange(informHost: Bool) {
        if informHost, let platformWindow, platformWindow.size != bounds.size {
            platformWindow.resize(to: bounds.size, origin: nil)
        }
        traitInputsDidChange()
        windowScene?.geometryMayHaveChanged()
    }

    /// The screen's size or scale changed (a rotation, a new screen). A window that filled the
    /// screen keeps filling it, as iPadOS resizes full-screen windows on rotation.
    func screenDidChange(previousBounds: CGRect? = nil) {
        // A window shown on no host takes its screen's scale: its views' layers follow.
        if layer.contentsScale != displayScale { updateContentsScale(displayScale) }
        if let previousBounds, frame == previousBounds, previousBounds != screen.bounds {
            frame = screen.bounds
        }
        traitInputsDidChange()
        windowScene?.geometryMayHaveChanged()
    }
}

