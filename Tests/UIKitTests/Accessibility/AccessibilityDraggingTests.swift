import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Drags and drops by screen reader (`accessibilityDragSourceDescriptors`,
/// `accessibilityDropPointDescriptors`, `UIAccessibilityLocationDescriptor`, issue 45), and
/// the speech attributes a reader is given.
@MainActor
@Suite("Accessibility dragging and speech attributes", .serialized, .exclusiveUIKit)
struct AccessibilityDraggingTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let reader: ScreenReader
        let sourceView: UIView
        let targetView: UIView
        let source: DragSourceRecorder
        let target: DropTargetRecorder
    }

    /// "Plum" (a drag source) at (100,100) and "Basket" (a drop target) at (500,100), 120 points each.
    func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        sourceView.isAccessibilityElement = true
        sourceView.accessibilityLabel = "Plum"
        let targetView = UIView(frame: CGRect(x: 500, y: 100, width: 120, height: 120))
        targetView.isAccessibilityElement = true
        targetView.accessibilityLabel = "Basket"
        root.view.addSubview(sourceView)
        root.view.addSubview(targetView)
        let source = DragSourceRecorder()
        let target = DropTargetRecorder()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        targetView.addInteraction(UIDropInteraction(delegate: target))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        return Scene(screen: screen, window: window, reader: reader, sourceView: sourceView, targetView: targetView,
                     source: source, target: target)
    }

    func element(_ name: String, _ scene: Scene) throws -> ScreenReader.Element {
        try #require(scene.reader.element(named: name, in: scene.window))
    }

    /// The element's actions beyond its default one ("click").
    func actions(_ name: String, _ scene: Scene) throws -> [String] {
        try element(name, scene).actions.filter { $0 != "click" }
    }

    @Test("(issue 45) a view with a drag interaction offers a drag; while it is in flight, drop points are offered instead; the drop lands as a finger's would")
    func automaticDragAndDrop() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        #expect(try actions("Plum", scene) == ["drag"])
        #expect(try actions("Basket", scene) == [], "no drop points while nothing is in flight")

        #expect(scene.reader.perform(action: "drag", on: try element("Plum", scene), in: scene.window))
        #expect(scene.source.calls.prefix(4) == ["itemsForBeginning", "previewForLifting", "willAnimateLift", "sessionWillBegin"])
        #expect(try actions("Plum", scene) == ["cancel drag"], "no second drag while one is in flight")
        #expect(try actions("Basket", scene) == ["drop", "cancel drag"])

        #expect(scene.reader.perform(action: "drop", on: try element("Basket", scene), in: scene.window))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.target.calls == ["canHandle", "enter", "update", "performDrop", "previewForDropping", "concludeDrop", "sessionDidEnd"])
        #expect(scene.target.dropped == ["Plum"])
        #expect(scene.source.calls.suffix(2) == ["didTransfer", "didEndWith copy"])
        #expect(try actions("Plum", scene) == ["drag"], "drags are offered again")
        #expect(try actions("Basket", scene) == [])
    }

    @Test("(issue 45) while a reader's drag is in flight every element offers \"cancel drag\", which puts it back; so does the escape gesture; nothing drops")
    func cancelling() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        #expect(scene.reader.perform(action: "drag", on: try element("Plum", scene), in: scene.window))
        #expect(try actions("Plum", scene) == ["cancel drag"])
        #expect(try actions("Basket", scene) == ["drop", "cancel drag"])
        #expect(scene.reader.perform(action: "cancel drag", on: try element("Plum", scene), in: scene.window))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.source.calls.last == "didEndWith cancel")
        #expect(try actions("Basket", scene) == [])

        #expect(scene.reader.perform(action: "drag", on: try element("Plum", scene), in: scene.window))
        #expect(scene.reader.escape(from: try element("Basket", scene), in: scene.window))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.source.calls.filter { $0 == "didEndWith cancel" }.count == 2)
        #expect(scene.target.dropped.isEmpty)
        #expect(try actions("Plum", scene) == ["drag"])
    }

    @Test("(issue 45) a reader's drag ends when a finger lifts another drag or the window leaves the screen: the source hears the cancel, nothing stays on screen")
    func readerDragEndsWithOtherDragsAndTheWindow() throws {
        let scene = makeScene()
        #expect(scene.reader.perform(action: "drag", on: try element("Plum", scene), in: scene.window))
        // A finger lifts the plum again: the reader's drag goes back first.
        scene.screen.touchDown(at: CGPoint(x: 160, y: 160))
        scene.screen.advance(by: 0.6)
        #expect(scene.source.calls.filter { $0 == "itemsForBeginning" }.count == 2)
        #expect(scene.source.calls.contains("didEndWith cancel") || scene.source.calls.contains("willEndWith cancel"))
        scene.screen.touchUp(at: CGPoint(x: 160, y: 160))
        scene.screen.runUntilAnimationsSettle()
        #expect(!scene.window.subviews.contains { $0 is DragOverlayView })

        #expect(scene.reader.perform(action: "drag", on: try element("Plum", scene), in: scene.window))
        let ended = scene.source.calls.filter { $0.hasPrefix("didEndWith") }.count
        scene.window.isHidden = true
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.source.calls.filter { $0.hasPrefix("didEndWith") }.count == ended + 1, "\(scene.source.calls)")
        #expect(DragDriver.active(in: scene.window) == nil)
    }

    @Test("(issue 45) descriptors an app gives replace the automatic ones, by name and at their points; an empty list offers none; a point with no drag interaction under it lifts nothing")
    func explicitDescriptors() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let corner = UIAccessibilityLocationDescriptor(name: "Drag plum", point: CGPoint(x: 10, y: 10), in: scene.sourceView)
        #expect(corner.name == "Drag plum" && corner.attributedName.string == "Drag plum")
        #expect(corner.point == CGPoint(x: 10, y: 10) && corner.view === scene.sourceView)
        scene.sourceView.accessibilityDragSourceDescriptors = [corner]
        scene.targetView.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Into the basket", view: scene.targetView),
            UIAccessibilityLocationDescriptor(name: "Beside the basket", point: CGPoint(x: -200, y: 60), in: scene.targetView),
        ]
        scene.screen.presentFrame()
        #expect(try actions("Plum", scene) == ["Drag plum"])
        #expect(scene.targetView.accessibilityDropPointDescriptors?.first?.point == CGPoint(x: 60, y: 60),
                "a view's descriptor is at its activation point, in its coordinates")

        #expect(scene.reader.perform(action: "Drag plum", on: try element("Plum", scene), in: scene.window))
        #expect(try actions("Basket", scene) == ["Into the basket", "Beside the basket", "cancel drag"])
        // Beside the basket nothing takes it: the drag goes back.
        #expect(scene.reader.perform(action: "Beside the basket", on: try element("Basket", scene), in: scene.window))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.target.dropped.isEmpty)
        #expect(scene.source.calls.last == "didEndWith cancel")

        #expect(scene.reader.perform(action: "Drag plum", on: try element("Plum", scene), in: scene.window))
        #expect(scene.reader.perform(action: "Into the basket", on: try element("Basket", scene), in: scene.window))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.target.dropped == ["Plum"])

        scene.sourceView.accessibilityDragSourceDescriptors = []
        scene.targetView.accessibilityDragSourceDescriptors = [UIAccessibilityLocationDescriptor(name: "Nothing here", view: scene.targetView)]
        scene.screen.presentFrame()
        #expect(try actions("Plum", scene) == [])
        #expect(!scene.reader.perform(action: "Nothing here", on: try element("Basket", scene), in: scene.window),
                "no drag interaction under the point")
        #expect(try actions("Basket", scene) == ["Nothing here"], "nothing is in flight")
    }

    @Test("(issue 45) a disabled drag interaction offers no drag; an accessibility element (not a view) has none unless given")
    func disabledAndElements() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        (scene.sourceView.interactions.first as? UIDragInteraction)?.isEnabled = false
        scene.screen.presentFrame()
        #expect(try actions("Plum", scene) == [])
        // A text field's own text drag is offered only while it has selected text.
        let field = UITextField(frame: CGRect(x: 100, y: 300, width: 200, height: 30))
        field.text = "Greengage"
        field.accessibilityLabel = "Fruit"
        scene.window.rootViewController!.view.addSubview(field)
        scene.screen.presentFrame()
        #expect(try actions("Fruit", scene) == [])
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDragDelegate {
        var asked: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = ["Apple", "Pear", "Quince"][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            asked.append(indexPath)
            return [UIDragItem(itemProvider: NSItemProvider(object: "row \(indexPath.row)"))]
        }
    }

    @Test("(issue 45) a table's cells offer its drags: lifting one asks the table's drag delegate for that row")
    func tableCellsOfferTheirListsDrag() throws {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        controller.tableView.dataSource = rows
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        defer { window.isHidden = true }
        #expect(try #require(reader.element(named: "Pear", in: window)).actions.contains("drag") == false,
                "no drag delegate, no drag")
        controller.tableView.dragDelegate = rows
        screen.presentFrame()
        let pear = try #require(reader.element(named: "Pear", in: window))
        #expect(pear.actions.contains("drag"))
        #expect(reader.perform(action: "drag", on: pear, in: window))
        #expect(rows.asked == [IndexPath(row: 1, section: 0)])
        #expect(reader.escape(from: pear, in: window))
        screen.runUntilAnimationsSettle()
    }

    // MARK: Speech attributes

    @Test("(issue 45) an announcement cuts in unless queued (accessibilitySpeechQueueAnnouncement): the reader is told which")
    func queuedAnnouncements() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .announcement,
                             argument: NSAttributedString(string: "Uploading", attributes: [.accessibilitySpeechQueueAnnouncement: true]))
        UIAccessibility.post(notification: .announcement,
                             argument: NSAttributedString(string: "Done", attributes: [.accessibilitySpeechQueueAnnouncement: NSNumber(value: false)]))
        scene.screen.presentFrame()
        #expect(scene.reader.events(in: scene.window).filter { $0.contains("nnouncement") }
                == ["announcement: Saved", "queuedAnnouncement: Uploading", "announcement: Done"])
        #expect(scene.reader.announcements(in: scene.window) == ["Saved", "Uploading", "Done"])
    }

    @Test("(issue 45) an attributed label's language and heading level reach the reader; accessibilityLanguage wins; a plain label drops them")
    func labelSpeechAttributes() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let heading = UILabel(frame: CGRect(x: 100, y: 300, width: 200, height: 30))
        heading.accessibilityTraits = .header
        heading.accessibilityAttributedLabel = NSAttributedString(string: "Chapitre deux", attributes: [
            .accessibilitySpeechLanguage: "fr-FR", .accessibilityTextHeadingLevel: 2,
        ])
        scene.window.rootViewController!.view.addSubview(heading)
        scene.screen.presentFrame()
        #expect(heading.accessibilityAttributedLabel?.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil) as? String == "fr-FR")
        let node = try element("Chapitre deux", scene)
        #expect(node.role == "heading" && node.headingLevel == 2 && node.language == "fr-FR")

        heading.accessibilityLanguage = "fr-CA"
        heading.accessibilityAttributedLabel = NSAttributedString(string: "Chapitre trois", attributes: [.accessibilityTextHeadingLevel: NSNumber(value: 9)])
        scene.screen.presentFrame()
        let next = try element("Chapitre trois", scene)
        #expect(next.language == "fr-CA" && next.headingLevel == nil, "a level outside 1…6 says nothing")

        heading.accessibilityLanguage = nil
        heading.accessibilityLabel = "Chapter four"
        scene.screen.presentFrame()
        #expect(heading.accessibilityAttributedLabel?.attributes(at: 0, effectiveRange: nil).isEmpty == true)
        let plain = try element("Chapter four", scene)
        #expect(plain.language == nil && plain.headingLevel == nil)
    }
}
