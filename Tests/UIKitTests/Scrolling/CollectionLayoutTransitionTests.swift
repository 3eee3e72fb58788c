import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A column layout that logs the transition hooks.
@MainActor
private final class TransitionLoggingLayout: ColumnLayout {
    let name: String
    var target: CGPoint?

    init(name: String, itemHeight: CGFloat) {
        self.name = name
        super.init()
        self.itemHeight = itemHeight
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        log.append("\(name) to \((newLayout as? TransitionLoggingLayout)?.name ?? "?")")
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        log.append("\(name) from \((oldLayout as? TransitionLoggingLayout)?.name ?? "?")")
    }

    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        log.append("\(name) finalize")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        target ?? proposedContentOffset
    }
}

@MainActor
private final class CustomTransitionLayout: UICollectionViewTransitionLayout {}

/// A cell that logs the layout-transition hooks it hears.
@MainActor
private final class TransitionHearingCell: UICollectionViewCell {
    static var heard: [String] = []

    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        Self.heard.append("will \((oldLayout as? TransitionLoggingLayout)?.name ?? "?")→\((newLayout as? TransitionLoggingLayout)?.name ?? "?")")
    }

    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        Self.heard.append("did \((oldLayout as? TransitionLoggingLayout)?.name ?? "?")→\((newLayout as? TransitionLoggingLayout)?.name ?? "?")")
    }
}

/// A delegate that supplies its own transition layout class.
@MainActor
private final class TransitionDelegate: NSObject, UICollectionViewDelegate {
    var asked: [(UICollectionViewLayout, UICollectionViewLayout)] = []
    var offset: CGPoint?

    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        asked.append((fromLayout, toLayout))
        return CustomTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        offset ?? proposedContentOffset
    }
}

