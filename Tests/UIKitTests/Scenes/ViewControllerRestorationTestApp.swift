import Foundation
import UIKit

/// An app without scenes that preserves its view controllers the NSCoder way: a navigation
/// controller ("nav") whose root is a list ("list", with a scroll view "scroller"); the list
/// pushes details, which come back through their restoration class, and the navigation
/// controller may present a sheet, which the app delegate makes again.
@MainActor
enum RestorationApp {
    static var events: [String] = []
    static var savesState = true
    static var restoresState = true
    /// What the next launch's list is set up with before restoration changes it.
    static var rootKind: RootKind = .navigation
    /// Run as the list decodes its state.
    static var whileDecoding: (() -> Void)?

    enum RootKind {
        case navigation, tabsAndPages
    }

    static func reset() {
        events = []
        savesState = true
        restoresState = true
        rootKind = .navigation
        whileDecoding = nil
    }

    static func log(_ event: String) { events.append(event) }
}

final class RestorationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RestorationApp.log("willFinishLaunching")
        let window = UIWindow(frame: UIScreen.main.bounds)
        switch RestorationApp.rootKind {
        case .navigation:
            let navigation = UINavigationController(rootViewController: RestorableListController())
            navigation.restorationIdentifier = "nav"
            window.rootViewController = navigation
        case .tabsAndPages:
            let tabs = UITabBarController()
            tabs.restorationIdentifier = "tabs"
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.restorationIdentifier = "pages"
            pages.setViewControllers([RestorablePageController(number: 1)], direction: .forward, animated: false)
            let list = RestorableListController()
            tabs.viewControllers = [list, pages]
            window.rootViewController = tabs
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RestorationApp.log("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        RestorationApp.log("shouldSave")
        return RestorationApp.savesState
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        let idiom = coder.decodeInteger(forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
        let saved = coder.decodeObject(of: NSDate.self, forKey: UIApplication.stateRestorationTimestampKey) != nil
        RestorationApp.log("shouldRestore idiom=\(idiom) timestamp=\(saved)")
        return RestorationApp.restoresState
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        RestorationApp.log("willEncode")
        coder.encode("kept by the delegate", forKey: "note")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        RestorationApp.log("didDecode note=\(coder.decodeObject(forKey: "note") as? String ?? "-")")
    }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        RestorationApp.log("delegate asked \(identifierComponents.joined(separator: "/"))")
        guard identifierComponents.last == "sheet" else { return nil }
        return RestorableSheetController()
    }
}

/// The navigation root: a row selection, and a scroll view whose offset UIKit saves.
final class RestorableListController: UIViewController {
    var selectedRow = 0
    let scroller = UIScrollView()

    init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "list"
        title = "List"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        scroller.restorationIdentifier = "scroller"
        scroller.frame = view.bounds
        scroller.contentSize = CGSize(width: view.bounds.width, height: 4000)
        view.addSubview(scroller)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selectedRow, forKey: "row")
        // A controller is saved as a reference to the one restored at its path.
        coder.encode(navigationController?.viewControllers.last, forKey: "top")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        selectedRow = coder.decodeInteger(forKey: "row")
        let top = coder.decodeObject(of: UIViewController.self, forKey: "top")
        RestorationApp.whileDecoding?()
        RestorationApp.log("list decoded row=\(selectedRow) top=\(top?.title ?? "-")")
    }

    override func applicationFinishedRestoringState() {
        RestorationApp.log("list finished")
    }
}

/// A small model object the detail keeps, archived with NSKeyedArchiver.
final class RestorableNote: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let text: String

    init(text: String) { self.text = text }

    func encode(with coder: NSCoder) { coder.encode(text, forKey: "text") }

    required init?(coder: NSCoder) {
        guard let text = coder.decodeObject(of: NSString.self, forKey: "text") else { return nil }
        self.text = text as String
    }
}

/// A pushed detail, made again by its restoration class from the item it saved.
final class RestorableDetailController: UIViewController, UIViewControllerRestoration {
    let item: String
    var note: RestorableNote?

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "detail"
        restorationClass = RestorableDetailController.self
        title = item
    }

    required init?(coder: NSCoder) { nil }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let item = coder.decodeObject(of: NSString.self, forKey: "item") as String?
        RestorationApp.log("class asked \(identifierComponents.joined(separator: "/")) item=\(item ?? "-")")
        return item.map(RestorableDetailController.init(item:))
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(item, forKey: "item")
        coder.encode(note, forKey: "note")
        coder.encode(UIView(), forKey: "view")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(of: RestorableNote.self, forKey: "note")
        let wrongClass = coder.decodeObject(of: NSNumber.self, forKey: "item")
        RestorationApp.log("detail decoded note=\(note?.text ?? "-") number=\(wrongClass.map { "\($0)" } ?? "nil") view=\(coder.containsValue(forKey: "view"))")
    }

    override func applicationFinishedRestoringState() {
        RestorationApp.log("detail finished")
    }
}

/// A sheet the navigation controller presents; the app delegate makes it again.
final class RestorableSheetController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "sheet"
        modalPresentationStyle = .formSheet
    }

    required init?(coder: NSCoder) { nil }
}

/// A page of the page view controller, made again by its restoration class.
final class RestorablePageController: UIViewController, UIViewControllerRestoration {
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "page"
        restorationClass = RestorablePageController.self
    }

    required init?(coder: NSCoder) { nil }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorablePageController(number: coder.decodeInteger(forKey: "number"))
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(number, forKey: "number")
    }
}
