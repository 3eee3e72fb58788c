import Testing
import UIKit
import UIKitTesting

/// Logs constraint updates and layout passes in the order they happen.
@MainActor
private final class PassRecorder: UIView {
    static var log: [String] = []
    var name = ""
    var callsSuperInUpdateConstraints = true
    var callsSuperInLayoutSubviews = true

    override func updateConstraints() {
        Self.log.append("update \(name)")
        if callsSuperInUpdateConstraints { super.updateConstraints() }
    }

    override func layoutSubviews() {
        Self.log.append("layout \(name)")
        if callsSuperInLayoutSubviews { super.layoutSubviews() }
    }
}

@MainActor
private func recorder(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> PassRecorder {
    let view = PassRecorder(frame: frame)
    view.name = name
    return view
}

@MainActor
@Suite("Layout passes", .serialized, .exclusiveUIKit)
struct LayoutPassTests {
    /// root ⊃ middle ⊃ leaf, laid out once so that nothing is pending.
    private func tree() -> (PassRecorder, PassRecorder, PassRecorder) {
        let root = recorder("root"), middle = recorder("middle"), leaf = recorder("leaf")
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.layoutIfNeeded()
        PassRecorder.log = []
        return (root, middle, leaf)
    }

    @Test("LAY-05 a constraint is item1.attr1 relation multiplier × item2.attr2 + constant; absolute sizes have no second item")
    func constraintAnatomy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                       multiplier: 0.5, constant: 10)
        let height = NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1, constant: 40)
        let left = NSLayoutConstraint(item: child, attribute: .left, relatedBy: .greaterThanOrEqual, toItem: root,
                                      attribute: .left, multiplier: 1, constant: 30)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        #expect(width.firstItem === child && width.secondItem === root)
        #expect(width.firstAttribute == .width && width.secondAttribute == .width)
        #expect(width.multiplier == 0.5 && width.constant == 10 && width.relation == .equal)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(width.priority == .required && !width.isActive)
        NSLayoutConstraint.activate([width, height, left, top])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 5, width: 210, height: 40))
    }

    @Test("LAY-12 preservesSuperviewLayoutMargins takes the superview's overlapping margin as a minimum")
    func preservedMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 40)
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 380, height: 200))
        child.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        parent.addSubview(child)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: child.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(content.frame.minX == 8)
        #expect(!child.preservesSuperviewLayoutMargins)
        child.preservesSuperviewLayoutMargins = true
        parent.layoutIfNeeded()
        #expect(content.frame.minX == 30)
        #expect(content.frame.maxX == 350)
        // Margins the view sets larger than the overlap win.
        child.layoutMargins.left = 50
        parent.layoutIfNeeded()
        #expect(content.frame.minX == 50)
    }

    @Test("LAY-16 updateConstraints runs bottom-up, deepest first, only for views that asked")
    func updateConstraintsBottomUp() {
        let (root, middle, leaf) = tree()
        let sibling = recorder("sibling")
        root.addSubview(sibling)
        root.layoutIfNeeded()
        PassRecorder.log = []
        leaf.setNeedsUpdateConstraints()
        middle.setNeedsUpdateConstraints()
        root.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints())
        root.updateConstraintsIfNeeded()
        #expect(PassRecorder.log == ["update leaf", "update middle", "update root"])
        #expect(!leaf.needsUpdateConstraints())
        PassRecorder.log = []
        root.updateConstraintsIfNeeded()
        #expect(PassRecorder.log.isEmpty)
    }

    @Test("LAY-16 an updateConstraints override that does not call super raises, naming the fix")
    func updateConstraintsMustCallSuper() {
        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        let view = recorder("careless")
        view.callsSuperInUpdateConstraints = false
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        #expect(failures.count == 1)
        #expect(failures.first?.contains("super.updateConstraints()") == true)
    }

    @Test("LAY-17 layoutSubviews runs top-down; layoutIfNeeded lays out now, from the topmost view that needs it")
    func layoutTopDown() {
        let (root, middle, leaf) = tree()
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        middle.setNeedsLayout()
        #expect(PassRecorder.log.isEmpty, "setNeedsLayout only schedules")
        leaf.layoutIfNeeded()
        #expect(PassRecorder.log == ["layout root", "layout middle", "layout leaf"])
    }

    @Test("LAY-18 without constraints the default layoutSubviews leaves frames alone; with them it applies the solution, so overrides must call super")
    func defaultLayoutSubviews() {
        let parent = recorder("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let free = UIView(frame: CGRect(x: 3, y: 4, width: 5, height: 6))
        parent.addSubview(free)
        let constrained = UIView()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            constrained.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            constrained.widthAnchor.constraint(equalToConstant: 50),
            constrained.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.callsSuperInLayoutSubviews = false
        parent.layoutIfNeeded()
        #expect(constrained.frame == .zero, "without super, the solution is not applied")
        parent.callsSuperInLayoutSubviews = true
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(constrained.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
        #expect(free.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
    }

    @Test("LAY-19 one pass updates constraints bottom-up across the hierarchy before any layoutSubviews, then lays out top-down")
    func passOrder() {
        let (root, middle, leaf) = tree()
        let other = recorder("other")
        root.addSubview(other)
        root.layoutIfNeeded()
        PassRecorder.log = []
        leaf.setNeedsUpdateConstraints()
        other.setNeedsUpdateConstraints()
        middle.setNeedsLayout()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let firstLayout = PassRecorder.log.firstIndex { $0.hasPrefix("layout") } ?? 0
        #expect(PassRecorder.log[..<firstLayout].sorted() == ["update leaf", "update other"])
        #expect(Array(PassRecorder.log[firstLayout...].prefix(2)) == ["layout root", "layout middle"])
    }

    @Test("LAY-20 layout waits for the end of the run-loop turn, and many requests make one pass")
    func coalescing() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = recorder("view")
        window.addSubview(view)
        screen.presentFrame()
        PassRecorder.log = []
        for _ in 0..<10 { view.setNeedsLayout() }
        view.frame.size = CGSize(width: 120, height: 80)
        #expect(PassRecorder.log.isEmpty)
        screen.presentFrame()
        #expect(PassRecorder.log == ["layout view"])
        screen.presentFrame()
        #expect(PassRecorder.log == ["layout view"], "nothing pending, no pass")
    }
}
