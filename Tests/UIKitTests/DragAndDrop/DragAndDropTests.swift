import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A drag source that drags strings, recording what it hears.
@MainActor
class DragSourceRecorder: UIDragInteractionDelegate {
    var calls: [String] = []
    var strings = ["Plum"]
    var localObject: Any?
    var restricted = false
    var liftAnimation: (() -> Void)?
    var previewProvider: (() -> UIDragPreview?)?
    var prefersFullSizePreviews = false
    /// Says more about each provider made (its team data, its presentation).
    var configureProvider: ((NSItemProvider) -> Void)?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        calls.append("itemsForBeginning")
        session.localContext = "from the source"
        return strings.map { string in
            let provider = NSItemProvider(object: string)
            configureProvider?(provider)
            let item = UIDragItem(itemProvider: provider)
            item.localObject = localObject
            item.previewProvider = previewProvider
            return item
        }
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        calls.append("previewForLifting")
        return nil
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        calls.append("willAnimateLift")
        if let liftAnimation { animator.addAnimations(liftAnimation) }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { calls.append("sessionWillBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { restricted }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        calls.append("willEndWith \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        calls.append("didEndWith \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) { calls.append("didTransfer") }
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool { prefersFullSizePreviews }
    var stringsForAdding: [String] = []
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] {
        calls.append("itemsForAdding")
        return stringsForAdding.map { UIDragItem(itemProvider: NSItemProvider(object: $0)) }
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        calls.append("previewForCancelling")
        return defaultPreview
    }
}

/// A source whose lifted preview is another view's and whose cancelled preview fades.
final class StandInPreviewSource: DragSourceRecorder {
    let standIn: UIView
    init(standIn: UIView) { self.standIn = standIn }
    override func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        calls.append("previewForLifting")
        return UITargetedDragPreview(view: standIn)
    }
    override func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                  withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        calls.append("previewForCancelling")
        return nil
    }
}

/// A drop destination that takes strings with `operation`, recording what it hears.
@MainActor
final class DropTargetRecorder: UIDropInteractionDelegate {
    var calls: [String] = []
    var operation: UIDropOperation = .copy
    var accepts = true
    var dropped: [String] = []
    var localContext: Any?
    var localObjects: [Any?] = []
    var providers: [NSItemProvider] = []
    var completionOnMain = false

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        calls.append("canHandle")
        return accepts && session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { calls.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if calls.last != "update" { calls.append("update") }
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { calls.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        calls.append("performDrop")
        localContext = session.localDragSession?.localContext
        localObjects = session.items.map(\.localObject)
        providers = session.items.map(\.itemProvider)
        session.loadObjects(ofClass: String.self) { strings in
            // Typed main-actor: it may touch the interface (DND-15).
            MainActor.assertIsolated()
            self.completionOnMain = true
            self.dropped += strings
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        calls.append("previewForDropping")
        return nil
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { calls.append("concludeDrop") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { calls.append("sessionDidEnd") }
}

@MainActor
@Suite("Drag and drop within a window", .exclusiveUIKit)
struct DragAndDropTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let sourceView: UIView
        let targetView: UIView
        let source: DragSourceRecorder
        let target: DropTargetRecorder
        let dragInteraction: UIDragInteraction
        let dropInteraction: UIDropInteraction
    }

    /// A purple square to drag at (100,100) and a grey target square at (500,100), 120 points each.
    func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        sourceView.backgroundColor = .systemPurple
        let targetView = UIView(frame: CGRect(x: 500, y: 100, width: 120, height: 120))
        targetView.backgroundColor = .systemGray4
        root.view.addSubview(sourceView)
        root.view.addSubview(targetView)
        let source = DragSourceRecorder()
        let target = DropTargetRecorder()
        let drag = UIDragInteraction(delegate: source)
        let drop = UIDropInteraction(delegate: target)
        sourceView.addInteraction(drag)
        targetView.addInteraction(drop)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, sourceView: sourceView, targetView: targetView, source: source, target: target,
                     dragInteraction: drag, dropInteraction: drop)
    }

