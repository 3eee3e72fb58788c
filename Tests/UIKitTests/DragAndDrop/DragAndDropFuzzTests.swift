import Foundation
import SlatePlatform
import Testing
@testable import UIKit
import UIKitTesting

/// Random drags and drops — within the app, out to another application, out and back, and in
/// from one — with random, truncated, empty and oversized payloads under random type lists,
/// and destinations that load every way there is and cancel at random. Nothing may crash or
/// hang, every drag must end, and data from another application must never arrive inside the
/// call that asked for it (the main thread does not wait on a load).
@MainActor
@Suite("Drag and drop fuzzing", .exclusiveUIKit)
struct DragAndDropFuzzTests {
    static let iterations = 10_000

    /// Identifiers and MIME types to draw from: real ones, an app's own, and junk.
    static let typePool = ["public.utf8-plain-text", "public.plain-text", "public.text", "public.url", "public.file-url",
                           "public.png", "public.jpeg", "public.json", "public.data", "public.image", "org.slate.fuzz.private",
                           "dyn.ah62d4rv4ge8", "", " ", "\u{0}", "text/plain", "😀", String(repeating: "x", count: 300)]
    static let mimePool = ["text/plain;charset=utf-8", "text/plain", "TEXT/PLAIN; charset=latin1", "text/uri-list", "image/png",
                           "application/json", "application/x-unknown", "", "/", ";", "text/", "x-special/gnome-copied-files",
                           "org.slate.user-activity", "public.utf8-plain-text", String(repeating: "a/b", count: 100)]

    @Test("10,000 random drags and drops with random payloads and type lists: no crash, every drag ends, no load completes inside its call")
    func randomDrags() async {
        var random = SeededRandom(seed: 0x5EED_D4A6)
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let root = UIViewController()
        // A small source: its lifted preview's shadow is blurred once per drag.
        let sourceView = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let targetView = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
        root.view.addSubview(sourceView)
        root.view.addSubview(targetView)
        let source = FuzzDragSource()
        let target = FuzzDropTarget()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        targetView.addInteraction(UIDropInteraction(delegate: target))
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let peer = screen.desktop.addPeer(named: "peer", frame: CGRect(x: 300, y: 0, width: 100, height: 200), accepting: [])
        screen.presentFrame()

        func point(_ random: inout SeededRandom) -> CGPoint {
            CGPoint(x: CGFloat(Int.random(in: -20...420, using: &random)), y: CGFloat(Int.random(in: -20...220, using: &random)))
        }

        // Most drags run with block animations off, so each ends within a turn or two (the
        // drag logic is under test, not the frames); every 25th animates, interleaving drags
        // with running lift, landing and cancel animations.
        defer { UIView.setAnimationsEnabled(true) }
        for iteration in 0..<Self.iterations {
            UIView.setAnimationsEnabled(iteration % 25 == 0)
            source.reseed(&random)
            target.reseed(&random)
            peer.acceptedMIMETypes = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.mimePool.randomElement(using: &random)! }
                + (Int.random(in: 0..<2, using: &random) == 0 ? ["text/plain;charset=utf-8"] : [])
            let moves = (0..<Int.random(in: 1...4, using: &random)).map { _ in point(&random) }
            let end = Int.random(in: 0..<10, using: &random)
            if Int.random(in: 0..<3, using: &random) == 0 {
                // In from the other application.
                let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.randomOffer(&random) }
                let delays = Dictionary(Self.mimePool.prefix(4).map { ($0, Double(Int.random(in: 0...3, using: &random)) * 0.2) },
                                        uniquingKeysWith: { a, _ in a })
                peer.beginDrag(items: items, delays: delays, at: CGPoint(x: 350, y: 100))
            } else {
                let start = CGPoint(x: CGFloat(Int.random(in: 12...38, using: &random)), y: CGFloat(Int.random(in: 12...38, using: &random)))
                screen.movePointer(to: start)
                screen.pointerDown(at: start)
            }
            for move in moves {
                screen.movePointer(to: move)
                screen.advance(by: 1.0 / 60)
            }
            if end == 0 {
                screen.press(.keyboardEscape)
            }
            screen.pointerUp(at: moves.last!)
            screen.advance(by: Double(Int.random(in: 0...4, using: &random)) * 0.1)
            if Int.random(in: 0..<4, using: &random) == 0 { target.cancelAll() }
            screen.advance(by: 1)
            if iteration % 50 == 0 { await screen.runLoopTurn() }
            #expect(!screen.desktop.isDragging, "iteration \(iteration): a drag never ended")
            if screen.desktop.isDragging { break }
        }
        for _ in 0..<20 { await screen.runLoopTurn() }
        screen.advance(by: 5)
        #expect(target.synchronousForeignCompletions == 0)
        #expect(target.providerCompletionsInsideCall == 0)
        #expect(target.loads.allSatisfy { $0.completions == 1 }, "\(target.loads.filter { $0.completions != 1 }.count) loads completed other than once")
        #expect(target.loads.count > 1_000)
        #expect(target.foreignDrops > 100)
        // How many reach the peer depends on the MIME types the pool's identifiers map to,
        // which types other tests in the process declared can change.
        #expect(peer.received.count > 5)
        print("DragAndDropFuzzTests: \(Self.iterations) drags, \(screen.desktop.outgoingDrags.count) to the desktop, \(target.foreignDrops) drops from the peer, \(peer.received.count) into it, \(target.loads.count) loads, \(target.loads.filter { $0.progress?.isCancelled == true }.count) cancelled")
    }

    /// One item of another application's drag: random MIME types with random bytes — empty,
    /// truncated UTF-8, URI lists (of files that do not exist too), binary, or 1 MiB.
    static func randomOffer(_ random: inout SeededRandom) -> [String: Data] {
        var item: [String: Data] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let mime = mimePool.randomElement(using: &random)!
            item[mime] = switch Int.random(in: 0..<8, using: &random) {
            case 0: Data()
            case 1: Data("Plum café".utf8.dropLast(1))
            case 2: Data("file:///nonexistent/\(Int.random(in: 0...9, using: &random)).txt\r\nfile:///tmp\r\n".utf8)
            case 3: Data("https://example.com/a b\r\n#comment\r\n\r\n".utf8)
            case 4: Data(random.bytes(Int.random(in: 1...64, using: &random)))
            case 5 where Int.random(in: 0..<40, using: &random) == 0: Data(count: 1 << 20)
            default: Data("Damson".utf8)
            }
        }
        return item
    }
}

