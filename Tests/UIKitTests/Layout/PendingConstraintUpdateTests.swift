import Testing
import UIKitTesting
@testable import UIKit

@MainActor
private final class UpdateCounter: UIView {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// A layout pass climbs to its hierarchy's top for pending constraint updates only while some
/// view waits for one; the count of waiting views must follow every way a view stops waiting.
@Suite("Pending constraint updates", .exclusiveUIKit)
@MainActor
struct PendingConstraintUpdateTests {
    @Test("LAY-16 a pass of one view runs a pending update elsewhere in its hierarchy; the count of waiting views follows requests, updates and deinit")
    func countFollowsWaitingViews() {
        let before = UIView.viewsNeedingConstraintUpdate
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let waiting = UpdateCounter(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        root.addSubview(waiting)
        root.addSubview(other)
        root.layoutIfNeeded()
        let updatesBefore = waiting.updates
        waiting.setNeedsUpdateConstraints()
        waiting.setNeedsUpdateConstraints()
        #expect(UIView.viewsNeedingConstraintUpdate == before + 1, "one view waits, however often it asks")
        other.setNeedsLayout()
        other.layoutIfNeeded()
        #expect(waiting.updates == updatesBefore + 1, "the sibling's pass found it")
        #expect(UIView.viewsNeedingConstraintUpdate == before)

        do {
            let abandoned = UIView()
            abandoned.setNeedsUpdateConstraints()
            #expect(UIView.viewsNeedingConstraintUpdate == before + 1)
        }
        #expect(UIView.viewsNeedingConstraintUpdate == before, "a view that goes away waiting stops counting")
    }
}
