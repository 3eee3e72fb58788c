import Foundation

/// Manages one view hierarchy: loads it lazily, hears when it appears and disappears, lays
/// it out, takes part in containment and presentation, and adapts to size and trait changes.
///
/// Every overridable method is declared here (Swift on Linux cannot override methods declared
/// in extensions); the machinery lives in `UIViewController+Concern.swift` files:
/// `+Lifecycle` (view loading and appearance), `+Containment`, `+Traits` (trait collections
/// and size transitions), `+Presentation`, `+Show` (show/showDetail percolation).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("view") { object, value in
                guard let controller = object as? UIViewController, value == nil || value is UIView else { return false }
                controller.setView(value as? UIView)
                return true
            },
        ]
    }

    // MARK: Creating

    /// A controller whose view comes from the xib `nibNameOrNil` in `nibBundleOrNil` (the
    /// main bundle when nil); with no name, from a xib named after the class, if there is
    /// one (VC-10).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        Self.registerLiving(self)
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Decodes what `encode(with:)` wrote — the nib name, title and restoration identifier —
    /// as `NSKeyedUnarchiver` does for a controller archived with `NSKeyedArchiver`; a
    /// storyboard's controllers are made through it too (their title and identifiers).
    public required init?(coder: NSCoder) {
        storedNibName = coder.decodeObject(forKey: ArchiveKey.nibName) as? String
        super.init()
        Self.registerLiving(self)
        title = coder.decodeObject(forKey: ArchiveKey.title) as? String
        restorationIdentifier = coder.decodeObject(forKey: ArchiveKey.restorationIdentifier) as? String
        if let coder = coder as? InterfaceBuilderCoder, let storyboard = coder.storyboard {
            storyboardScene = StoryboardScene(storyboard: storyboard, element: coder.element)
        }
    }

    /// `NSCoding`: writes the nib name, title and restoration identifier.
    open func encode(with coder: NSCoder) {
        coder.encode(nibName, forKey: ArchiveKey.nibName)
        coder.encode(title, forKey: ArchiveKey.title)
        coder.encode(restorationIdentifier, forKey: ArchiveKey.restorationIdentifier)
    }

    private enum ArchiveKey {
        static let nibName = "UINibName"
        static let title = "UITitle"
        static let restorationIdentifier = "UIRestorationIdentifier"
    }

    private let storedNibName: String?
    open var nibName: String? { storedNibName }
    open private(set) var nibBundle: Bundle?

    // MARK: The view (spec VC-08 … VC-11)

    var storedView: UIView?
    var isLoadingView = false
    /// The storyboard scene this controller was made from: its element, segues, and the
    /// objects made with it (UIViewController+Storyboard).
    var storyboardScene: StoryboardScene?

    /// The main view, loaded (`loadView()`, then `viewDidLoad()`) on first read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { setView(newValue) }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: the storyboard scene's or the nib's view, else a plain view (VC-10).
    /// An override assigns `view` and does not call super (VC-09).
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    // MARK: Focus (UIFocusEnvironment; FocusEngine)

    /// Where focus goes when the controller asks for an update; empty by default, which means
    /// the first item of its view in Tab's order.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }

    /// The superview of the controller's view.
    open var parentFocusEnvironment: UIFocusEnvironment? { storedView?.superview }

    open var focusItemContainer: UIFocusItemContainer? { storedView }

    open func setNeedsFocusUpdate() { storedView?.window?.focusEngine.requestUpdate(to: self) }

    open func updateFocusIfNeeded() { storedView?.window?.focusEngine.updateIfNeeded() }

    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The focus group of the items in the controller's view that name none nearer.
    open var focusGroupIdentifier: String? { nil }

    /// Whether focus goes back to the item that had it when a controller this one presented
    /// is dismissed. A navigation pop does not restore focus in Slate (see porting.md).
    open var restoresFocusAfterTransition = true

    // MARK: Storyboards and segues

    /// The storyboard this controller was made from (nil for one made in code).
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// Performs the segue `identifier` of this controller's storyboard scene (UIKit raises
    /// when there is none). `shouldPerformSegue` is not asked.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Asked before a segue a control, cell or item triggers is performed; false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue is performed: pass data to `segue.destination`.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind segue: true when it
    /// implements `action` (listed in `interfaceBuilderConnections`) and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && unwindAction(named: action.name) != nil
    }

    /// The children an unwind search looks into: all of them but the one holding the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holding = childContaining(source)
        return children.filter { $0 !== holding }
    }

    /// The child that is, or contains, the unwind segue's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var controller: UIViewController? = source.source
            while let current = controller {
                if current === child { return true }
                controller = current.parent ?? current.presentingViewController
            }
            return false
        }
    }

    /// Called on each container above an unwind segue's destination, to bring the child on
    /// the way to it (`subsequentVC`) on screen: a navigation controller pops to it, a tab
    /// bar controller selects it. A plain controller has nothing to show; a custom container
    /// overrides this. (Presentations above the destination are dismissed before.)
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    open func loadViewIfNeeded() { loadViewIfNeededInternal() }

    /// Called once per view load, right after `loadView()` (VC-11).
    open func viewDidLoad() {}

    /// The system is low on memory: release what can be made again. Every living controller
    /// hears it, on screen or not; UIKit's own do nothing (views are not unloaded since iOS 6).
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance (spec LIFE-01 … LIFE-08)

    open func viewWillAppear(_ animated: Bool) {}
    /// After `viewWillAppear(_:)`, once the view is in the window with its traits and
    /// geometry, just before its first layout of this appearance.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open var isBeingPresented: Bool { transitionFlags.contains(.beingPresented) }
    open var isBeingDismissed: Bool { transitionFlags.contains(.beingDismissed) }
    open var isMovingToParent: Bool { transitionFlags.contains(.movingToParent) }
    open var isMovingFromParent: Bool { transitionFlags.contains(.movingFromParent) }

    var appearanceState = AppearanceState.disappeared
    var appearanceAnimated = false
    var transitionFlags = TransitionFlags()
    /// Set while an appearance that began from the view entering a window waits for its end.
    var pendingAutomaticAppearanceEnd = false
    var hasSentIsAppearing = false

    // MARK: Layout

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Updates the main view's constraints; overrides call super (which updates the view's).
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    /// Added to the safe area of the main view (spec SAFE-02).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let storedView else { return }
            storedView.updateSafeAreaInsets()
            storedView.setNeedsLayout()
        }
    }

    /// The smallest margins the main view gets: 16 points at the sides in a horizontally
    /// compact environment, 20 in a regular one, as UIKit (spec LAY-13).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { storedView?.layoutMarginsInputsDidChange() }
    }

    /// Which edges the view may extend under bars (spec SAFE-04).
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false

    // MARK: Items (spec VC-12, VC-13)

    /// Sets the navigation item's title and the tab bar item's title (unless it is a system
    /// item); reading either item never loads the view.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItem.title = title
            if tabBarItem.systemItem == nil { tabBarItem.title = title }
        }
    }

    private var storedNavigationItem: UINavigationItem?
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    private var storedTabBarItem: UITabBarItem?
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarItemDidChange()
        }
    }

    /// The items a navigation controller's toolbar shows while this is its top view
    /// controller (spec NAV-12).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { toolbarItemsDidChange(animated: false) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Hides the tab bar or toolbar of containing controllers while this is pushed (NAV-13).
    open var hidesBottomBarWhenPushed = false

    // MARK: Editing (TBL-25)

    /// Whether the controller's content is being edited; `setEditing(_:animated:)` changes it.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false

    /// Enters or leaves editing. Subclasses (table view controllers) pass it on; call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button that toggles `setEditing(_:animated:)` and reads Edit or Done.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
                                   target: self, action: .toggleEditing)
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    func toggleEditing(_ sender: Any?) {
        setEditing(!isEditing, animated: true)
    }

    // MARK: Containment (spec CONT-01 … CONT-13)

    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    open var parent: UIViewController? { storedParent }
    open var children: [UIViewController] { storedChildren }

    open func addChild(_ childController: UIViewController) { addChildInternal(childController) }
    open func removeFromParent() { removeFromParentInternal() }

    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { transitionFlags.insert(.movingFromParent) }
    }

    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { transitionFlags.remove(.movingToParent) } else { transitionFlags.remove(.movingFromParent) }
    }

    /// Whether appearance events reach children on their own (CONT-06). Return false to send
    /// them with `beginAppearanceTransition(_:animated:)`/`endAppearanceTransition()` (CONT-07).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    open func endAppearanceTransition() { endAppearance() }

    /// Swaps two children's views with an animation (CONT-05).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitionBetweenChildren(from: fromViewController, to: toViewController, duration: duration,
                                  options: options, animations: animations, completion: completion)
    }

    /// Traits the child sees on top of what it inherits (CONT-12).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setChildTraitOverride(collection, for: childViewController)
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Traits a container gives a child beneath the app's override — a split view's sidebar
    /// columns are horizontally compact however wide the split is.
    func traitsImposed(onChild child: UIViewController) -> UITraitCollection? { nil }

    // MARK: Content container (spec CONT-08 … CONT-10)

    /// A preference the parent or presentation controller may follow (CONT-10).
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { preferredContentSizeDidChangeInternal() } }
    }

    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child is told in `viewWillTransition(to:with:)`: the parent's own new size
    /// unless overridden (CONT-09).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Sent before the main view changes size, while `view.bounds` is still the old size
    /// (RES-02). The implementation forwards to children and presented controllers (CONT-08):
    /// call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// Sent before the trait collection changes, while `traitCollection` is still the old one
    /// (RES-01). The implementation forwards to children and presented controllers: call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// The coordinator of the transition this controller or an ancestor takes part in, nil
    /// outside transitions (PC-06).
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { findTransitionCoordinator() }

    var activeCoordinator: TransitionCoordinator?

    // MARK: Traits (spec TRAIT, RES-03, RES-09)

    open var traitCollection: UITraitCollection { currentTraitCollection }

    /// Called after the trait collection changed, with the old one (nil the first time).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit's own reaction to a trait change, after the app's `traitCollectionDidChange(_:)`
    /// (which an override may not pass on).
    func traitCollectionDidRefresh(from previous: UITraitCollection?) {}

    /// Replaces the interface style for this controller, its view and its children.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitInputsDidChange() } }
    }

    var cachedTraitCollection: UITraitCollection?

    // MARK: Presentation (spec PRES, ADAPT, PC)

    /// `.automatic` resolves to `.pageSheet` (PRES-12).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether current-context presentations from here or below cover this controller (PRES-17).
    open var definesPresentationContext = false
    /// Whether that context's transition style wins over the presented one's (PRES-19).
    open var providesPresentationContextTransitionStyle = false
    /// Refuses interactive dismissal of a sheet (PRES-21).
    open var isModalInPresentation = false

    /// Whether the keyboard stays up when the text field in this controller resigns (KB-05):
    /// by default only in a form sheet.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// Lets a non-full-screen presented controller decide the status bar (SBAR-04).
    open var modalPresentationCapturesStatusBarAppearance = false
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// The controller this one presented, or that a controller it presented from presented.
    /// While the presentation has adapted with a substitute (ADAPT-07), the substitute: it is
    /// what is presented, as in UIKit.
    open var presentedViewController: UIViewController? {
        guard let presented = storedPresentedViewController ?? originatedPresentation else { return nil }
        return presented.activePresentation?.substituteViewController ?? presented
    }
    /// The controller presenting this one; nil when it is not presented (PRES-07).
    /// For a child of a presented controller, that controller's presenter.
    open var presentingViewController: UIViewController? {
        if let activePresentation { return activePresentation.presentingViewController }
        return storedParent?.presentingViewController
    }

    /// Manages this controller's presentation: made on first use, kept until dismissal ends
    /// (PC-01).
    open var presentationController: UIPresentationController? { presentationControllerForPresentation() }

    /// The popover presentation controller when the style is `.popover`, else nil (POP-02).
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || activePresentation is UIPopoverPresentationController else { return nil }
        return presentationControllerForPresentation() as? UIPopoverPresentationController
    }

    var storedPresentedViewController: UIViewController?
    /// Room a container's bars take over this controller's view (navigation bar, toolbar,
    /// tab bar), added to its safe area (SAFE-01).
    var containerBarInsets: UIEdgeInsets = .zero
    /// The window this controller is the root of.
    weak var hostingWindow: UIWindow?
    weak var originatedPresentation: UIViewController?
    var storedPresentationController: UIPresentationController?
    /// The presentation showing this controller, from `present` until dismissal ends.
    var activePresentation: UIPresentationController?

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentInternal(viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissInternal(animated: flag, completion: completion)
    }

    // MARK: Showing (spec PERC-01 … PERC-04)

    /// Shows `vc` in the primary context: a navigation controller pushes it; with no
    /// controller handling `.show` up the hierarchy, it is presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInternal(vc, sender: sender, action: .show)
    }

    /// Shows `vc` in the detail context: a split view controller replaces its secondary
    /// column; otherwise it is shown as `show(_:sender:)` would fall back, by presenting.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showInternal(vc, sender: sender, action: .showDetailViewController)
    }

    /// A classic split view controller collapsing onto this controller, its primary, when its
    /// delegate's `splitViewController(_:collapseSecondary:onto:)` did not take the
    /// secondary. This does nothing: the primary alone shows, and the secondary waits for the
    /// split to expand. `UINavigationController` pushes the secondary's controllers.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// A classic split view controller expanding from this controller, its primary, when its
    /// delegate's `splitViewController(_:separateSecondaryFrom:)` gave none: the secondary to
    /// show — this returns the one the split had before it collapsed. `UINavigationController`
    /// pops the controllers its collapse pushed and returns them as that secondary.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController.collapsedSecondary
    }

    /// Posted when a split view controller collapses or expands (object: the split view
    /// controller): where `show(_:sender:)` and `showDetailViewController(_:sender:)` lead has
    /// changed, so a list that marks its rows with disclosure chevrons only when collapsed,
    /// say, updates them. Not posted for the state a split view controller first appears in.
    public nonisolated static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The controller that handles `action`: self if it can perform it, else the parent's
    /// answer, else the presenting controller's (PERC-02).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        findTargetViewController(forAction: action, sender: sender)
    }

    /// `.show` and `.showDetailViewController` are performed by the controllers that handle
    /// them (navigation and split view controllers, and containers that override this to say
    /// so); for other actions, the responder's answer (docs/porting.md).
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .show || action == .showDetailViewController { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Whether actions coming up the responder chain from what this controller presents
    /// (menu commands, key commands, nil-targeted actions) may be performed by it while it
    /// presents; true by default. Override to return false, and the search for a target passes
    /// over this controller while it presents. (UIKit's Info.plist default,
    /// `UIViewControllerPerformsActionsWhilePresentingModally`, is not read.)
    open var performsActionsWhilePresentingModally: Bool { true }

    // MARK: Status bar (spec SBAR-01 … SBAR-06)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Asks the window to consult the status-bar preferences again.
    open func setNeedsStatusBarAppearanceUpdate() {
        storedView?.window?.statusBarAppearanceNeedsUpdate()
    }

    // MARK: Containers (spec VC-07)

    /// The nearest navigation controller up the parent chain.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller up the parent chain.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest split view controller up the parent chain (SPLIT-06).
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    // MARK: State restoration (UIStateRestoration; the process is in UIApplication+StateRestoration.swift)

    /// Set to preserve this controller (and let its children be preserved) when an app without
    /// scenes saves its state; nil, the default, leaves it and everything under it out.
    open var restorationIdentifier: String?

    /// The class asked to make this controller again at launch; without one the app delegate
    /// is asked, then a controller already at the same restoration path is used.
    open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// Writes the state to save. Call super: containers save their children and selection
    /// there, and every controller the controller it presents.
    open func encodeRestorableState(with coder: NSCoder) {
        encodeBuiltInRestorableState(with: coder)
    }

    /// Reads what `encodeRestorableState(with:)` wrote. Call super.
    open func decodeRestorableState(with coder: NSCoder) {
        decodeBuiltInRestorableState(with: coder)
    }

    /// Sent to every restored controller once every object, and the app delegate, has
    /// decoded its state.
    open func applicationFinishedRestoringState() {}

    // MARK: Orientation (spec ROT-04)

    /// An iPad app that supports every orientation and multitasking — every Slate app, since
    /// a desktop window can take any shape — is never asked these (ROT-04): the interface
    /// follows the window.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Responder chain (spec VC-05)

    /// The main view's superview; for a window's root, the window; for a presented
    /// controller, its presenting controller.
    open override var next: UIResponder? { nextResponderInternal }

    /// A controller becomes first responder in its view's window (FR-07).
    override var responderView: UIView? { storedView }

    /// Its view's window; before the view is in one, the window its responder chain reaches.
    /// As in UIKit, a controller whose chain leads to a window — a window's root controller in
    /// `viewDidLoad`, say — can become that window's first responder before its view shows.
    override var responderWindow: UIWindow? {
        if let window = storedView?.window { return window }
        var cursor = next
        while let responder = cursor {
            if let window = responder as? UIWindow { return window }
            cursor = responder.next
        }
        return nil
    }

    /// Commands added with `addKeyCommand(_:)`, offered besides `keyCommands`.
    var addedKeyCommands: [UIKeyCommand] = []

    override var offeredKeyCommands: [UIKeyCommand] { (keyCommands ?? []) + addedKeyCommands }

    /// Where key events start in this controller when nothing is first responder: the
    /// controller itself; containers answer their visible child's.
    var deepestActionResponder: UIViewController { self }

    // MARK: Hooks for built-in containers

    /// Built-in containers react to their children's items here.
    func tabBarItemDidChange() { storedParent?.childTabBarItemDidChange(self) }
    func childTabBarItemDidChange(_ child: UIViewController) {}
    func toolbarItemsDidChange(animated: Bool) { storedParent?.childToolbarItemsDidChange(self, animated: animated) }
    func childToolbarItemsDidChange(_ child: UIViewController, animated: Bool) {}
    /// Controllers UIKit presents its own way (alerts) make their presentation controller here.
    func makeBuiltInPresentationController(presenting: UIViewController) -> UIPresentationController? { nil }
    /// The child whose `isModalInPresentation` also counts (PRES-25): a navigation
    /// controller's top, a tab bar controller's selection.
    var visibleChildForModalCheck: UIViewController? { nil }
    /// Between this controller's `viewWillAppear` and its children's: where a container that
    /// announces what it shows (a navigation controller's delegate, NAV-14) says so.
    func appearanceWillReachChildren(animated: Bool) {}
    /// After this controller's `viewDidAppear` and its children's.
    func appearanceDidReachChildren() {}
    /// What a built-in container saves of its children and selection, and restores.
    func encodeContainerRestorableState(with coder: NSCoder) {}
    func decodeContainerRestorableState(with coder: NSCoder) {}
}

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    /// On screen or coming on.
    var isShowing: Bool { self == .appeared || self == .appearing }
}

struct TransitionFlags: OptionSet {
    let rawValue: UInt8
    static let beingPresented = TransitionFlags(rawValue: 1)
    static let beingDismissed = TransitionFlags(rawValue: 2)
    static let movingToParent = TransitionFlags(rawValue: 4)
    static let movingFromParent = TransitionFlags(rawValue: 8)
}

extension Selector {
    @MainActor static let toggleEditing = Selector("_toggleEditing:", UIViewController.toggleEditing)
}
