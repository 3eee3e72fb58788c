import Testing
@testable import UIKit
import UIKitTesting

/// The solver must never hold a constraint on a variable it has forgotten: the tableau is then
/// corrupt, and every later add fails — all of Auto Layout stops, silently. The hierarchy
/// audit reports such failures, which is how the fuzzer found these.
@MainActor
@Suite("Layout engine integrity", .serialized, .exclusiveUIKit)
struct LayoutEngineIntegrityTests {
    private var failures: Int { LayoutEngine.main.solverFailures.count }

    /// A constrained 30 × 20 box inset 5 points in `container`.
    private func box(in container: UIView) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        return box
    }

    @Test("Fuzz finding: a view that outlives its superview becomes a root, and layout goes on working")
    func subviewOutlivesSuperview() {
        let before = failures
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        weak let weakParent = parent
        window.addSubview(parent!)
        // The parent takes part first, so its variables are older than the child's and the
        // solver expresses them through the child's frame constraints.
        _ = box(in: parent!)
        window.layoutIfNeeded()
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent!.addSubview(child)
        let first = box(in: child)
        window.layoutIfNeeded()
        parent!.removeFromSuperview()
        parent = nil
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        // Moving the child removes its old frame constraints, the ones that named the parent.
        child.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let second = box(in: child)
        second.widthAnchor.constraint(equalToConstant: 60).priority = .defaultHigh
        child.layoutIfNeeded()
        #expect(failures == before, "\(LayoutEngine.main.solverFailures.suffix(3))")
        #expect(first.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(second.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
        // And elsewhere new constraints still add.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let third = box(in: root)
        root.layoutIfNeeded()
        #expect(third.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(failures == before)
    }

    @Test("A stack view that goes away before its arranged subviews leaves them as roots without a conflict (the Gallery's page changes logged dozens)")
    func stackOutlivedByItsRows() {
        let before = failures
        UIKitLog.clear()
        let label = UILabel()
        label.text = "Kept"
        var stack: UIStackView? = UIStackView(arrangedSubviews: [label, UIView()])
        stack!.frame = CGRect(x: 40, y: 30, width: 200, height: 100)
        stack!.axis = .vertical
        stack!.layoutIfNeeded()
        stack = nil
        #expect(label.superview == nil)
        label.layoutIfNeeded()
        #expect(!UIKitLog.messages.contains { $0.contains("Unable to simultaneously satisfy") }, "\(UIKitLog.messages.prefix(1))")
        #expect(failures == before)
    }

    @Test("A layout guide taken out of its view while a constraint still names it leaves the solver whole")
    func guideRemovedUnderConstraint() {
        let before = failures
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let content = box(in: root)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            guide.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        root.removeLayoutGuide(guide)
        root.layoutIfNeeded()
        let later = box(in: root)
        root.layoutIfNeeded()
        #expect(failures == before, "\(LayoutEngine.main.solverFailures.suffix(3))")
        #expect(content.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(later.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
    }
}
