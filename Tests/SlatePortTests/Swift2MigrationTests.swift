import SwiftParser
import SwiftSyntax
import Testing
@testable import SlatePort

/// `slate port`'s Swift 2 migration: the names Swift 3 renamed, from the SDK headers' table
/// and by hand, and the first-parameter labels Swift 3 added.
@Suite("Swift 2 migration")
struct Swift2MigrationTests {
    private func migrate(_ source: String) -> (String, [String: Int]) {
        let tree = Parser.parse(source: source)
        let migration = Swift2Migration(files: [tree])
        let (migrated, changes) = migration.migrate(tree)
        #expect(!Parser.parse(source: migrated.description).hasError, "the output parses")
        return (migrated.description, changes)
    }

    @Test("A view controller as Swift 2 wrote it: calls, properties, cases, constants, constructors, string selectors and overrides come out as today's Swift writes them")
    func viewController() {
        let (output, changes) = migrate("""
        class ViewController: UIViewController {
            override func viewWillAppear(animated: Bool) {
                super.viewWillAppear(animated)
                let button = UIButton(type: UIButtonType.System)
                button.frame = CGRectMake(0, 0, 250, 30)
                button.backgroundColor = UIColor.greenColor()
                button.setTitle("Go", forState: .Normal)
                button.addTarget(self, action: "tapped:", forControlEvents: .TouchUpInside)
                view.addSubview(button)
                let width = CGRectGetWidth(view.bounds) + UIScreen.mainScreen().bounds.width
                UIView.animateWithDuration(0.3, animations: { button.alpha = 0 }) { _ in
                    print(width, self.dynamicType)
                }
                let animation = CATransition()
                animation.type = kCATransitionFade
                button.layer.addAnimation(animation, forKey: "fade")
            }

            func tapped(button: UIButton) {
                let next = storyboard?.instantiateViewControllerWithIdentifier("Next")
                presentViewController(next!, animated: true, completion: nil)
            }

            override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
                if let split = splitViewController { if split.collapsed {} }
            }

            override func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
                return tableView.dequeueReusableCellWithIdentifier("Cell", forIndexPath: indexPath)
            }
        }
        """)
        #expect(output.contains("override func viewWillAppear(_ animated: Bool)"))
        #expect(output.contains("UIButton(type: UIButtonType.system)"), "the type's old name is the rest of the port's (LegacyUIKitNames)")
        #expect(output.contains("button.frame = CGRect(x: 0, y: 0, width: 250, height: 30)"))
        #expect(output.contains("button.backgroundColor = UIColor.green\n"))
        #expect(output.contains("button.setTitle(\"Go\", for: .normal)"))
        #expect(output.contains("button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)"))
        #expect(output.contains("let width = (view.bounds).width + UIScreen.main.bounds.width"))
        #expect(output.contains("UIView.animate(withDuration: 0.3, animations: { button.alpha = 0 }) { _ in"), "a trailing closure stands for the last label")
        #expect(output.contains("print(width, type(of: self))"))
        #expect(output.contains("animation.type = CATransitionType.fade"))
        #expect(output.contains("button.layer.add(animation, forKey: \"fade\")"))
        #expect(output.contains("func tapped(_ button: UIButton)"))
        #expect(output.contains("storyboard?.instantiateViewController(withIdentifier: \"Next\")"))
        #expect(output.contains("present(next!, animated: true, completion: nil)"))
        #expect(output.contains("override func prepare(for segue: UIStoryboardSegue, sender: Any?)"))
        #expect(output.contains("split.isCollapsed"))
        #expect(output.contains("override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell"))
        #expect(output.contains("tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)"))
        #expect((changes.values.reduce(0, +)) > 20)
    }

    @Test("An override renamed by the SDK is renamed at its super call too; a user method named as a UIKit one is renamed with its calls")
    func overridesAndSuperCalls() {
        let (output, _) = migrate("""
        class Canvas: UIView {
            override func drawRect(rect: CGRect) {
                super.drawRect(rect)
                layer.borderColor = UIColor.redColor().CGColor
            }
            override func touchesBegan(touches: Set<UITouch>, withEvent event: UIEvent?) {
                super.touchesBegan(touches, withEvent: event)
            }
        }
        """)
        #expect(output.contains("override func draw(_ rect: CGRect)"))
        #expect(output.contains("super.draw(rect)"))
        #expect(output.contains("layer.borderColor = UIColor.red.cgColor"), "a property starting with capitals is renamed too")
        #expect(output.contains("override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)"))
        #expect(output.contains("super.touchesBegan(touches, with: event)"))
    }

    @Test("The project's own types, calls with an action that is not a selector, and instance calls of names that are properties elsewhere stay")
    func ownTypesAndCalls() {
        let (output, _) = migrate("""
        enum Parser { enum Error { case Bad } }
        func go(operation: NSOperation, tracker: Tracker) {
            let failure = Parser.Error.Bad
            tracker.track("ui", action: "press")
            operation.start()
        }
        """)
        #expect(output.contains("let failure = Parser.Error.Bad"))
        #expect(output.contains("tracker.track(\"ui\", action: \"press\")"))
        #expect(output.contains("operation.start()"))
    }