    /// Holds a finger on the source until it lifts, moves it in steps to `end`, and lifts it.
    func touchDrag(_ scene: Scene, to end: CGPoint, release: Bool = true) {
        let start = CGPoint(x: 160, y: 160)
        scene.screen.touchDown(at: start)
        scene.screen.advance(by: 0.6)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            scene.screen.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            scene.screen.advance(by: 1.0 / 60)
        }
        if release {
            scene.screen.touchUp(at: end)
            scene.screen.runUntilAnimationsSettle()
        }
    }

    @Test("DND-01 DND-02 interactions attach to views; a drag interaction is enabled by default on an iPad")
    func attaching() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        #expect(scene.dragInteraction.view === scene.sourceView)
        #expect(scene.dropInteraction.view === scene.targetView)
        #expect(scene.dragInteraction.isEnabled)
        #expect(UIDragInteraction.isEnabledByDefault)
        #expect(scene.sourceView.interactions.contains { $0 === scene.dragInteraction })
    }

    @Test("DND-03 DND-05 DND-12 DND-13 DND-15 DND-16 a long press lifts, the drag moves over the target, which proposes copy; the drop delivers the string on the main thread, in UIKit's order")
    func dropAccepted() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(scene.source.calls == ["itemsForBeginning", "previewForLifting", "willAnimateLift", "sessionWillBegin",
                                       "willEndWith copy", "didTransfer", "didEndWith copy"])
        #expect(scene.target.calls == ["canHandle", "enter", "update", "performDrop", "previewForDropping", "concludeDrop", "sessionDidEnd"])
        #expect(scene.target.dropped == ["Plum"])
        #expect(scene.target.completionOnMain)
        #expect(!scene.window.subviews.contains { $0 is DragOverlayView }, "the preview is gone")
    }

    @Test("DND-05 a drop within the app gets the item providers the source made, with what the source said of them: team data, the preferred presentation style and size")
    func providerMetadataReachesTheDrop() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.source.configureProvider = { provider in
            provider.teamData = Data("draft 7".utf8)
            provider.preferredPresentationStyle = .attachment
            provider.preferredPresentationSize = CGSize(width: 320, height: 200)
        }
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(scene.target.dropped == ["Plum"])
        let provider = try #require(scene.target.providers.first)
        #expect(provider.teamData == Data("draft 7".utf8))
        #expect(provider.preferredPresentationStyle == .attachment)
        #expect(provider.preferredPresentationSize == CGSize(width: 320, height: 200))
    }

    @Test("DND-03 DND-09 released where nothing takes it, the drag is cancelled: the preview goes back, no data moves")
    func dropCancelled() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        touchDrag(scene, to: CGPoint(x: 400, y: 450))
        #expect(scene.source.calls.suffix(3) == ["willEndWith cancel", "previewForCancelling", "didEndWith cancel"])
        #expect(scene.target.calls.isEmpty)
        #expect(scene.target.dropped.isEmpty)
    }

    @Test("Fuzz finding: the dragged view and its interaction go away while a cancelled drag's preview flies back; the drag ends and the delegate hears it")
    func sourceGoneDuringCancel() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        // The previews show another view, so nothing but the page holds the dragged view.
        let standIn = UIView(frame: CGRect(x: 300, y: 100, width: 40, height: 40))
        standIn.backgroundColor = .systemTeal
        root.view.addSubview(standIn)
        let recorder = StandInPreviewSource(standIn: standIn)
        do {
            let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
            sourceView.backgroundColor = .systemPurple
            sourceView.addInteraction(UIDragInteraction(delegate: recorder))
            root.view.addSubview(sourceView)
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 400, y: 450))
        screen.touchUp(at: CGPoint(x: 400, y: 450))
        screen.advance(by: 1.0 / 60)
        #expect(recorder.calls.contains("willEndWith cancel"))
        // The page goes (the only references to the view and its interaction with it).
        root.view.subviews.filter { $0.backgroundColor == .systemPurple }.forEach { $0.removeFromSuperview() }
        screen.runUntilAnimationsSettle()
        #expect(recorder.calls.last == "didEndWith cancel")
        #expect(!window.subviews.contains { $0 is DragOverlayView })
        window.isHidden = true
    }

    @Test("DND-13 a .cancel or .forbidden proposal takes no drop; leaving the target tells it")
    func refusedProposals() {
        for operation in [UIDropOperation.cancel, .forbidden] {
            let scene = makeScene()
            defer { scene.window.isHidden = true }
            scene.target.operation = operation
            touchDrag(scene, to: CGPoint(x: 560, y: 160))
            #expect(scene.target.dropped.isEmpty)
            #expect(scene.target.calls == ["canHandle", "enter", "update", "exit", "sessionDidEnd"])
            #expect(scene.source.calls.contains("didEndWith cancel"))
        }
    }

    @Test("DND-14 a destination that cannot handle the session is not entered")
    func cannotHandle() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.target.accepts = false
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(scene.target.calls == ["canHandle"], "asked once for the whole drag")
        #expect(scene.target.dropped.isEmpty)
    }

    @Test("DND-06 no items: no drag begins")
    func noItems() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.source.strings = []
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(scene.source.calls == ["itemsForBeginning"])
        #expect(scene.target.calls.isEmpty)
    }

    @Test("DND-04 DND-17 within the app the drop reads the item's localObject and the session's localContext")
    func localObjects() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.source.localObject = 42
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(scene.target.localContext as? String == "from the source")
        #expect(scene.target.localObjects.first as? Int == 42)
    }

    @Test("DND-07 the lifted preview is a snapshot of the view, slightly enlarged and somewhat transparent, following the touch; a copy proposal badges it with a plus")
    func liftedPreview() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        touchDrag(scene, to: CGPoint(x: 560, y: 160), release: false)
        scene.screen.runUntilAnimationsSettle()
        let overlay = try #require(scene.window.subviews.last as? DragOverlayView)
        let preview = try #require(overlay.subviews.first { $0 is UIImageView })
        #expect(preview.transform.a == DragMetrics.liftScale)
        #expect(abs(preview.alpha - DragMetrics.liftAlpha) < 0.001)
        #expect(preview.center == CGPoint(x: 560, y: 160), "grabbed at its centre, it stays under the touch")
        let badge = try #require(overlay.subviews.compactMap { $0 as? DragBadgeView }.first { !$0.isHidden })
        #expect(badge.text == "+")
        scene.screen.touchUp(at: CGPoint(x: 560, y: 160))
        scene.screen.runUntilAnimationsSettle()
    }

    @Test("UIDragItem.previewProvider gives the preview another look once the drag moves off its source, keeping its centre; the drop still delivers")
    func providedPreview() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.source.previewProvider = {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
            view.backgroundColor = .systemTeal
            return UIDragPreview(view: view)
        }
        touchDrag(scene, to: CGPoint(x: 560, y: 160), release: false)
        scene.screen.runUntilAnimationsSettle()
        let overlay = try #require(scene.window.subviews.last as? DragOverlayView)
        let preview = try #require(overlay.subviews.first { $0 is UIImageView } as? UIImageView)
        #expect(preview.bounds.size == CGSize(width: 40, height: 60))
        #expect(preview.image?.size == CGSize(width: 40, height: 60))
        #expect(preview.center == CGPoint(x: 560, y: 160))
        scene.screen.touchUp(at: CGPoint(x: 560, y: 160))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.target.dropped == ["Plum"])
    }

    @Test("DND-08 animations added in willAnimateLiftWith apply before the default preview is taken")
    func liftAnimationsBeforeSnapshot() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.source.liftAnimation = { scene.sourceView.backgroundColor = .systemOrange }
        touchDrag(scene, to: CGPoint(x: 300, y: 400), release: false)
        scene.screen.runUntilAnimationsSettle()
        let overlay = try #require(scene.window.subviews.last as? DragOverlayView)
        let preview = try #require(overlay.subviews.first { $0 is UIImageView } as? UIImageView)
        let image = try #require(preview.image?.cgImage)
        let orange = try #require(UIColor.systemOrange.cgColor.components)
        let pixel = image.color(x: 60, y: 60)
        #expect(abs(Double(pixel.red) / 255 - Double(orange[0])) < 0.02 && abs(Double(pixel.green) / 255 - Double(orange[1])) < 0.02)
        scene.screen.touchUp(at: CGPoint(x: 300, y: 400))
        scene.screen.runUntilAnimationsSettle()
    }

    @Test("DND-11 a restricted session says so to the drop side")
    func restricted() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.source.restricted = true
        var seen: Bool?
        final class Probe: UIDropInteractionDelegate {
            var seen: (Bool) -> Void = { _ in }
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
                seen(session.isRestrictedToDraggingApplication)
                return UIDropProposal(operation: .cancel)
            }
        }
        let probe = Probe()
        probe.seen = { seen = $0 }
        scene.targetView.removeInteraction(scene.dropInteraction)
        scene.targetView.addInteraction(UIDropInteraction(delegate: probe))
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(seen == true)
    }

    @Test("DND-03 with a pointer, pressing and moving lifts at once, as on an iPad with a trackpad")
    func pointerDrag() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.movePointer(to: CGPoint(x: 160, y: 160))
        scene.screen.pointerDown(at: CGPoint(x: 160, y: 160))
        for step in 1...20 {
            scene.screen.movePointer(to: CGPoint(x: 160 + CGFloat(step) * 20, y: 160))
            scene.screen.advance(by: 1.0 / 60)
        }
        scene.screen.pointerUp(at: CGPoint(x: 560, y: 160))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.target.dropped == ["Plum"])
    }

    @Test("DND-10 flocking: another finger's taps on a source add its items to the drag in progress, duplicates and all; the badge counts them")
    func flocking() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let other = UIView(frame: CGRect(x: 100, y: 350, width: 120, height: 120))
        scene.sourceView.superview?.addSubview(other)
        let otherSource = DragSourceRecorder()
        otherSource.stringsForAdding = ["Fig"]
        other.addInteraction(UIDragInteraction(delegate: otherSource))
        scene.screen.presentFrame()
        // A tap before any drag adds nothing.
        scene.screen.tap(at: CGPoint(x: 160, y: 410))
        #expect(otherSource.calls.isEmpty)
        touchDrag(scene, to: CGPoint(x: 400, y: 160), release: false)
        for _ in 0..<2 {
            scene.screen.touchDown(at: CGPoint(x: 160, y: 410), finger: 1)
            scene.screen.advance(by: 0.05)
            scene.screen.touchUp(at: CGPoint(x: 160, y: 410), finger: 1)
            scene.screen.advance(by: 0.4)
        }
        #expect(otherSource.calls == ["itemsForAdding", "itemsForAdding"])
        let overlay = try #require(scene.window.subviews.last as? DragOverlayView)
        #expect(overlay.subviews.compactMap { $0 as? DragBadgeView }.contains { $0.text == "3" })
        for step in 1...5 {
            scene.screen.touchMove(to: CGPoint(x: 400 + CGFloat(step) * 32, y: 160))
            scene.screen.advance(by: 1.0 / 60)
        }
        scene.screen.touchUp(at: CGPoint(x: 560, y: 160))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.target.dropped == ["Plum", "Fig", "Fig"])
    }

    @Test("A disabled drag interaction lifts nothing")
    func disabled() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.dragInteraction.isEnabled = false
        touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(scene.source.calls.isEmpty)
    }
}

