// An app without scenes that restores its view controllers the NSCoder way, for the test that
// quits it and relaunches it in a fresh process (`legacy-open` / `legacy-report` in main.swift).
import Foundation
import UIKit

final class LegacyProbeAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var events: [String] = []
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "split"
        split.setViewController(LegacyProbeListController(), for: .primary)
        split.setViewController(LegacyProbeDetailController(item: "none"), for: .secondary)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        Self.events.append("didDecode")
    }
}

final class LegacyProbeListController: UIViewController {
    var selection = "-"

    init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "list"
    }

    required init?(coder: NSCoder) { nil }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selection, forKey: "selection")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        selection = coder.decodeObject(forKey: "selection") as? String ?? "-"
        LegacyProbeAppDelegate.events.append("list decoded")
    }
}

final class LegacyProbeDetailController: UIViewController, UIViewControllerRestoration {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "detail"
        restorationClass = LegacyProbeDetailController.self
    }

    required init?(coder: NSCoder) { nil }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        LegacyProbeAppDelegate.events.append("class asked \(identifierComponents.joined(separator: "/"))")
        return (coder.decodeObject(forKey: "item") as? String).map(LegacyProbeDetailController.init(item:))
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(item, forKey: "item")
    }

    override func applicationFinishedRestoringState() {
        LegacyProbeAppDelegate.events.append("detail finished")
    }
}
