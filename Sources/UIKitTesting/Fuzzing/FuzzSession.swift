import Foundation
import QuartzCore
import UIKit

/// One launched app on its own headless screen.
@MainActor
final class FuzzSession {
    let screen: HeadlessScreen
    private var window: UIWindow?
    /// The windows of scenes that disconnected, and when: UIKit lets a closed window go with its
    /// scene once nothing in flight needs it, so one still alive `closedWindowGrace` events
    /// and `closedWindowTimeGrace` seconds later is held by something (a leak of everything it
    /// shows). The time matters: a drag lifted from the window and dropped as it closed holds
    /// it until the drop's animation ends (seed 837: ten quick events took 0.2 s).
    private var closedWindows: [ClosedWindow] = []
    static let closedWindowGrace = 10
    static let closedWindowTimeGrace: TimeInterval = 2

    private struct ClosedWindow {
        weak var window: UIWindow?
        let rootType: String
        let event: Int
        let time: TimeInterval
    }

    init(app: Fuzzer.App, screenSize: CGSize, scale: CGFloat) {
        screen = HeadlessScreen(size: screenSize, scale: scale)
        HierarchyAudit.startFresh()
        switch app {
        case .delegate(let delegateClass):
            screen.launchApplication(delegateClass: delegateClass)
        case .rootViewController(let make):
            screen.launchApplication(delegateClass: nil)
            let window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
            window.rootViewController = make()
            window.makeKeyAndVisible()
            self.window = window
        }
        _ = screen.fuzzPeer
        screen.advance(by: HeadlessScreen.inputStep)
    }

    /// Performs event `index`, noting the windows it closed.
    func perform(_ event: FuzzEvent, index: Int) {
        let scenesBefore = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        screen.perform(event)
        for scene in scenesBefore where !UIApplication.shared.connectedScenes.contains(scene) {
            for window in scene.windows {
                closedWindows.append(ClosedWindow(window: window, rootType: window.rootViewController.map { "\(type(of: $0))" } ?? "no root",
                                                  event: index, time: screen.currentTime))
            }
        }
    }

    /// The invariants after event `index`; nil when all hold.
    func audit(after index: Int) -> FuzzFailure? {
        var violations = HierarchyAuditProbe.violations()
        closedWindows.removeAll { $0.window == nil }
        for closed in closedWindows where index - closed.event >= Self.closedWindowGrace
            && screen.currentTime - closed.time >= Self.closedWindowTimeGrace {
            violations.append("memory: a window closed at event \(closed.event) (root \(closed.rootType)) is still alive \(index - closed.event) events and \(String(format: "%.1f", screen.currentTime - closed.time)) s later")
        }
        return violations.isEmpty ? nil : FuzzFailure(kind: .invariantViolations(violations), eventIndex: index)
    }

    func sample(after index: Int) -> FuzzSample {
        FuzzSample(eventIndex: index, residentBytes: Self.residentMemory(), liveViews: HierarchyAudit.liveViewCount,
                   layoutVariables: HierarchyAudit.layoutVariableCount, layoutConstraints: HierarchyAudit.layoutConstraintCount,
                   connectedScenes: UIApplication.shared.connectedScenes.count)
    }

    func end() {
        window?.isHidden = true
        screen.endApplication()
    }

    /// This process's resident memory in bytes.
    static func residentMemory() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

