import Foundation
import SlatePlatform
import Testing
import UIKitTesting
import UIKit

@MainActor
@Suite("HeadlessHost", .serialized, .exclusiveUIKit)
struct HeadlessHostTests {
    private func host(size: CGSize = CGSize(width: 40, height: 30), scale: CGFloat = 2) -> (HeadlessHost, HeadlessWindow, CALayer) {
        let screen = PlatformScreen(identifier: "test", size: size, scale: scale)
        let host = HeadlessHost(screens: [screen])
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let window = host.openWindow(PlatformWindowRequest(rootLayer: root, size: size, screen: screen)) as! HeadlessWindow
        return (host, window, root)
    }

    @Test("The virtual clock starts at 0, moves only when told, and drives CACurrentMediaTime()")
    func virtualClock() {
        let (host, _, _) = host()
        #expect(host.currentTime == 0)
        #expect(CACurrentMediaTime() == 0)
        host.turnSynchronously()
        #expect(host.currentTime == 0)
        host.advance(by: 1.5)
        #expect(host.currentTime == 1.5 && CACurrentMediaTime() == 1.5)
    }

    @Test("UIKit timers fire in time order, each at its own time; cancelled ones never fire")
    func timers() {
        let (host, _, _) = host()
        var fired: [String] = []
        host.schedule(at: 0.3) { fired.append("c at \(host.currentTime)") }
        host.schedule(at: 0.1) {
            fired.append("a at \(host.currentTime)")
            host.schedule(at: 0.2) { fired.append("b at \(host.currentTime)") }
        }
        host.schedule(at: 0.2) { fired.append("tie at \(host.currentTime)") }
        let cancelled = host.schedule(at: 0.15) { fired.append("cancelled") }
        cancelled.cancel()
        #expect(cancelled.isCancelled)
        host.advance(by: 0.25)
        #expect(fired == ["a at 0.1", "tie at 0.2", "b at 0.2"])
        host.advance(by: 1)
        #expect(fired.last == "c at 0.3")
    }

    @Test("A turn lets queued DispatchQueue.main and main-actor Task work run before it commits and presents")
    func asyncTurn() async {
        let (host, window, root) = host()
        await host.turn()
        let framesBefore = window.presentedFrameCount
        var order: [String] = []
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                order.append("dispatch")
                // Shown at once: a committed standalone layer would otherwise fade it in.
                CATransaction.setDisableActions(true)
                root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
        }
        Task { @MainActor in order.append("task") }
        await host.turn()
        #expect(order == ["dispatch", "task"])
        #expect(window.presentedFrameCount == framesBefore + 1)
        #expect(window.frame.pixel(x: 5, y: 5) == 0xFFFF_0000)
    }

    @Test("Frames are kept in memory, written as PNG when asked, and only presented when pixels change")
    func frames() throws {
        let (host, window, root) = host()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        host.frameDirectory = directory
        window.title = "Main"
        root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        host.turnSynchronously()
        host.turnSynchronously()
        #expect(window.presentedFrameCount == 1)
        #expect(window.frame.width == 80 && window.frame.height == 60)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["Main-frame-00001.png"])
        let written = UIImage(contentsOfFile: directory.appendingPathComponent(files[0]).path)
        #expect(written?.cgImage?.pixel(x: 1, y: 1) == window.frame.pixel(x: 1, y: 1))
    }

    @Test("Resizing a window resizes its frame buffer and tells UIKit")
    func resizing() {
        let (host, window, _) = host()
        var sizes: [CGSize] = []
        window.resizeHandler = { sizes.append($0) }
        window.resize(to: CGSize(width: 20, height: 10), origin: CGPoint(x: 5, y: 0))
        host.turnSynchronously()
        #expect(sizes == [CGSize(width: 20, height: 10)])
        #expect(window.frame.width == 40 && window.origin == CGPoint(x: 5, y: 0))
    }

    @Test("Under the main loop on a real main thread, DispatchQueue.main, Task, Timer, RunLoop.main and asyncAfter all run; in the tracking mode the common ones run and a default-mode timer waits")
    func mainThreadRunLoop() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("RunLoopProbe")
        let process = Process()
        process.executableURL = probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        #expect(process.terminationStatus == 0)
        for event in ["dispatch main=true", "task main=true", "timer main=true", "perform main=true", "asyncAfter main=true",
                      "virtual timer at 5.0"] {
            #expect(lines.contains(event), "missing \(event) in \(lines)")
        }
        // The dispatch block's and the task's layer changes commit once per turn that made
        // them: once when both run in the same turn, twice under load when the task comes a
        // turn later (coalescing itself is tested deterministically with the virtual clock).
        #expect(lines.contains("commits 1") || lines.contains("commits 2"), "\(lines)")
        #expect(lines.contains("clock 5.0 media 5.0"))
        // While UI tracking is under way, the loop runs in RunLoop.Mode.tracking, one of the
        // common modes; a .default timer waits until it ends.
        for event in ["tracking=true timers=false first dispatch", "tracking=true dispatch", "tracking=true common timer", "tracking=true tracking timer", "tracking=false default timer"] {
            #expect(lines.contains(event), "missing \(event) in \(lines)")
        }
        #expect(!lines.contains("tracking=true default timer"))
    }
}
