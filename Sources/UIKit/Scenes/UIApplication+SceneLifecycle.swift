import Foundation

/// The launch sequence and every scene's life: connecting, foreground and background,
/// activation, disconnection and termination (V-34, V-35, SCN-06, SCN-13 … SCN-25).
extension UIApplication {
    // MARK: Launch

    /// V-34, SCN-19: the delegate finishes launching, then the first scene connects and comes
    /// to the foreground and becomes active.
    func launch(delegate: UIApplicationDelegate?) {
        launchedDelegate = delegate
        self.delegate = delegate
        hasLaunched = true
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        connectScene(for: UISceneSession(role: .windowApplication), isFirst: true)
    }

    /// SCN-06: session → configuration → scene → scene delegate → (the delegate's) window.
    private func connectScene(for session: UISceneSession, isFirst: Bool) {
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? .implicit(for: session.role)
        session.configuration = configuration
        if isFirst { isSceneBased = !configuration.isImplicit }

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
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        setActivationState(.foregroundActive, of: scene)
    }

    /// The scene windows made without one join, in an app without scenes.
    var implicitWindowScene: UIWindowScene? {
        guard hasLaunched, !isSceneBased else { return nil }
        return connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    }

    // MARK: Activation states

    /// Moves a scene one step at a time to `target`, telling its delegate at each step
    /// (SCN-19 … SCN-21): "will" messages see the old state, "did" messages the new one.
    func setActivationState(_ target: UIScene.ActivationState, of scene: UIScene) {
        while scene.activationState != target {
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
            legacyDelegate?.applicationDidBecomeActive(self)
            NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        }
        if newState == .background, hasBeenInForeground {
            legacyDelegate?.applicationDidEnterBackground(self)
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        }
        if newState != .background { hasBeenInForeground = true }
    }

    // MARK: Closing

    /// The user closed a scene's window. Closing the app's only window ends the app the way
    /// swiping a single-window app away does on an iPad — QUIRK SCN-25 emulated: no
    /// `sceneDidEnterBackground`, only `sceneWillResignActive` if it was active, then
    /// `sceneDidDisconnect`, `didDiscardSceneSessions` and `applicationWillTerminate`.
    func userDidCloseWindow(of scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        if scene.activationState == .foregroundActive { setActivationState(.foregroundInactive, of: scene) }
        disconnect(scene, discardingSession: true)
        if connectedScenes.isEmpty { terminate() }
    }

    /// SCN-12, SCN-14: closes a session's window — `sceneWillResignActive` (if active),
    /// `sceneDidEnterBackground`, `sceneDidDisconnect`, then
    /// `application(_:didDiscardSceneSessions:)`. Closing the last one ends the app.
    func destroySession(_ sceneSession: UISceneSession, errorHandler: ((Error) -> Void)?) {
        guard openSessions.contains(sceneSession) else {
            errorHandler?(CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "The scene session is not one of the app's open sessions."]))
            return
        }
        if let scene = sceneSession.scene {
            setActivationState(.background, of: scene)
            disconnect(scene, discardingSession: true)
        } else {
            openSessions.remove(sceneSession)
            delegate?.application(self, didDiscardSceneSessions: [sceneSession])
        }
        if connectedScenes.isEmpty { terminate() }
    }

    /// SCN-16: `sceneDidDisconnect` is the scene's last message; its windows close and it
    /// releases its delegate (and with it the delegate's window).
    private func disconnect(_ scene: UIScene, discardingSession: Bool) {
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
    }

    /// `applicationWillTerminate`, then the host's loop ends.
    private func terminate() {
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        UIKitHost.current?.stop()
    }

    /// A window gained or lost the desktop's focus: its scene becomes active or briefly
    /// inactive, with no background events (SCN-21).
    func windowFocusDidChange(of scene: UIScene, isFocused: Bool) {
        switch (scene.activationState, isFocused) {
        case (.foregroundInactive, true): setActivationState(.foregroundActive, of: scene)
        case (.foregroundActive, false): setActivationState(.foregroundInactive, of: scene)
        default: break
        }
    }
}

/// Options for `requestSceneSessionDestruction(_:options:errorHandler:)`. A desktop window
/// closes without the iPad's dismissal animations, so there is nothing to choose.
@MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}