@MainActor
@Suite("Collection view layout transitions", .serialized, .exclusiveUIKit)
struct CollectionLayoutTransitionTests {
    @Test("setCollectionViewLayout(_:animated:) without animation: the old layout hears prepareForTransition(to:), the new one prepareForTransition(from:), both finalizeLayoutTransition(), and the completion runs")
    func changeWithoutAnimation() {
        let small = TransitionLoggingLayout(name: "small", itemHeight: 50)
        let large = TransitionLoggingLayout(name: "large", itemHeight: 80)
        let fixture = LayoutFixture(layout: small, dataSource: GridModel(counts: [10]))
        defer { fixture.close() }
        var finished: Bool?
        fixture.collectionView.setCollectionViewLayout(large, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(small.log.filter { !$0.hasPrefix("prepare") && !$0.hasPrefix("invalidate") } == ["small to large", "small finalize"])
        #expect(large.log.filter { !$0.hasPrefix("prepare") && !$0.hasPrefix("invalidate") } == ["large from small", "large finalize"])
        #expect(fixture.collectionView.collectionViewLayout === large && large.collectionView === fixture.collectionView && small.collectionView == nil)
        #expect(fixture.cell(1)?.frame == CGRect(x: 0, y: 80, width: 100, height: 80))
    }

    @Test("Cells on show hear willTransition(from:to:) before a change of layout and didTransition(from:to:) when its animation is done")
    func cellsHearTheTransition() {
        let small = TransitionLoggingLayout(name: "small", itemHeight: 50)
        let large = TransitionLoggingLayout(name: "large", itemHeight: 80)
        let fixture = LayoutFixture(layout: small, dataSource: GridModel(counts: [3]), cellClass: TransitionHearingCell.self)
        defer { fixture.close() }
        #expect(fixture.collectionView.visibleCells.count == 3 && fixture.collectionView.visibleCells.allSatisfy { $0 is TransitionHearingCell })
        TransitionHearingCell.heard = []
        var finished: Bool?
        fixture.collectionView.setCollectionViewLayout(large, animated: true) { finished = $0 }
        #expect(TransitionHearingCell.heard == ["will small→large", "will small→large", "will small→large"])
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(finished == true)
        #expect(TransitionHearingCell.heard.suffix(3) == ["did small→large", "did small→large", "did small→large"])
        #expect(UIScrollType.continuous.rawValue == 1 && UIScrollType.discrete.rawValue == 0)
    }

    @Test("An animated change moves each cell from its old place to its new one and completes when it is there")
    func animatedChange() {
        let small = TransitionLoggingLayout(name: "small", itemHeight: 50)
        let large = TransitionLoggingLayout(name: "large", itemHeight: 80)
        let fixture = LayoutFixture(layout: small, dataSource: GridModel(counts: [10]))
        defer { fixture.close() }
        let cell = fixture.cell(1)
        var finished: Bool?
        fixture.collectionView.setCollectionViewLayout(large, animated: true) { finished = $0 }
        #expect(finished == nil)
        #expect(cell?.frame.minY == 80, "the model value is the destination")
        fixture.screen.presentFrame()
        #expect(cell?.layer.presentation()?.position.y == 75, "it starts from its old centre")
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(finished == true)
        #expect(fixture.cell(1) === cell && cell?.center.y == 120)
    }

    @Test("After a change of layout the content offset is the new layout's targetContentOffset(forProposedContentOffset:), then the delegate's")
    func targetOffset() {
        let small = TransitionLoggingLayout(name: "small", itemHeight: 50)
        let large = TransitionLoggingLayout(name: "large", itemHeight: 80)
        large.target = CGPoint(x: 0, y: 160)
        let delegate = TransitionDelegate()
        let fixture = LayoutFixture(layout: small, dataSource: GridModel(counts: [40]), delegate: delegate)
        defer { fixture.close() }
        fixture.collectionView.setCollectionViewLayout(large, animated: false)
        #expect(fixture.collectionView.contentOffset.y == 160)
        delegate.offset = CGPoint(x: 0, y: 400)
        fixture.collectionView.setCollectionViewLayout(small, animated: false)
        #expect(fixture.collectionView.contentOffset.y == 400)
    }

    @Test("An interactive transition places each item between the two layouts by transitionProgress, and finishing makes the next layout the collection view's")
    func interactiveFinish() {
        let small = TransitionLoggingLayout(name: "small", itemHeight: 50)
        let large = TransitionLoggingLayout(name: "large", itemHeight: 80)
        let fixture = LayoutFixture(layout: small, dataSource: GridModel(counts: [10]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        var ended: (completed: Bool, finished: Bool)?
        let transition = collectionView.startInteractiveTransition(to: large) { ended = ($0, $1) }
        #expect(collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === small && transition.nextLayout === large)
        #expect(small.log.contains("small to large") && large.log.contains("large from small"))
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        #expect(fixture.cell(1)?.frame == CGRect(x: 0, y: 65, width: 100, height: 65))
        #expect(collectionView.contentSize.height == 650)
        collectionView.finishInteractiveTransition()
        #expect(ended == nil, "it ends when the rest of the way is done")
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(ended?.completed == true && ended?.finished == true)
        #expect(collectionView.collectionViewLayout === large)
        #expect(fixture.cell(1)?.frame == CGRect(x: 0, y: 80, width: 100, height: 80))
        #expect(small.log.contains("small finalize") && large.log.contains("large finalize"))
    }

    @Test("Cancelling an interactive transition goes back to the layout it started from; the delegate can supply the transition layout; animated keys keep their last values")
    func interactiveCancel() {
        let small = TransitionLoggingLayout(name: "small", itemHeight: 50)
        let large = TransitionLoggingLayout(name: "large", itemHeight: 80)
        let delegate = TransitionDelegate()
        let fixture = LayoutFixture(layout: small, dataSource: GridModel(counts: [10]), delegate: delegate)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        var ended: (completed: Bool, finished: Bool)?
        let transition = collectionView.startInteractiveTransition(to: large) { ended = ($0, $1) }
        #expect(transition is CustomTransitionLayout)
        #expect(delegate.asked.count == 1 && delegate.asked.first?.0 === small && delegate.asked.first?.1 === large)
        #expect(transition.value(forAnimatedKey: "pinch") == 0)
        transition.updateValue(1.5, forAnimatedKey: "pinch")
        transition.updateValue(2.5, forAnimatedKey: "pinch")
        #expect(transition.value(forAnimatedKey: "pinch") == 2.5)
        transition.transitionProgress = 0.25
        collectionView.layoutIfNeeded()
        #expect(fixture.cell(1)?.frame.minY == 57.5)
        collectionView.cancelInteractiveTransition()
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(ended?.completed == false && ended?.finished == true)
        #expect(collectionView.collectionViewLayout === small && large.collectionView == nil)
        #expect(fixture.cell(1)?.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
    }
}
