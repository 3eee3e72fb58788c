import Foundation
import Testing
@testable import UIKitTesting
import UIKit

/// A button that crashes on its third tap, as an app with a bug would: the fuzzer must find
/// it and shrink the run to those three taps.
@MainActor
private final class ThirdTapCrashViewController: UIViewController {
    private var taps = 0
    private var missing: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap me") { [unowned self] _ in
            taps += 1
            if taps == 3 { print(missing!) }
        })
        button.frame = CGRect(x: 300, y: 200, width: 400, height: 300)
        view.addSubview(button)
    }
}

/// A view that asks for layout every time it is laid out: a commit never settles.
private final class RelayoutForeverView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsLayout()
    }
}

/// A tap starts a child's appearance and never ends it.
@MainActor
private final class UnbalancedAppearanceViewController: UIViewController {
    let child = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { [unowned self] _ in
            child.beginAppearanceTransition(false, animated: false)
        })
        button.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
        view.addSubview(button)
    }
}

/// Takes dropped text, recording each arrival.
@MainActor
private final class TextDropTarget: UIDropInteractionDelegate {
    var entered = 0
    var received: [String] = []

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { entered += 1 }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        _ = session.loadObjects(ofClass: String.self) { [self] strings in received += strings }
    }
}

@MainActor
@Suite("Fuzzer", .exclusiveUIKit)
struct FuzzerTests {
    @Test("A button that force-unwraps nil on its third tap: the fuzzer finds the crash and shrinks it to the three taps (single or double)")
    func findsAndShrinksACrash() throws {
        let fuzzer = Fuzzer(app: .rootViewController { ThirdTapCrashViewController() }, screenSize: CGSize(width: 1000, height: 700))
        let report = fuzzer.run(seed: 1, events: 400)
        let failure = try #require(report.failure)
        guard case .crash(let signal, let message) = failure.kind else {
            Issue.record("expected a crash, got \(failure)")
            return
        }
        #expect(signal != 0)
        #expect(message.contains("Unexpectedly found nil"))
        let shrunk = try #require(report.shrunkEvents)
        // Three taps on the button: three single taps, or a single and a double tap when the
        // run held one. Runs and replays are forked children, which start from this process's
        // state at the fork — not kept still by the tests running on other threads
        // (docs/testing.md) — and are timed out by the wall clock, so which 1-minimal list
        // delta debugging ends at can vary on a loaded machine.
        #expect(shrunk.count <= 3, "\(report)")
        let buttonFrame = CGRect(x: 300, y: 200, width: 400, height: 300)
        var taps = 0
        for event in shrunk {
            switch event {
            case .tap(let point, let count) where count <= 2:
                #expect(buttonFrame.contains(point), "\(event)")
                taps += count
            default: Issue.record("not a tap on the button: \(event)")
            }
        }
        #expect(taps == 3, "\(report)")
        // The printed test replays exactly those events.
        let source = try #require(report.reproduction)
        for event in shrunk { #expect(source.contains(event.description)) }
        #expect(source.contains("fuzzer.replay(["))
        // Replaying them crashes again, in a child process, and is reported.
        guard case .crash = try #require(fuzzer.replay(shrunk).failure).kind else {
            Issue.record("the shrunk events did not crash again")
            return
        }
    }