@MainActor
@Suite("Dropping text into a text field", .exclusiveUIKit)
struct TextFieldDropTests {
    @Test("A text field takes dropped text where it lands, asking its delegate, and begins editing")
    func dropIntoField() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let field = UITextField(frame: CGRect(x: 400, y: 100, width: 300, height: 40))
        field.text = "Sweet "
        field.borderStyle = .roundedRect
        root.view.addSubview(sourceView)
        root.view.addSubview(field)
        let source = DragSourceRecorder()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.touchDown(at: CGPoint(x: 160, y: 160))
        screen.advance(by: 0.6)
        let end = CGPoint(x: 690, y: 120)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            screen.touchMove(to: CGPoint(x: 160 + (end.x - 160) * t, y: 160 + (end.y - 160) * t))
            screen.advance(by: 1.0 / 60)
        }
        screen.touchUp(at: end)
        screen.runUntilAnimationsSettle()
        #expect(field.text == "Sweet Plum", "dropped past the end of the text: appended")
        #expect(field.isFirstResponder)
        #expect(source.calls.contains("didEndWith copy"))
    }
}

/// A source that keeps its session after the drag, as an app may.
@MainActor
final class SessionKeepingSource: DragSourceRecorder {
    var kept: UIDragSession?

    override func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        super.dragInteraction(interaction, sessionWillBegin: session)
        kept = session
    }
}

