import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Drags between the Gallery and another process on the same X display: a small GTK 4
/// program (Tests/Support/DragPeer/dnd-peer.py) with a drop zone and a drag source.
///
/// Nested in the Gallery's suite, whose `.serialized` covers it (one X display).
extension GalleryGUITests {
    @Suite("Drag and drop with another process under the GTK host")
    struct DragPeerGUITests {
        /// The Gallery is moved 300 points left, so the peer fits at the screen's right.
        static let galleryShift = 300
        /// The peer's window on the screen: its drop zone on top, its drag source below.
        static let peerOrigin = CGPoint(x: 1066, y: 300)
        static var peerDropZone: CGPoint { CGPoint(x: peerOrigin.x + 150, y: peerOrigin.y + 100) }
        static var peerDragSource: CGPoint { CGPoint(x: peerOrigin.x + 150, y: peerOrigin.y + 300) }

        /// The Gallery on its Drag and Drop page, moved left, and the peer beside it.
        func makeStage() throws -> (GalleryProcess, DragPeerProcess) {
            let gallery = try GalleryProcess()
            try gallery.movePointer(GalleryGUITests.Spot.dragAndDropRow.0, GalleryGUITests.Spot.dragAndDropRow.1)
            try gallery.click()
            try gallery.waitForLog("drag and drop showing")
            try gui.move(gallery.windowID, x: -Self.galleryShift, y: 0)
            let peer = try DragPeerProcess()
            try gui.move(peer.windowID, x: Int(Self.peerOrigin.x), y: Int(Self.peerOrigin.y))
            usleep(300_000)
            return (gallery, peer)
        }

        /// On the screen: the pointer pressed at `start`, moved in steps to `end` with the pauses
        /// GDK's drags need (LINUX-NOTES); `beforeRelease` runs with the button still down.
        func screenDrag(from start: CGPoint, to end: CGPoint, beforeRelease: () throws -> Void = {}) throws {
            func move(_ point: CGPoint) throws { try gui.movePointer(to: point, in: nil) }
            try move(start)
            usleep(300_000)
            try gui.setButton(1, pressed: true)
            usleep(200_000)
            for step in 1...16 {
                let t = CGFloat(step) / 16
                try move(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
                usleep(30_000)
            }
            try move(CGPoint(x: end.x + 1, y: end.y))
            usleep(300_000)
            try move(end)
            usleep(300_000)
            try beforeRelease()
            try gui.setButton(1, pressed: false)
        }

        /// A Gallery window point on the screen.
        func onScreen(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - CGFloat(Self.galleryShift), y: point.y) }

        @Test("GUI: a square dragged from the Gallery to another process gives it the text, made only when it drops (DND-05, DND-19)")
        func dragToAnotherProcess() throws {
            let (gallery, peer) = try makeStage()
            try screenDrag(from: onScreen(GalleryGUITests.Spot.redSquare), to: Self.peerDropZone) {
                try peer.waitForLine("enter")
                // Over the other application, before the drop: nothing made yet.
                #expect(!gallery.errorLog.contains { $0.hasPrefix("slate-dnd: made") })
            }
            try peer.waitForLine("received Red")
            #expect(gallery.errorLog.filter { $0.hasPrefix("slate-dnd: made") } == ["slate-dnd: made public.utf8-plain-text as text/plain;charset=utf-8"])
            try gallery.waitForLog("drag ended dropped")
        }

        @Test("GUI: a square dragged over another process and back lands on the Gallery's target as within the app, its local object (its colour) kept (DND-01, DND-17)")
        func dragOutAndBack() throws {
            let (gallery, peer) = try makeStage()
            try screenDrag(from: onScreen(GalleryGUITests.Spot.redSquare), to: Self.peerDropZone) {
                try peer.waitForLine("enter")
                for step in 1...12 {
                    let t = CGFloat(step) / 12, end = onScreen(GalleryGUITests.Spot.dropTarget)
                    let x = Self.peerDropZone.x + (end.x - Self.peerDropZone.x) * t, y = Self.peerDropZone.y + (end.y - Self.peerDropZone.y) * t
                    try gui.movePointer(to: CGPoint(x: x, y: y), in: nil)
                    usleep(30_000)
                }
                usleep(300_000)
            }
            try gallery.waitForLog("dropped Red")
            // Red: the local object came through; from another application it would be grey.
            // (Back on the screen whole: X cannot show what is off it.)
            try gui.move(gallery.windowID, x: 0, y: 0)
            _ = try gallery.waitForScreen { image in
                let color = image.color(x: Int(GalleryGUITests.Spot.dropTarget.x) - 120, y: Int(GalleryGUITests.Spot.dropTarget.y))
                return color.red > 200 && color.green < 100
            }
            #expect(!peer.lines.contains { $0.hasPrefix("received") })
            try gallery.waitForLog("drag ended dropped")
        }

