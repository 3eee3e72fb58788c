import QuartzCore
import Testing
import UIKitTesting

/// Records layout and display calls, in order, across layers.
@MainActor
final class CallLog {
    var calls: [String] = []
}

@MainActor
final class LoggingLayer: CALayer {
    var log: CallLog?
    var drawsContent = true

    override func layoutSublayers() {
        log?.calls.append("layout \(name ?? "?")")
        super.layoutSublayers()
    }

    override func draw(in ctx: CGContext) {
        log?.calls.append("draw \(name ?? "?")")
        guard drawsContent else { return }
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(bounds)
    }
}

@MainActor
@Suite("CATransaction, layout and display", .serialized, .exclusiveUIKit)
struct CATransactionTests {
    private func tree(_ log: CallLog) -> (LoggingLayer, LoggingLayer, LoggingLayer) {
        let root = LoggingLayer(), middle = LoggingLayer(), leaf = LoggingLayer()
        for (layer, name) in [(root, "root"), (middle, "middle"), (leaf, "leaf")] {
            layer.name = name
            layer.log = log
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        }
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        CATransaction.flush()
        log.calls.removeAll()
        return (root, middle, leaf)
    }

    @Test("Changes made in one turn commit once, at flush")
    func oneCommitPerTurn() {
        CATransaction.flush()
        let before = CATransaction.commitCount
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.cornerRadius = 3
        #expect(CATransaction.commitCount == before)
        CATransaction.flush()
        #expect(CATransaction.commitCount == before + 1)
        CATransaction.flush()
        #expect(CATransaction.commitCount == before + 1)
    }

    @Test("The host is asked for a turn once when an implicit transaction opens")
    func turnRequests() {
        CATransaction.flush()
        var requests = 0
        let previous = CATransaction.turnRequestHandler
        CATransaction.turnRequestHandler = { requests += 1 }
        defer { CATransaction.turnRequestHandler = previous }
        let layer = CALayer()
        layer.opacity = 0.5
        layer.opacity = 0.4
        layer.setNeedsDisplay()
        #expect(requests == 1)
        CATransaction.flush()
        layer.opacity = 0.3
        #expect(requests == 2)
        CATransaction.flush()
    }

    @Test("setNeedsLayout calls coalesce into one layoutSublayers at commit")
    func layoutCoalesces() {
        let log = CallLog()
        let (_, middle, _) = tree(log)
        middle.setNeedsLayout()
        middle.setNeedsLayout()
        #expect(middle.needsLayout())
        #expect(log.calls.isEmpty)
        CATransaction.flush()
        #expect(log.calls == ["layout middle"])
        #expect(!middle.needsLayout())
    }

    @Test("Layout runs top-down, and a bounds size change asks for layout")
    func layoutTopDown() {
        let log = CallLog()
        let (root, middle, leaf) = tree(log)
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        middle.bounds.size = CGSize(width: 20, height: 20)
        CATransaction.flush()
        #expect(log.calls == ["layout root", "layout middle", "layout leaf"])
    }

    @Test("layoutIfNeeded lays out now, starting from the topmost ancestor that needs it")
    func layoutIfNeeded() {
        let log = CallLog()
        let (root, _, leaf) = tree(log)
        root.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(log.calls == ["layout root", "layout leaf"])
        CATransaction.flush()
        #expect(log.calls.count == 2)
    }

    @Test("setNeedsDisplay draws at commit into a backing store of bounds × contentsScale pixels")
    func displayAtCommit() throws {
        let log = CallLog()
        let layer = LoggingLayer()
        layer.name = "layer"
        layer.log = log
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.contentsScale = 2
        CATransaction.flush()
        log.calls.removeAll()
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay() && layer.contents == nil)
        CATransaction.flush()
        #expect(log.calls == ["draw layer"])
        let store = try #require(layer.contents as? BackingStore)
        #expect(store.surface.width == 60 && store.surface.height == 40 && store.scale == 2)
        #expect(!layer.needsDisplay())
    }

    @Test("A layer whose draw(in:) paints nothing gets no backing store")
    func emptyDrawing() {
        let layer = LoggingLayer()
        layer.drawsContent = false
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.contents == nil)
    }

    @Test("needsDisplayOnBoundsChange redraws when the size changes")
    func displayOnBoundsChange() {
        let log = CallLog()
        let layer = LoggingLayer()
        layer.name = "layer"
        layer.log = log
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        layer.bounds.size = CGSize(width: 20, height: 20)
        CATransaction.flush()
        // A size change lays the layer out but does not redraw it …
        #expect(log.calls == ["layout layer", "layout layer"])
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.size = CGSize(width: 30, height: 30)
        CATransaction.flush()
        // … unless it asks to.
        #expect(log.calls.suffix(2) == ["layout layer", "draw layer"])
    }

    @Test("The delegate draws and lays out for a plain layer")
    func delegate() {
        final class Delegate: CALayerDelegate {
            var events: [String] = []
            func draw(_ layer: CALayer, in ctx: CGContext) {
                events.append("draw")
                ctx.fill(layer.bounds)
            }
            func layerWillDraw(_ layer: CALayer) { events.append("willDraw") }
            func layoutSublayers(of layer: CALayer) { events.append("layout") }
        }
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(delegate.events == ["layout", "willDraw", "draw"])
        #expect(layer.contents is BackingStore)
    }

    @Test("A delegate's display(_:) replaces the default drawing")
    func delegateDisplay() {
        final class Delegate: CALayerDelegate {
            func display(_ layer: CALayer) {
                layer.contents = CGImage(surface: ImageSurface(width: 2, height: 2))
            }
        }
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        CATransaction.flush()
        #expect(layer.contents is CGImage)
    }

    @Test("Explicit transactions nest; the outermost commit runs the work, then the completion block")
    func explicitTransactions() {
        CATransaction.flush()
        let log = CallLog()
        let layer = LoggingLayer()
        layer.name = "layer"
        layer.log = log
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        CATransaction.flush()
        log.calls.removeAll()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.calls.append("outer done") }
        CATransaction.begin()
        CATransaction.setValue(3, forKey: "answer")
        #expect(CATransaction.value(forKey: "answer") as? Int == 3)
        CATransaction.setCompletionBlock { log.calls.append("inner done") }
        layer.setNeedsDisplay()
        CATransaction.commit()
        #expect(log.calls == ["inner done"])
        CATransaction.commit()
        #expect(log.calls == ["inner done", "draw layer", "outer done"])
        // An unbalanced commit is reported and ignored.
        CATransaction.commit()
    }

    @Test("A layout that keeps invalidating itself is stopped, not looped forever")
    func runawayLayout() {
        final class Restless: CALayer {
            var passes = 0
            override func layoutSublayers() {
                passes += 1
                setNeedsLayout()
            }
        }
        let layer = Restless()
        layer.setNeedsLayout()
        CATransaction.flush()
        #expect(layer.passes == 16)
    }
}
