import Testing
@testable import SlatePort

@Suite("Rewriting Swift sources for Linux")
struct SourceRewriterTests {
    @Test("Overrides in an extension of a class in the same file move into the class; elsewhere they are reported")
    func overridesInExtensions() {
        let rewrite = RewriteHarness([("Master.swift", """
            import UIKit

            class MasterViewController: UITableViewController {
                var objects: [String] = []
            }

            // MARK: - Table View
            extension MasterViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    objects.count
                }

                private func helper() {}
            }

            extension MasterViewController: UISearchBarDelegate {
                override var title: String? { get { "Master" } set {} }
            }
            """), ("Other.swift", """
            import UIKit

            extension MasterViewController {
                override func viewDidLoad() {}
            }
            """)])
        let master = rewrite.outputs["Master.swift"] ?? ""
        #expect(master.contains("""
            class MasterViewController: UITableViewController {
                var objects: [String] = []

                // Moved here from an extension by `slate port`: Swift on Linux overrides only in the class body.
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    objects.count
                }
                override var title: String? { get { "Master" } set {} }
            }
            """))
        #expect(master.contains("""
            extension MasterViewController {

                private func helper() {}
            }
            """))
        #expect(master.contains("extension MasterViewController: UISearchBarDelegate {\n}"))
        #expect(rewrite.report.conversionCount("`override` members moved from extensions into their class (Swift on Linux overrides only there)") == 2)
        #expect(rewrite.outputs["Other.swift"]?.contains("override func viewDidLoad() {}") == true)
        #expect(rewrite.items.contains("Other.swift:4: `override func viewDidLoad` in an extension of a class declared in another file: Swift on Linux overrides only in the class body; move it there"))
    }

    @Test("Selector-based notification observers become the closure form when the method takes nothing or a Notification")
    func notificationObservers() {
        let rewrite = RewriteHarness("""
            import UIKit

