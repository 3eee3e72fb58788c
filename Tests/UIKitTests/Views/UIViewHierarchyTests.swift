import Testing
import UIKit
import UIKitTesting

/// Records hierarchy hooks in the order they fire.
@MainActor
private final class HookRecorder: UIView {
    var name = ""
    static var log: [String] = []

    override func didAddSubview(_ subview: UIView) { Self.log.append("\(name).didAddSubview(\((subview as? HookRecorder)?.name ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) { Self.log.append("\(name).willRemoveSubview(\((subview as? HookRecorder)?.name ?? "?"))") }
    override func willMove(toSuperview newSuperview: UIView?) { Self.log.append("\(name).willMoveToSuperview(\((newSuperview as? HookRecorder)?.name ?? "nil"))") }
    override func didMoveToSuperview() { Self.log.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { Self.log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { Self.log.append("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
}

@MainActor
private func named(_ name: String) -> HookRecorder {
    let view = HookRecorder()
    view.name = name
    return view
}

@MainActor
@Suite("UIView hierarchy", .serialized, .exclusiveUIKit)
struct UIViewHierarchyTests {
    @Test("V-01 V-02 subviews run back to front; addSubview appends and moves a view from its old superview")
    func orderingAndReparenting() {
        let a = UIView(), b = UIView(), c = UIView(), other = UIView()
        a.addSubview(b)
        a.addSubview(c)
        #expect(a.subviews == [b, c])
        #expect(a.layer.sublayers?.map { $0 } == [b.layer, c.layer])
        other.addSubview(b)
        #expect(a.subviews == [c])
        #expect(other.subviews == [b])
        #expect(b.superview === other)
        // Adding an existing subview again moves it to the front.
        a.addSubview(UIView())
        a.addSubview(c)
        #expect(a.subviews.last === c)
    }

    @Test("V-03 insertSubview at an index, below and above a sibling")
    func insertion() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
        parent.insertSubview(d, belowSubview: a)
        #expect(parent.subviews == [d, a, c, b])
        parent.insertSubview(d, aboveSubview: b)
        #expect(parent.subviews == [a, c, b, d])
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, c.layer, b.layer, d.layer])
        // Out-of-range indexes clamp instead of crashing.
        let e = UIView()
        parent.insertSubview(e, at: 99)
        #expect(parent.subviews.last === e)
    }

    @Test("V-04 exchangeSubview, bringSubviewToFront and sendSubviewToBack reorder siblings and their layers")
    func reordering() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, b, a])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [b, a, c])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, b.layer, c.layer])
        // Bad indexes and strangers are ignored, as UIKit ignores them.
        parent.exchangeSubview(at: 0, withSubviewAt: 7)
        parent.bringSubviewToFront(UIView())
        #expect(parent.subviews == [a, b, c])
    }

    @Test("V-05 removeFromSuperview removes the subtree, and the superview no longer keeps the view alive")
    func removal() {
        let parent = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            let grandchild = UIView()
            child.addSubview(grandchild)
            parent.addSubview(child)
            weakChild = child
            #expect(grandchild.isDescendant(of: parent))
            child.removeFromSuperview()
            #expect(parent.subviews.isEmpty)
            #expect(child.superview == nil)
            #expect(grandchild.superview === child)
            #expect(!grandchild.isDescendant(of: parent))
            parent.addSubview(child)
        }
        #expect(weakChild != nil, "the superview retains its subviews")
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil, "the superview released it")
    }

    @Test("V-06 iterating subviews while removing each one removes them all")
    func removingWhileIterating() {
        let parent = UIView()
        for _ in 0..<5 { parent.addSubview(UIView()) }
        for subview in parent.subviews { subview.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
        #expect(parent.layer.sublayers?.isEmpty ?? true)
    }

    @Test("V-07 isDescendant(of:) is true at any depth and for the view itself")
    func descendants() {
        let root = UIView(), middle = UIView(), leaf = UIView(), stranger = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: middle))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: stranger))
    }

    @Test("V-08 viewWithTag searches the receiver and its subtree; the default tag is 0")
    func tags() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tag == 0)
        leaf.tag = 42
        root.tag = 7
        #expect(root.viewWithTag(42) === leaf)
        #expect(root.viewWithTag(7) === root)
        #expect(middle.viewWithTag(7) == nil)
        #expect(root.viewWithTag(0) === middle)
    }

    @Test("V-09 hierarchy hooks fire will-before-change and did-after-change")
    func hooks() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let parent = named("parent"), child = named("child"), grandchild = named("grandchild")
        child.addSubview(grandchild)
        window.addSubview(parent)
        HookRecorder.log = []
        parent.addSubview(child)
        #expect(HookRecorder.log == [
            "child.willMoveToSuperview(parent)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
        HookRecorder.log = []
        child.removeFromSuperview()
        #expect(HookRecorder.log == [
            "parent.willRemoveSubview(child)",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)", "grandchild.willMoveToWindow(nil)",
            "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
            "child.didMoveToSuperview",
        ])
        // Moving between two superviews in the same window removes from the old one first
        // and does not change windows.
        let other = named("other")
        window.addSubview(other)
        parent.addSubview(child)
        HookRecorder.log = []
        other.addSubview(child)
        #expect(HookRecorder.log == [
            "child.willMoveToSuperview(other)",
            "parent.willRemoveSubview(child)",
            "child.didMoveToSuperview",
            "other.didAddSubview(child)",
        ])
        window.isHidden = true
        _ = screen
    }

    @Test("V-10 window is the root of the superview chain; a view without one is not shown")
    func windowProperty() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let parent = UIView(frame: window.bounds), child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .red
        parent.addSubview(child)
        #expect(child.window == nil)
        #expect(screen.render().color(x: 10, y: 10).red == 0)
        window.addSubview(parent)
        #expect(child.window === window)
        #expect(window.window === window)
        #expect(screen.render().color(x: 10, y: 10).red == 255)
        parent.removeFromSuperview()
        #expect(child.window == nil)
        window.isHidden = true
    }

    @Test("Adding a view to itself or to its own subtree raises, naming the API")
    func cycles() {
        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        let root = UIView(), child = UIView()
        root.addSubview(child)
        root.addSubview(root)
        child.addSubview(root)
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.contains("addSubview") })
        #expect(root.superview == nil && child.superview === root)
    }
}
