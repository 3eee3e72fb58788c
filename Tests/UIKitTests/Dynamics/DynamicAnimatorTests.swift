import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Counts the animator's resumes and pauses.
@MainActor
final class AnimatorLog: NSObject, UIDynamicAnimatorDelegate {
    var resumes = 0
    var pauses = 0
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
}

/// Records a collision behavior's contacts.
@MainActor
final class ContactLog: NSObject, UICollisionBehaviorDelegate {
    var boundaryBegan: [(identifier: String?, point: CGPoint)] = []
    var boundaryEnded = 0
    var itemsBegan = 0
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        boundaryBegan.append(((identifier as? NSString).map { String($0) }, p))
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?) { boundaryEnded += 1 }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) { itemsBegan += 1 }
}

@MainActor
@Suite("UIKit Dynamics", .serialized, .exclusiveUIKit)
struct DynamicAnimatorTests {
    /// A 400 × 600 reference view in a window, and one 100 × 100 box centered at (200, 100).
    private func setUp() -> (HeadlessScreen, UIWindow, UIView, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.addSubview(reference)
        let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
        reference.addSubview(box)
        screen.render()
        return (screen, window, reference, box)
    }

    @Test("An item under gravity falls ½·g·t² (1000 points/s² at magnitude 1) on the virtual clock")
    func gravityFalls() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        #expect(animator.isRunning)
        screen.advance(by: 0.5)
        let t = animator.elapsedTime
        #expect(abs(t - 0.5) < 0.02)
        let expected = 0.5 * 1000 * t * t
        // Semi-implicit Euler at 1/120 s runs ahead by g·t·h/2.
        let integratorError = 1000 * t / 240 + 0.01
        #expect(abs((box.center.y - 100) - expected) <= integratorError, "fell \(box.center.y - 100), expected \(expected)")
        #expect(box.center.x == 200)
        #expect(animator.isRunning, "a falling item is not at rest")
    }

    @Test("Gravity's angle and magnitude are the direction's polar form; magnitude 0.5 halves the fall")
    func gravityDirection() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let gravity = UIGravityBehavior(items: [box])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(abs(gravity.angle - .pi / 2) < 1e-9 && gravity.magnitude == 1)
        gravity.setAngle(0, magnitude: 0.5)
        #expect(abs(gravity.gravityDirection.dx - 0.5) < 1e-9 && abs(gravity.gravityDirection.dy) < 1e-9)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(gravity)
        screen.advance(by: 0.5)
        let t = animator.elapsedTime
        #expect(abs((box.center.x - 200) - 0.5 * 500 * t * t) <= 500 * t / 240 + 0.01)
        #expect(abs(box.center.y - 100) < 1e-6)
    }

    @Test("Reference bounds stop a falling item on the floor; began-contact fires once, with a nil identifier; the animator pauses")
    func collisionFloor() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let log = AnimatorLog()
        animator.delegate = log
        let contacts = ContactLog()
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = contacts
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        #expect(log.resumes == 1)
        screen.advance(by: 3)
        #expect(abs(box.center.y - 550) < 1, "rests on the floor at y = 600 − 50, is at \(box.center.y)")
        #expect(abs(box.center.x - 200) < 0.5)
        #expect(contacts.boundaryBegan.count == 1)
        #expect(contacts.boundaryBegan.first?.identifier == nil)
        #expect(abs((contacts.boundaryBegan.first?.point.y ?? 0) - 600) < 2)
        #expect(contacts.boundaryEnded == 0)
        #expect(!animator.isRunning && log.pauses == 1, "at rest, the animator pauses")
    }

    @Test("A named line boundary stops the item and is reported by its identifier; removing it lets the item fall on")
    func lineBoundary() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let contacts = ContactLog()
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        collision.collisionDelegate = contacts
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "shelf" as NSString) != nil)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        screen.advance(by: 2)
        #expect(abs(box.center.y - 250) < 1)
        #expect(contacts.boundaryBegan.map(\.identifier) == ["shelf"])
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
        #expect(animator.isRunning, "removing a boundary resumes the animator")
        screen.advance(by: 0.3)
        #expect(box.center.y > 280, "fell past the shelf's line: \(box.center.y)")
    }

    @Test("Elasticity bounces: with 0.8 the item rises again after hitting the floor, with 0 it stays down")
    func elasticityBounces() {
        func heightAfterBounce(_ elasticity: CGFloat) -> CGFloat {
            let (screen, window, reference, box) = setUp()
            defer { window.isHidden = true }
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [box])
            properties.elasticity = elasticity
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            // Falls 450 points in ~0.95 s; the highest point in the next second is the bounce.
            screen.advance(by: 1.0)
            var highest = CGFloat.infinity
            for _ in 0..<60 {
                screen.advance(by: 1.0 / 60)
                highest = min(highest, box.center.y)
            }
            return 550 - highest
        }
        let bouncy = heightAfterBounce(0.8)
        // An elastic bounce rises e² of the drop: 0.64 × 450 = 288 points (with some loss).
        #expect(bouncy > 200 && bouncy < 300, "rose \(bouncy)")
        #expect(heightAfterBounce(0) < 2)
    }

    @Test("An instantaneous push of magnitude 1 gives a 100 × 100 item of density 1 a velocity of 100 points/s and turns inactive")
    func instantaneousPush() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        screen.advance(by: 1.0 / 60)
        #expect(abs(properties.linearVelocity(for: box).x - 100) < 1e-6)
        #expect(!push.active)
        let x = box.center.x
        screen.advance(by: 0.5)
        #expect(abs((box.center.x - x) - 100 * 0.5) < 1, "moves on at 100 points/s")
        // Density 2 doubles the mass and halves the velocity a push gives.
        properties.density = 2
        push.active = true
        screen.advance(by: 1.0 / 60)
        #expect(abs(properties.linearVelocity(for: box).x - 150) < 1e-6)
    }

    @Test("A continuous push of magnitude 1 accelerates a 100 × 100 item at 100 points/s²")
    func continuousPush() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        screen.advance(by: 1)
        let t = animator.elapsedTime
        #expect(abs((box.center.x - 200) - 50 * t * t) <= 100 * t / 240 + 0.01)
    }

    @Test("A snap settles the item at the point; the animator then pauses (didPause, isRunning false)")
    func snapSettles() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let log = AnimatorLog()
        animator.delegate = log
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 300, y: 400))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        screen.advance(by: 0.3)
        #expect(animator.isRunning)
        screen.advance(by: 4)
        #expect(abs(box.center.x - 300) < 0.5 && abs(box.center.y - 400) < 0.5, "settled at \(box.center)")
        #expect(!animator.isRunning)
        #expect(log.resumes == 1 && log.pauses == 1)
        // Moving the snap point resumes the animator.
        snap.snapPoint = CGPoint(x: 100, y: 100)
        #expect(animator.isRunning && log.resumes == 2)
        screen.advance(by: 4)
        #expect(abs(box.center.x - 100) < 0.5 && abs(box.center.y - 100) < 0.5)
    }

    @Test("A rigid attachment to an anchor keeps its length while the item swings under gravity")
    func attachmentKeepsLength() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        box.bounds.size = CGSize(width: 40, height: 40)
        box.center = CGPoint(x: 350, y: 100)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 200, y: 100))
        #expect(attachment.length == 150 && attachment.attachedBehaviorType == .anchor)
        #expect(attachment.frequency == 0 && attachment.damping == 0 && attachment.attachmentRange == .infinite)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        var longest = 0.0, shortest = Double.infinity, lowest = 0.0
        for _ in 0..<90 {
            screen.advance(by: 1.0 / 60)
            let length = Double(hypot(box.center.x - 200, box.center.y - 100))
            longest = max(longest, length)
            shortest = min(shortest, length)
            lowest = max(lowest, Double(box.center.y))
        }
        #expect(longest - 150 < 1.5 && 150 - shortest < 1.5, "length stayed within \(shortest)…\(longest)")
        #expect(abs(lowest - 250) < 1.5, "it swung through the bottom of its arc, 150 below the anchor: \(lowest)")
    }

    @Test("A spring attachment (frequency 2 Hz) oscillates about its length")
    func springAttachment() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let anchor = CGPoint(x: 200, y: 100)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: box, attachedToAnchor: anchor)
        attachment.length = 0
        attachment.frequency = 2
        attachment.damping = 0.3
        box.center = CGPoint(x: 300, y: 100)
        animator.updateItem(usingCurrentState: box)
        animator.addBehavior(attachment)
        // Half a period (0.25 s) brings it past the anchor; later it settles there.
        screen.advance(by: 0.25)
        #expect(box.center.x < 200)
        screen.advance(by: 5)
        #expect(abs(box.center.x - 200) < 0.5 && !animator.isRunning)
    }

    @Test("A linear gravity field acts only inside its region")
    func fieldRegion() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let outside = UIView(frame: CGRect(x: 0, y: 450, width: 50, height: 50))
        reference.addSubview(outside)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        field.position = CGPoint(x: 200, y: 100)
        field.region = UIRegion(size: CGSize(width: 1000, height: 200))
        #expect(field.region.contains(CGPoint(x: 0, y: 99)) && !field.region.contains(CGPoint(x: 0, y: 101)))
        field.addItem(box)
        field.addItem(outside)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(field)
        screen.advance(by: 0.2)
        #expect(box.center.x > 210, "inside the region the field pulls it right")
        #expect(outside.center == CGPoint(x: 25, y: 475), "outside the region nothing moves it")
    }

    @Test("A radial gravity field pulls items toward its position; a velocity field sets the velocity")
    func radialAndVelocityFields() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 400))
        field.strength = 0.5
        field.addItem(box)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(field)
        screen.advance(by: 0.2)
        #expect(box.center.y > 105 && abs(box.center.x - 200) < 1e-6)
        animator.removeAllBehaviors()
        #expect(!animator.isRunning)
        let velocity = UIFieldBehavior.velocityField(direction: CGVector(dx: -50, dy: 0))
        velocity.addItem(box)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(velocity)
        animator.addBehavior(properties)
        screen.advance(by: 1.0 / 60)
        #expect(properties.linearVelocity(for: box) == CGPoint(x: -50, y: 0))
    }

    @Test("Anchored items do not move, yet others collide with them")
    func anchoredItems() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let table = UIView(frame: CGRect(x: 100, y: 400, width: 200, height: 40))
        reference.addSubview(table)
        let animator = UIDynamicAnimator(referenceView: reference)
        let properties = UIDynamicItemBehavior(items: [table])
        properties.isAnchored = true
        animator.addBehavior(properties)
        animator.addBehavior(UIGravityBehavior(items: [box, table]))
        animator.addBehavior(UICollisionBehavior(items: [box, table]))
        screen.advance(by: 2)
        #expect(table.center == CGPoint(x: 200, y: 420))
        #expect(abs(box.center.y - 350) < 1, "rests on the anchored table, at \(box.center.y)")
    }

    @Test("Removing a behavior stops its effect; with no behaviors the animator pauses")
    func removingStops() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let log = AnimatorLog()
        animator.delegate = log
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        let properties = UIDynamicItemBehavior(items: [box])
        properties.resistance = 20
        animator.addBehavior(push)
        animator.addBehavior(properties)
        #expect(animator.behaviors.count == 2 && push.dynamicAnimator === animator)
        screen.advance(by: 0.5)
        let y = box.center.y
        animator.removeBehavior(push)
        #expect(push.dynamicAnimator == nil)
        screen.advance(by: 1)
        #expect(abs(box.center.y - y) < 0.5, "no push, the resistance stops it within \(box.center.y - y) points")
        #expect(!animator.isRunning)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && log.pauses == 1)
    }

    @Test("The action closure runs once per animator step (60 per second), children's too")
    func actionRunsEachStep() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let parent = UIDynamicBehavior()
        let gravity = UIGravityBehavior(items: [box])
        parent.addChildBehavior(gravity)
        var parentSteps = 0, childSteps = 0
        var sawMoving = false
        parent.action = { parentSteps += 1 }
        gravity.action = {
            childSteps += 1
            if box.center.y > 100 { sawMoving = true }
        }
        animator.addBehavior(parent)
        #expect(gravity.dynamicAnimator === animator && parent.childBehaviors.count == 1)
        screen.advance(by: 0.5)
        #expect(parentSteps >= 29 && parentSteps <= 31, "ran \(parentSteps) times")
        #expect(childSteps == parentSteps && sawMoving)
        parent.removeChildBehavior(gravity)
        #expect(gravity.dynamicAnimator == nil)
    }

    @Test("Off-center pushes turn the item; the animator writes the rotation into the transform")
    func rotationWritesTransform() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: box)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        screen.advance(by: 0.2)
        #expect(properties.angularVelocity(for: box) > 0)
        #expect(box.transform.b > 0, "turned clockwise on screen")
        properties.allowsRotation = false
        let angle = atan2(box.transform.b, box.transform.a)
        screen.advance(by: 0.2)
        #expect(abs(atan2(box.transform.b, box.transform.a) - angle) < 1e-9)
    }

    @Test("Items collide with each other: a falling box lands on another and began-contact reports the pair")
    func itemsCollide() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let lower = UIView(frame: CGRect(x: 150, y: 500, width: 100, height: 100))
        reference.addSubview(lower)
        let animator = UIDynamicAnimator(referenceView: reference)
        let contacts = ContactLog()
        let collision = UICollisionBehavior(items: [box, lower])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = contacts
        animator.addBehavior(UIGravityBehavior(items: [box, lower]))
        animator.addBehavior(collision)
        screen.advance(by: 3)
        #expect(abs(box.center.y - 450) < 1.5 && abs(lower.center.y - 550) < 1)
        #expect(contacts.itemsBegan == 1)
        #expect(!animator.isRunning)
        #expect(animator.items(in: CGRect(x: 0, y: 420, width: 400, height: 10)).count == 1)
    }

    @Test("Bad input does not crash: NaN magnitudes are ignored, zero-size items and items outside the reference view still move")
    func badInput() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let dot = UIView(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        reference.addSubview(dot)
        let stray = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let gravity = UIGravityBehavior(items: [dot, stray])
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.magnitude = .nan
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(gravity)
        animator.addBehavior(push)
        let collision = UICollisionBehavior(items: [dot])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        screen.advance(by: 2)
        #expect(box.center == CGPoint(x: 200, y: 100))
        #expect(abs(dot.center.y - 599.5) < 1, "a zero-size item falls to the floor: \(dot.center.y)")
        #expect(stray.center.y > 500)
        #expect(dot.center.x.isFinite && dot.center.y.isFinite)
    }

    @Test("A group moves as one body, its items keeping their offsets")
    func groupsAndEllipses() {
        let (screen, window, reference, box) = setUp()
        defer { window.isHidden = true }
        let partner = UIView(frame: CGRect(x: 260, y: 50, width: 40, height: 40))
        reference.addSubview(partner)
        let group = UIDynamicItemGroup(items: [box, partner])
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        let gap = partner.center.x - box.center.x
        screen.advance(by: 0.3)
        #expect(box.center.y > 120 && abs((partner.center.x - box.center.x) - gap) < 1e-6)
        #expect(abs((partner.center.y - 70) - (box.center.y - 100)) < 1e-6)
    }

    /// A layout that counts invalidations.
    final class CountingLayout: UICollectionViewLayout {
        var invalidations = 0
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    @Test("A collection view layout's animator moves layout attributes, hands them back by index path and invalidates the layout each step")
    func collectionViewLayoutAnimator() {
        let (screen, window, _, _) = setUp()
        defer { window.isHidden = true }
        let layout = CountingLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        #expect(animator.referenceView == nil)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        animator.addBehavior(UIDynamicItemBehavior(items: [header]))
        screen.advance(by: 0.25)
        #expect(attributes.center.y > 25 + 20)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) === attributes)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) === header)
        #expect(animator.layoutAttributesForDecorationView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.invalidations >= 14, "invalidated \(layout.invalidations) times")
    }

    /// A behavior that records the animators it is told it moves to.
    final class MovingBehavior: UIDynamicBehavior {
        var moves: [UIDynamicAnimator?] = []
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            moves.append(dynamicAnimator)
            super.willMove(to: dynamicAnimator)
        }
    }

    @Test("willMove(to:) comes before joining an animator and with nil before leaving; a child hears it with its parent")
    func willMoveToAnimator() {
        let (_, window, reference, _) = setUp()
        defer { window.isHidden = true }
        let animator = UIDynamicAnimator(referenceView: reference)
        let parent = MovingBehavior(), child = MovingBehavior()
        parent.addChildBehavior(child)
        animator.addBehavior(parent)
        #expect(parent.moves.count == 1 && parent.moves[0] === animator)
        #expect(child.moves.count == 1 && child.moves[0] === animator && child.dynamicAnimator === animator)
        animator.removeBehavior(parent)
        #expect(parent.moves.count == 2 && parent.moves[1] == nil && child.moves.count == 2 && child.dynamicAnimator == nil)
        // Plain initializers, as Objective-C's inherited init() gives on iOS.
        #expect(UIDynamicItemBehavior().items.isEmpty && UICollisionBehavior().items.isEmpty && UIPushBehavior().mode == .continuous)
    }

    /// A view that collides as the ellipse inscribed in its bounds.
    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    @Test("An ellipse item (a view subclass overriding collisionBoundsType) comes to rest on the floor at its radius")
    func ellipseRests() {
        let (screen, window, reference, _) = setUp()
        defer { window.isHidden = true }
        let ball = Ball(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
        reference.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        screen.advance(by: 3)
        #expect(abs(ball.center.y - 570) < 1, "at \(ball.center.y)")
        #expect(!animator.isRunning)
    }
}
