import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class FrameCounter: NSObject {
    var frames = 0
    func frame(_ link: CADisplayLink) { frames += 1 }
}

@MainActor
@Suite("RunLoop.Mode.tracking", .serialized, .exclusiveUIKit)
struct TrackingRunLoopModeTests {
    /// A 400×600 scroll view filling its window, over 400×4000 points of content.
    private func setUp() -> (HeadlessScreen, UIWindow, UIScrollView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, scrollView)
    }

    private func link(_ counter: FrameCounter, modes: [RunLoop.Mode]) -> CADisplayLink {
        let link = CADisplayLink(target: counter, selector: Selector("frame:", FrameCounter.frame))
        for mode in modes { link.add(to: .main, forMode: mode) }
        return link
    }

    @Test("The main run loop is in the tracking mode while a scroll view is dragged and while it glides, and back in the default mode after")
    func modeFollowsDragAndGlide() {
        let (screen, window, scrollView) = setUp()
        defer { window.isHidden = true }
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
        #expect(MainRunLoopMode.current == .default)
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), steps: 20, duration: 1, lift: false)
        #expect(scrollView.isDragging)
        #expect(MainRunLoopMode.current == .tracking)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
        _ = screen.runUntilAnimationsSettle()
        #expect(MainRunLoopMode.current == .default)
        // A flick: the glide keeps the mode until the content rests.
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), steps: 6, duration: 0.1)
        #expect(scrollView.isDecelerating && !scrollView.isTracking)
        #expect(MainRunLoopMode.current == .tracking)
        _ = screen.runUntilAnimationsSettle()
        #expect(!scrollView.isDecelerating)
        #expect(MainRunLoopMode.current == .default)
    }

    @Test("A display link added for the default mode pauses while content scrolls; one added for the common modes or the tracking mode goes on")
    func displayLinksFollowTheMode() {
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        let (byDefault, common, tracking, both) = (FrameCounter(), FrameCounter(), FrameCounter(), FrameCounter())
        let links = [link(byDefault, modes: [.default]), link(common, modes: [.common]),
                     link(tracking, modes: [.tracking]), link(both, modes: [.default, .tracking])]
        defer { links.forEach { $0.invalidate() } }
        screen.advance(by: 0.1)
        #expect(byDefault.frames > 0 && common.frames > 0 && both.frames > 0)
        #expect(tracking.frames == 0, "not tracking yet")
        // The drag begins once the finger has moved far enough.
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 470), steps: 3, duration: 0.05, lift: false)
        #expect(MainRunLoopMode.current == .tracking)
        let before = (byDefault.frames, common.frames, tracking.frames, both.frames)
        for step in 1...30 {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 200, y: 470 - CGFloat(step) * 5))
        }
        #expect(byDefault.frames == before.0, "paused during the drag")
        #expect(common.frames > before.1 && tracking.frames > before.2 && both.frames > before.3)
        screen.touchUp(at: CGPoint(x: 200, y: 320))
        _ = screen.runUntilAnimationsSettle()
        let after = byDefault.frames
        screen.advance(by: 0.1)
        #expect(byDefault.frames > after, "fires again once the content rests")
    }

    @Test("A link removed from one of its modes keeps firing in the other")
    func removingOneMode() {
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        let counter = FrameCounter()
        let link = link(counter, modes: [.default, .common])
        defer { link.invalidate() }
        link.remove(from: .main, forMode: .common)
        screen.advance(by: 0.1)
        #expect(counter.frames > 0)
        link.remove(from: .main, forMode: .default)
        let frames = counter.frames
        screen.advance(by: 0.1)
        #expect(counter.frames == frames, "removed from its last mode, it stops")
    }

    @Test("Dragging a compositional layout's orthogonal row, and its glide after, run in the tracking mode too")
    func orthogonalRowTracks() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section)
        let grid = GridFixture(layout: layout, model: GridModel(counts: [20]), size: CGSize(width: 400, height: 300))
        defer { grid.close() }
        grid.screen.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 250, y: 52), steps: 10, duration: 0.3, lift: false)
        #expect(layout.isMovingOrthogonalRow)
        #expect(MainRunLoopMode.current == .tracking)
        grid.screen.touchUp(at: CGPoint(x: 250, y: 52))
        _ = grid.screen.runUntilAnimationsSettle()
        #expect(MainRunLoopMode.current == .default)
        // A flick: the row glides on after the finger lifts, still in the tracking mode.
        grid.screen.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 250, y: 50), steps: 4, duration: 0.05)
        #expect(layout.glide != nil, "the row glides")
        #expect(MainRunLoopMode.current == .tracking)
        _ = grid.screen.runUntilAnimationsSettle()
        #expect(!layout.isMovingOrthogonalRow)
        #expect(MainRunLoopMode.current == .default)
    }

    @Test("A scroll view taken out of its window while it glides no longer holds the tracking mode")
    func removedScrollViewReleasesTheMode() {
        let (screen, window, scrollView) = setUp()
        defer { window.isHidden = true }
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), steps: 6, duration: 0.1)
        #expect(MainRunLoopMode.current == .tracking)
        scrollView.removeFromSuperview()
        #expect(MainRunLoopMode.current == .default)
    }
}
