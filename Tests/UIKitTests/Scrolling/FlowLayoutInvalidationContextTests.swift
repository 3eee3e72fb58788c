import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UICollectionViewFlowLayoutInvalidationContext`: what a flow layout works out again.
@MainActor
@Suite("Flow layout invalidation contexts", .serialized, .exclusiveUIKit)
struct FlowLayoutInvalidationContextTests {
    @Test("A flow layout's contexts are flow contexts that invalidate everything by default; with the delegate's metrics kept the old sizes are laid out again without asking it; with both kept nothing moves; a full invalidation asks again")
    func keptMetrics() throws {
        #expect(ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
        let fresh = UICollectionViewFlowLayoutInvalidationContext()
        #expect(fresh.invalidateFlowLayoutDelegateMetrics && fresh.invalidateFlowLayoutAttributes)

        let layout = UICollectionViewFlowLayout()
        let model = GridModel(counts: [6])
        var side: CGFloat = 50
        var asked = 0
        model.sizes = { _ in
            asked += 1
            return CGSize(width: side, height: side)
        }
        let fixture = GridFixture(layout: layout, model: model)
        defer { fixture.close() }
        #expect(fixture.frame(1)?.size == CGSize(width: 50, height: 50))
        #expect(asked == 6)

        side = 80
        let keepAll = UICollectionViewFlowLayoutInvalidationContext()
        keepAll.invalidateFlowLayoutDelegateMetrics = false
        keepAll.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: keepAll)
        fixture.screen.presentFrame()
        #expect(asked == 6, "the delegate is not asked")
        #expect(fixture.frame(1)?.size == CGSize(width: 50, height: 50))

        let keepMetrics = UICollectionViewFlowLayoutInvalidationContext()
        keepMetrics.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: keepMetrics)
        fixture.screen.presentFrame()
        #expect(asked == 6, "the lines are laid out with the answers given before")
        #expect(fixture.frame(1)?.size == CGSize(width: 50, height: 50))

        layout.invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext())
        fixture.screen.presentFrame()
        #expect(asked == 12)
        #expect(fixture.frame(1)?.size == CGSize(width: 80, height: 80))

        // A context that keeps the metrics but comes with one that does not: both are asked.
        side = 60
        layout.invalidateLayout(with: keepAll)
        layout.invalidateLayout()
        fixture.screen.presentFrame()
        #expect(fixture.frame(1)?.size == CGSize(width: 60, height: 60))
        // New items: the counts changed, so the delegate is asked whatever the context says.
        model.counts = [8]
        fixture.collectionView.reloadData()
        layout.invalidateLayout(with: keepAll)
        fixture.screen.presentFrame()
        #expect(fixture.frame(7)?.size == CGSize(width: 60, height: 60))
    }
}
