import Foundation
import SlatePlatform
import Testing
@testable import UIKit
import UIKitTesting

/// Drags that cross the app's edge, on the headless desktop: out to another application (a
/// peer window beside the app's), in from one, and out and back. What the peer sees is what
/// the GTK host gives a real one: MIME types, data made when read.
@MainActor
@Suite("Drag and drop with other applications", .exclusiveUIKit)
struct DesktopDragAndDropTests {
    struct Stage {
        let screen: HeadlessScreen
        let window: UIWindow
        let source: DragSourceRecorder
        let target: DropTargetRecorder
        let peer: HeadlessPeerApp
        /// How many times the source's data was made.
        let loads: LoadCounter
    }

    @MainActor
    final class LoadCounter {
        var count = 0
    }

    /// A 600×600 window at the screen's left (source square at (100,100), target at (400,100),
    /// 120 points each) and a peer window at (700,0) taking UTF-8 text.
    func makeStage(sourceText: String = "Plum") -> Stage {
        let screen = HeadlessScreen(size: CGSize(width: 1200, height: 600), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let root = UIViewController()
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        sourceView.backgroundColor = .systemPurple
        let targetView = UIView(frame: CGRect(x: 400, y: 100, width: 120, height: 120))
        root.view.addSubview(sourceView)
        root.view.addSubview(targetView)
        let loads = LoadCounter()
        let source = CountingSource(text: sourceText, loads: loads)
        let target = DropTargetRecorder()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        targetView.addInteraction(UIDropInteraction(delegate: target))
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        let peer = screen.desktop.addPeer(named: "editor", frame: CGRect(x: 700, y: 0, width: 500, height: 600),
                                          accepting: ["text/plain;charset=utf-8"])
        return Stage(screen: screen, window: window, source: source, target: target, peer: peer, loads: loads)
    }

    /// A source whose string is made only when someone reads it, counting each time.
    @MainActor
    final class CountingSource: DragSourceRecorder {
        let text: String
        let loads: LoadCounter
        init(text: String, loads: LoadCounter) {
            self.text = text
            self.loads = loads
            super.init()
        }
        override func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            calls.append("itemsForBeginning")
            session.localContext = "from the source"
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { [text, loads] completion in
                loads.count += 1
                completion(Data(text.utf8), nil)
                return nil
            }
            let item = UIDragItem(itemProvider: provider)
            item.localObject = localObject
            return [item]
        }
    }

    /// Presses on the source square and moves the pointer through `points` (a pointer lifts
    /// at once), leaving the button down.
    func pointerDrag(_ stage: Stage, through points: [CGPoint]) {
        let start = CGPoint(x: 160, y: 160)
        stage.screen.movePointer(to: start)
        stage.screen.pointerDown(at: start)
        var last = start
        for point in points {
            for step in 1...8 {
                let t = CGFloat(step) / 8
                stage.screen.movePointer(to: CGPoint(x: last.x + (point.x - last.x) * t, y: last.y + (point.y - last.y) * t))
                stage.screen.advance(by: 1.0 / 60)
            }
            last = point
        }
    }

