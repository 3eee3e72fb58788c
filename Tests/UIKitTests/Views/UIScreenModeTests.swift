import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Counts one notification's posts, keeping their objects.
@MainActor
private final class NotificationRecorder {
    private(set) var objects: [AnyObject] = []
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let object = note.object as AnyObject
            MainActor.assumeIsolated { self?.objects.append(object) }
        }
    }

    /// Stops listening (call at the end of the test).
    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

/// Counts the frames a display link gives it.
@MainActor
private final class FrameCounter {
    var frames = 0
    func frame(_ link: CADisplayLink) { frames += 1 }
}

extension Selector {
    @MainActor fileprivate static let countFrame = Selector("countFrame:", FrameCounter.frame)
}

/// Displays plugged in and out, their resolutions and refresh rates.
@MainActor
@Suite("Screens: connection, modes, frame rate", .serialized, .exclusiveUIKit)
struct UIScreenModeTests {
    @Test("A display plugged in joins UIScreen.screens and is posted with didConnectNotification; unplugged, didDisconnectNotification; the screens there at the start are not posted")
    func connectAndDisconnect() throws {
        let connected = NotificationRecorder(UIScreen.didConnectNotification)
        let disconnected = NotificationRecorder(UIScreen.didDisconnectNotification)
        defer { connected.stop(); disconnected.stop() }
        let screen = HeadlessScreen()
        #expect(UIScreen.screens.count == 1)
        #expect(connected.objects.isEmpty, "the first screen is there at launch")
        screen.connectScreen(identifier: "HDMI-1", size: CGSize(width: 1920, height: 1080), scale: 1, refreshRate: 75)
        #expect(UIScreen.screens.count == 2)
        let external = try #require(UIScreen.screens.last)
        #expect(connected.objects.count == 1 && connected.objects.first === external)
        #expect(external !== UIScreen.main && external.bounds.size == CGSize(width: 1920, height: 1080))
        #expect(external.maximumFramesPerSecond == 75)
        screen.disconnectScreen(identifier: "HDMI-1")
        #expect(UIScreen.screens.count == 1)
        #expect(disconnected.objects.count == 1 && disconnected.objects.first === external)
        _ = HeadlessScreen()
        #expect(connected.objects.count == 1 && disconnected.objects.count == 1, "a new host's screens are taken as they are")
    }

    @Test("currentMode is the display's size in pixels, portrait-up, with square pixels; it is the preferred and the only available mode")
    func modes() throws {
        _ = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let mode = try #require(UIScreen.main.currentMode)
        #expect(mode.size == CGSize(width: 2048, height: 2732))
        #expect(mode.size == UIScreen.main.nativeBounds.size)
        #expect(mode.pixelAspectRatio == 1)
        #expect(UIScreen.main.preferredMode == mode)
        #expect(UIScreen.main.availableModes == [mode])
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
    }

    @Test("A screen's display link calls its target once a frame while it runs")
    func displayLink() throws {
        let screen = HeadlessScreen()
        let counter = FrameCounter()
        let link = try #require(UIScreen.main.displayLink(withTarget: counter, selector: .countFrame))
        link.add(to: .main, forMode: .common)
        screen.advance(by: 0.5)
        link.invalidate()
        #expect(counter.frames >= 25 && counter.frames <= 31, "about 30 frames in half a second: \(counter.frames)")
        let stopped = counter.frames
        screen.advance(by: 0.5)
        #expect(counter.frames == stopped)
    }

    @Test("A new resolution posts modeDidChangeNotification with the screen; a rotation does not")
    func modeChange() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let changes = NotificationRecorder(UIScreen.modeDidChangeNotification)
        defer { changes.stop() }
        screen.setSize(CGSize(width: 1024, height: 1366))
        #expect(changes.objects.isEmpty, "rotated: the same pixels")
        screen.setScale(1)
        #expect(changes.objects.count == 1 && changes.objects.first === UIScreen.main)
        #expect(UIScreen.main.currentMode?.size == CGSize(width: 1024, height: 1366))
    }
}
