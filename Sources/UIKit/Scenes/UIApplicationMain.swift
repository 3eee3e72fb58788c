import Foundation

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
    var principalClass: UIApplication.Type?
    if let principalClassName {
        guard let type = NSClassFromString(principalClassName) as? UIApplication.Type else {
            UIKitFailure.raise("UIApplicationMain: no UIApplication subclass is named \"\(principalClassName)\"; pass NSStringFromClass(MyApplication.self) or nil")
            return 1
        }
        principalClass = type
    }
    var delegateClass: UIApplicationDelegate.Type?
    if let delegateClassName {
        guard let type = NSClassFromString(delegateClassName) as? UIApplicationDelegate.Type else {
            UIKitFailure.raise("UIApplicationMain: no class adopting UIApplicationDelegate is named \"\(delegateClassName)\"; pass NSStringFromClass(AppDelegate.self)")
            return 1
        }
        delegateClass = type
    }
    UIApplication.main(principalClass: principalClass, delegateClass: delegateClass)
}

extension UIApplication {
    /// `UIApplicationMain` and `@main` on the delegate: choose the host, create the
    /// application and its delegate, launch, and run until the last scene closes.
    static func main(principalClass: UIApplication.Type?, delegateClass: UIApplicationDelegate.Type?) -> Never {
        guard Thread.isMainThread else {
            UIKitFailure.raise("UIApplicationMain must be called on the main thread (from main.swift or an @main type)")
            exit(1)
        }
        UIKitHost.current = UIKitHost.makeLaunchHost()
        let application = (principalClass ?? UIApplication.self).init()
        install(application)
        application.launch(delegate: delegateClass?.init())
        UIKitHost.current?.run()
        exit(0)
    }
}
