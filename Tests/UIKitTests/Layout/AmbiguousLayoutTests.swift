import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("hasAmbiguousLayout and exerciseAmbiguityInLayout()", .serialized, .exclusiveUIKit)
struct AmbiguousLayoutTests {
    private func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("LAY-09 a view pinned on every side is decided; one without a vertical position is ambiguous, and the query leaves its frame as it was")
    func decidedAndAmbiguous() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let decided = constrained(in: root)
        let floating = constrained(in: root)
        NSLayoutConstraint.activate([
            decided.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            decided.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            decided.widthAnchor.constraint(equalToConstant: 100),
            decided.heightAnchor.constraint(equalToConstant: 40),
            floating.leadingAnchor.constraint(equalTo: decided.trailingAnchor, constant: 8),
            floating.widthAnchor.constraint(equalToConstant: 50),
            floating.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(!decided.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout, "a view outside Auto Layout's variables is not ambiguous")
        let before = floating.frame
        #expect(floating.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(floating.frame == before, "asking changes nothing")
        #expect(!UIView().hasAmbiguousLayout)

        floating.topAnchor.constraint(equalTo: decided.bottomAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(!floating.hasAmbiguousLayout)
    }

    @Test("Inequalities alone leave room (ambiguous); an optional constraint decides within it, and equal priorities pulling apart are ambiguous as in UIKit")
    func priorities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = constrained(in: root)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 30),
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout, "anywhere between the two inequalities")

        let preferred = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60)
        preferred.priority = .defaultLow
        preferred.isActive = true
        root.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout, "a low-priority constraint still decides")
        #expect(view.frame.minX == 60)

        let rival = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200)
        rival.priority = .defaultLow
        rival.isActive = true
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout, "two equal priorities pulling apart: any point between them is as good")
    }

    @Test("exerciseAmbiguityInLayout() moves an ambiguous view to another valid frame; a decided view stays")
    func exercise() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = constrained(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 80),
            view.heightAnchor.constraint(equalToConstant: 30),
            view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            view.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minY != before.minY, "moved to another valid place")
        #expect(view.frame.minY >= 0 && view.frame.maxY <= 300, "still within the constraints")
        #expect(view.frame.size == before.size && view.frame.minX == before.minX)

        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minY == 5)
    }

    @Test("A layout guide placed on one axis only is ambiguous")
    func guides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout, "no height")
        guide.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(!guide.hasAmbiguousLayout)
    }
}