/// A drag source with random items: random types, visibilities and payloads, sometimes
/// restricted to the app.
@MainActor
final class FuzzDragSource: UIDragInteractionDelegate {
    private var random = SeededRandom(seed: 1)
    private var restricted = false

    func reseed(_ parent: inout SeededRandom) {
        random = SeededRandom(seed: parent.next())
        restricted = Int.random(in: 0..<5, using: &random) == 0
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
            let provider = NSItemProvider()
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let type = DragAndDropFuzzTests.typePool.randomElement(using: &random)!
                let visibility: NSItemProviderRepresentationVisibility = Int.random(in: 0..<4, using: &random) == 0 ? .ownProcess : .all
                let payload: Data? = switch Int.random(in: 0..<6, using: &random) {
                case 0: nil
                case 1: Data()
                case 2: Data([0xFF, 0xFE, 0xC3])
                case 3 where Int.random(in: 0..<40, using: &random) == 0: Data(count: 1 << 20)
                default: Data("Plum".utf8)
                }
                provider.registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                    completion(payload, payload == nil ? CocoaError(.fileReadUnknown) : nil)
                    return nil
                }
            }
            let item = UIDragItem(itemProvider: provider)
            item.localObject = Int.random(in: 0..<2, using: &random) == 0 ? "local" : nil
            return item
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        restricted
    }
}

/// A destination that takes anything at random and loads it every way, cancelling some
/// loads; it checks that each load completes exactly once and that another application's
/// data never arrives inside the call that asked for it.
@MainActor
final class FuzzDropTarget: UIDropInteractionDelegate {
    /// One load asked for: its completions arrive on the item provider's background queue.
    nonisolated final class Load: @unchecked Sendable {
        private let lock = NSLock()
        private var insideCall = true
        private var completionCount = 0
        private var completedInsideCall = 0
        let isForeign: Bool
        var progress: Progress?

        init(isForeign: Bool) { self.isForeign = isForeign }

        var isInsideCall: Bool {
            get { lock.withLock { insideCall } }
            set { lock.withLock { insideCall = newValue } }
        }
        var completions: Int { lock.withLock { completionCount } }
        /// Data that arrived before the call that asked for it returned.
        var completionsInsideCall: Int { lock.withLock { completedInsideCall } }

        func complete(arrived: Bool) {
            lock.withLock {
                completionCount += 1
                if insideCall && arrived { completedInsideCall += 1 }
            }
        }
    }

    private var random = SeededRandom(seed: 2)
    private var handles = true
    private var operation = UIDropOperation.copy
    private(set) var loads: [Load] = []
    /// Foreign data that arrived inside the call that asked for it.
    var synchronousForeignCompletions: Int { loads.filter(\.isForeign).reduce(0) { $0 + $1.completionsInsideCall } }
    /// Loads through the item provider's own API (not the session's) that completed inside
    /// their call: none may (issue 44.6).
    var providerCompletionsInsideCall: Int { providerLoads.reduce(0) { $0 + $1.completionsInsideCall } }
    private(set) var providerLoads: [Load] = []
    var foreignDrops = 0

    func reseed(_ parent: inout SeededRandom) {
        random = SeededRandom(seed: parent.next())
        handles = Int.random(in: 0..<6, using: &random) != 0
        operation = [.cancel, .forbidden, .copy, .move, .copy, .copy].randomElement(using: &random)!
    }

    func cancelAll() {
        for load in loads where load.completions == 0 { load.progress?.cancel() }
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { handles }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let foreign = session.localDragSession == nil
        if foreign { foreignDrops += 1 }
        if Int.random(in: 0..<4, using: &random) == 0 {
            let load = Load(isForeign: foreign)
            loads.append(load)
            load.progress = session.loadObjects(ofClass: String.self) { _ in load.complete(arrived: false) }
            load.isInsideCall = false
        }
        for item in session.items {
            let provider = item.itemProvider
            let load = Load(isForeign: foreign)
            loads.append(load)
            providerLoads.append(load)
            // Data arriving inside the call would mean the main thread waited for it; through
            // the provider's API nothing arrives before a later turn (issue 44.6).
            let done: @Sendable (Bool) -> Void = { arrived in load.complete(arrived: arrived) }
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                load.progress = provider.loadObject(ofClass: String.self) { object, _ in done(object != nil) }
            case 1:
                load.progress = provider.loadObject(ofClass: URL.self) { object, _ in done(object != nil) }
            case 2:
                load.progress = provider.loadFileRepresentation(forTypeIdentifier: provider.registeredTypeIdentifiers.first ?? "public.data") { url, _ in done(url != nil) }
            default:
                let type = provider.registeredTypeIdentifiers.randomElement(using: &random) ?? "public.data"
                load.progress = provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in done(data != nil) }
            }
            load.isInsideCall = false
            if Int.random(in: 0..<8, using: &random) == 0 { load.progress?.cancel() }
        }
    }
}