    @Test("DND-05 DND-19 a drag leaving the app is offered to other applications by MIME type; its data is made only when the peer reads it, once")
    func dragOutIsLazy() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        pointerDrag(stage, through: [CGPoint(x: 900, y: 300)])
        let outgoing = try! #require(stage.screen.desktop.outgoingDrags.last)
        #expect(outgoing.offeredMIMETypes == ["text/plain;charset=utf-8"])
        #expect(stage.loads.count == 0)
        #expect(outgoing.dataRequests == 0)
        stage.screen.pointerUp(at: CGPoint(x: 900, y: 300))
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.peer.received.map(\.mime) == ["text/plain;charset=utf-8"])
        #expect(stage.peer.received.first.map { String(decoding: $0.data, as: UTF8.self) } == "Plum")
        #expect(stage.loads.count == 1)
        #expect(outgoing.outcome == .dropped(.copy))
        #expect(stage.source.calls.suffix(3) == ["willEndWith copy", "didTransfer", "didEndWith copy"])
    }

    @Test("DND-11 a drag restricted to the app never reaches the desktop: over another application it is cancelled and goes back")
    func restrictedDragStaysInside() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        stage.source.restricted = true
        pointerDrag(stage, through: [CGPoint(x: 900, y: 300)])
        #expect(stage.screen.desktop.outgoingDrags.isEmpty)
        #expect(!stage.screen.desktop.isDragging)
        stage.screen.pointerUp(at: CGPoint(x: 900, y: 300))
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.peer.received.isEmpty)
        #expect(stage.loads.count == 0)
        #expect(stage.source.calls.suffix(3) == ["willEndWith cancel", "previewForCancelling", "didEndWith cancel"])
    }

    @Test("DND-03 a drag released on the desktop's background is cancelled: no data is made and the preview goes back")
    func dragOutOverNothingCancels() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        stage.peer.frame = CGRect(x: 1100, y: 0, width: 100, height: 100)
        pointerDrag(stage, through: [CGPoint(x: 800, y: 400)])
        #expect(stage.screen.desktop.isDragging)
        stage.screen.pointerUp(at: CGPoint(x: 800, y: 400))
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.screen.desktop.outgoingDrags.last?.outcome == .cancelled(overNothing: true))
        #expect(stage.loads.count == 0)
        #expect(stage.source.calls.suffix(3) == ["willEndWith cancel", "previewForCancelling", "didEndWith cancel"])
    }

    @Test("Escape cancels a drag the desktop holds")
    func escapeCancels() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        pointerDrag(stage, through: [CGPoint(x: 900, y: 300)])
        stage.screen.press(.keyboardEscape)
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(!stage.screen.desktop.isDragging)
        #expect(stage.peer.received.isEmpty)
        #expect(stage.source.calls.last == "didEndWith cancel")
        stage.screen.pointerUp(at: CGPoint(x: 900, y: 300))
    }

    @Test("DND-01 DND-17 a drag that leaves the app and comes back drops as within the app: localObject and localContext kept")
    func dragOutAndBack() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        stage.source.localObject = "the plum itself"
        pointerDrag(stage, through: [CGPoint(x: 900, y: 300), CGPoint(x: 460, y: 160)])
        #expect(stage.target.calls.contains("enter"))
        stage.screen.pointerUp(at: CGPoint(x: 460, y: 160))
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.target.dropped == ["Plum"])
        #expect(stage.target.localObjects.first as? String == "the plum itself")
        #expect(stage.target.localContext as? String == "from the source")
        #expect(stage.peer.received.isEmpty)
        #expect(stage.screen.desktop.outgoingDrags.last?.outcome == .dropped(.copy))
        #expect(stage.source.calls.filter { $0.hasPrefix("didEndWith") } == ["didEndWith copy"])
    }

    @Test("DND-15 DND-17 a drag from another application: no local objects or session; text loads after the drop, on the main actor; the peer hears the drop finish once it has")
    func dragInFromPeer() async {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        stage.peer.beginDrag(items: [["text/plain;charset=utf-8": Data("Damson".utf8), "text/html": Data("<b>Damson</b>".utf8)]],
                             at: CGPoint(x: 900, y: 300))
        for x in stride(from: 880, through: 460, by: -60) {
            stage.screen.movePointer(to: CGPoint(x: CGFloat(x), y: 160))
            stage.screen.advance(by: 1.0 / 60)
        }
        #expect(stage.target.calls == ["canHandle", "enter", "update"])
        stage.screen.pointerUp(at: CGPoint(x: 460, y: 160))
        #expect(stage.target.calls.contains("performDrop"))
        // Asynchronous: nothing has arrived inside performDrop.
        #expect(stage.target.dropped.isEmpty)
        _ = stage.screen.runUntilAnimationsSettle()
        await stage.screen.runLoopTurn()
        #expect(stage.target.dropped == ["Damson"])
        #expect(stage.target.completionOnMain)
        #expect(stage.target.localContext == nil)
        #expect(stage.target.localObjects.count == 1 && stage.target.localObjects[0] == nil)
        #expect(stage.target.calls.suffix(3) == ["previewForDropping", "concludeDrop", "sessionDidEnd"])
        #expect(stage.peer.dragOutcomes == [.copy])
    }

    @Test("a drag from another application that the window refuses leaves nothing behind; leaving the window ends it there")
    func refusedDragIn() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        stage.target.accepts = false
        stage.peer.beginDrag(items: [["text/plain;charset=utf-8": Data("Sloe".utf8)]], at: CGPoint(x: 900, y: 300))
        stage.screen.movePointer(to: CGPoint(x: 460, y: 160))
        stage.screen.pointerUp(at: CGPoint(x: 460, y: 160))
        #expect(stage.target.calls == ["canHandle"])
        #expect(stage.peer.dragOutcomes == [PlatformDragOperation.none])

        stage.target.accepts = true
        stage.target.calls = []
        stage.peer.beginDrag(items: [["text/plain;charset=utf-8": Data("Sloe".utf8)]], at: CGPoint(x: 900, y: 300))
        stage.screen.movePointer(to: CGPoint(x: 460, y: 160))
        stage.screen.movePointer(to: CGPoint(x: 900, y: 160))
        stage.screen.pointerUp(at: CGPoint(x: 900, y: 160))
        #expect(stage.target.calls == ["canHandle", "enter", "update", "exit", "sessionDidEnd"])
    }

    @Test("DND-15 a slow load from another application never blocks the main actor, and cancelling its Progress ends it with an error")
    func slowLoadCancels() async throws {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        let target = ProgressKeepingTarget()
        stage.window.rootViewController?.view.subviews[1].interactions.forEach { stage.window.rootViewController?.view.subviews[1].removeInteraction($0) }
        stage.window.rootViewController?.view.subviews[1].addInteraction(UIDropInteraction(delegate: target))
        stage.peer.beginDrag(items: [["text/plain;charset=utf-8": Data("Greengage".utf8)]], delays: ["text/plain;charset=utf-8": 30],
                             at: CGPoint(x: 900, y: 300))
        stage.screen.movePointer(to: CGPoint(x: 460, y: 160))
        stage.screen.pointerUp(at: CGPoint(x: 460, y: 160))
        let progress = try #require(target.progress)
        #expect(!progress.isFinished)
        _ = stage.screen.runUntilAnimationsSettle(timeout: 1)
        #expect(target.results.isEmpty)
        // The drop concluded, but the peer waits for the data.
        #expect(stage.peer.dragOutcomes.isEmpty)
        progress.cancel()
        // The cancellation reaches the load on another task: turns until it is back (five do
        // on an idle machine; a loaded one, running the whole suite, has needed more).
        var turns = 0
        while target.results.isEmpty || stage.peer.dragOutcomes.isEmpty, turns < 500 {
            await stage.screen.runLoopTurn()
            turns += 1
        }
        #expect(target.results.count == 1)
        #expect((target.results.first?.error as? CocoaError)?.code == .userCancelled)
        #expect(stage.peer.dragOutcomes == [.copy])
        // The data arriving later changes nothing.
        stage.screen.advance(by: 40)
        #expect(target.results.count == 1)
    }

    @Test("UIDropSession.progressIndicatorStyle: .default shows a spinner where the drop landed until a slow load's data arrives; .none shows none")
    func progressIndicator() async throws {
        for style in [UIDropSessionProgressIndicatorStyle.default, .none] {
            let stage = makeStage()
            defer { stage.window.isHidden = true }
            let target = ProgressKeepingTarget()
            target.style = style
            let targetView = try #require(stage.window.rootViewController?.view.subviews[1])
            targetView.interactions.forEach { targetView.removeInteraction($0) }
            targetView.addInteraction(UIDropInteraction(delegate: target))
            stage.peer.beginDrag(items: [["text/plain;charset=utf-8": Data("Mirabelle".utf8)]], delays: ["text/plain;charset=utf-8": 2],
                                 at: CGPoint(x: 900, y: 300))
            stage.screen.movePointer(to: CGPoint(x: 460, y: 160))
            stage.screen.pointerUp(at: CGPoint(x: 460, y: 160))
            stage.screen.advance(by: 0.5)
            let spinners = { stage.window.subviews.compactMap { $0 as? UIActivityIndicatorView } }
            if style == .default {
                #expect(spinners().count == 1)
                #expect(spinners().first?.isAnimating == true)
                #expect(spinners().first?.center == CGPoint(x: 460, y: 160))
            } else {
                #expect(spinners().isEmpty)
            }
            #expect(stage.peer.dragOutcomes.isEmpty)
            stage.screen.advance(by: 2)
            #expect(target.results.count == 1)
            #expect(spinners().isEmpty)
            #expect(stage.peer.dragOutcomes == [.copy])
        }
    }

    @Test("files dragged from a file manager arrive as one item each, with file URLs and their contents' types")
    func filesFromFileManager() async throws {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-dnd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notes = directory.appendingPathComponent("notes.txt"), data = directory.appendingPathComponent("data.json")
        try Data("plums".utf8).write(to: notes)
        try Data("{\"plums\": 3}".utf8).write(to: data)
        let target = FileDropTarget()
        let targetView = try #require(stage.window.rootViewController?.view.subviews[1])
        targetView.interactions.forEach { targetView.removeInteraction($0) }
        targetView.addInteraction(UIDropInteraction(delegate: target))
        let list = "\(notes.absoluteString)\r\n\(data.absoluteString)\r\n"
        stage.peer.beginDrag(items: [["text/uri-list": Data(list.utf8)]], at: CGPoint(x: 900, y: 300))
        stage.screen.movePointer(to: CGPoint(x: 460, y: 160))
        stage.screen.pointerUp(at: CGPoint(x: 460, y: 160))
        #expect(target.itemCount == 2)
        #expect(target.suggestedNames == ["notes.txt", "data.json"])
        #expect(target.types == [["public.file-url", "public.plain-text"], ["public.file-url", "public.json"]])
        for _ in 0..<200 where target.urls.count < 2 || target.texts.count < 1 {
            await stage.screen.runLoopTurn()
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(target.urls == [notes, data])
        #expect(target.texts == ["plums"])
    }
}

