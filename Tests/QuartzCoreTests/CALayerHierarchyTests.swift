import QuartzCore
import Testing
import UIKitTesting

@MainActor
@Suite("CALayer hierarchy", .exclusiveUIKit)
struct CALayerHierarchyTests {
    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    @Test("sublayers is nil when empty; addSublayer appends frontmost")
    func adding() {
        let root = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(named("a"))
        root.addSublayer(named("b"))
        #expect(names(root) == ["a", "b"])
        #expect(root.sublayers?.first?.superlayer === root)
    }

    @Test("insertSublayer at an index, below and above a sibling")
    func inserting() {
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 1)
        #expect(names(root) == ["a", "c", "b"])
        root.insertSublayer(c, below: a)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(c, above: b)
        #expect(names(root) == ["a", "b", "c"])
        root.insertSublayer(named("d"), at: 99)
        #expect(names(root) == ["a", "b", "c", "d"])
    }

    @Test("Adding a layer that has a superlayer moves it; removeFromSuperlayer detaches it")
    func moving() {
        let first = CALayer(), second = CALayer()
        let child = named("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
        child.removeFromSuperlayer()
        #expect(child.superlayer == nil && second.sublayers == nil)
        child.removeFromSuperlayer()
    }

    @Test("replaceSublayer keeps the index; setting sublayers replaces them all")
    func replacing() {
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b]
        root.replaceSublayer(a, with: c)
        #expect(names(root) == ["c", "b"])
        #expect(a.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && c.superlayer == nil)
    }

    @Test("Adding a layer into its own subtree is refused instead of making a cycle")
    func cycles() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)
        #expect(parent.superlayer == nil)
        parent.addSublayer(parent)
        #expect(parent.sublayers?.count == 1)
    }

    @Test("init(layer:) copies properties but not sublayers")
    func copying() {
        let original = CALayer()
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.cornerRadius = 5
        original.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        original.addSublayer(CALayer())
        let copy = CALayer(layer: original)
        #expect(copy.frame == original.frame && copy.cornerRadius == 5 && copy.backgroundColor == original.backgroundColor)
        #expect(copy.sublayers == nil)
    }

    @Test("Defaults match Core Animation's")
    func defaults() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.cornerCurve == .circular && layer.maskedCorners.rawValue == 0xF)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528665) < 1e-6)
        #expect(layer.borderWidth == 0 && layer.backgroundColor == nil)
    }
}