    @Test("Foundation: value types, singletons and common methods under Swift 3's names")
    func foundation() {
        let (output, _) = migrate("""
        func load() {
            let bundle = NSBundle(forClass: self.dynamicType)
            let path = NSBundle.mainBundle().pathForResource("data", ofType: "json")
            NSUserDefaults.standardUserDefaults().setBool(true, forKey: "seen")
            let index: NSIndexPath? = nil
        }
        """)
        #expect(output.contains("let bundle = Bundle(for: type(of: self))"))
        #expect(output.contains("let path = Bundle.main.path(forResource: \"data\", ofType: \"json\")"))
        #expect(output.contains("UserDefaults.standard.set(true, forKey: \"seen\")"))
        #expect(output.contains("let index: IndexPath? = nil"))
    }

    @Test("The project's own names stay: its enum cases, properties and methods are not renamed")
    func ownNamesStay() {
        let (output, _) = migrate("""
        enum Mode { case System, Normal }
        class Model {
            var collapsed = false
            func greenColor() -> Int { return 1 }
            func use() -> Bool {
                let mode = Mode.System
                return collapsed && greenColor() == 1 && mode == .Normal
            }
        }
        """)
        #expect(output.contains("let mode = Mode.System"))
        #expect(output.contains("return collapsed && greenColor() == 1 && mode == .Normal"))
        #expect(output.contains("func use() -> Bool"), "no parameters, nothing to label")
    }

    @Test("A String assigned to a property the project declares NSString is bridged, as Swift 2 bridged it implicitly; a bar button item's action is unwrapped for sendAction")
    func typeChanges() {
        let (output, _) = migrate("""
        class Detail: UIViewController {
            var productURL: NSString?
            func show(object: String, item: UIBarButtonItem) {
                productURL = object + ".jpg"
                self.productURL = nil
                UIApplication.sharedApplication().sendAction(item.action, to: item.target, from: nil, forEvent: nil)
            }
        }
        """)
        #expect(output.contains("productURL = ((object + \".jpg\") as NSString)"))
        #expect(output.contains("self.productURL = nil"))
        #expect(output.contains("UIApplication.shared.sendAction(item.action!, to: item.target, from: nil, for: nil)"))
    }

    @Test("A parameter with an explicit label keeps it; initializers keep theirs")
    func labels() {
        let (output, _) = migrate("""
        class Cell: UITableViewCell {
            init(name: String) { super.init(style: .Default, reuseIdentifier: nil) }
            func configure(with name: String, at index: Int) {}
        }
        """)
        #expect(output.contains("init(name: String)"))
        #expect(output.contains("super.init(style: .default, reuseIdentifier: nil)"))
        #expect(output.contains("func configure(with name: String, at index: Int)"))
    }

    @Test("Swift 2 is told by the missing SWIFT_VERSION and names only Swift 2 had")
    func detection() {
        #expect(Swift2Migration.isSwift2(swiftVersionSetting: nil, sources: ["view.backgroundColor = UIColor.redColor()", "let v = UIScreen.mainScreen().bounds"]))
        #expect(Swift2Migration.isSwift2(swiftVersionSetting: nil, sources: ["button.setTitle(\"Go\", forState: .Normal)\nlet e = UIBlurEffect(style: .ExtraLight)"]))
        #expect(!Swift2Migration.isSwift2(swiftVersionSetting: nil, sources: ["view.backgroundColor = .red"]))
        #expect(!Swift2Migration.isSwift2(swiftVersionSetting: nil, sources: ["func tint(_ view: UIView) { view.backgroundColor = UIColor.redColor(); let s = UIBlurEffect(style: .ExtraLight) }"]),
                "code that marks a first parameter `_` is Swift 3 or later")
        #expect(!Swift2Migration.isSwift2(swiftVersionSetting: nil, sources: ["view.backgroundColor = UIColor.redColor()"]), "one marker is not enough")
        #expect(!Swift2Migration.isSwift2(swiftVersionSetting: "4.2", sources: ["view.backgroundColor = UIColor.redColor()"]))
    }

    @Test("The generated table reads: methods, properties, cases and constants from the SDK headers")
    func table() {
        let table = Swift2RenameTable.shared
        #expect(table.methods["setTitle(_:forState:)"] == "setTitle(_:for:)")
        #expect(table.methods["tableView(_:cellForRowAtIndexPath:)"] == "tableView(_:cellForRowAt:)")
        #expect(table.properties["collapsed"] == "isCollapsed")
        #expect(table.properties["editButtonItem"] == "editButtonItem")
        #expect(table.cases["TouchUpInside"] == "touchUpInside")
        #expect(table.constants["kCATransitionFade"] == "CATransitionType.fade")
        #expect(Swift2RenameTable.split("a(_:b:)")! == ("a", ["_", "b"]))
        #expect(Swift2RenameTable.split("a()")! == ("a", []))
    }
}
