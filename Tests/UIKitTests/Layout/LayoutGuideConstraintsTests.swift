import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UILayoutGuide constraints", .serialized, .exclusiveUIKit)
struct LayoutGuideConstraintsTests {
    @Test("constraintsAffectingLayout(for:) on a guide: the active constraints naming it, by axis, from its owner up")
    func guideConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = UIView()
        root.addSubview(child)
        let guide = UILayoutGuide()
        child.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = guide.widthAnchor.constraint(equalToConstant: 50)
        let top = guide.topAnchor.constraint(equalTo: child.topAnchor)
        let unrelated = child.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([leading, width, top, unrelated])
        let horizontal = guide.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2 && horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        let vertical = guide.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.count == 1 && vertical.first === top)
        width.isActive = false
        #expect(guide.constraintsAffectingLayout(for: .horizontal).count == 1)
        #expect(UILayoutGuide().constraintsAffectingLayout(for: .horizontal).isEmpty)
    }
}
