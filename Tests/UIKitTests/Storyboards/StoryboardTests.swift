import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards: scenes, outlets, actions and segues", .exclusiveUIKit)
struct StoryboardTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let navigation: UINavigationController
        let list: FruitListController
    }

    func makeScene() -> Scene {
        StoryboardLog.shared = StoryboardLog()
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let storyboard = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle)
        let navigation = storyboard.instantiateInitialViewController() as! UINavigationController
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, navigation: navigation, list: navigation.viewControllers[0] as! FruitListController)
    }

    @Test("the initial view controller: a navigation controller whose relationship segue makes its root")
    func initialController() {
        let scene = makeScene()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.list.title == "Fruit")
        #expect(scene.list.storyboard != nil)
        #expect(scene.list.navigationItem.title == "Fruit")
        #expect(scene.list.navigationItem.rightBarButtonItem != nil)
        #expect(scene.list.addButton === scene.list.navigationItem.rightBarButtonItem)
        // "Spring Loaded" ticked on the table (DND-29).
        #expect(scene.list.tableView.isSpringLoaded)
    }

    @Test("V-16 init(coder:), then awakeFromNib, then (when the view is needed) viewDidLoad with outlets connected")
    func initAwakeOrder() {
        _ = makeScene()
        #expect(StoryboardLog.shared.entries.prefix(3) == [
            "list init(coder:) title=Fruit", "list awakeFromNib storyboard=true", "list viewDidLoad addButton=true",
        ])
    }

    @Test("prototype cells are registered by reuse identifier and dequeued with their style and accessory")
    func prototypeCells() {
        let scene = makeScene()
        let table = scene.list.tableView!
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.textLabel?.text == "Banana")
        #expect(cell?.detailTextLabel?.text == "Fruit 1")
        #expect(cell?.reuseIdentifier == "Fruit")
        #expect(cell?.accessoryType == .disclosureIndicator)
        #expect(cell?.textLabel?.font.pointSize == 17)
        #expect(table.backgroundColor == .systemBackground)
    }

    @Test("a cell's show segue: prepare(for:sender:) with the cell, before didSelectRowAt; the destination is pushed")
    func cellSegue() {
        let scene = makeScene()
        let table = scene.list.tableView!
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        scene.screen.tap(at: point)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.list.prepared.count == 1)
        #expect(scene.list.prepared.first?.identifier == "showDetail")
        #expect(scene.list.prepared.first?.sender as? UITableViewCell === cell)
        let order = StoryboardLog.shared.entries.filter { $0.hasPrefix("list prepare") || $0.hasPrefix("list didSelect") }
        #expect(order == ["list prepare showDetail", "list didSelectRowAt 2"])
        let detail = scene.navigation.topViewController as? FruitDetailController
        #expect(detail != nil)
        #expect(detail?.nameLabel.text == "Cherry")
    }

    func pushDetail(_ scene: Scene) -> FruitDetailController {
        let detail = scene.list.storyboard!.instantiateViewController(withIdentifier: "Detail") as! FruitDetailController
        detail.fruit = "Plum"
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        return detail
    }

    @Test("outlets, an outlet to a constraint, and an outlet collection in document order")
    func outlets() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        #expect(detail.nameLabel.text == "Plum")
        #expect(detail.nameLabel.textAlignment == .center)
        #expect(detail.nameLabel.textColor == .systemRed)
        #expect(detail.nameLabel.font == UIFont.preferredFont(forTextStyle: .title1))
        #expect(detail.buttons.map { $0.title(for: .normal) } == ["Ripen", "Notes"])
        #expect(detail.heightConstraint.multiplier == 2)
        #expect(detail.heightConstraint.priority == UILayoutPriority(750))
        #expect(detail.heightConstraint.isActive)
    }

    @Test("constraints: the safe area guide, a ratio multiplier, and placeholders removed at build time")
    func constraints() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        let stack = detail.buttons[0].superview as! UIStackView
        #expect(stack.axis == .vertical && stack.spacing == 12)
        #expect(stack.arrangedSubviews.count == 3)
        let safeTop = detail.view.safeAreaInsets.top
        #expect(stack.frame.minY == safeTop + 20)
        #expect(stack.frame.minX == 20)
        #expect(stack.frame.width == detail.view.bounds.width - 40)
        let container = detail.children.first?.view.superview
        #expect(container != nil)
        #expect(container?.frame.minY == stack.frame.maxY + 20)
        let placeholder = detail.view.constraints.first { $0.firstAttribute == .height && $0.constant == 10 }
        #expect(placeholder == nil)
    }

    @Test("an action connected to the view controller is sent when the button is tapped")
    func action() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        let ripen = detail.buttons[0]
        scene.screen.tap(at: ripen.convert(CGPoint(x: ripen.bounds.midX, y: ripen.bounds.midY), to: nil))
        #expect(detail.ripened.count == 1)
        #expect(detail.ripened.first as? UIButton === ripen)
    }

    @Test("an embed segue: the container view's controller becomes a child, prepared once the parent's outlets are set and before its viewDidLoad")
    func embed() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        #expect(detail.children.count == 1)
        let child = detail.children.first
        #expect(child is NutritionController)
        #expect(child?.view.frame == child?.view.superview?.bounds)
        let entries = StoryboardLog.shared.entries.filter { $0.hasPrefix("detail") }
        #expect(entries.first == "detail prepare nutrition viewLoaded=true nameLabel=true")
        #expect(entries.contains("detail viewDidLoad children=1"))
    }

    @Test("a popover segue: anchored at the button, its arrow directions and the destination's content size")
    func popover() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        let notes = detail.buttons[1]
        scene.screen.tap(at: notes.convert(CGPoint(x: notes.bounds.midX, y: notes.bounds.midY), to: nil))
        scene.screen.runUntilAnimationsSettle()
        let presented = detail.presentedViewController as? NotesController
        #expect(presented != nil)
        #expect(presented?.modalPresentationStyle == .popover)
        #expect(presented?.popoverPresentationController?.sourceView === notes)
        #expect(presented?.popoverPresentationController?.permittedArrowDirections == [.up, .down])
        #expect(presented?.preferredContentSize == CGSize(width: 320, height: 200))
    }

    @Test("shouldPerformSegue returning false cancels a segue a control triggers")
    func shouldPerform() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        detail.allowsNotes = false
        let notes = detail.buttons[1]
        scene.screen.tap(at: notes.convert(CGPoint(x: notes.bounds.midX, y: notes.bounds.midY), to: nil))
        scene.screen.runUntilAnimationsSettle()
        #expect(detail.presentedViewController == nil)
        #expect(!detail.prepared.contains("notes"))
    }

    @Test("an unwind segue from a popover finds the presenting controller's action and dismisses the popover")
    func unwindFromPopover() {
        let scene = makeScene()
        let detail = pushDetail(scene)
        let notes = detail.buttons[1]
        scene.screen.tap(at: notes.convert(CGPoint(x: notes.bounds.midX, y: notes.bounds.midY), to: nil))
        scene.screen.runUntilAnimationsSettle()
        let presented = detail.presentedViewController!
        let done = presented.view.subviews.compactMap { $0 as? UIButton }.first!
        scene.screen.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        scene.screen.runUntilAnimationsSettle()
        #expect(detail.unwound.count == 1)
        #expect(detail.unwound.first?.source === presented)
        #expect(detail.unwound.first?.destination === detail)
        #expect(detail.presentedViewController == nil)
    }

    @Test("performSegue(withIdentifier:) presents a form sheet; an unwind segue by identifier comes back with its data")
    func performAndUnwind() {
        let scene = makeScene()
        scene.list.performSegue(withIdentifier: "add", sender: nil)
        scene.screen.runUntilAnimationsSettle()
        let add = scene.list.navigationController?.presentedViewController as? AddFruitController
            ?? scene.list.presentedViewController as? AddFruitController
        #expect(add?.modalPresentationStyle == .formSheet)
        #expect(add?.nameField.placeholder == "Name")
        #expect(add?.nameField.autocapitalizationType == .words)
        add?.nameField.text = "Damson"
        add?.performSegue(withIdentifier: "save", sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.list.unwound.count == 1)
        #expect(scene.list.fruits.last == "Damson")
        #expect(scene.navigation.presentedViewController == nil)
    }

    @Test("a bar button item's segue presents with the item as the sender")
    func barButtonSegue() {
        let scene = makeScene()
        let item = scene.list.addButton!
        item.target.map { _ = StoryboardSegueTrigger.fireAction.perform(on: $0, sender: item) }
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.list.prepared.first?.identifier == "add")
        #expect(scene.list.prepared.first?.sender as? UIBarButtonItem === item)
        #expect(scene.navigation.presentedViewController is AddFruitController)
    }

    @Test("instantiateViewController(identifier:creator:) makes the controller with the creator's initializer")
    func creator() {
        let storyboard = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle)
        var coders = 0
        let detail = storyboard.instantiateViewController(identifier: "Detail") { coder -> FruitDetailController? in
            coders += 1
            let controller = FruitDetailController(coder: coder)
            controller?.fruit = "Quince"
            return controller
        }
        #expect(coders == 1)
        #expect(detail.fruit == "Quince")
        #expect(detail.storyboard === storyboard)
    }

    @Test("static cells: sections, titles and the cells as laid out, with outlets into them")
    func staticCells() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let settings = UIStoryboard(name: "Settings", bundle: StoryboardFixtures.bundle).instantiateInitialViewController() as! SettingsController
        let window = UIWindow()
        window.rootViewController = settings
        window.makeKeyAndVisible()
        screen.presentFrame()
        let table = settings.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Name")
        #expect(settings.notificationsSwitch?.isOn == true)
        #expect(settings.notificationsSwitch?.superview === table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView)
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Version 1.0")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType == .disclosureIndicator)
    }
}