        @Test("GUI: text dragged from another process drops into the Gallery's text field; the peer hears a copy (DND-12, DND-15)")
        func dragFromAnotherProcess() throws {
            let (gallery, peer) = try makeStage()
            try screenDrag(from: Self.peerDragSource, to: onScreen(GalleryGUITests.Spot.dropField))
            try gallery.waitForLog("field From the peer")
            try peer.waitForLine("drag-end 1")
        }

        @Test("GUI: text dragged from another process onto the grocery list waits in a placeholder, then becomes an item where it landed (DND-23, DND-26)")
        func dropFromAnotherProcessIntoList() throws {
            let (gallery, peer) = try makeStage()
            try gallery.movePointer(GalleryGUITests.Spot.listsRow.0, GalleryGUITests.Spot.listsRow.1)
            try gallery.click()
            try gallery.waitForLog("lists showing")
            try gallery.movePointer(GalleryGUITests.Spot.groceryListRow.0, GalleryGUITests.Spot.groceryListRow.1)
            try gallery.click()
            try gallery.waitForLog("groceries showing")
            usleep(300_000)
            // Onto the upper half of Cheese, the third item.
            try screenDrag(from: Self.peerDragSource, to: onScreen(CGPoint(x: 800, y: 146)))
            try gallery.waitForLog("groceries Apples,Bread,From the peer,Cheese,Dates,Eggs")
            let log = gallery.log
            let adding = try #require(log.firstIndex(of: "groceries adding at 2"), "the placeholder went in first")
            #expect(adding < log.firstIndex(of: "groceries Apples,Bread,From the peer,Cheese,Dates,Eggs")!)
            try peer.waitForLine("drag-end 1")
        }

        @Test("GUI: a list row — restricted to the app — dragged over another process never reaches it (DND-11)")
        func restrictedDragStays() throws {
            let (gallery, peer) = try makeStage()
            try screenDrag(from: onScreen(GalleryGUITests.Spot.listTop), to: Self.peerDropZone)
            try gallery.waitForLog("list drag ended")
            usleep(500_000)
            #expect(!peer.lines.contains("enter"))
            #expect(!peer.lines.contains { $0.hasPrefix("received") })
            #expect(!gallery.errorLog.contains { $0.hasPrefix("slate-dnd: made") })
        }
    }
}

/// The peer program, with the lines it printed.
final class DragPeerProcess {
    let process = Process()
    private(set) var windowID = ""
    private let output = PeerOutput()
    private let pipe = Pipe()

    static let script = GalleryProcess.repositoryRoot.appendingPathComponent("Tests/Support/DragPeer/dnd-peer.py")

    /// What the peer printed, appended from the pipe's reading thread.
    private final class PeerOutput: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ more: String) { lock.withLock { text += more } }
        var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }
    }

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path]
        process.environment = GalleryProcess.environment
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let output = output
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { output.append(String(decoding: data, as: UTF8.self)) }
        }
        try process.run()
        try waitForLine("ready", timeout: 30)
        windowID = try GalleryProcess.waitForWindow(named: "^Slate DnD Peer$", notIn: [], timeout: 30)
    }

    deinit {
        pipe.fileHandleForReading.readabilityHandler = nil
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var lines: [String] { output.lines }

    func waitForLine(_ line: String, timeout: TimeInterval = 10) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !lines.contains(line) {
            guard Date() < deadline else { throw GUITestError.timeout("the peer never printed '\(line)': \(lines)") }
            guard process.isRunning else { throw GUITestError.timeout("the peer exited: \(lines)") }
            usleep(20_000)
        }
    }
}
