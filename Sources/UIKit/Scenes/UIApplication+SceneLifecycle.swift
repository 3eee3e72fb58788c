import Foundation

/// The launch sequence and every scene's life: connecting, foreground and background,
/// activation, disconnection and termination (V-34, V-35, SCN-06, SCN-13 … SCN-25).
extension UIApplication {
    // MARK: Launch

    /// V-34, SCN-19: the delegate finishes launching, then the app's scenes connect and come
    /// to the foreground: every session saved open when the app last ran, reconnected
    /// without asking for a configuration (SCN-08, REST-04), or else one new session. The
    /// first scene to connect gets the URLs the app was launched to open
    /// (UIApplication+OpeningURLs.swift).
    func launch(delegate: UIApplicationDelegate?, request: DesktopLaunchRequest = DesktopLaunchRequest()) {
        launchedDelegate = delegate
        self.delegate = delegate
        // Info.plist's type declarations come before any of the app's code runs.
        if let delegate { _ = type(of: delegate).declaredTypes }
        // As iOS registers Info.plist's fonts before the app's code runs.
        if let delegate { AppFonts.register(type(of: delegate).appFonts) }
        UIKitHost.current?.memoryPressureHandler = { UIApplication.sharedInstanceIfCreated?.deliverMemoryWarning() }
        UIKitHost.current?.listenForLaunches(applicationIdentifier: Self.applicationIdentifier) { forwarded in
            UIApplication.sharedInstanceIfCreated?.receiveLaunch(DesktopLaunchRequest(forwarded: forwarded))
        }
        loadShortcutItems()
        sceneManifest = delegate.map { type(of: $0).sceneManifest } ?? nil
        if sceneManifest != nil { isSceneBased = true }
        hasLaunched = true
        // The saved sessions are the app's open sessions from the start, as on iPadOS.
        let stored = sessionStore?.load(report: { UIKitLog.write($0) }) ?? SceneSessionStore.Contents()
        let saved = loadSavedSessions(from: stored)
        for (session, _) in saved { openSessions.insert(session) }
        if !saved.isEmpty { isSceneBased = true }
        // An app without scenes and with a main storyboard has its window before it hears.
        if sceneManifest == nil, let delegate, let name = type(of: delegate).mainStoryboardFile {
            let window = UIWindow()
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            var appDelegate = delegate
            appDelegate.window = window
            if appDelegate.window !== window {
                UIKitLog.write("The app delegate \(type(of: delegate)) must declare `var window: UIWindow?` to use a main storyboard file; the window is kept by the application")
            }
            mainStoryboardWindow = window
        }
        launchURLContexts = request.urls.compactMap(openURLContext(for:))
        launchShortcutItem = request.shortcutType.flatMap(shortcutItem(ofType:))
        // Only an app without scenes finds its URL and quick action among the launch options.
        var launchOptions: [LaunchOptionsKey: Any]?
        if !isSceneBased {
            if let first = launchURLContexts.first { launchOptions = [.url: first.url] }
            if let item = launchShortcutItem { launchOptions = (launchOptions ?? [:]).merging([.shortcutItem: item]) { $1 } }
        }
        let willFinish = delegate?.application(self, willFinishLaunchingWithOptions: launchOptions) ?? true
        // An app without scenes restores its view controllers here, once it has set up its window.
        restoreApplicationState(from: stored.applicationState)
        let didFinish = delegate?.application(self, didFinishLaunchingWithOptions: launchOptions) ?? true
        // An app that declined its launch URL or quick action (a finish-launching method returned
        // false) is not asked to open or perform it.
        if launchOptions != nil, !(willFinish && didFinish) {
            launchURLContexts = []
            launchShortcutItem = nil
        }
        // Shown if the delegate did nothing with it: its window is still the storyboard's, hidden.
        if let window = mainStoryboardWindow, window.isHidden, (delegate?.window ?? window) === window {
            window.makeKeyAndVisible()
        }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        SignificantTimeChangeMonitor.current = SignificantTimeChangeMonitor(application: self)

        var toReconnect = saved.filter(\.wasConnected).map(\.session)
        if !supportsMultipleScenes { toReconnect = Array(toReconnect.prefix(1)) }
        // One save once every window is back: a launch cut short keeps the saved set whole.
        isPersistenceSuspended = true
        if toReconnect.isEmpty {
            connectScene(for: UISceneSession(role: .windowApplication), options: launchConnectionOptions(), isNew: true)
        } else {
            for session in toReconnect where openSessions.contains(session) && session.scene == nil {
                connectScene(for: session, options: launchConnectionOptions(), isNew: false)
            }
        }
        isPersistenceSuspended = false
        saveSessions()
        performRestoredPresentations()
    }