/// Drags from one of the app's windows to another: the same session, its local object and
/// context, across the windows' places on the screen (the multiple-windows part of DND-01).
@MainActor
@Suite("Drag and drop between windows", .exclusiveUIKit)
struct CrossWindowDragTests {
    /// Two windows side by side on an 800×600 screen: a square to drag from in the left one, a
    /// square taking drops in the right one.
    private func makeWindows(on screen: HeadlessScreen, source: DragSourceRecorder,
                             target: DropTargetRecorder) -> (left: UIWindow, right: UIWindow) {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let right = UIWindow(frame: CGRect(x: 400, y: 0, width: 400, height: 600))
        for window in [left, right] {
            let root = UIViewController()
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
            root.view.addSubview(view)
            view.addInteraction(window === left ? UIDragInteraction(delegate: source) : UIDropInteraction(delegate: target))
            window.rootViewController = root
            window.isHidden = false
        }
        left.makeKey()
        screen.presentFrame()
        return (left, right)
    }

    /// A pointer drag from the left square to the right one, dropped there.
    private func dragAcross(on screen: HeadlessScreen, target: DropTargetRecorder) {
        let start = CGPoint(x: 160, y: 160), end = CGPoint(x: 560, y: 160)
        screen.movePointer(to: start)
        screen.pointerDown(at: start)
        for step in 1...20 {
            screen.movePointer(to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 20, y: 160))
            screen.advance(by: 1.0 / 60)
        }
        #expect(target.calls.contains("enter"))
        screen.pointerUp(at: end)
        _ = screen.runUntilAnimationsSettle()
    }

    @Test("DND-01 DND-05 a drag leaving its window for another of the app's drops there, keeping localObject and localContext")
    func dragToAnotherWindow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let source = DragSourceRecorder()
        source.localObject = "the plum itself"
        let target = DropTargetRecorder()
        let (left, right) = makeWindows(on: screen, source: source, target: target)
        defer { left.isHidden = true; right.isHidden = true }
        dragAcross(on: screen, target: target)
        #expect(target.dropped == ["Plum"])
        #expect(target.localObjects.first as? String == "the plum itself")
        #expect(target.localContext as? String == "from the source")
        #expect(source.calls.contains("didEndWith copy"))
    }

    @Test("Fuzz finding: a session the app keeps after a drag into another window does not keep that window alive")
    func keptSessionLetsOtherWindowGo() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let source = SessionKeepingSource()
        let target = DropTargetRecorder()
        weak var closed: UIWindow?
        var left: UIWindow?
        do {
            let windows = makeWindows(on: screen, source: source, target: target)
            left = windows.left
            dragAcross(on: screen, target: target)
            windows.right.isHidden = true
            closed = windows.right
        }
        defer { left?.isHidden = true }
        _ = screen.runUntilAnimationsSettle()
        #expect(source.kept != nil)
        #expect(closed == nil)
    }
}