    @Test("A layout that never settles is reported as a broken invariant, at launch")
    func layoutLoop() throws {
        let fuzzer = Fuzzer(app: .rootViewController {
            let controller = UIViewController()
            controller.view.addSubview(RelayoutForeverView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            return controller
        }, screenSize: CGSize(width: 400, height: 300))
        let failure = try #require(fuzzer.replay([]).failure)
        #expect(failure.eventIndex == -1)
        guard case .invariantViolations(let violations) = failure.kind else {
            Issue.record("\(failure)")
            return
        }
        #expect(violations.contains { $0.hasPrefix("layout never settles") && $0.contains("RelayoutForeverView") }, "\(violations)")
    }

    @Test("A viewWillDisappear without its viewDidDisappear is reported once the app is still, and shrinks to the tap")
    func unbalancedAppearance() throws {
        var fuzzer = Fuzzer(app: .rootViewController { UnbalancedAppearanceViewController() }, screenSize: CGSize(width: 1000, height: 700))
        fuzzer.isolatesCrashes = false
        let report = fuzzer.run(seed: 3, events: 100)
        let failure = try #require(report.failure)
        guard case .invariantViolations(let violations) = failure.kind else {
            Issue.record("\(failure)")
            return
        }
        #expect(violations.contains { $0.contains("got viewWillDisappear without viewDidDisappear") }, "\(violations)")
        let shrunk = try #require(report.shrunkEvents)
        #expect(shrunk.count == 1, "\(report)")
    }

    @Test("Memory that grows is a failure: views, layout variables, or constraints kept in Auto Layout's solver, beyond what the windows open hold; resident memory alone is not judged")
    func memoryGrowthJudged() {
        func samples(views: Int = 500, variables: Int = 2_000, constraints: Int = 3_000, megabytes: Int = 150,
                     scenes: (baseline: Int, end: Int) = (1, 1)) -> [FuzzSample] {
            (0..<5).map { index in
                let grown = index == 4
                return FuzzSample(eventIndex: index * 2_000 + 1_999, residentBytes: (grown ? megabytes : 150) << 20,
                                  liveViews: grown ? views : 500, layoutVariables: grown ? variables : 2_000,
                                  layoutConstraints: grown ? constraints : 3_000,
                                  connectedScenes: grown ? scenes.end : scenes.baseline)
            }
        }
        #expect(Fuzzer.memoryGrowth(samples()) == nil)
        #expect(Fuzzer.memoryGrowth(samples(megabytes: 900)) == nil)
        #expect(Fuzzer.memoryGrowth(samples(views: 3_100)) != nil)
        #expect(Fuzzer.memoryGrowth(samples(variables: 12_100)) != nil)
        #expect(Fuzzer.memoryGrowth(samples(constraints: 22_100)) != nil)
        #expect(Fuzzer.memoryGrowth(samples(constraints: 21_900)) == nil)
        // Seed 710 of the million-event run: 2 windows at the baseline, 13 at the end.
        #expect(Fuzzer.memoryGrowth(samples(views: 3_100, scenes: (2, 13))) == nil)
        #expect(Fuzzer.memoryGrowth(samples(views: 3_100, scenes: (2, 1))) != nil, "closing windows does not excuse growth")
        #expect(Fuzzer.memoryGrowth(samples(views: 8_600, scenes: (2, 13))) != nil)
    }

    @Test("A window kept after its scene closed is a leak once 10 events and 2 s have passed; before that it may be held by something in flight")
    func closedWindowLeakJudged() {
        let fuzzer = Fuzzer(app: .delegate(LeakyWindowsAppDelegate.self), screenSize: CGSize(width: 1000, height: 700))
        defer { LeakySceneDelegate.kept = [] }
        let slow = fuzzer.replay([.openWindow, .closeWindow(index: 1)] + Array(repeating: FuzzEvent.wait(0.3), count: 10))
        #expect(slow.failure?.description.contains("still alive") == true, "\(slow)")
        LeakySceneDelegate.kept = []
        let quick = fuzzer.replay([.openWindow, .closeWindow(index: 1)] + Array(repeating: FuzzEvent.wait(0.01), count: 10))
        #expect(quick.failure == nil, "0.1 s after the close: not judged yet")
    }

    @Test("Events print as Swift that reads back: points, keys, modifiers, text with escapes")
    func eventSource() {
        #expect(FuzzEvent.tap(at: CGPoint(x: 12, y: 34)).description == ".tap(at: CGPoint(x: 12, y: 34))")
        #expect(FuzzEvent.press(.keyboardN, characters: "n", modifiers: [.command, .shift]).description
            == ".press(.keyboardN, characters: \"n\", modifiers: [.shift, .command])")
        #expect(FuzzEvent.paste(.string("\u{5D0}\"b")).description == ".paste(.string(\"\\u{5D0}\\\"b\"))")
        #expect(FuzzEvent.paste(.bytes([0xFF, 0x41])).description == ".paste(.bytes([0xFF, 0x41]))")
        #expect(FuzzEvent.wait(0.25).description == ".wait(0.25)")
    }

