import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the older launch method heard.
@MainActor
private enum OlderLaunchLog {
    static var entries: [String] = []
}

/// An app delegate written before launch options: it implements only the older method, and
/// says which orientations it supports.
private final class OlderLaunchDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        OlderLaunchLog.entries.append("didFinishLaunching")
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .landscape
    }
}

/// An app delegate with the launch-options method: the older one is not called.
private final class BothLaunchMethodsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        OlderLaunchLog.entries.append("didFinishLaunchingWithOptions")
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidFinishLaunching(_ application: UIApplication) {
        OlderLaunchLog.entries.append("didFinishLaunching")
    }
}

@MainActor
@Suite("Application delegate: the older launch method and supported orientations", .serialized, .exclusiveUIKit)
struct ApplicationDelegateLegacyTests {
    @Test("applicationDidFinishLaunching(_:) is called when the delegate does not implement application(_:didFinishLaunchingWithOptions:), and not when it does")
    func olderLaunchMethod() {
        OlderLaunchLog.entries = []
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OlderLaunchDelegate.self)
        #expect(OlderLaunchLog.entries == ["didFinishLaunching"])
        #expect((application.delegate as? OlderLaunchDelegate)?.window?.isKeyWindow == true)
        screen.endApplication()

        OlderLaunchLog.entries = []
        let second = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        _ = second.launchApplication(delegateClass: BothLaunchMethodsDelegate.self)
        #expect(OlderLaunchLog.entries == ["didFinishLaunchingWithOptions"])
        second.endApplication()
    }

    @Test("supportedInterfaceOrientations(for:) is the app's default, Info.plist's (every orientation without one), whatever the delegate says; a delegate that implements application(_:supportedInterfaceOrientationsFor:) answers instead, one that does not answers the application's default; Info.plist's names map to the mask")
    func supportedOrientations() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OlderLaunchDelegate.self)
        #expect(application.supportedInterfaceOrientations(for: nil) == .all, "the delegate's answer does not change the application's")
        #expect(application.delegate?.application(application, supportedInterfaceOrientationsFor: nil) == .landscape)
        screen.endApplication()
        let second = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let plain = second.launchApplication(delegateClass: BothLaunchMethodsDelegate.self)
        #expect(plain.supportedInterfaceOrientations(for: nil) == .all, "no Info.plist: all four, as on an iPad")
        #expect(plain.delegate?.application(plain, supportedInterfaceOrientationsFor: nil) == .all, "not implemented: the application's default")
        second.endApplication()
        #expect(UIApplication.interfaceOrientations(named: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "Sideways"])
                == [.portrait, .landscapeLeft])
        #expect(UIFloatRangeIsEqualToRange(UIFloatRange(minimum: 1, maximum: 2), UIFloatRange(minimum: 1, maximum: 2)))
        #expect(!UIFloatRangeIsEqualToRange(.zero, .infinite))
    }
}