/// Keeps the Progress of one data load and what it gave.
@MainActor
final class ProgressKeepingTarget: UIDropInteractionDelegate {
    var progress: Progress?
    var style = UIDropSessionProgressIndicatorStyle.default
    /// What the load handed back, on its background queue.
    let delivered = Delivered<Data>()
    var results: [(data: Data?, error: Error?)] { delivered.calls == 0 ? [] : [(delivered.value, delivered.error)] }
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.progressIndicatorStyle = style
        progress = session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text",
                                                                         completionHandler: delivered.handler)
    }
}

/// Takes files: their URLs, and plain text read from them.
@MainActor
final class FileDropTarget: UIDropInteractionDelegate {
    var itemCount = 0
    var suggestedNames: [String?] = []
    var types: [[String]] = []
    var urls: [URL] = []
    private let textLoads = LockedList<String>()
    var texts: [String] { textLoads.values }
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.file-url"])
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        itemCount = session.items.count
        suggestedNames = session.items.map(\.itemProvider.suggestedName)
        types = session.items.map(\.itemProvider.registeredTypeIdentifiers)
        session.loadObjects(ofClass: URL.self) { urls in self.urls = urls }
        for item in session.items where item.itemProvider.hasItemConformingToTypeIdentifier("public.plain-text") {
            item.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { [textLoads] data, _ in
                if let data { textLoads.append(String(decoding: data, as: UTF8.self)) }
            }
        }
    }
}
