import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Size and trait transitions", .exclusiveUIKit)
struct SizeTransitionTests {
    /// A root with a child filling it, both logging, shown full screen on a 12.9-inch iPad in landscape.
    func makeScene() -> (HeadlessScreen, UIWindow, EventLog, LoggingViewController, LoggingViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024))
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        let child = LoggingViewController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: root)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, log, root, child)
    }

    @Test("MT-05 RES-01 RES-02 RES-03 RES-04 RES-05 resizing through the 12.9-inch presets gives UIKit's exact callbacks")
    func multitaskingSequence() {
        let (screen, window, log, root, _) = makeScene()
        root.logsLayout = true
        var observed: [[String]] = []
        for configuration in [MultitaskingPreset.Configuration.splitWide, .splitEven, .splitNarrow, .slideOver, .splitEven, .fullScreen] {
            log.clear()
            screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, configuration)!, to: window)
            screen.presentFrame()
            observed.append(log.entries.filter { !$0.contains("LayoutSubviews") || $0.hasPrefix("root.") })
        }
        #expect(observed[0] == ["root.viewWillTransition(to: 981x1024)", "child.viewWillTransition(to: 981x1024)",
                                "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
        #expect(observed[1] == ["root.viewWillTransition(to: 678x1024)", "child.viewWillTransition(to: 678x1024)",
                                "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
        #expect(observed[2] == ["root.willTransition(to: CR)", "child.willTransition(to: CR)",
                                "root.viewWillTransition(to: 375x1024)", "child.viewWillTransition(to: 375x1024)",
                                "root.traitCollectionDidChange(RR → CR)", "child.traitCollectionDidChange(RR → CR)",
                                "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
        // Slide Over is as wide as the narrow split: nothing changes, nothing is said.
        #expect(observed[3] == [])
        #expect(observed[4] == ["root.willTransition(to: RR)", "child.willTransition(to: RR)",
                                "root.viewWillTransition(to: 678x1024)", "child.viewWillTransition(to: 678x1024)",
                                "root.traitCollectionDidChange(CR → RR)", "child.traitCollectionDidChange(CR → RR)",
                                "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
        #expect(observed[5].first == "root.viewWillTransition(to: 1366x1024)")
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1366, height: 1024))
    }

    @Test("RES-01 RES-02 during the will-calls the old traits and size are in place; RES-06 the coordinator runs alongside blocks and completions")
    func stateDuringWillCalls() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                seen.append("will traits old=\(traitCollection.horizontalSizeClass == .regular ? "R" : "C") new=\(newCollection.horizontalSizeClass == .regular ? "R" : "C")")
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                seen.append("will size old=\(Int(view.bounds.width)) new=\(Int(size.width))")
                #expect(coordinator.targetTransform == .identity)
                #expect(transitionCoordinator != nil)
                coordinator.animate(alongsideTransition: { _ in
                    self.seen.append("alongside width=\(Int(self.view.bounds.width))")
                }, completion: { context in
                    self.seen.append("completion cancelled=\(context.isCancelled)")
                })
            }
        }
        let screen = HeadlessScreen()
        let probe = Probe()
        let window = UIWindow()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        screen.presentFrame()
        window.frame = CGRect(x: 991, y: 0, width: 375, height: 1024)
        #expect(probe.seen == ["will traits old=R new=C", "will size old=1366 new=375", "alongside width=375", "completion cancelled=false"])
        #expect(probe.transitionCoordinator == nil)
    }

    @Test("RES-07 QUIRK emulated: putting a view into the interface at launch sends no resizing event, only layout")
    func noResizeEventAtLaunch() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(!log.entries.contains { $0.contains("Transition") })
        #expect(log.entries.contains("root.viewDidLayoutSubviews"))
    }

    @Test("RES-09 TRAIT-01 TRAIT-02 traitCollectionDidChange reaches controllers and views at launch (nil first) and on any trait change")
    func traitPropagation() {
        final class TraitView: UIView {
            var previous: [UITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                previous.append(previousTraitCollection)
            }
        }
        let screen = HeadlessScreen()
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        root.logsLayout = false
        let view = TraitView()
        root.view.addSubview(view)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(log.entries(of: "root").first { $0.hasPrefix("traitCollectionDidChange") } == "traitCollectionDidChange(nil → RR)")
        let before = view.previous.count
        screen.userInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(view.previous.count == before + 1)
        #expect(log.entries(of: "root").last?.hasPrefix("traitCollectionDidChange(RR → RR)") == true)
    }

    @Test("MT-03 the narrow side of a split has a screen origin; window and screen coordinates differ")
    func windowOrigin() {
        let (screen, window, _, root, _) = makeScene()
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        #expect(window.frame.origin.x == 991)
        #expect(root.view.bounds.width == 375)
        #expect(root.view.convert(CGPoint.zero, to: window.screen.coordinateSpace).x == 991)
    }

    @Test("Presets reproduce the reference window widths", arguments: [
        ("9.7\" landscape", MultitaskingPreset.Device.iPad9_7, MultitaskingPreset.Orientation.landscape, [1024, 694, 507, 320, 320]),
        ("9.7\" portrait", .iPad9_7, .portrait, [768, 438, 320, 320]),
        ("10.5\" landscape", .iPadPro10_5, .landscape, [1112, 782, 551, 320, 320]),
        ("10.5\" portrait", .iPadPro10_5, .portrait, [834, 504, 320, 320]),
        ("12.9\" landscape", .iPadPro12_9, .landscape, [1366, 981, 678, 375, 375]),
        ("12.9\" portrait", .iPadPro12_9, .portrait, [1024, 639, 375, 375]),
    ] as [(String, MultitaskingPreset.Device, MultitaskingPreset.Orientation, [CGFloat])])
    func presetWidths(_ label: String, _ device: MultitaskingPreset.Device, _ orientation: MultitaskingPreset.Orientation, _ widths: [CGFloat]) {
        let presets = MultitaskingPreset.all(for: device).filter { $0.orientation == orientation }
        #expect(presets.map(\.windowWidth) == widths)
    }
}
