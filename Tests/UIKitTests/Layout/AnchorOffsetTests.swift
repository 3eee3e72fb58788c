import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("anchorWithOffset(to:): the distance between two anchors as a dimension", .serialized, .exclusiveUIKit)
struct AnchorOffsetTests {
    private func box(in parent: UIView, width: CGFloat) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: 20),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        return view
    }

    @Test("Equal gaps: the gaps between three boxes and the edges are constrained equal through offset dimensions")
    func equalGaps() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let a = box(in: root, width: 40), b = box(in: root, width: 80), c = box(in: root, width: 40)
        let gap1 = root.leadingAnchor.anchorWithOffset(to: a.leadingAnchor)
        let gap2 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gap3 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        let gap4 = c.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)
        NSLayoutConstraint.activate([
            gap2.constraint(equalTo: gap1),
            gap3.constraint(equalTo: gap1),
            gap4.constraint(equalTo: gap1),
        ])
        root.layoutIfNeeded()
        // 400 − 160 = 240 of space in four gaps of 60.
        #expect(a.frame.minX == 60)
        #expect(b.frame.minX == 160)
        #expect(c.frame.minX == 300)
        #expect(root.layoutGuides.isEmpty, "the guides behind the offsets are not the view's to list")
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !c.hasAmbiguousLayout)
    }

    @Test("A vertical offset with a multiplier: the gap below a view is half its height; asking twice for the same pair measures the same guide")
    func verticalAndShared() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let top = UIView(), bottom = UIView()
        for view in [top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            top.heightAnchor.constraint(equalToConstant: 100),
            bottom.heightAnchor.constraint(equalToConstant: 30),
            top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor).constraint(equalTo: top.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(bottom.frame.minY == 160)
        let guides = root.ownedLayoutGuides.count
        _ = top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)
        #expect(root.ownedLayoutGuides.count == guides, "one guide per pair of anchors")
    }

    @Test("A view that left the hierarchy and came back: asking again measures a new guide, whole again")
    func afterRemoval() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = box(in: root, width: 50), b = box(in: root, width: 50)
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)
        b.removeFromSuperview()
        root.addSubview(b)
        NSLayoutConstraint.activate([
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 70),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 120)
        #expect(!b.hasAmbiguousLayout)
    }

    @Test("A negative offset: the other anchor lies before this one")
    func negative() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = box(in: root, width: 50), b = box(in: root, width: 50)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: -120),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)
    }

    @Test("Anchors of views without a common ancestor stop the program, naming the call")
    func noCommonAncestor() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UIView().leadingAnchor.anchorWithOffset(to: UIView().trailingAnchor)
            }
        }
    }
}
