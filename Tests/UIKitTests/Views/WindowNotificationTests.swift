import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIWindow's notifications", .serialized, .exclusiveUIKit)
struct WindowNotificationTests {
    /// Records the four window notifications, as "name window-tag".
    @MainActor final class Recorder {
        var posts: [String] = []
        private var tokens: [NSObjectProtocol] = []

        init() {
            let names: [(Notification.Name, String)] = [
                (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
                (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resignKey"),
            ]
            for (name, label) in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    nonisolated(unsafe) let window = note.object as? UIView
                    MainActor.assumeIsolated {
                        // Only this test's windows (tagged 1 and 2), not another test's.
                        guard let tag = window?.tag, tag == 1 || tag == 2 else { return }
                        self?.posts.append("\(label) \(tag)")
                    }
                })
            }
        }

        func stop() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens = []
        }
    }

    @Test("A window posts didBecomeVisible as it shows and didBecomeHidden as it hides; didResignKey for the old key window, then didBecomeKey for the new one")
    func visibilityAndKey() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let recorder = Recorder()
        let first = UIWindow()
        first.tag = 1
        let second = UIWindow()
        second.tag = 2
        defer { recorder.stop(); first.isHidden = true; second.isHidden = true; withExtendedLifetime(screen) {} }

        first.makeKeyAndVisible()
        #expect(recorder.posts == ["visible 1", "key 1"])
        second.makeKeyAndVisible()
        #expect(recorder.posts.suffix(3) == ["visible 2", "resignKey 1", "key 2"])
        recorder.posts.removeAll()

        first.makeKey()
        #expect(recorder.posts == ["resignKey 2", "key 1"])
        first.makeKey()
        #expect(recorder.posts.count == 2, "already key: nothing more")
        second.isHidden = true
        #expect(recorder.posts.last == "hidden 2")
        second.isHidden = true
        #expect(recorder.posts.filter { $0 == "hidden 2" }.count == 1, "hiding a hidden window posts nothing")
    }
}
