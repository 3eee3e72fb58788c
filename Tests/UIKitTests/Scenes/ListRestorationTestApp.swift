import Foundation
@testable import UIKit

/// An app without scenes whose navigation root is a list of fruits — a table or a grid —
/// that it preserves the NSCoder way, with a registered model store and basket; or the
/// `Restoration` storyboard, whose controllers are made again from it.
@MainActor
enum ListRestorationApp {
    enum Root {
        case table, grid, storyboard
    }

    static var events: [String] = []
    static var fruits: [String] = []
    static var root: Root = .table
    /// Whether the list's data source adopts `UIDataSourceModelAssociation`.
    static var associates = true
    /// Whether the store asks for more time while it decodes, and completes later.
    static var extendsRestoration = false

    static func reset() {
        events = []
        fruits = (0..<200).map { String(format: "Fruit %03d", $0) }
        root = .table
        associates = true
        extendsRestoration = false
    }

    static func log(_ event: String) { events.append(event) }
}

final class ListRestorationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let store = FruitStore()
    let unused = FruitStore()

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIApplication.registerObject(forStateRestoration: store, restorationIdentifier: "store")
        // Registered but never encoded by anything preserved: not saved.
        UIApplication.registerObject(forStateRestoration: unused, restorationIdentifier: "unused")
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root: UIViewController
        switch ListRestorationApp.root {
        case .table:
            root = ListRestorationApp.associates ? AssociatingFruitTableController() : FruitTableController()
        case .grid:
            root = AssociatingFruitGridController()
        case .storyboard:
            window.rootViewController = UIStoryboard(name: "Restoration", bundle: StoryboardFixtures.bundle).instantiateInitialViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
        let navigation = UINavigationController(rootViewController: root)
        navigation.restorationIdentifier = "nav"
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
}

/// The app's model, registered for restoration; the list refers to it in its coder.
final class FruitStore: NSObject, UIStateRestoring {
    var favourite = "-"

    func encodeRestorableState(with coder: NSCoder) {
        coder.encode(favourite, forKey: "favourite")
    }

    func decodeRestorableState(with coder: NSCoder) {
        favourite = coder.decodeObject(of: NSString.self, forKey: "favourite") as String? ?? "?"
        ListRestorationApp.log("store decoded favourite=\(favourite)")
        if ListRestorationApp.extendsRestoration { UIApplication.shared.extendStateRestoration() }
    }

    func applicationFinishedRestoringState() {
        ListRestorationApp.log("store finished")
    }
}

/// A basket under the list's controller, made again by its restoration class.
final class FruitBasket: NSObject, UIStateRestoring {
    weak var owner: UIViewController?
    var count = 0

    init(owner: UIViewController?) {
        self.owner = owner
    }

    var restorationParent: (any UIStateRestoring)? { owner }
    var objectRestorationClass: (any UIObjectRestoration.Type)? { FruitBasketRestoration.self }

    func encodeRestorableState(with coder: NSCoder) {
        coder.encode(count, forKey: "count")
    }

    func decodeRestorableState(with coder: NSCoder) {
        count = coder.decodeInteger(forKey: "count")
        ListRestorationApp.log("basket decoded count=\(count)")
    }
}

final class FruitBasketRestoration: UIObjectRestoration {
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)? {
        ListRestorationApp.log("basket class asked \(identifierComponents.joined(separator: "/"))")
        return FruitBasket(owner: nil)
    }
}

/// The fruits in a table; the data source answers by index path only.
class FruitTableController: UITableViewController {
    var basket: FruitBasket?

    init() {
        super.init(style: .plain)
        restorationIdentifier = "fruits"
        title = "Fruits"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    var store: FruitStore? { (UIApplication.shared.delegate as? ListRestorationAppDelegate)?.store }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.restorationIdentifier = "table"
        tableView.allowsMultipleSelection = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ListRestorationApp.fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = ListRestorationApp.fruits[indexPath.row]
        return cell
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(store, forKey: "store")
        coder.encode(basket, forKey: "basket")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        let decoded = coder.decodeObject(forKey: "store") as? FruitStore
        basket = coder.decodeObject(forKey: "basket") as? FruitBasket
        ListRestorationApp.log("list decoded store=\(decoded === store ? "registered" : "other") basket=\(basket.map { "\($0.count)" } ?? "-")")
    }
}

/// The same table whose data source names each fruit by its name across launches.
final class AssociatingFruitTableController: FruitTableController, UIDataSourceModelAssociation {
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
        ListRestorationApp.fruits[idx.row]
    }

    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        ListRestorationApp.fruits.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
    }
}

/// The fruits in a grid of 100-point squares, named by their names across launches.
final class AssociatingFruitGridController: UICollectionViewController, UIDataSourceModelAssociation {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
        restorationIdentifier = "fruits"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.restorationIdentifier = "grid"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ListRestorationApp.fruits.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
        ListRestorationApp.fruits[idx.item]
    }

    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        ListRestorationApp.fruits.firstIndex(of: identifier).map { IndexPath(item: $0, section: 0) }
    }
}

/// A storyboard controller with a restoration class of its own, which makes it again from the
/// storyboard the coder holds.
final class StoryboardRestoredController: UIViewController, UIViewControllerRestoration {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        restorationClass = StoryboardRestoredController.self
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard
        ListRestorationApp.log("classy asked \(identifierComponents.joined(separator: "/")) storyboard=\(storyboard?.name ?? "-")")
        return storyboard?.instantiateViewController(withIdentifier: "classy")
    }
}