    /// The first connecting scene's options carry the launch's URLs and quick action; later ones none.
    private func launchConnectionOptions() -> UIScene.ConnectionOptions {
        guard !hasConnectedAScene else { return UIScene.ConnectionOptions() }
        return UIScene.ConnectionOptions(urlContexts: Set(launchURLContexts), shortcutItem: launchShortcutItem)
    }

    /// SCN-06: session → configuration → scene → scene delegate → (the delegate's) window.
    /// Only a new session asks the app delegate for its configuration (SCN-08); a session
    /// being reconnected keeps the one it was saved with.
    func connectScene(for session: UISceneSession, options: UIScene.ConnectionOptions, isNew: Bool) {
        let isFirst = connectedScenes.isEmpty && !hasConnectedAScene
        hasConnectedAScene = true
        if isNew || session.configuration.delegateClass == nil {
            session.configuration = configuration(forConnecting: session, options: options)
        }
        if isNew { session.openingOrder = nextSessionOrder() }
        let configuration = session.configuration
        if isFirst, !isSceneBased { isSceneBased = !configuration.isImplicit }

        var sceneType: UIScene.Type = UIWindowScene.self
        if let sceneClass = configuration.sceneClass {
            guard let type = sceneClass as? UIScene.Type else {
                return UIKitFailure.raise("UISceneConfiguration.sceneClass: \(sceneClass) is not a UIScene subclass; use UIWindowScene or a subclass of it")
            }
            sceneType = type
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        if let delegateClass = configuration.delegateClass {
            guard let type = delegateClass as? UISceneDelegate.Type else {
                return UIKitFailure.raise("UISceneConfiguration.delegateClass: \(delegateClass) does not conform to UISceneDelegate; make it a final class adopting UIWindowSceneDelegate")
            }
            scene.delegate = type.init()
        }
        session.scene = scene
        openSessions.insert(session)
        connectedScenes.insert(scene)
        if !isSceneBased, let windowScene = scene as? UIWindowScene {
            // The pre-scene way: windows shown while launching join the app's one scene.
            for window in UIWindow.allWindows where window.windowScene == nil { window.windowScene = windowScene }
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        // V-36, SCN-10: with a storyboard, the window and its root exist before the delegate hears.
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            if var windowDelegate = scene.delegate as? UIWindowSceneDelegate {
                windowDelegate.window = window
                if windowDelegate.window !== window {
                    UIKitLog.write("The scene delegate \(type(of: windowDelegate)) must declare `var window: UIWindow?` to use a storyboard (UISceneStoryboardFile); the window is kept by the scene")
                }
            }
            windowScene.storyboardWindow = window
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        // Shown if the delegate did nothing with it: its window is still the storyboard's, hidden.
        if let windowScene = scene as? UIWindowScene, let window = windowScene.storyboardWindow, connectedScenes.contains(scene) {
            let current = (scene.delegate as? UIWindowSceneDelegate)?.window ?? window
            if current === window, window.isHidden { window.makeKeyAndVisible() }
        }
        if let restoration = session.stateRestorationActivity, connectedScenes.contains(scene) {
            scene.delegate?.scene(scene, restoreInteractionStateWith: restoration)
        }
        // An app without scenes opens its launch URLs and performs its quick action before it
        // becomes active.
        if !isSceneBased, !launchURLContexts.isEmpty { deliverLaunchURLsToAppDelegate() }
        if !isSceneBased { deliverLaunchShortcutToAppDelegate() }
        launchURLContexts = []
        launchShortcutItem = nil
        // The delegate may have closed the scene already.
        guard connectedScenes.contains(scene) else { return }
        setActivationState(.foregroundActive, of: scene)
        bringForward(session)
        saveSessions()
    }

    /// The configuration for a session: the app delegate's choice; when the delegate makes
    /// none (it does not implement the method), the manifest's first for the role.
    private func configuration(forConnecting session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let chosen = delegate?.application(self, configurationForConnecting: session, options: options) ?? .implicit(for: session.role)
        if chosen.isImplicit, let declared = sceneManifest?.sceneConfigurations.first(where: { $0.role == session.role }) {
            return UISceneConfiguration(declared)
        }
        return chosen
    }

    /// The scene windows made without one join, in an app without scenes.
    var implicitWindowScene: UIWindowScene? {
        guard hasLaunched, !isSceneBased else { return nil }
        return connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    }

    // MARK: Activation states

    /// Moves a scene one step at a time to `target`, telling its delegate at each step
    /// (SCN-19 … SCN-21): "will" messages see the old state, "did" messages the new one.
    /// Reaching the background saves the scene's state (REST-03).
    /// A scene disconnected by one of those messages stops there.
    func setActivationState(_ target: UIScene.ActivationState, of scene: UIScene) {
        while scene.activationState != target, connectedScenes.contains(scene) {
            switch (scene.activationState, target) {
            case (.unattached, _), (.background, .foregroundInactive), (.background, .foregroundActive):
                guard target != .background else {
                    scene.activationState = .background
                    break
                }
                scene.delegate?.sceneWillEnterForeground(scene)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
                scene.activationState = .foregroundInactive
                if !scene.hasEnteredForeground {
                    scene.hasEnteredForeground = true
                    // SCN-24: the windows show — their root controllers load and appear — now.
                    for window in (scene as? UIWindowScene)?.windows ?? [] { window.updateDisplay() }
                }
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
            case (.foregroundActive, _):
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, _):
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
                saveState(of: scene)
                saveSessions()
            case (.background, _):
                return
            }
            updateApplicationState()
        }
    }

    /// SCN-18: the app is as awake as its most awake scene. Apps without scenes hear about
    /// the change through their delegate (SCN-23); every app gets the notifications.
    private func updateApplicationState() {
        let states = connectedScenes.map(\.activationState)
        let newState: State = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) ? .inactive : .background
        let oldState = applicationState
        guard newState != oldState else { return }
        applicationState = newState
        updateIdleInhibition()
        let legacyDelegate = isSceneBased ? nil : delegate
        if oldState == .background, hasBeenInForeground {
            legacyDelegate?.applicationWillEnterForeground(self)
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        }
        if oldState == .active {
            legacyDelegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
        if newState == .active {
            SignificantTimeChangeMonitor.current?.check()
            legacyDelegate?.applicationDidBecomeActive(self)
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
        if newState == .background, hasBeenInForeground {
            legacyDelegate?.applicationDidEnterBackground(self)
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            preserveApplicationState()
        }
        if newState != .background { hasBeenInForeground = true }
    }

    // MARK: The desktop's part

    /// The user closed a scene's window: its session is discarded, as closing a window is on
    /// iPadOS. Closing the app's last window ends the app the way swiping a single-window app
    /// away does on an iPad — QUIRK SCN-25 emulated: no `sceneDidEnterBackground`, only
    /// `sceneWillResignActive` if it was active, then `sceneDidDisconnect`,
    /// `didDiscardSceneSessions` and `applicationWillTerminate`. A window that is not the
    /// last goes as SCN-14 says: to the background, disconnected, discarded.
    func userDidCloseWindow(of scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        if connectedScenes.count > 1 {
            setActivationState(.background, of: scene)
        } else if scene.activationState == .foregroundActive {
            setActivationState(.foregroundInactive, of: scene)
        }
        disconnect(scene, discardingSession: true)
        if connectedScenes.isEmpty {
            discardPreservedState()
            terminateAfterBackgroundTasks()
        }
    }

    /// The user closed one native window of a scene: a scene with other windows on show
    /// loses only that one (it is hidden); closing its last window closes the scene.
    func userDidCloseWindow(_ window: UIWindow, of scene: UIWindowScene) {
        if scene.windows.contains(where: { $0 !== window && !$0.isHidden }) {
            window.isHidden = true
        } else {
            userDidCloseWindow(of: scene)
        }
    }

    /// A window gained or lost the desktop's focus: its scene becomes active or briefly
    /// inactive, with no background events (SCN-21). The focused window becomes the key
    /// window, so keys and key commands go to it.
    func windowFocusDidChange(of scene: UIScene, window: UIWindow?, isFocused: Bool) {
        guard connectedScenes.contains(scene) else { return }
        if isFocused, let window, window.windowScene === scene, !window.isHidden { window.makeKey() }
        switch (scene.activationState, isFocused) {
        // A focused window is on screen, whatever its minimised state said before.
        case (.foregroundInactive, true), (.background, true): setActivationState(.foregroundActive, of: scene)
        case (.foregroundActive, false): setActivationState(.foregroundInactive, of: scene)
        default: break
        }
    }

    /// A window was minimised (to the background, saving its state) or restored (to the
    /// foreground, inactive until it has the focus again).
    func windowMinimizationDidChange(of scene: UIScene, isMinimized: Bool) {
        guard connectedScenes.contains(scene) else { return }
        if isMinimized {
            setActivationState(.background, of: scene)
        } else if scene.activationState == .background {
            setActivationState(.foregroundInactive, of: scene)
        }
    }

    // MARK: Ending

    /// SCN-16: `sceneDidDisconnect` is the scene's last message; its windows close and it
    /// releases its delegate (and with it the delegate's window). A discarded session is
    /// forgotten (SCN-14); one that is kept can be reconnected (SCN-03).
    func disconnect(_ scene: UIScene, discardingSession: Bool) {
        guard connectedScenes.contains(scene), !scene.isDisconnecting else { return }
        scene.isDisconnecting = true
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.activationState = .unattached
        connectedScenes.remove(scene)
        for window in (scene as? UIWindowScene)?.windows ?? [] { window.sceneDidDisconnect() }
        scene.session.scene = nil
        scene.delegate = nil
        updateApplicationState()
        if discardingSession {
            openSessions.remove(scene.session)
            delegate?.application(self, didDiscardSceneSessions: [scene.session])
        }
        saveSessions()
    }

    /// The desktop asked the app to quit (the session ending, `SIGTERM`, `SIGINT`): every
    /// scene saves its state and goes to the background, then disconnects keeping its
    /// session — so the next launch reopens every window — and the app terminates.
    package func quit() {
        guard hasLaunched, !isTerminating else { return }
        // A window already closing goes as it would have.
        for scene in connectedScenes where scene.isBeingDestroyed {
            setActivationState(.background, of: scene)
            disconnect(scene, discardingSession: true)
        }
        let scenes = connectedScenes.sorted { $0.activationState.rawValue > $1.activationState.rawValue }
        for scene in scenes where connectedScenes.contains(scene) { setActivationState(.background, of: scene) }
        // Every window open now reopens at the next launch, whatever the callbacks below do.
        sessionsOpenAtQuit = Set(connectedScenes.map { ObjectIdentifier($0.session) })
        for scene in scenes where connectedScenes.contains(scene) { disconnect(scene, discardingSession: false) }
        terminateAfterBackgroundTasks()
        saveSessions()
    }

    /// `applicationWillTerminate`, then the host's loop ends. Where the app ends, it first waits
    /// for its open background tasks (`terminateAfterBackgroundTasks`).
    func terminate() {
        guard !isTerminating else { return }
        isTerminating = true
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        UIKitHost.current?.stop()
    }
}
