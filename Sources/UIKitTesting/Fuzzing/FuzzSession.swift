import Foundation
import QuartzCore
import UIKit

/// One launched app on its own headless screen.
@MainActor
final class FuzzSession {
    let screen: HeadlessScreen
    private var window: UIWindow?

    init(app: Fuzzer.App, screenSize: CGSize, scale: CGFloat) {
        screen = HeadlessScreen(size: screenSize, scale: scale)
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
        screen.advance(by: HeadlessScreen.inputStep)
    }

    /// The invariants after event `index`; nil when all hold.
    func audit(after index: Int) -> FuzzFailure? {
        let violations = HierarchyAuditProbe.violations()
        return violations.isEmpty ? nil : FuzzFailure(kind: .invariantViolations(violations), eventIndex: index)
    }

    func sample(after index: Int) -> FuzzSample {
        FuzzSample(eventIndex: index, residentBytes: Self.residentMemory(), liveViews: HierarchyAudit.liveViewCount,
                   layoutVariables: HierarchyAudit.layoutVariableCount)
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
