import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Broken constraints tried again", .serialized, .exclusiveUIKit)
struct BrokenConstraintRetryTests {
    /// A root with a child whose width is 100 and, breaking, 200.
    private func conflict() -> (root: UIView, child: UIView, kept: NSLayoutConstraint, spare: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let kept = child.widthAnchor.constraint(equalToConstant: 100)
        let spare = child.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), kept, spare])
        child.widthAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        return (root, child, kept, spare)
    }

    @Test("Fuzz finding: LAY-09 a broken constraint is tried again only when its own hierarchy loses a constraint, and still recovers")
    func retriedInItsHierarchyOnly() {
        UIKitLog.clear()
        let first = conflict(), second = conflict()
        #expect(first.child.frame.width == 100 && second.child.frame.width == 100)
        let engine = LayoutEngine.main
        let before = engine.brokenConstraintRetries
        // A constraint goes away in the second hierarchy: only its broken constraint is tried.
        second.spare.isActive = false
        second.root.layoutIfNeeded()
        first.root.layoutIfNeeded()
        #expect(engine.brokenConstraintRetries == before + 1)
        // The first's conflict ends: its broken width applies.
        first.kept.isActive = false
        first.root.layoutIfNeeded()
        #expect(first.child.frame.width == 200)
        #expect(second.child.frame.width == 100)
        #expect(engine.brokenConstraintRetries == before + 2)
    }
}