    @Test("Another application's drags: the event drops its data in (read after the delay) or is cancelled with Escape; its window fills the trailing third of the screen, under the app")
    func dragsWithOtherApplication() throws {
        let screen = HeadlessScreen(size: CGSize(width: 900, height: 600), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 600))
        let controller = UIViewController()
        let target = TextDropTarget()
        controller.view.addInteraction(UIDropInteraction(delegate: target))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { window.isHidden = true }
        #expect(screen.fuzzPeer.frame == CGRect(x: 600, y: 0, width: 300, height: 600))

        screen.perform(.dragFromOtherApp(mimeType: "text/plain;charset=utf-8", data: .string("hello"), to: CGPoint(x: 100, y: 100),
                                         delay: 0, drops: false))
        #expect(target.entered == 1)
        #expect(target.received.isEmpty, "Escape cancels")
        #expect(!screen.isDesktopDragInProgress)

        screen.perform(.dragFromOtherApp(mimeType: "text/plain;charset=utf-8", data: .bytes([0xFF, 0x41]), to: CGPoint(x: 100, y: 100),
                                         delay: 0.3, drops: true))
        #expect(target.received.isEmpty, "the other application has not given the data yet")
        screen.advance(by: 0.5)
        #expect(target.received == ["\u{FFFD}A"])
        #expect(FuzzEvent.dragFromOtherApp(mimeType: "text/uri-list", data: .string("a"), to: CGPoint(x: 1, y: 2), delay: 0.3, drops: true)
            .description == ".dragFromOtherApp(mimeType: \"text/uri-list\", data: .string(\"a\"), to: CGPoint(x: 1, y: 2), delay: 0.3, drops: true)")
    }

    @Test("Fuzz finding: a table removed from its window during a wheel scroll stops receiving the window's events")
    func scrollViewLeavingMidWheel() {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds)
        controller.view.addSubview(table)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.scrollWheel(at: CGPoint(x: 300, y: 200), by: CGVector(dx: 0, dy: -40))
        table.removeFromSuperview()
        screen.presentFrame()
        #expect(HierarchyAuditProbe.violations().isEmpty, "\(HierarchyAuditProbe.violations())")
        #expect(table.panGestureRecognizer.state == .possible)
        screen.advance(by: 1)
        #expect(HierarchyAuditProbe.violations().isEmpty)
        window.isHidden = true
    }
}

/// Windows in their own scenes, each kept by its delegate after its scene disconnects: a leak.
@MainActor
final class LeakyWindowsAppDelegate: UIResponder, UIApplicationDelegate {
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
            .init(name: "Leaky", delegateClass: LeakySceneDelegate.self),
        ])
    }
}

@MainActor
final class LeakySceneDelegate: UIResponder, UIWindowSceneDelegate {
    static var kept: [UIWindow] = []
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        if let window { Self.kept.append(window) }
    }
}

@Suite("Fuzz child process")
struct FuzzChildProcessTests {
    @Test("A child that stops answering is reported hung after the timeout; waiting for a processor is read from the kernel")
    func hangs() {
        let start = Date()
        let outcome = FuzzChildProcess.run(hangTimeout: 1) { writer in
            writer.send(.event(0, .wait(0)))
            while true { pause() }
        }
        #expect(outcome.hung)
        #expect(outcome.messages.count == 1)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(FuzzChildProcess.runQueueWait(of: getpid()) != nil, "Linux's schedstat")
    }

    @Test("A child that answers in time is not hung")
    func answers() {
        let outcome = FuzzChildProcess.run(hangTimeout: 5) { writer in
            for index in 0..<3 { writer.send(.event(index, .wait(0))) }
        }
        #expect(!outcome.hung && outcome.messages.count == 3 && outcome.exitStatus == 0)
    }
}
