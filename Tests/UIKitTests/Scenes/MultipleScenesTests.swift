import Foundation
import Testing
import UIKit
import UIKitTesting

/// Several windows: scenes requested, activated, reclaimed, destroyed, refreshed, focused,
/// minimised and quit, on a headless screen whose host plays the window manager.
@MainActor
@Suite("Multiple scenes", .serialized, .exclusiveUIKit)
struct MultipleScenesTests {
    private func launch(_ delegateClass: UIApplicationDelegate.Type = MultiSceneAppDelegate.self,
                        store: URL? = nil) -> (HeadlessScreen, UIApplication) {
        LaunchLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: delegateClass, sessionStoreDirectory: store)
        screen.presentFrame()
        return (screen, application)
    }

    private func pageActivity(_ page: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: pageActivityType)
        activity.userInfo = ["page": page]
        return activity
    }

    private func scene(showing page: String) -> UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first {
            ($0.windows.first?.rootViewController as? PageViewController)?.page == page
        }
    }

    /// Opens a second window showing `page`, from the first.
    private func openSecondWindow(_ application: UIApplication, on screen: HeadlessScreen, page: String = "two") throws -> UIWindowScene {
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = scene(showing: "home")
        application.requestSceneSessionActivation(nil, userActivity: pageActivity(page), options: options)
        screen.presentFrame()
        return try #require(scene(showing: page))
    }

    static func temporaryStore() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("slate-scenes-\(UUID().uuidString)")
    }

    @Test("SCN-05 an app without multiple-scene support is refused a second window, with an error naming the fix")
    func singleSceneApp() throws {
        let (screen, application) = launch(SceneAppDelegate.self)
        defer { screen.endApplication() }
        #expect(!application.supportsMultipleScenes)
        var received: (any Error)?
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { received = $0 }
        let error = try #require(received as? UISceneError)
        #expect(error.code == .multipleScenesNotSupported)
        #expect(error.localizedDescription.contains("supportsMultipleScenes"))
        #expect(application.connectedScenes.count == 1)
    }

    @Test("SCN-07 a manifest's configuration serves an app delegate that chooses none")
    func manifestConfiguration() throws {
        let (screen, application) = launch(ManifestOnlyAppDelegate.self)
        defer { screen.endApplication() }
        let scene = try #require(application.connectedScenes.first)
        #expect(scene.session.configuration.name == "Only")
        #expect(scene.delegate is PageSceneDelegate)
        #expect(UISceneConfiguration(name: "Only", sessionRole: .windowApplication).delegateClass == PageSceneDelegate.self)
    }

    @Test("SCN-04 SCN-09 SCN-11 SCN-13 a requested window: configuration and willConnectTo see the activity, then foreground, active; the requesting window loses the focus")
    func requestedWindow() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        #expect(application.supportsMultipleScenes)
        let home = try #require(scene(showing: "home"))
        LaunchLog.log.clear()
        let two = try openSecondWindow(application, on: screen)
        #expect(LaunchLog.log.entries == [
            "app.configurationForConnecting activities=[\(pageActivityType)]",
            "two.willConnectTo restored=false activities=1",
            "two.sceneWillEnterForeground",
            "two.sceneDidBecomeActive",
            "home.sceneWillResignActive",
        ])
        #expect(application.connectedScenes.count == 2)
        #expect(application.openSessions == [home.session, two.session])
        let window = try #require(two.windows.first)
        #expect(screen.isShowing(window))
        #expect(screen.isFocused(window))
        #expect(window.isKeyWindow)
        #expect(window.bounds.size == home.windows.first?.bounds.size)
        #expect(home.activationState == .foregroundInactive)
        #expect(two.session.persistentIdentifier != home.session.persistentIdentifier)
    }

    @Test("SCN-11 activating a connected session brings its window forward and continues the activity there")
    func activatingAConnectedSession() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let home = try #require(scene(showing: "home"))
        _ = try openSecondWindow(application, on: screen)
        LaunchLog.log.clear()
        application.requestSceneSessionActivation(home.session, userActivity: pageActivity("three"), options: nil)
        #expect(LaunchLog.log.entries == [
            "two.sceneWillResignActive",
            "home.sceneDidBecomeActive",
            "three.continue \(pageActivityType)",
        ])
        #expect(screen.isFocused(try #require(home.windows.first)))
        #expect((home.delegate as? PageSceneDelegate)?.continued.count == 1)

        // From the background: the window comes back to the foreground first.
        let homeWindow = try #require(home.windows.first)
        screen.setMinimized(true, window: homeWindow)
        LaunchLog.log.clear()
        application.requestSceneSessionActivation(home.session, userActivity: nil, options: nil)
        #expect(LaunchLog.log.entries == ["three.sceneWillEnterForeground", "three.sceneDidBecomeActive"])
    }

    @Test("SCN-20 SCN-21 focus moves between windows (inactive, never background); minimising goes to the background and saves, restoring comes back")
    func focusAndMinimising() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let home = try #require(scene(showing: "home"))
        let two = try openSecondWindow(application, on: screen)
        let homeWindow = try #require(home.windows.first)
        let twoWindow = try #require(two.windows.first)
        LaunchLog.log.clear()
        screen.setFocused(true, window: homeWindow)
        #expect(LaunchLog.log.entries == ["two.sceneWillResignActive", "home.sceneDidBecomeActive"])
        #expect(homeWindow.isKeyWindow)
        #expect(application.applicationState == .active)

        LaunchLog.log.clear()
        screen.setMinimized(true, window: homeWindow)
        #expect(LaunchLog.log.entries == [
            "home.sceneWillResignActive",
            "home.sceneDidEnterBackground",
            "home.stateRestorationActivity",
        ])
        #expect(home.activationState == .background)
        #expect(application.applicationState == .inactive)
        #expect(home.session.stateRestorationActivity?.userInfo?["page"] as? String == "home")

        LaunchLog.log.clear()
        screen.setMinimized(false, window: homeWindow)
        screen.setFocused(true, window: twoWindow)
        #expect(LaunchLog.log.entries == ["home.sceneWillEnterForeground", "two.sceneDidBecomeActive"])
        #expect(home.activationState == .foregroundInactive)
        #expect(twoWindow.isKeyWindow)
    }

    @Test("SCN-03 SCN-08 REST-04 a reclaimed scene keeps its session, and reconnects without a configuration, finding its state")
    func reclaimedSceneReconnects() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let two = try openSecondWindow(application, on: screen)
        let session = two.session
        let window = try #require(two.windows.first)
        screen.setMinimized(true, window: window)
        LaunchLog.log.clear()
        screen.reclaimScene(two)
        #expect(LaunchLog.log.entries == ["two.sceneDidDisconnect"])
        #expect(session.scene == nil)
        #expect(application.openSessions.contains(session))
        #expect(!screen.isShowing(window))
        #expect(session.stateRestorationActivity?.userInfo?["page"] as? String == "two")

        LaunchLog.log.clear()
        application.requestSceneSessionActivation(session, userActivity: nil, options: nil)
        #expect(LaunchLog.log.entries.prefix(4) == [
            "two.willConnectTo restored=true activities=0",
            "two.restoreInteractionState",
            "two.sceneWillEnterForeground",
            "two.sceneDidBecomeActive",
        ])
        #expect(!LaunchLog.log.entries.contains { $0.hasPrefix("app.configurationForConnecting") })
        let reconnected = try #require(session.scene as? UIWindowScene)
        #expect(reconnected !== two)
        #expect(screen.isShowing(try #require(reconnected.windows.first)))
    }

    @Test("SCN-12 SCN-14 SCN-16 destroying a window plays its dismissal, then background, disconnect, discard — the app goes on")
    func destructionWithAnimation() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let home = try #require(scene(showing: "home"))
        let two = try openSecondWindow(application, on: screen)
        let window = try #require(two.windows.first)
        let content = try #require(window.subviews.first)
        LaunchLog.log.clear()
        let options = UIWindowSceneDestructionRequestOptions()
        options.windowDismissalAnimation = .commit
        #expect(UIWindowSceneDestructionRequestOptions().windowDismissalAnimation == .standard)
        application.requestSceneSessionDestruction(two.session, options: options)
        #expect(LaunchLog.log.entries.isEmpty)
        screen.advance(by: 0.15)
        #expect(screen.isShowing(window))
        #expect((content.layer.presentation()?.transform.m42 ?? 0) < 0)
        screen.advance(by: 0.3)
        #expect(LaunchLog.log.entries == [
            "two.sceneWillResignActive",
            "two.sceneDidEnterBackground",
            "two.stateRestorationActivity",
            "two.sceneDidDisconnect",
            "app.didDiscardSceneSessions 1",
            "home.sceneDidBecomeActive",
        ])
        #expect(!screen.isShowing(window))
        #expect(application.openSessions == [home.session])
        #expect(home.activationState == .foregroundActive)

        var received: (any Error)?
        application.requestSceneSessionDestruction(two.session, options: nil) { received = $0 }
        #expect((received as? UISceneError)?.code == .requestDenied)
    }

    @Test("DND-21 SCN-09 an item carrying a listed user activity, dropped where no window is, opens a new window with it; an unlisted type opens none")
    func dragOutToANewWindow() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let home = try #require(scene(showing: "home"))
        let window = try #require(home.windows.first)
        let handle = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        window.rootViewController?.view.addSubview(handle)
        let source = ActivityDragSource(activity: pageActivity("dragged"))
        handle.addInteraction(UIDragInteraction(delegate: source))
        screen.presentFrame()

        func dragOut() {
            screen.movePointer(to: CGPoint(x: 160, y: 160))
            screen.pointerDown(at: CGPoint(x: 160, y: 160))
            for step in 1...12 {
                screen.movePointer(to: CGPoint(x: 160 - CGFloat(step) * 20, y: 160))
                screen.advance(by: 1.0 / 60)
            }
            screen.pointerUp(at: CGPoint(x: -80, y: 160))
            _ = screen.runUntilAnimationsSettle()
        }

        LaunchLog.log.clear()
        dragOut()
        #expect(source.calls == ["willEndWith copy", "didEndWith copy"])
        let opened = try #require(scene(showing: "dragged"))
        #expect(LaunchLog.log.entries.contains("dragged.willConnectTo restored=false activities=1"))
        #expect(application.connectedScenes.count == 2)
        #expect(opened.windows.first?.bounds.size == window.bounds.size)

        source.activity = NSUserActivity(activityType: "org.slate.tests.unlisted")
        source.calls = []
        UIKitLog.clear()
        application.requestSceneSessionActivation(home.session, userActivity: nil, options: nil)
        dragOut()
        #expect(application.connectedScenes.count == 2)
        #expect(source.calls == ["willEndWith cancel", "didEndWith cancel"], "no copy badge, no copy: the drag goes back")
        #expect(UIKitLog.messages.contains { $0.contains("userActivityTypes") })
    }

    @Test("SCN-15 refreshing a background session's window redraws it")
    func refreshingABackgroundSession() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let two = try openSecondWindow(application, on: screen)
        let window = try #require(two.windows.first)
        let page = try #require(window.rootViewController as? PageViewController)
        screen.setMinimized(true, window: window)
        screen.presentFrame()
        let drawsBefore = page.draws
        #expect(drawsBefore > 0)
        screen.presentFrame()
        #expect(page.draws == drawsBefore)
        application.requestSceneSessionRefresh(two.session)
        screen.presentFrame()
        #expect(page.draws == drawsBefore + 1)
        #expect(two.activationState == .background)
    }

    @Test("SCN-25 the window manager closing one of several windows: background, disconnect, discard — and the app goes on")
    func windowManagerClosesOneWindow() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let two = try openSecondWindow(application, on: screen)
        LaunchLog.log.clear()
        screen.clickCloseButton(of: try #require(two.windows.first))
        #expect(LaunchLog.log.entries == [
            "two.sceneWillResignActive",
            "two.sceneDidEnterBackground",
            "two.stateRestorationActivity",
            "two.sceneDidDisconnect",
            "app.didDiscardSceneSessions 1",
        ])
        #expect(application.connectedScenes.count == 1)
        screen.presentFrame()
        #expect(LaunchLog.log.entries.last == "home.sceneDidBecomeActive")
    }

    @Test("Fuzz finding: SCN-16 a window closed while its root presents full screen is released with its controllers")
    func closedWhilePresentingFullScreen() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        weak var closed: UIWindow?
        weak var root: UIViewController?
        weak var presented: UIViewController?
        do {
            let two = try openSecondWindow(application, on: screen)
            let window = try #require(two.windows.first)
            let page = UIViewController()
            page.modalPresentationStyle = .fullScreen
            try #require(window.rootViewController).present(page, animated: false)
            screen.presentFrame()
            #expect(window.rootViewController?.viewIfLoaded?.window == nil, "full screen takes the presenter's view out")
            closed = window
            root = window.rootViewController
            presented = page
            screen.clickCloseButton(of: window)
        }
        screen.runUntilAnimationsSettle()
        #expect(closed == nil)
        #expect(root == nil)
        #expect(presented == nil)
    }

    /// Closes the second window while `interrupt` has something under way in it, and expects
    /// the window and its root to go.
    private func expectReleased(closingMidway interrupt: (HeadlessScreen, UIWindow, UIView) throws -> Void) throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        weak var closed: UIWindow?
        weak var root: UIViewController?
        do {
            let two = try openSecondWindow(application, on: screen)
            let window = try #require(two.windows.first)
            let rootView = try #require(window.rootViewController?.view)
            let square = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            rootView.addSubview(square)
            screen.presentFrame()
            try interrupt(screen, window, square)
            closed = window
            root = window.rootViewController
            screen.clickCloseButton(of: window)
        }
        screen.runUntilAnimationsSettle()
        screen.presentFrame()
        #expect(closed == nil)
        #expect(root == nil)
    }

    @Test("Fuzz finding: a window closed with a context menu open in it goes, with its controllers")
    func closedWithContextMenuOpen() throws {
        let recorder = MenuRecorder()
        try expectReleased { screen, window, square in
            square.addInteraction(UIContextMenuInteraction(delegate: recorder))
            screen.movePointer(to: CGPoint(x: 150, y: 150))
            screen.click(at: CGPoint(x: 150, y: 150), button: 2)
            screen.runUntilAnimationsSettle()
            #expect(recorder.calls.contains("willDisplay"))
        }
    }

    @Test("Fuzz finding: a window closed while a context menu in it is still fading goes, with its controllers")
    func closedWithContextMenuEnding() throws {
        let recorder = MenuRecorder()
        try expectReleased { screen, window, square in
            square.addInteraction(UIContextMenuInteraction(delegate: recorder))
            screen.longPress(at: CGPoint(x: 150, y: 150), duration: 1)
            screen.runUntilAnimationsSettle()
            screen.tap(at: CGPoint(x: 10, y: 500))
            #expect(recorder.calls.contains("willEnd"))
        }
    }

    @Test("Fuzz finding: a window closed mid-drag goes, with its controllers")
    func closedMidDrag() throws {
        let source = DragSourceRecorder()
        try expectReleased { screen, window, square in
            square.addInteraction(UIDragInteraction(delegate: source))
            screen.touchDown(at: CGPoint(x: 150, y: 150))
            screen.advance(by: 1)
            screen.touchMove(to: CGPoint(x: 250, y: 250))
            screen.advance(by: 0.1)
            #expect(source.calls.contains("sessionWillBegin"))
        }
    }

    @Test("SCN-17 REST-03 REST-04 quitting saves every window; the next launch reconnects each with its identifier, userInfo, state and size, without asking for configurations")
    func quitAndRelaunch() throws {
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var (screen, application) = launch(store: store)
        let home = try #require(scene(showing: "home"))
        let two = try openSecondWindow(application, on: screen)
        home.session.userInfo = ["opened": 1, "tags": ["a", "b"]]
        let identifiers = [home.session.persistentIdentifier, two.session.persistentIdentifier]
        screen.dragWindowEdge(of: try #require(two.windows.first), toSize: CGSize(width: 700, height: 500))
        screen.dragWindowEdge(of: try #require(home.windows.first), toSize: CGSize(width: 900, height: 650))
        LaunchLog.log.clear()
        screen.quitApplication()
        #expect(LaunchLog.log.entries == [
            "home.sceneDidEnterBackground",
            "home.stateRestorationActivity",
            "two.sceneWillResignActive",
            "two.sceneDidEnterBackground",
            "two.stateRestorationActivity",
            "home.sceneDidDisconnect",
            "two.sceneDidDisconnect",
            "app.applicationWillTerminate",
        ])
        screen.endApplication()

        (screen, application) = launch(store: store)
        defer { screen.endApplication() }
        #expect(!LaunchLog.log.entries.contains { $0.hasPrefix("app.configurationForConnecting") })
        let restoredHome = try #require(scene(showing: "home"))
        let restoredTwo = try #require(scene(showing: "two"))
        #expect([restoredHome.session.persistentIdentifier, restoredTwo.session.persistentIdentifier] == identifiers)
        #expect(restoredHome.session.userInfo?["opened"] as? Int == 1)
        #expect(restoredHome.session.userInfo?["tags"] as? [String] == ["a", "b"])
        #expect(restoredTwo.session.stateRestorationActivity?.userInfo?["page"] as? String == "two")
        #expect(restoredTwo.windows.first?.bounds.size == CGSize(width: 700, height: 500))
        #expect(restoredHome.windows.first?.bounds.size == CGSize(width: 900, height: 650))
        #expect((restoredTwo.delegate as? PageSceneDelegate)?.restoredInteractionState?.activityType == pageActivityType)
    }

    @Test("SCN-14 SCN-25 a window the user closed is gone at the next launch; closing the last leaves a fresh window next time")
    func closedWindowsAreNotRestored() throws {
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var (screen, application) = launch(store: store)
        let two = try openSecondWindow(application, on: screen)
        screen.clickCloseButton(of: try #require(two.windows.first))
        screen.quitApplication()
        screen.endApplication()

        (screen, application) = launch(store: store)
        #expect(application.connectedScenes.count == 1)
        #expect(scene(showing: "home") != nil)
        let home = try #require(scene(showing: "home"))
        screen.clickCloseButton(of: try #require(home.windows.first))
        screen.endApplication()

        (screen, application) = launch(store: store)
        defer { screen.endApplication() }
        #expect(LaunchLog.log.entries.contains { $0.hasPrefix("app.configurationForConnecting") })
        #expect(try #require(scene(showing: "home")).session.stateRestorationActivity == nil)
    }

    @Test("SCN-12 SCN-16 a window closed from its own sceneDidEnterBackground is disconnected and discarded once")
    func reentrantDestruction() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let two = try openSecondWindow(application, on: screen)
        let session = two.session
        let observer = NotificationCenter.default.addObserver(forName: UIScene.didEnterBackgroundNotification, object: two, queue: nil) { _ in
            MainActor.assumeIsolated { application.requestSceneSessionDestruction(session, options: nil) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        LaunchLog.log.clear()
        screen.setMinimized(true, window: try #require(two.windows.first))
        #expect(LaunchLog.log.entries.filter { $0 == "two.sceneDidDisconnect" }.count == 1)
        #expect(LaunchLog.log.entries.filter { $0 == "app.didDiscardSceneSessions 1" }.count == 1)
        #expect(two.activationState == .unattached)
        #expect(!application.openSessions.contains(session))
    }

    @Test("SCN-12 a quit while a window is closing finishes the close: that window does not come back")
    func quitDuringDismissal() throws {
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var (screen, application) = launch(store: store)
        let two = try openSecondWindow(application, on: screen)
        application.requestSceneSessionDestruction(two.session, options: nil)
        var denied: (any Error)?
        application.requestSceneSessionActivation(two.session, userActivity: nil, options: nil) { denied = $0 }
        #expect((denied as? UISceneError)?.code == .requestDenied, "a closing window cannot be brought back")
        screen.advance(by: 0.1)
        screen.quitApplication()
        screen.endApplication()
        (screen, application) = launch(store: store)
        defer { screen.endApplication() }
        #expect(application.connectedScenes.count == 1)
        #expect(scene(showing: "home") != nil)
    }

    @Test("SCN-17 an app that chooses its configuration in code, without a manifest, restores its window too")
    func restorationWithoutManifest() throws {
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var (screen, application) = launch(SceneAppDelegate.self, store: store)
        let identifier = try #require(application.connectedScenes.first).session.persistentIdentifier
        screen.quitApplication()
        screen.endApplication()
        UIKitLog.clear()
        (screen, application) = launch(SceneAppDelegate.self, store: store)
        defer { screen.endApplication() }
        #expect(try #require(application.connectedScenes.first).session.persistentIdentifier == identifier)
        #expect(UIKitLog.messages.contains { $0.contains("sceneManifest does not declare") }, "the configuration is chosen again, and the app told why")
    }

    @Test("A session the store cannot take is saved without the offending part; the others are saved whole")
    func oneBadSessionDoesNotBlockSaving() throws {
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var (screen, application) = launch(store: store)
        let two = try openSecondWindow(application, on: screen)
        two.userActivity = NSUserActivity(activityType: "")
        screen.moveScene(two, to: .background)
        UIKitLog.clear()
        screen.quitApplication()
        #expect(UIKitLog.messages.contains { $0.contains("saved without its state-restoration activity") })
        screen.endApplication()
        (screen, application) = launch(store: store)
        defer { screen.endApplication() }
        #expect(application.connectedScenes.count == 2)
    }

    @Test("A damaged session store is reported and ignored: the app opens a fresh window")
    func damagedStore() throws {
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try Data("not a session store".utf8).write(to: SceneSessionStore(directory: store).fileURL)
        UIKitLog.clear()
        let (screen, application) = launch(store: store)
        defer { screen.endApplication() }
        #expect(application.connectedScenes.count == 1)
        #expect(UIKitLog.messages.contains { $0.contains(store.path) })
    }

    @Test("Scene title, subtitle and size limits reach the native window; the window manager keeps a user's resize within them")
    func titleSubtitleAndLimits() throws {
        let (screen, _) = launch()
        defer { screen.endApplication() }
        let home = try #require(scene(showing: "home"))
        let window = try #require(home.windows.first)
        home.subtitle = "Draft"
        #expect(screen.hostWindowAttributes(of: window)?.title == "Page home — Draft")
        home.sizeRestrictions?.minimumSize = CGSize(width: 400, height: 300)
        home.sizeRestrictions?.maximumSize = CGSize(width: 900, height: 700)
        #expect(screen.hostWindowMaximumSize(of: window) == CGSize(width: 900, height: 700))
        screen.dragWindowEdge(of: window, toSize: CGSize(width: 2000, height: 100))
        #expect(window.bounds.size == CGSize(width: 900, height: 300))
    }
}
