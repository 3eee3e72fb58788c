import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The NSCoder state-restoration API of apps without scenes (issue 44.12): restoration
/// identifiers and classes, encode/decode of controllers and views, the app delegate's part,
/// containers, and the archive kept in the scene-session store.
@MainActor
@Suite("View-controller state restoration", .serialized, .exclusiveUIKit)
struct ViewControllerRestorationTests {
    private static func temporaryStore() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("slate-vc-restoration-\(UUID().uuidString)")
    }

    private func launch(store: URL) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: RestorationAppDelegate.self, sessionStoreDirectory: store)
        screen.presentFrame()
        return screen
    }

    /// The app's window (other tests' windows may still be about).
    private var window: UIWindow? { (UIApplication.shared.delegate as? RestorationAppDelegate)?.window }

    private var rootController: UIViewController? { window?.rootViewController }

    private var navigation: UINavigationController? { rootController as? UINavigationController }

    /// The restoration archive the store holds now.
    private func savedArchive(in store: URL) -> StoredRestorationArchive? {
        SceneSessionStore(directory: store).load(report: { _ in }).applicationState
    }

    /// Sets up a pushed detail with a note, a selected row, a scroll offset and a presented
    /// sheet; quits (saving); and relaunches from the same store.
    private func saveAndRelaunch(store: URL) throws -> HeadlessScreen {
        var screen = launch(store: store)
        let navigation = try #require(self.navigation)
        let list = try #require(navigation.viewControllers.first as? RestorableListController)
        list.selectedRow = 7
        list.scroller.contentOffset = CGPoint(x: 0, y: 320)
        // Two details of one kind, at one restoration path: each comes back.
        navigation.pushViewController(RestorableDetailController(item: "Item 2"), animated: false)
        let detail = RestorableDetailController(item: "Item 3")
        detail.note = RestorableNote(text: "A note")
        navigation.pushViewController(detail, animated: false)
        navigation.present(RestorableSheetController(), animated: false)
        screen.presentFrame()
        RestorationApp.events = []
        screen.quitApplication()
        #expect(RestorationApp.events == ["shouldSave", "willEncode"])
        screen.endApplication()

        RestorationApp.events = []
        screen = launch(store: store)
        return screen
    }

    @Test("(issue 44.12) a pushed detail, a selection, a scroll offset and a presented sheet come back at the next launch, in UIKit's order")
    func interfaceComesBack() throws {
        RestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        UIKitLog.clear()
        let screen = try saveAndRelaunch(store: store)
        defer { screen.endApplication() }
        #expect(UIKitLog.messages.contains { $0.contains("\"view\" (UIView) is not a property-list value") })

        #expect(RestorationApp.events == [
            "willFinishLaunching",
            "shouldRestore idiom=1 timestamp=true",
            // Found parents first: the app's own controllers, the detail by its class, the sheet by the delegate.
            "delegate asked nav",
            "delegate asked nav/list",
            "class asked nav/detail item=Item 2",
            "class asked nav/detail item=Item 3",
            "delegate asked nav/sheet",
            // Decoded parents first (the navigation controller installs its stack), then the delegate, then finishing.
            "list decoded row=7 top=Item 3",
            "detail decoded note=- number=nil view=false",
            "detail decoded note=A note number=nil view=false",
            "didDecode note=kept by the delegate",
            "list finished",
            "detail finished",
            "detail finished",
            "didFinishLaunching",
        ])
        let navigation = try #require(self.navigation)
        #expect(navigation.viewControllers.map(\.title) == ["List", "Item 2", "Item 3"])
        let list = try #require(navigation.viewControllers.first as? RestorableListController)
        let detail = try #require(navigation.viewControllers.last as? RestorableDetailController)
        #expect(detail.note?.text == "A note")
        #expect(list.selectedRow == 7)
        #expect(list.scroller.contentOffset == CGPoint(x: 0, y: 320))
        #expect(navigation.topViewController === detail)
        #expect(navigation.presentedViewController is RestorableSheetController)
        #expect(UIKitLog.messages.contains { $0.contains("\"item\" is") && $0.contains("not one of the classes asked for") })
    }

    @Test("(issue 44.12) an app that does not opt in saves nothing; one that declines to restore starts as it sets itself up")
    func optingIn() throws {
        RestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        RestorationApp.savesState = false
        var screen = launch(store: store)
        screen.quitApplication()
        screen.endApplication()
        #expect(savedArchive(in: store) == nil)

        RestorationApp.savesState = true
        RestorationApp.restoresState = false
        screen = try saveAndRelaunch(store: store)
        defer { screen.endApplication() }
        #expect(savedArchive(in: store) != nil)
        #expect(RestorationApp.events == ["willFinishLaunching", "shouldRestore idiom=1 timestamp=true", "didFinishLaunching"])
        #expect(navigation?.viewControllers.count == 1)
        #expect(navigation?.presentedViewController == nil)
    }

    @Test("(issue 44.12) minimising saves the state; closing the app's last window discards it, as removing the app from the switcher does")
    func closingTheWindowDiscards() throws {
        RestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let screen = launch(store: store)
        defer { screen.endApplication() }
        let window = try #require(self.window)
        let scene = try #require(window.windowScene)
        screen.moveScene(scene, to: .background)
        #expect(savedArchive(in: store)?.objects.map(\.identifierPath) == [["nav"], ["nav", "list"], ["nav", "list", "scroller"]])
        screen.moveScene(scene, to: .foregroundActive)
        // Windows other tests left without a scene join this app's one scene; only this one is the app's.
        for other in scene.windows where other !== window { other.isHidden = true }
        screen.clickCloseButton(of: window)
        #expect(savedArchive(in: store) == nil)
    }

    @Test("(issue 44.12) a tab bar controller's selection and the page a page view controller shows come back; the page through its restoration class")
    func tabsAndPagesComeBack() throws {
        RestorationApp.reset()
        RestorationApp.rootKind = .tabsAndPages
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        var tabs = try #require(rootController as? UITabBarController)
        tabs.selectedIndex = 1
        let pages = try #require(tabs.viewControllers?.last as? UIPageViewController)
        pages.setViewControllers([RestorablePageController(number: 3)], direction: .forward, animated: false)
        screen.presentFrame()
        screen.quitApplication()
        screen.endApplication()

        screen = launch(store: store)
        defer { screen.endApplication() }
        tabs = try #require(rootController as? UITabBarController)
        #expect(tabs.selectedIndex == 1)
        let restoredPages = try #require(tabs.viewControllers?.last as? UIPageViewController)
        #expect((restoredPages.viewControllers?.first as? RestorablePageController)?.number == 3)
    }

    @Test("(issue 44.12) UIViewController adopts NSCoding: NSKeyedArchiver round-trips its title and restoration identifier")
    func controllerIsNSCoding() throws {
        let controller = UIViewController()
        controller.title = "Archived"
        controller.restorationIdentifier = "archived"
        let data = try NSKeyedArchiver.archivedData(withRootObject: controller, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let decoded = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIViewController)
        #expect(decoded !== controller)
        #expect(decoded.title == "Archived")
        #expect(decoded.restorationIdentifier == "archived")
    }

    @Test("(issue 44.12) the archive is off the disk while it is restored, so an app that dies restoring starts afresh; it is back once restoring ends")
    func crashWhileRestoringForgetsTheState() throws {
        RestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var archiveWhileDecoding: StoredRestorationArchive?? = .none
        RestorationApp.whileDecoding = { archiveWhileDecoding = .some(savedArchive(in: store)) }
        let screen = try saveAndRelaunch(store: store)
        defer { screen.endApplication() }
        #expect(archiveWhileDecoding == .some(nil))
        #expect(savedArchive(in: store) != nil)
    }

    @Test("(issue 44.12) a damaged archive whose stack names its own navigation controller, twice over, restores what makes sense and does not crash")
    func damagedReferencesAreIgnored() throws {
        RestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let archive = StoredRestorationArchive(objects: [
            StoredRestorableObject(kind: .viewController, identifierPath: ["nav"],
                                   state: ["UINavigationControllerViewControllers": .references([0, 1, 1, 0])]),
            StoredRestorableObject(kind: .viewController, identifierPath: ["nav", "list"], parentIndex: 0,
                                   state: ["row": .value(.integer(4)), "UIViewControllerPresentedViewController": .reference(0)]),
        ])
        try SceneSessionStore(directory: store).save(SceneSessionStore.Contents(applicationState: archive))
        let screen = launch(store: store)
        defer { screen.endApplication() }
        let navigation = try #require(self.navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect((navigation.viewControllers.first as? RestorableListController)?.selectedRow == 4)
        #expect(navigation.presentedViewController == nil)
    }

    @Test("(issue 44.12) an archived object whose class is gone, or is not the one asked for, decodes as nil with a message")
    func unknownArchivedClassDecodesAsNil() throws {
        let good = try NSKeyedArchiver.archivedData(withRootObject: RestorableNote(text: "x"), requiringSecureCoding: true)
        // The same archive naming a class no module has (an app renamed it since).
        let name = Data("RestorableNote".utf8), renamed = Data("RestorableNotX".utf8)
        var damaged = good
        while let range = damaged.range(of: name) { damaged.replaceSubrange(range, with: renamed) }
        #expect(damaged != good)
        let coder = StateRestorationUnarchiver(entries: ["good": .archive(good), "gone": .archive(damaged)], owner: "test") { _ in nil }
        UIKitLog.clear()
        #expect((coder.decodeObject(of: RestorableNote.self, forKey: "good"))?.text == "x")
        #expect(coder.decodeObject(of: NSString.self, forKey: "good") == nil)
        #expect(coder.decodeObject(of: RestorableNote.self, forKey: "gone") == nil)
        #expect(coder.decodeObject(forKey: "gone") == nil)
        #expect(UIKitLog.messages.contains { $0.contains("\"gone\" could not be unarchived") })
        // Unkeyed coding is refused with a message rather than a trap.
        #expect(coder.decodeData() == nil)
        #expect(coder.error == nil)
    }

    @Test("(issue 44.12) UIKit's geometry coding: insets, offsets, vectors and transforms round-trip through a restoration coder")
    func geometryCoding() {
        let archiver = StateRestorationArchiver(owner: "test", isRegistered: { _ in false }) { _ in }
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.encode(NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), forKey: "directional")
        archiver.encode(UIOffset(horizontal: 9, vertical: 10), forKey: "offset")
        archiver.encode(CGVector(dx: 11, dy: 12), forKey: "vector")
        archiver.encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), forKey: "transform")
        archiver.encode(CGPoint(x: 13, y: 14), forKey: "point")
        let coder = StateRestorationUnarchiver(entries: archiver.entries { (_: AnyObject) in nil }, owner: "test") { _ in nil }
        #expect(coder.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(coder.decodeDirectionalEdgeInsets(forKey: "directional") == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(coder.decodeUIOffset(forKey: "offset") == UIOffset(horizontal: 9, vertical: 10))
        #expect(coder.decodeCGVector(forKey: "vector") == CGVector(dx: 11, dy: 12))
        #expect(coder.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(coder.decodeCGAffineTransform(forKey: "missing") == .identity)
        #expect(coder.decodeCGPoint(forKey: "point") == CGPoint(x: 13, y: 14))
    }
}
