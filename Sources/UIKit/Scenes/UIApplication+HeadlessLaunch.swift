import Foundation

/// Launching and ending apps without a run loop, for UIKitTesting: the same launch sequence
/// `UIApplicationMain` runs, on whatever host is installed.
extension UIApplication {
    /// Creates the application and its delegate and runs the launch sequence (V-34).
    /// With `sessionStoreDirectory`, the app's sessions are kept there between launches as
    /// `UIApplicationMain` keeps them under the XDG state directory; without, in memory only.
    /// `urls` are what the desktop launched the app to open; `arguments`, the rest of the
    /// launch's command line (`--slate-shortcut-item=<type>` …), read as `UIApplicationMain` reads them.
    package static func launchWithoutRunLoop(principalClass: UIApplication.Type?, delegateClass: UIApplicationDelegate.Type?,
                                             sessionStoreDirectory: URL? = nil, openingURLs urls: [URL] = [],
                                             arguments: [String] = []) -> UIApplication {
        endLaunchedApplication()
        let application = (principalClass ?? UIApplication.self).init()
        install(application)
        application.sessionStore = sessionStoreDirectory.map(SceneSessionStore.init(directory:))
        var request = DesktopLaunchRequest(arguments: arguments,
                                           relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        request.urls = urls + request.urls
        application.launch(delegate: delegateClass?.init(), request: request)
        return application
    }

    /// Forgets the launched app without sending it anything more: its windows close and the
    /// next `shared` is a fresh application.
    package static func endLaunchedApplication() {
        guard let application = sharedInstanceIfCreated, application.hasLaunched else { return }
        for scene in application.connectedScenes {
            for window in (scene as? UIWindowScene)?.windows ?? [] { window.sceneDidDisconnect() }
            scene.delegate = nil
        }
        SignificantTimeChangeMonitor.current = nil
        install(UIApplication())
    }

    /// The system moved a scene (the app switcher, Slide Over, the Dock).
    package func simulateActivationState(_ state: UIScene.ActivationState, of scene: UIScene) {
        setActivationState(state, of: scene)
    }
}
