import Foundation

/// What an app asks of its scenes: a new window, an existing one brought forward or
/// reconnected, a window closed, a background window's look refreshed (SCN-11 … SCN-15).
extension UIApplication {
    /// Activates a scene session (SCN-11, SCN-13).
    ///
    /// - With no session, a new session and scene are made — a new window, after
    ///   `application(_:configurationForConnecting:options:)` — and `userActivity` reaches
    ///   it in the connection options (SCN-09). An app without multiple-scene support gets
    ///   `UISceneError.Code.multipleScenesNotSupported` instead (SCN-05).
    /// - With a connected session, its window comes to the front (and out of the
    ///   background), and `userActivity` goes to `scene(_:continue:)`.
    /// - With a disconnected session, its scene is created again, without asking for a
    ///   configuration (SCN-08), and finds its saved state (REST-04).
    ///
    /// The new or activated window takes the desktop's focus.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                            options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        guard let sceneSession else {
            guard supportsMultipleScenes || connectedScenes.isEmpty else {
                errorHandler?(UISceneError(.multipleScenesNotSupported, "requestSceneSessionActivation: this app supports one scene; return a UIApplicationSceneManifest with supportsMultipleScenes = true from the app delegate's sceneManifest to open more windows"))
                return
            }
            let session = UISceneSession(role: .windowApplication)
            session.requestingScene = options?.requestingScene
            connectScene(for: session, options: UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? []), isNew: true)
            session.requestingScene = nil
            return
        }
        guard openSessions.contains(sceneSession), sceneSession.scene?.isBeingDestroyed != true else {
            errorHandler?(UISceneError(.requestDenied, "requestSceneSessionActivation: the session \(sceneSession.persistentIdentifier) is not one of the app's open sessions (it was discarded, or is closing)"))
            return
        }
        if let scene = sceneSession.scene {
            if scene.activationState == .background { setActivationState(.foregroundInactive, of: scene) }
            bringForward(sceneSession)
            if let userActivity { scene.delegate?.scene(scene, continue: userActivity) }
        } else {
            guard supportsMultipleScenes || connectedScenes.isEmpty else {
                errorHandler?(UISceneError(.multipleScenesNotSupported, "requestSceneSessionActivation: this app supports one scene; return a UIApplicationSceneManifest with supportsMultipleScenes = true from the app delegate's sceneManifest to reconnect another"))
                return
            }
            connectScene(for: sceneSession, options: UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? []), isNew: false)
        }
    }

    /// Closes a session's window for good (SCN-12, SCN-14): the window leaves with the
    /// options' dismissal animation (`.standard` without options), then the scene goes to
    /// the background (`sceneWillResignActive` if active, `sceneDidEnterBackground`), is
    /// disconnected (`sceneDidDisconnect`, its last message) and its session discarded
    /// (`application(_:didDiscardSceneSessions:)`). Closing the last window ends the app.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                             errorHandler: ((any Error) -> Void)? = nil) {
        guard openSessions.contains(sceneSession) else {
            errorHandler?(UISceneError(.requestDenied, "requestSceneSessionDestruction: the session \(sceneSession.persistentIdentifier) is not one of the app's open sessions"))
            return
        }
        guard let scene = sceneSession.scene else {
            openSessions.remove(sceneSession)
            delegate?.application(self, didDiscardSceneSessions: [sceneSession])
            saveSessions()
            return
        }
        guard !scene.isBeingDestroyed else { return }
        scene.isBeingDestroyed = true
        let animation = (options as? UIWindowSceneDestructionRequestOptions)?.windowDismissalAnimation ?? .standard
        let finish = { [weak self, weak scene] in
            guard let self, let scene, self.connectedScenes.contains(scene) else { return }
            self.setActivationState(.background, of: scene)
            self.disconnect(scene, discardingSession: true)
            if self.connectedScenes.isEmpty { self.terminateAfterBackgroundTasks() }
        }
        if let windowScene = scene as? UIWindowScene, windowScene.activationState != .background {
            windowScene.playDismissal(animation, completion: finish)
        } else {
            finish()
        }
    }

    /// Asks for a session's window to be drawn afresh (SCN-15): every view of the scene's
    /// windows redraws at the next turn, in the background too, as iPadOS refreshes a
    /// background scene's snapshot in the app switcher.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
        guard let windowScene = sceneSession.scene as? UIWindowScene else { return }
        for window in windowScene.windows {
            window.setNeedsDisplayThroughout()
            window.setNeedsLayout()
        }
        UIKitHost.current?.setNeedsTurn()
    }

    /// Brings a session's window to the front with the desktop's focus.
    func bringForward(_ session: UISceneSession) {
        guard let windowScene = session.scene as? UIWindowScene else { return }
        (windowScene.keyWindow ?? windowScene.windows.first)?.platformWindow?.present()
    }

    /// The system reclaims a background scene, keeping its session (SCN-03): the scene saves
    /// its state and disconnects; `requestSceneSessionActivation` brings it back.
    package func reclaimBackgroundScene(_ scene: UIScene) {
        guard connectedScenes.contains(scene) else { return }
        setActivationState(.background, of: scene)
        disconnect(scene, discardingSession: false)
    }
}

extension UIView {
    /// Marks this view and every view below it as needing to redraw.
    func setNeedsDisplayThroughout() {
        setNeedsDisplay()
        for subview in subviews { subview.setNeedsDisplayThroughout() }
    }
}
