import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards: lifetimes, references and what prepare(for:) may change", .exclusiveUIKit)
struct StoryboardReviewTests {
    func storyboard(_ scenes: String, initial: String, name: String = "Inline") throws -> UIStoryboard {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
        return try UIStoryboard.read(Data(xml.utf8), name: name, bundle: StoryboardFixtures.bundle)
    }

    @Test("a controller made from a storyboard, with its view and items, is freed once nothing holds it")
    func controllerIsFreed() {
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let storyboard = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle)
            let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
            detail.loadViewIfNeeded()
            weakController = detail
            weakView = detail.view
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
    }

    @Test("a controller's outlet to its own bar button item is set when it is made, before its view loads")
    func itemOutletAtInstantiation() {
        let navigation = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle).instantiateInitialViewController() as! UINavigationController
        let list = navigation.viewControllers[0] as! FruitListController
        #expect(!list.isViewLoaded)
        #expect(list.addButton === list.navigationItem.rightBarButtonItem)
    }

    @Test("POP-02 prepare(for:sender:) may re-anchor a popover segue's presentation")
    func prepareReanchorsPopover() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let storyboard = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! FruitDetailController
        let window = UIWindow()
        window.rootViewController = detail
        window.makeKeyAndVisible()
        screen.presentFrame()
        detail.popoverAnchorOverride = detail.buttons[0]
        detail.performSegue(withIdentifier: "notes", sender: nil)
        screen.runUntilAnimationsSettle()
        #expect(detail.presentedViewController?.popoverPresentationController?.sourceView === detail.buttons[0])
        withExtendedLifetime(window) {}
    }

    @Test("a popover segue performed from code anchors at the view the storyboard names")
    func popoverAnchorFromDocument() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let detail = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle).instantiateViewController(withIdentifier: "Detail") as! FruitDetailController
        let window = UIWindow()
        window.rootViewController = detail
        window.makeKeyAndVisible()
        screen.presentFrame()
        detail.performSegue(withIdentifier: "notes", sender: nil)
        screen.runUntilAnimationsSettle()
        #expect(detail.presentedViewController?.popoverPresentationController?.sourceView === detail.buttons[1])
        withExtendedLifetime(window) {}
    }

    @Test("an unwind segue in a navigation stack goes to the nearest controller that implements the action")
    func nearestUnwindDestination() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects>
                <navigationController id="N" sceneMemberID="viewController">
                    <connections><segue destination="A" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
                <viewController id="A" storyboardIdentifier="A" customClass="UnwindTargetController" customModule="UIKitTests" sceneMemberID="viewController"/>
                <viewController id="B" storyboardIdentifier="B" customClass="UnwindTargetController" customModule="UIKitTests" sceneMemberID="viewController"/>
                <viewController id="C" storyboardIdentifier="C" sceneMemberID="viewController">
                    <connections><segue destination="x" kind="unwind" identifier="back" unwindAction="unwindHere:" id="u"/></connections>
                </viewController>
                <exit id="x" sceneMemberID="exit"/>
            </objects></scene>
        """, initial: "N")
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let navigation = board.instantiateInitialViewController() as! UINavigationController
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let b = board.instantiateViewController(withIdentifier: "B") as! UnwindTargetController
        let c = board.instantiateViewController(withIdentifier: "C")
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        screen.presentFrame()
        c.performSegue(withIdentifier: "back", sender: nil)
        screen.runUntilAnimationsSettle()
        #expect(b.unwinds == 1)
        #expect((navigation.viewControllers[0] as? UnwindTargetController)?.unwinds == 0)
        #expect(navigation.topViewController === b)
        withExtendedLifetime(window) {}
    }

    @Test("a storyboard reference instantiates the controller it names in the other storyboard")
    func storyboardReference() throws {
        let board = try storyboard("""
            <scene sceneID="s"><objects>
                <tabBarController id="T" sceneMemberID="viewController">
                    <connections>
                        <segue destination="R1" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="R2" kind="relationship" relationship="viewControllers" id="r2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="p1"><objects>
                <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Detail" id="R1" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="p2"><objects>
                <viewControllerPlaceholder storyboardName="Settings" id="R2" sceneMemberID="viewController"/>
            </objects></scene>
        """, initial: "T")
        let tabs = board.instantiateInitialViewController() as! UITabBarController
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?.first is FruitDetailController)
        #expect(tabs.viewControllers?.last is SettingsController)
        #expect(tabs.viewControllers?.first?.storyboard?.name == "Main")
    }
}

final class UnwindTargetController: UIViewController {
    var unwinds = 0

    override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [.action(Selector("unwindHere:", UnwindTargetController.unwindHere))]
    }

    @IBAction func unwindHere(_ segue: UIStoryboardSegue) { unwinds += 1 }
}
