import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A banner that hides itself two seconds after it shows, as sample code does with
/// `DispatchQueue.main.asyncAfter` — written with the media-clock deadline, so tests control it.
@MainActor
private final class BannerViewController: UIViewController {
    let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.text = "Saved"
        view.addSubview(banner)
    }

    func flash() {
        banner.isHidden = false
        DispatchQueue.main.asyncAfter(mediaDeadline: CACurrentMediaTime() + 2) {
            self.banner.isHidden = true
        }
    }
}

@MainActor
@Suite("DispatchQueue.main.asyncAfter(mediaDeadline:) on the host's clock", .exclusiveUIKit)
struct MediaClockDispatchTests {
    @Test("Work runs when the virtual clock passes its deadline, not before, and not in real time")
    func runsOnTheVirtualClock() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let controller = BannerViewController()
        let window = UIWindow()
        defer { window.isHidden = true }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.flash()
        screen.advance(by: 1.99)
        #expect(!controller.banner.isHidden)
        screen.advance(by: 0.01)
        #expect(controller.banner.isHidden)
    }

    @Test("Deadlines fire in order with UIKit's own timers; equal deadlines in the order they were asked")
    func order() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        var fired: [String] = []
        let now = CACurrentMediaTime()
        DispatchQueue.main.asyncAfter(mediaDeadline: now + 0.5) { fired.append("b") }
        DispatchQueue.main.asyncAfter(mediaDeadline: now + 0.2) { fired.append("a") }
        DispatchQueue.main.asyncAfter(mediaDeadline: now + 0.5) { fired.append("c") }
        DispatchQueue.main.asyncAfter(mediaDeadline: now - 1) { fired.append("past") }
        screen.advance(by: 0)
        #expect(fired == ["past"])
        screen.advance(by: 0.6)
        #expect(fired == ["past", "a", "b", "c"])
    }

    @Test("Another queue is refused by name (the work runs on the main actor)")
    func otherQueue() {
        _ = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        var ran = false
        DispatchQueue.global().asyncAfter(mediaDeadline: CACurrentMediaTime()) { ran = true }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("asyncAfter(mediaDeadline:execute:)") == true)
        #expect(!ran)
    }
}