            class FormViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(self.refresh), name: .NSCalendarDayChanged, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(legacy(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
                }
                @objc func keyboardWillShow(notification: Notification) {}
                @objc func refresh() {}
                @objc func legacy(_ note: NSNotification) {}
            }
            """)
        #expect(rewrite.output.contains("""
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification: notification) } }
                    NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] notification in MainActor.assumeIsolated { self?.refresh() } }
            """))
        // An NSNotification parameter is left as it was, and reported.
        #expect(rewrite.output.contains(#"addObserver(self, selector: Selector("legacy:", FormViewController.legacy(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)"#))
        #expect(rewrite.items.contains { $0.contains("File.swift:8: `NotificationCenter.addObserver(_:selector:name:object:)` calls a method by selector") })
        #expect(rewrite.items.contains { $0.hasPrefix("File.swift:6: `addObserver(self, selector:…)` now observes with a closure") })
        #expect(rewrite.report.conversionCount("`addObserver(self, selector: #selector(m), name:object:)` → `addObserver(forName:object:queue: .main) { … self?.m(…) }`") == 2)
    }

    @Test("@IBOutlet goes; weak, the type, the implicitly unwrapped optional and doc comments stay")
    func outlets() {
        let rewrite = RewriteHarness("""
            import UIKit

            class Cell: UITableViewCell {
                /// The title.
                @IBOutlet weak var title: UILabel!
                @IBOutlet
                private var icon: UIImageView?
                @IBOutlet var a, b: UILabel!
            }
            """)
        #expect(rewrite.output == """
            import UIKit

            class Cell: UITableViewCell {
                /// The title.
                weak var title: UILabel!
                private var icon: UIImageView?
                var a, b: UILabel!

                // Interface Builder connects these by name: Linux has no Objective-C runtime (slate port).
                override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
                    super.interfaceBuilderConnections + [
                        .outlet("title", \\Cell.title),
                        .outlet("icon", \\Cell.icon),
                        .outlet("a", \\Cell.a),
                        .outlet("b", \\Cell.b),
                    ]
                }
            }
            """)
        #expect(rewrite.report.conversionCount("`@IBOutlet` removed") == 3)
        #expect(rewrite.items.isEmpty)
    }

    @Test("@IBAction stays on one-parameter methods only; @IBInspectable, @IBDesignable and @IBSegueAction stay; the member lists them all")
    func actionsAndInspectables() {
        let rewrite = RewriteHarness("""
            @IBDesignable
            class RoundedView: UIView {
                @IBInspectable var cornerRadius: CGFloat = 0
            }

            class ViewController: UIViewController {
                @IBOutlet var buttons: [UIButton]!
                @IBAction func buttonTapped(_ sender: UIButton) {}
                @IBAction func go() {}
                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            }
            """)
        #expect(rewrite.output == """
            @IBDesignable
            class RoundedView: UIView {
                @IBInspectable var cornerRadius: CGFloat = 0

                // Interface Builder connects these by name: Linux has no Objective-C runtime (slate port).
                override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
                    super.interfaceBuilderConnections + [
                        .property("cornerRadius", \\RoundedView.cornerRadius),
                    ]
                }
            }

            class ViewController: UIViewController {
                var buttons: [UIButton]!
                @IBAction func buttonTapped(_ sender: UIButton) {}
                func go() {}
                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }

                // Interface Builder connects these by name: Linux has no Objective-C runtime (slate port).
                override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
                    super.interfaceBuilderConnections + [
                        .outletCollection("buttons", \\ViewController.buttons),
                        .action(Selector("buttonTapped:", ViewController.buttonTapped)),
                        .action(Selector("go", ViewController.go)),
                        .segueAction("makeDetail:sender:", ViewController.makeDetail),
                    ]
                }
            }
            """)
    }

    @Test("Outlets and actions in another file's extension are listed in the class body; private ones there become internal and are reported")
    func acrossFiles() {
        let rewrite = RewriteHarness([
            ("A.swift", """
                class Base: UIViewController {}
                class Screen: Base {
                    @IBOutlet private weak var label: UILabel!
                }
                """),
            ("B.swift", """
                extension Screen {
                    @IBAction private func tapped(_ sender: Any) { label.text = "" }
                }
                """),
        ])
        #expect(rewrite.outputs["B.swift"] == """
            extension Screen {
                @IBAction func tapped(_ sender: Any) { label.text = "" }
            }
            """)
        #expect(rewrite.outputs["A.swift"]?.contains("""
                        .outlet("label", \\Screen.label),
                        .action(Selector("tapped:", Screen.tapped)),
            """) == true)
        #expect(rewrite.outputs["A.swift"]?.contains("private weak var label: UILabel!") == true)
        #expect(rewrite.items == ["B.swift:2: `tapped(_:)` was private in a file other than its class's; made internal so the class's `interfaceBuilderConnections` can reach it"])
    }

    @Test("Two-parameter actions, classes outside UIKit and generic classes are reported and get no connections")
    func unconvertible() {
        let rewrite = RewriteHarness("""
            class Model: NSObject {
                @IBOutlet var view: UIView!
            }
            class List<Item>: UIViewController {
                @IBOutlet var table: UITableView!
            }
            class Screen: UIViewController {
                @IBAction func tapped(_ sender: Any, forEvent event: UIEvent) {}
            }
            """)
        #expect(!rewrite.output.contains("interfaceBuilderConnections"))
        #expect(rewrite.output.contains("    func tapped(_ sender: Any, forEvent event: UIEvent) {}"))
        #expect(rewrite.items.count == 3)
        #expect(rewrite.items[0].hasPrefix("File.swift:1: `Model` has Interface Builder connections but does not inherit"))
        #expect(rewrite.items[1].hasPrefix("File.swift:4: `List` is generic"))
        #expect(rewrite.items[2].hasPrefix("File.swift:8: `@IBAction tapped(_:forEvent:)` takes 2 parameters (`tapped:forEvent:`)"))
    }

    @Test("#selector becomes Selector(name, Type.method): qualified, unqualified, without labels, and with @objc(name)")
    func selectors() {
        let rewrite = RewriteHarness("""
            class Screen: UIViewController {
                func setUp(_ button: UIButton, other: Screen) {
                    button.addTarget(self, action: #selector(Screen.tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(refresh), for: .touchUpInside)
                    button.addTarget(other, action: #selector(self.renamed(_:)), for: .touchUpInside)
                }
                @objc func tapped(_ sender: UIButton) {}
                @objc func refresh() {}
                @objc(doRename:) func renamed(_ sender: Any) {}
            }
            """)
        #expect(rewrite.output == """
            class Screen: UIViewController {
                func setUp(_ button: UIButton, other: Screen) {
                    button.addTarget(self, action: Selector("tapped:", Screen.tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: Selector("tapped:", Screen.tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: Selector("refresh", Screen.refresh), for: .touchUpInside)
                    button.addTarget(other, action: Selector("doRename:", Screen.renamed(_:)), for: .touchUpInside)
                }
                func tapped(_ sender: UIButton) {}
                func refresh() {}
                func renamed(_ sender: Any) {}
            }
            """)
        #expect(rewrite.report.conversionCount("`#selector(…)` → `Selector(\"name\", Type.method)`") == 4)
        #expect(rewrite.report.conversionCount("`@objc` removed") == 3)
    }

    @Test("#selector of a property accessor, a two-parameter method or an unknown method is kept and reported")
    func unconvertibleSelectors() {
        let rewrite = RewriteHarness("""
            class Screen: UIViewController {
                func setUp() {
                    _ = #selector(getter: Screen.title)
                    _ = #selector(pair(_:with:))
                    _ = #selector(somewhereElse)
                    _ = #selector(webView.reload)
                }
                func pair(_ a: Any, with b: Any) {}
            }
            """)
        #expect(rewrite.output.contains("_ = #selector(getter: Screen.title)"))
        #expect(rewrite.output.contains("_ = #selector(pair(_:with:))"))
        #expect(rewrite.output.contains("_ = #selector(somewhereElse)"))
        #expect(rewrite.items.map { $0.prefix(14) } == ["File.swift:3: ", "File.swift:4: ", "File.swift:5: ", "File.swift:6: "])
        #expect(rewrite.items[3].contains("names a method of the value `webView`, whose type the porter cannot see: write `Selector(\"reload\", <its type>.reload)`"))
        #expect(rewrite.items[1].contains("`pair(_:with:)` is not a method taking the sender or nothing"))
    }

    @Test("@objc, @objc(name), @objcMembers and dynamic go; @UIApplicationMain becomes @main; delegates become final")
    func objcAndMain() {
        let rewrite = RewriteHarness("""
            /// The app.
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                @objc dynamic var count = 0
            }
            @objcMembers public class Model: NSObject {
                @objc(runNow) func run() {}
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            """, finalClasses: ["AppDelegate", "SceneDelegate"])
        #expect(rewrite.output == """
            /// The app.
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var count = 0
            }
            public class Model: NSObject {
                func run() {}
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            """)
        #expect(rewrite.report.conversionCount("`@UIApplicationMain` → `@main`") == 1)
        #expect(rewrite.report.conversionCount("`dynamic` removed") == 1)
        #expect(rewrite.report.conversionCount("`@objcMembers` removed") == 1)
    }

    @Test("Imports of frameworks Slate lacks are reported with file and line; UIKit submodules become UIKit")
    func imports() {
        let rewrite = RewriteHarness("""
            import UIKit.UIGestureRecognizerSubclass
            import Foundation
            import SwiftUI
            import os.log
            import Combine
            """)
        #expect(rewrite.output == """
            import UIKit
            import Foundation
            import SwiftUI
            import os.log
            import Combine
            """)
        #expect(rewrite.items.count == 2)
        #expect(rewrite.items[0].hasPrefix("File.swift:3: `import SwiftUI`: Slate has no SwiftUI"))
        #expect(rewrite.items[1].hasPrefix("File.swift:5: `import Combine`"))
    }

    @Test("Objective-C runtime idioms are reported where they are: NSClassFromString, perform, KVC, KVO, @NSManaged")
    func runtimeIdioms() {
        let rewrite = RewriteHarness("""
            class Screen: UIViewController {
                @NSManaged var name: String
                func go() {
                    _ = NSClassFromString("Other")
                    perform(Selector("go", Screen.go))
                    _ = value(forKey: "name")
                    setValue(1, forKey: "name")
                    _ = observe(\\.title) { _, _ in }
                }
            }
            """)
        #expect(rewrite.items.map { String($0.split(separator: ":").prefix(2).joined(separator: ":")) } == [
            "File.swift:2", "File.swift:4", "File.swift:5", "File.swift:6", "File.swift:7", "File.swift:8",
        ])
    }

    @Test("@NSManaged properties of layer subclasses become properties kept by key; key-value coding on such a layer's self is not reported")
    func managedLayerProperties() {
        let rewrite = RewriteHarness("""
            class PieLayer: CAShapeLayer {
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: CGColor?
                @NSManaged var image: CGImage
                @objc @NSManaged dynamic var `default`: Double
                override class func needsDisplay(forKey key: String) -> Bool { key == "progress" }
                func reset() { setValue(0, forKey: "progress") }
            }
            """)
        #expect(rewrite.output == """
            class PieLayer: CAShapeLayer {
                var progress: CGFloat {
                    get { value(forKey: "progress") as? CGFloat ?? 0 }
                    set { setValue(newValue, forKey: "progress") }
                }
                public var tint: CGColor? {
                    get { value(forKey: "tint") as? CGColor }
                    set { setValue(newValue, forKey: "tint") }
                }
                var image: CGImage {
                    get { value(forKey: "image") as! CGImage }
                    set { setValue(newValue, forKey: "image") }
                }
                var `default`: Double {
                    get { value(forKey: "default") as? Double ?? 0 }
                    set { setValue(newValue, forKey: "default") }
                }
                override class func needsDisplay(forKey key: String) -> Bool { key == "progress" }
                func reset() { setValue(0, forKey: "progress") }
            }
            """)
        #expect(rewrite.items.isEmpty)
        #expect(rewrite.report.conversionCount("`@NSManaged var` of a layer or animation subclass → a property kept with `value(forKey:)`/`setValue(_:forKey:)`") == 4)
    }

    @Test("UIKit names from before Swift 4.2 become today's, in types and in expressions, but not as members")
    func legacyNames() {
        let rewrite = RewriteHarness("""
            func application(_ app: UIApplication, didFinishLaunchingWithOptions options: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                button.setTitle("A", for: UIControlState.normal)
                let style: UITableViewCellStyle = .default
                return thing.UIControlState == nil
            }
            """)
        #expect(rewrite.output == """
            func application(_ app: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                button.setTitle("A", for: UIControl.State.normal)
                let style: UITableViewCell.CellStyle = .default
                return thing.UIControlState == nil
            }
            """)
        #expect(rewrite.report.conversionCount("UIKit names from before Swift 4.2 → their current names (`UIControlState` → `UIControl.State`)") == 3)
    }

    @Test("Nested classes and UIKit-qualified superclasses get their connections under their qualified names")
    func nestedClasses() {
        let rewrite = RewriteHarness("""
            enum Screens {
                final class Detail: UIKit.UIViewController {
                    @IBOutlet var title: UILabel!
                }
            }
            """)
        #expect(rewrite.output.contains(".outlet(\"title\", \\Screens.Detail.title),"))
        #expect(rewrite.output.contains("        // Interface Builder connects these by name"))
        #expect(rewrite.items.isEmpty)
    }

    @Test("A private action in an extension in the class's own file stays private: the class body reaches it")
    func privateInSameFile() {
        let rewrite = RewriteHarness("""
            class Screen: UIViewController {}
            extension Screen {
                @IBAction private func tapped(_ sender: Any) {}
            }
            """)
        #expect(rewrite.output.contains("    @IBAction private func tapped(_ sender: Any) {}"))
        #expect(rewrite.output.contains(".action(Selector(\"tapped:\", Screen.tapped)),"))
        #expect(rewrite.items.isEmpty)
    }

    @Test("Reusable views' initializers that Slate declares required become required, through project subclasses too")
    func requiredInitializers() {
        let rewrite = RewriteHarness("""
            class Cell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { nil }
            }
            class FancyCell: Cell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { nil }
            }
            class Tile: UICollectionViewCell {
                public override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """)
        #expect(rewrite.output.components(separatedBy: "    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {").count == 3)
        #expect(rewrite.output.contains("    public required init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(rewrite.output.contains("    override init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(rewrite.report.conversionCount("`override init` of reusable views → `required init` (Slate creates them with it)") == 3)
    }

    @Test("Files that use URLSession get import FoundationNetworking after their imports; others do not")
    func foundationNetworking() {
        let rewrite = RewriteHarness([
            ("Net.swift", """
                import UIKit
                import Foundation

                func load(_ url: URL) {
                    URLSession.shared.dataTask(with: URLRequest(url: url)).resume()
                }
                """),
            ("Plain.swift", "import UIKit\n\nlet x = 1\n"),
        ])
        #expect(rewrite.outputs["Net.swift"] == """
            import UIKit
            import Foundation
            import FoundationNetworking // URLSession and friends on Linux (slate port)

            func load(_ url: URL) {
                URLSession.shared.dataTask(with: URLRequest(url: url)).resume()
            }
            """)
        #expect(rewrite.outputs["Plain.swift"] == "import UIKit\n\nlet x = 1\n")
    }

    @Test("Selector-based notification observers the porter cannot convert, and timers, are reported: Linux Foundation has only the closure forms")
    func selectorBasedFoundation() {
        let rewrite = RewriteHarness("""
            class Screen: UIViewController {
                func start() {
                    NotificationCenter.default.addObserver(presenter, selector: #selector(changed), name: .init("x"), object: nil)
                    _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(changed), userInfo: nil, repeats: true)
                }
                @objc func changed() {}
            }
            """)
        #expect(rewrite.items.count == 2)
        #expect(rewrite.items[0].hasPrefix("File.swift:3: `NotificationCenter.addObserver(_:selector:name:object:)`"))
        #expect(rewrite.items[1].hasPrefix("File.swift:4: a target–selector `Timer`"))
    }
}
