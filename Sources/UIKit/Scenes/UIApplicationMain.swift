import Foundation
import SlatePlatform

/// Creates the application object (of `principalClassName`, or `UIApplication`) and the app
/// delegate (of `delegateClassName`), runs the launch sequence (V-34) and then the host's
/// loop until the app ends; it never returns.
///
/// The host is GTK when a display is available (`DISPLAY` or `WAYLAND_DISPLAY`) and the
/// headless host otherwise; `SLATE_HOST=gtk` or `SLATE_HOST=headless` forces one.
///
/// Class names are resolved with `NSClassFromString` (`NSStringFromClass(AppDelegate.self)`
/// gives one). The delegate class must be `final` or have a `required init()`, as must a
/// principal class's; see `UIApplicationDelegate`.
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let principalClass = principalClassName.map { resolveClass(named: $0, as: UIApplication.Type.self, role: "UIApplication subclass",
                                                               fix: "pass NSStringFromClass(MyApplication.self) or nil") }
    let delegateClass = delegateClassName.map { resolveClass(named: $0, as: UIApplicationDelegate.Type.self, role: "class adopting UIApplicationDelegate",
                                                             fix: "pass NSStringFromClass(AppDelegate.self)") }
    UIApplication.main(principalClass: principalClass, delegateClass: delegateClass)
}

/// The class named `name`, as `type`; a name that resolves to nothing usable is raised.
@MainActor
private func resolveClass<T>(named name: String, as type: T.Type, role: String, fix: String) -> T {
    if let resolved = NSClassFromString(name) as? T { return resolved }
    UIKitFailure.raise("UIApplicationMain: no \(role) is named \"\(name)\"; \(fix)")
    exit(1)
}

extension UIApplication {
    /// `UIApplicationMain` and `@main` on the delegate: choose the host, create the
    /// application and its delegate, launch, and run until the last scene closes.
    static func main(principalClass: UIApplication.Type?, delegateClass: UIApplicationDelegate.Type?) -> Never {
        guard Thread.isMainThread else {
            UIKitFailure.raise("UIApplicationMain must be called on the main thread (from main.swift or an @main type)")
            exit(1)
        }
        // Launched to open files or links, or to perform a quick action, while the app runs: they
        // go to the running instance.
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let request = DesktopLaunchRequest(arguments: Array(CommandLine.arguments.dropFirst()), relativeTo: directory)
        if !request.isEmpty,
           LaunchForwardingChannel.forward(request.forwarded, to: LaunchForwardingChannel.socketPath(applicationIdentifier: applicationIdentifier)) {
            exit(0)
        }
        UIKitHost.current = UIKitHost.makeLaunchHost()
        let application = (principalClass ?? UIApplication.self).init()
        install(application)
        application.sessionStore = SceneSessionStore(directory: SceneSessionStore.defaultDirectory(applicationIdentifier: applicationIdentifier))
        TerminationSignals.install { application.quit() }
        application.launch(delegate: delegateClass?.init(), request: request)
        UIKitHost.current?.run()
        exit(0)
    }

    /// The app's identifier, naming its state directory: the bundle identifier when there is
    /// one, else "slate." and the executable's name.
    static var applicationIdentifier: String {
        if let identifier = Bundle.main.bundleIdentifier, !identifier.isEmpty { return identifier }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        return "slate." + (executable.isEmpty ? "app" : executable)
    }

    /// The app's name as the desktop shows it: the bundle's display name, else the executable's.
    static var displayName: String {
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let name = Bundle.main.object(forInfoDictionaryKey: key) as? String, !name.isEmpty { return name }
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    }
}
