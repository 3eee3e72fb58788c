import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Remote-control events (issue 45): media commands from the desktop reach an app that asked
/// for them, at the key window's first responder and up the responder chain.
@MainActor
@Suite("Remote-control events", .serialized, .exclusiveUIKit)
struct RemoteControlEventsTests {
    final class Player: UIView {
        var received: [UIEvent.EventSubtype] = []
        var types: [UIEvent.EventType] = []
        override var canBecomeFirstResponder: Bool { true }
        override func remoteControlReceived(with event: UIEvent?) {
            guard let event else { return }
            received.append(event.subtype)
            types.append(event.type)
        }
    }

    final class Controller: UIViewController {
        var received: [UIEvent.EventSubtype] = []
        override func remoteControlReceived(with event: UIEvent?) {
            if let event { received.append(event.subtype) }
        }
    }

    private func setUp() -> (HeadlessScreen, UIWindow, Controller) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, controller)
    }

    @Test("(issue 45) nothing arrives until the app asks; then the first responder gets each command as a .remoteControl event; ending stops them")
    func beginAndEnd() throws {
        let (screen, window, controller) = setUp()
        defer { window.isHidden = true }
        let player = Player(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(player)
        player.becomeFirstResponder()
        #expect(!screen.isOfferedAsMediaPlayer)
        #expect(!screen.sendRemoteControl(.remoteControlPlay), "the desktop knows no player to send to")
        #expect(player.received.isEmpty)

        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        #expect(screen.isOfferedAsMediaPlayer)
        for subtype: UIEvent.EventSubtype in [.remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlBeginSeekingForward,
                                              .remoteControlEndSeekingForward, .remoteControlStop] {
            #expect(screen.sendRemoteControl(subtype))
        }
        #expect(player.received == [.remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlBeginSeekingForward,
                                    .remoteControlEndSeekingForward, .remoteControlStop])
        #expect(player.types.allSatisfy { $0 == .remoteControl })
        #expect(controller.received.isEmpty, "the first responder took them")
        #expect(!screen.sendRemoteControl(.motionShake), "not a remote-control command")

        UIApplication.shared.endReceivingRemoteControlEvents()
        #expect(!screen.isOfferedAsMediaPlayer)
        #expect(!screen.sendRemoteControl(.remoteControlPause))
        #expect(player.received.count == 5)
    }

    @Test("(issue 45) a responder that does not handle a command passes it up the chain (UIResponder's default)")
    func upTheChain() {
        let (screen, window, controller) = setUp()
        defer { window.isHidden = true }
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        screen.sendRemoteControl(.remoteControlPause)
        #expect(controller.received == [.remoteControlPause], "from the view to its view controller")
        // Without a first responder, the window has it first: its controller is not on its
        // chain (window → scene → application), so the controller hears nothing more.
        field.resignFirstResponder()
        screen.sendRemoteControl(.remoteControlPlay)
        #expect(controller.received == [.remoteControlPause])
    }

    @Test("(issue 45) commands travel through sendEvent(_:), as UIKit's events do: a window that overrides it sees them first")
    func throughSendEvent() {
        final class RecordingWindow: UIWindow {
            var sent: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                sent.append(event.type)
                super.sendEvent(event)
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = RecordingWindow()
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let player = Player(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(player)
        player.becomeFirstResponder()
        screen.presentFrame()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        screen.sendRemoteControl(.remoteControlNextTrack)
        #expect(window.sent.filter { $0 == .remoteControl }.count == 1)
        #expect(player.received == [.remoteControlNextTrack])
    }

    @Test("(issue 45) a new host (another screen) is told the app takes media commands")
    func hostChange() {
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        #expect(screen.isOfferedAsMediaPlayer)
    }
}
