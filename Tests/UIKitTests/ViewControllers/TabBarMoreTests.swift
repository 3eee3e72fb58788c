import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The More tab and customizing the tabs (issue 45): compact width shows four tabs and More,
/// whose list holds the rest; regular width shows every tab, as on iPadOS.
@MainActor
@Suite("Tab bar controller: More and customizing", .serialized, .exclusiveUIKit)
struct TabBarMoreTests {
    final class Recorder: UITabBarControllerDelegate {
        var events: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            events.append("should \(viewController.title ?? "more")")
            return true
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            events.append("did \(viewController.title ?? "more")")
        }
        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
            events.append("willBegin \(viewControllers.count)")
        }
        func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
            events.append("willEnd \(viewControllers.compactMap(\.title).joined(separator: ",")) \(changed)")
        }
        func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
            events.append("didEnd \(changed)")
        }
    }

    func makeTabs(count: Int = 7) -> (UITabBarController, [UIViewController]) {
        let children = (0..<count).map { index -> UIViewController in
            let child = UIViewController()
            child.title = "T\(index)"
            child.tabBarItem = UITabBarItem(title: "T\(index)", image: UIImage(systemName: "star"), tag: index)
            return child
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        return (tabs, children)
    }

    /// A compact-width window (500 points, under the 678 that makes regular width).
    func show(_ tabs: UITabBarController, width: CGFloat = 500) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 800), scale: 1)
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window)
    }

    func tapTab(_ index: Int, _ tabs: UITabBarController, _ screen: HeadlessScreen, _ window: UIWindow) {
        let view = tabs.tabBar.itemViews[index]
        screen.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
    }

    func moreList(_ tabs: UITabBarController) throws -> UITableViewController {
        try #require(tabs.moreNavigationController.viewControllers.first as? UITableViewController)
    }

    @Test("Issue 45: in compact width seven children show four tabs and More; More lists the other three, each with its tab's title; regular width shows all seven")
    func moreInCompactWidth() throws {
        let (tabs, children) = makeTabs()
        let (screen, window) = show(tabs)
        defer { window.isHidden = true }
        #expect(tabs.tabBar.items?.count == 5)
        #expect(tabs.tabBar.items?.prefix(4).map(\.title) == ["T0", "T1", "T2", "T3"])
        #expect(tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem)
        #expect(tabs.tabBar.items?.last?.title == nil && tabs.tabBar.itemViews.last?.titleLabel.text == "More")
        #expect(tabs.viewControllers?.count == 7 && tabs.viewControllers?.contains { $0 === tabs.moreNavigationController } == false)
        tapTab(4, tabs, screen, window)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.moreNavigationController.view.window === window)
        let list = try moreList(tabs)
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "T4")
        #expect(children[0].viewIfLoaded?.window == nil)

        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
        screen.presentFrame()
        #expect(tabs.tabBar.items?.count == 7, "regular width: every tab")
        #expect(tabs.tabBar.items?.contains { $0 === tabs.moreNavigationController.tabBarItem } == false)
        #expect(tabs.selectedIndex == 0, "the More list gone, the first tab")
        #expect(tabs.moreNavigationController.parent == nil)
    }

    @Test("Issue 45: choosing a row pushes its child on the More stack and selects it (its index, More's tab highlighted); Back shows the list again; selecting index 6 in code goes through More; widening keeps the child selected on its own tab")
    func choosingFromMore() throws {
        let (tabs, children) = makeTabs()
        let (screen, window) = show(tabs)
        defer { window.isHidden = true }
        tapTab(4, tabs, screen, window)
        let list = try moreList(tabs)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        screen.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.moreNavigationController.topViewController === children[5])
        #expect(tabs.selectedViewController === children[5] && tabs.selectedIndex == 5)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        #expect(children[5].view.window === window)
        #expect(children[5].tabBarController === tabs)
        tabs.moreNavigationController.popViewController(animated: false)
        screen.presentFrame()
        #expect(tabs.selectedViewController === tabs.moreNavigationController && tabs.selectedIndex == NSNotFound)
        #expect(children[5].parent === tabs, "back with the tab bar controller")

        tabs.selectedIndex = 1
        screen.presentFrame()
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem && children[1].view.window === window)
        tabs.selectedIndex = 6
        screen.presentFrame()
        #expect(tabs.moreNavigationController.viewControllers.last === children[6])
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        #expect(children[6].view.window === window && children[1].viewIfLoaded?.window == nil)

        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
        screen.presentFrame()
        #expect(tabs.selectedIndex == 6 && tabs.tabBar.selectedItem === children[6].tabBarItem)
        #expect(children[6].parent === tabs && children[6].view.window === window)
        #expect(tabs.moreNavigationController.viewIfLoaded?.window == nil)
    }

    @Test("Issue 45: tapping More asks the delegate and tells it with the More navigation controller; tapping it again goes back to the list")
    func moreTabDelegate() throws {
        let (tabs, children) = makeTabs()
        let recorder = Recorder()
        tabs.delegate = recorder
        tabs.moreNavigationController.title = "More"
        let (screen, window) = show(tabs)
        defer { window.isHidden = true }
        tapTab(4, tabs, screen, window)
        #expect(recorder.events == ["should More", "did More"])
        tabs.moreNavigationController.pushViewController(children[4], animated: false)
        screen.presentFrame()
        tapTab(4, tabs, screen, window)
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        #expect(recorder.events.last == "did More")
    }

    @Test("Issue 45: customizing: the More list's Edit begins it (the delegate hears willBegin with the children); an item dragged from the sheet onto a tab trades places with it; Done ends it and the children take the new order")
    func customizing() throws {
        let (tabs, children) = makeTabs()
        let recorder = Recorder()
        tabs.delegate = recorder
        let (screen, window) = show(tabs)
        defer { window.isHidden = true }
        #expect(tabs.customizableViewControllers?.count == 7)
        tapTab(4, tabs, screen, window)
        let list = try moreList(tabs)
        let edit = try #require(list.navigationItem.rightBarButtonItem)
        #expect(edit.title == nil || edit.title == "Edit")
        recorder.events = []
        // The Edit button, through the bar's button.
        let editView = try #require(tabs.moreNavigationController.navigationBar.rightButtonViews.first)
        screen.tap(at: editView.convert(CGPoint(x: editView.bounds.midX, y: editView.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.tabBar.isCustomizing)
        #expect(recorder.events == ["willBegin 7"])
        let sheet = try #require(tabs.tabBar.customizingSheet)
        #expect(sheet.items.count == 7)
        // Drag T6 from the sheet onto the first tab.
        let source = sheet.itemViews[6]
        let start = source.convert(CGPoint(x: source.bounds.midX, y: source.bounds.midY), to: window)
        let target = tabs.tabBar.itemViews[0]
        let end = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
        screen.drag(from: start, to: end, steps: 12, duration: 0.4)
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.tabBar.items?.first === children[6].tabBarItem)
        #expect(tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem, "More stays")
        // A tab dropped on More does nothing.
        let more = tabs.tabBar.itemViews[4]
        screen.drag(from: sheet.itemViews[5].convert(CGPoint(x: 44, y: 36), to: window),
                    to: more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: window), steps: 12, duration: 0.4)
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem)
        screen.tap(at: sheet.doneButton.convert(CGPoint(x: sheet.doneButton.bounds.midX, y: sheet.doneButton.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(!tabs.tabBar.isCustomizing && tabs.tabBar.customizingSheet == nil && sheet.superview == nil)
        #expect(recorder.events == ["willBegin 7", "willEnd T6,T1,T2,T3,T4,T5,T0 true", "didEnd true"])
        #expect(tabs.viewControllers?.map(\.title) == ["T6", "T1", "T2", "T3", "T4", "T5", "T0"])
        #expect(try moreList(tabs).tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "T0")
        // Ending again reports nothing was being customized.
        #expect(tabs.tabBar.endCustomizing(animated: false) == false)
    }

    @Test("Issue 45: a navigation controller past the fourth tab takes the More tab's place when chosen (not pushed on the More stack); tapping More goes back to the list; Back from a pushed child then Edit and Done shows the list, not the child again")
    func navigationChildAndBack() throws {
        var (tabs, children) = makeTabs()
        let root = UIViewController()
        root.title = "Nav root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "N5"
        navigation.tabBarItem = UITabBarItem(title: "N5", image: nil, tag: 5)
        children[5] = navigation
        tabs.viewControllers = children
        let (screen, window) = show(tabs)
        defer { window.isHidden = true }
        tapTab(4, tabs, screen, window)
        let list = try moreList(tabs)
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.textLabel?.text == "N5")
        screen.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.selectedViewController === navigation && tabs.selectedIndex == 5)
        #expect(tabs.moreNavigationController.viewControllers.count == 1, "not pushed on More")
        #expect(navigation.view.window === window && navigation.parent === tabs && root.view.window === window)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        tapTab(4, tabs, screen, window)
        #expect(tabs.selectedViewController === tabs.moreNavigationController && navigation.viewIfLoaded?.window == nil)

        // Back from a pushed child, then customizing without a change: the list stays.
        let plain = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        screen.tap(at: plain.convert(CGPoint(x: plain.bounds.midX, y: plain.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.selectedIndex == 4)
        tabs.moreNavigationController.popViewController(animated: true)
        _ = screen.runUntilAnimationsSettle()
        #expect(tabs.selectedIndex == NSNotFound && children[4].parent === tabs)
        tabs.tabBar.beginCustomizing(children.compactMap(\.tabBarItem))
        tabs.tabBar.endCustomizing(animated: false)
        screen.presentFrame()
        #expect(tabs.moreNavigationController.viewControllers.count == 1 && tabs.selectedIndex == NSNotFound)
    }

    /// Overrides traitCollectionDidChange without calling super.
    final class ForgetfulTabs: UITabBarController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test("Issue 45: the More tab comes and goes with the width even when a subclass's traitCollectionDidChange does not call super")
    func subclassWithoutSuper() {
        let tabs = ForgetfulTabs()
        tabs.viewControllers = (0..<7).map { index in
            let child = UIViewController()
            child.tabBarItem = UITabBarItem(title: "T\(index)", image: nil, tag: index)
            return child
        }
        let (screen, window) = show(tabs, width: 1000)
        defer { window.isHidden = true }
        #expect(tabs.tabBar.items?.count == 7)
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 800)
        screen.presentFrame()
        #expect(tabs.changes > 0)
        #expect(tabs.tabBar.items?.count == 5 && tabs.tabBar.items?.last === tabs.moreNavigationController.tabBarItem)
    }

    /// Hears a standalone bar's customizing.
    final class BarRecorder: UITabBarDelegate {
        var events: [String] = []
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { events.append("willBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { events.append("didBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { events.append("willEnd \(changed)") }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { events.append("didEnd \(changed)") }
    }

    @Test("Issue 45: a standalone bar customizes too: the delegate hears will and did begin and end, unchanged when nothing moved; taps on its tabs choose nothing meanwhile")
    func standaloneBar() {
        let screen = HeadlessScreen(size: CGSize(width: 500, height: 400), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let bar = UITabBar(frame: CGRect(x: 0, y: 350, width: 500, height: 50))
        let items = (0..<3).map { UITabBarItem(title: "B\($0)", image: nil, tag: $0) }
        bar.items = items
        bar.selectedItem = items[0]
        let recorder = BarRecorder()
        bar.delegate = recorder
        window.addSubview(bar)
        screen.presentFrame()
        bar.beginCustomizing(items + [UITabBarItem(title: "Extra", image: nil, tag: 9)])
        #expect(bar.isCustomizing)
        screen.presentFrame()
        let tab = bar.itemViews[2]
        screen.tap(at: tab.convert(CGPoint(x: tab.bounds.midX, y: tab.bounds.midY), to: window))
        #expect(bar.selectedItem === items[0], "no choosing while customizing")
        #expect(bar.endCustomizing(animated: true))
        #expect(recorder.events == ["willBegin 4", "didBegin 4", "willEnd false", "didEnd false"])
    }
}
