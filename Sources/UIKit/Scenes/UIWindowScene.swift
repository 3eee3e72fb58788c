import Foundation

/// A scene showing the app's windows: on the desktop, one native window per `UIWindow`.
///
/// Windows join with `UIWindow(windowScene:)` (SCN-02). They show only once the scene has
/// come to the foreground, so a root view controller loads and appears after
/// `sceneWillEnterForeground(_:)` (SCN-24).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakReference<UIWindow>] = []
    /// The window UIKit made from the scene's storyboard, kept while the scene lives even
    /// when the delegate does not keep it (V-36).
    var storyboardWindow: UIWindow?

    /// The scene's windows, in the order they joined.
    open var windows: [UIWindow] {
        windowReferences.removeAll { $0.object == nil }
        return windowReferences.compactMap(\.object)
    }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    open var screen: UIScreen { UIScreen.main }

    /// The traits of the scene's first window (its size classes follow the window's size),
    /// or the screen's before it has one.
    open var traitCollection: UITraitCollection { windows.first?.traitCollection ?? screen.traitCollection }

    /// The scene's own area: its first window's (on an iPad, the scene's part of the screen).
    open var coordinateSpace: UICoordinateSpace { sceneCoordinateSpace }
    private lazy var sceneCoordinateSpace = SceneCoordinateSpace(scene: self)

    /// The interface orientation the screen is in. A desktop window never rotates (ROT-04).
    open var interfaceOrientation: UIInterfaceOrientation { screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait }

    /// The geometry the delegate last heard of (`windowScene(_:didUpdate:…)`), nil until the
    /// scene has a window.
    private var reportedGeometry: (space: SceneCoordinateSpace, orientation: UIInterfaceOrientation, traits: UITraitCollection)?

    /// Tells the delegate when the scene's size, orientation or traits are no longer what it
    /// last heard (a desktop window moving is not a change, as on Mac Catalyst), handing it the previous ones. Windows call this after each
    /// change of their size or traits; a scene's first window sets the starting point.
    func geometryMayHaveChanged() {
        guard !windows.isEmpty else { return }
        let now = (space: sceneCoordinateSpace.snapshot(), orientation: interfaceOrientation, traits: traitCollection)
        guard let previous = reportedGeometry else {
            reportedGeometry = now
            return
        }
        guard previous.space.bounds.size != now.space.bounds.size || previous.orientation != now.orientation
                || previous.traits != now.traits else { return }
        reportedGeometry = now
        (delegate as? UIWindowSceneDelegate)?.windowScene(self, didUpdate: previous.space, interfaceOrientation: previous.orientation,
                                                          traitCollection: previous.traits)
    }

    /// How small the user may make the scene's windows. As on Mac Catalyst — the other
    /// platform where windows resize freely — a desktop scene always has restrictions.
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)

    open private(set) lazy var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions(scene: self)

    /// The desktop window's title bar (Mac Catalyst's API): the header bar holding the window's
    /// title and the main menu's button.
    open private(set) lazy var titlebar: UITitlebar? = UITitlebar(scene: self)

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    func windowDidJoin(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windowReferences.append(WeakReference(window))
        geometryMayHaveChanged()
    }

    func windowDidLeave(_ window: UIWindow) {
        let wasFirst = windows.first === window
        windowReferences.removeAll { $0.object === window || $0.object == nil }
        // The scene's area is another window's now: start from it rather than compare two windows.
        if wasFirst {
            reportedGeometry = nil
            geometryMayHaveChanged()
        }
    }

    /// What the desktop window's title bar shows: "Title — Subtitle", since GTK title bars
    /// have one line.
    var desktopTitle: String {
        let title = self.title ?? ""
        guard !subtitle.isEmpty else { return title }
        return title.isEmpty ? subtitle : "\(title) — \(subtitle)"
    }

    override func titleDidChange() {
        for window in windows { window.platformWindow?.title = desktopTitle }
    }

    func sizeRestrictionsDidChange() {
        for window in windows { window.updateHostSizeLimits() }
    }

    /// Where a new window of the scene opens: at the size its session was saved with (no
    /// larger than the screen), else the size of the window that asked for the scene, else
    /// the whole screen.
    var initialWindowFrame: CGRect {
        if let size = session.savedWindowSize, size.width >= 1, size.height >= 1 {
            let screenSize = screen.bounds.size
            return CGRect(x: 0, y: 0, width: min(size.width, screenSize.width), height: min(size.height, screenSize.height))
        }
        if let requesting = session.requestingScene as? UIWindowScene, let window = requesting.windows.first {
            return CGRect(origin: .zero, size: window.bounds.size)
        }
        return screen.bounds
    }
}