/// Drops whose destination loads each item through its provider, as iOS apps often do
/// (issue 44.6): the drop returns first, the handler runs off the main thread, and the drop
/// session's progress counts the load until its data has arrived.
@MainActor
@Suite("Drag and drop: loads through the items' providers", .exclusiveUIKit)
struct DropProviderLoadTests {
    final class ProviderLoadingTarget: UIDropInteractionDelegate {
        var progress: Progress?
        var unitsAtDrop: (total: Int64, completed: Int64)?
        let arrived = LockedList<String>()
        var arrivedInsideDrop = false
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            progress = session.progress
            for item in session.items {
                item.itemProvider.loadObject(ofClass: String.self) { [arrived] string, _ in
                    arrived.append("\(string ?? "?") main=\(Thread.isMainThread)")
                }
            }
            arrivedInsideDrop = !arrived.values.isEmpty
            unitsAtDrop = (session.progress.totalUnitCount, session.progress.completedUnitCount)
        }
    }

    @Test("(issue 44.6) a load through an item's provider completes after the drop returns, off the main thread, and the session's progress finishes with it")
    func providerLoadInDrop() {
        let scene = DragAndDropTests().makeScene()
        defer { scene.window.isHidden = true }
        let target = ProviderLoadingTarget()
        scene.dropInteraction.delegate = target
        DragAndDropTests().touchDrag(scene, to: CGPoint(x: 560, y: 160))
        #expect(!target.arrivedInsideDrop)
        #expect(target.unitsAtDrop?.total == 1 && target.unitsAtDrop?.completed == 0, "counted, not yet done, as the drop returns")
        #expect(target.arrived.values == ["Plum main=false"])
        #expect(target.progress?.isFinished == true)
        #expect(scene.source.calls.filter { $0 == "didTransfer" }.count == 1, "the source hears its items were transferred, once")
    }
}
