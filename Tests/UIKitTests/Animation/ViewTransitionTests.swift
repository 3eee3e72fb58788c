import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("View transitions", .serialized, .exclusiveUIKit)
struct ViewTransitionTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .red
        window.addSubview(container)
        screen.render()
        return (screen, window, container)
    }

    @Test("A cross-dissolve fades from the old look to the new; the change itself happens at once")
    func crossDissolve() {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            container.backgroundColor = .blue
        }, completion: log.callback())
        #expect(container.backgroundColor == .blue)
        #expect(container.layer.animationKeys() == nil, "the change itself does not animate")
        screen.advance(by: 0.5)
        let middle = screen.render().color(x: 50, y: 50)
        #expect(middle.isClose(to: PixelColor(red: 128, green: 0, blue: 127), tolerance: 4), "\(middle)")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true])
        #expect(container.layer.sublayers?.count ?? 0 == 0, "the snapshot is gone")
        #expect(screen.render().color(x: 50, y: 50).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
    }

    @Test("(issue 45) UIView.perform(.delete, on:) shrinks and fades the views with the parallel animations, then removes them, giving back their alpha and transform")
    func systemDelete() {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        let other = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        other.backgroundColor = .green
        window.addSubview(other)
        let log = CompletionLog()
        UIView.perform(.delete, on: [container], options: [.curveLinear], animations: { other.alpha = 0.5 }, completion: log.callback())
        #expect(container.superview === window, "still there while it animates")
        screen.advance(by: 0.15)
        let presented = container.layer.presentation()
        #expect(abs((presented?.opacity ?? 1) - 0.5) < 0.05)
        #expect(abs((presented?.transform.m11 ?? 1) - 0.6) < 0.05)
        #expect(abs((other.layer.presentation()?.opacity ?? 1) - 0.75) < 0.05, "the parallel animation runs alongside")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true])
        #expect(container.superview == nil)
        #expect(container.alpha == 1 && container.transform == .identity)
        #expect(other.superview === window && other.alpha == 0.5)
    }

    @Test("transitionNone: the change shows at once, with no snapshot over it, and the completion runs on the next turn")
    func noTransition() {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        #expect(UIView.AnimationOptions.transitionNone.rawValue == 0)
        let log = CompletionLog()
        UIView.transition(with: container, duration: 1, options: .transitionNone, animations: {
            container.backgroundColor = .blue
        }, completion: log.callback())
        #expect(container.layer.sublayers?.count ?? 0 == 0, "no snapshot")
        #expect(log.calls.isEmpty)
        #expect(screen.render().color(x: 50, y: 50).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
        screen.advance(by: 0.01)
        #expect(log.calls == [true])
    }

    @Test("A flip turns the view edge-on at the middle, showing the old look before and the new after")
    func flip() {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            container.backgroundColor = .blue
        })
        screen.advance(by: 0.25)
        var image = screen.render()
        #expect(image.color(x: 50, y: 50).isClose(to: PixelColor(red: 255, green: 0, blue: 0)), "old look, narrowing")
        #expect(image.color(x: 10, y: 50).isClose(to: PixelColor(red: 255, green: 255, blue: 255)), "narrower than the view")
        screen.advance(by: 0.5)
        image = screen.render()
        #expect(image.color(x: 50, y: 50).isClose(to: PixelColor(red: 0, green: 0, blue: 255)), "new look, widening")
        screen.runUntilAnimationsSettle()
        #expect(screen.render().color(x: 5, y: 50).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
    }

    @Test("transition(from:to:) swaps the views in the superview, or hides and shows with showHideTransitionViews")
    func fromTo() {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        let first = UIView(frame: container.bounds)
        first.backgroundColor = .green
        container.addSubview(first)
        let second = UIView(frame: container.bounds)
        second.backgroundColor = .blue
        let log = CompletionLog()
        UIView.transition(from: first, to: second, duration: 0.5, options: .transitionCrossDissolve, completion: log.callback())
        #expect(first.superview == nil && second.superview === container)
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true])

        let hidden = UIView(frame: container.bounds)
        hidden.isHidden = true
        container.addSubview(hidden)
        UIView.transition(from: second, to: hidden, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews],
                          completion: log.callback())
        #expect(second.superview === container && second.isHidden && !hidden.isHidden)
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true, true])
    }

    @Test("Snapshots show the view's look at the time they are taken")
    func snapshots() {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        let snapshot = container.snapshotView(afterScreenUpdates: false)!
        container.backgroundColor = .blue
        snapshot.frame.origin.x = 100
        window.addSubview(snapshot)
        let image = screen.render()
        #expect(image.color(x: 150, y: 50).isClose(to: PixelColor(red: 255, green: 0, blue: 0)))
        #expect(image.color(x: 50, y: 50).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))

        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { _ in
            container.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: true)
        }
        #expect(drawn.cgImage!.color(x: 25, y: 25).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
    }

    @Test("(issue 45) A resizable snapshot shows part of the view and stretches only its middle: the cap insets keep their size")
    func resizableSnapshot() throws {
        let (screen, window, container) = setUp()
        defer { window.isHidden = true }
        // A green frame 10 points wide round a red middle, in the container's top-left 60×60.
        let frame = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        frame.backgroundColor = .green
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        middle.backgroundColor = .red
        frame.addSubview(middle)
        container.addSubview(frame)
        let snapshot = try #require(container.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 60, height: 60), afterScreenUpdates: false,
                                                                    withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        #expect(snapshot.bounds.size == CGSize(width: 60, height: 60))
        container.isHidden = true
        snapshot.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(snapshot)
        let image = screen.render()
        let green = PixelColor(red: 0, green: 255, blue: 0), red = PixelColor(red: 255, green: 0, blue: 0)
        #expect(image.color(x: 5, y: 50).isClose(to: green), "the left cap keeps its 10 points")
        #expect(image.color(x: 15, y: 50).isClose(to: red))
        #expect(image.color(x: 185, y: 50).isClose(to: red), "the middle stretched to the right cap")
        #expect(image.color(x: 195, y: 50).isClose(to: green))
        #expect(image.color(x: 100, y: 5).isClose(to: green) && image.color(x: 100, y: 15).isClose(to: red), "the top cap keeps its height")
        #expect(container.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }
}
