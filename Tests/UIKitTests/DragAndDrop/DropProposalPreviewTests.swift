import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A destination whose proposals are precise or prefer full-size previews, recording where
/// the drag was each time it asked.
@MainActor
final class ProposalTarget: UIDropInteractionDelegate {
    var isPrecise = false
    var prefersFullSize = false
    var locations: [CGPoint] = []

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if let view = interaction.view { locations.append(session.location(in: view)) }
        let proposal = UIDropProposal(operation: .copy)
        proposal.isPrecise = isPrecise
        proposal.prefersFullSizePreview = prefersFullSize
        return proposal
    }
}

/// `UIDropProposal.isPrecise` and `prefersFullSizePreview`, and the source's preference.
@MainActor
@Suite("Drop proposals: precise locations and preview sizes", .serialized, .exclusiveUIKit)
struct DropProposalPreviewTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let source: DragSourceRecorder
        let target: ProposalTarget
        let targetView: UIView
    }

    /// A `sourceSide`-point square source at (50,50) and a destination at (450,50), 300×400.
    func makeScene(sourceSide: CGFloat = 100) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let sourceView = UIView(frame: CGRect(x: 50, y: 50, width: sourceSide, height: sourceSide))
        sourceView.backgroundColor = .systemBlue
        let source = DragSourceRecorder()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        let targetView = UIView(frame: CGRect(x: 450, y: 50, width: 300, height: 400))
        let target = ProposalTarget()
        targetView.addInteraction(UIDropInteraction(delegate: target))
        root.view.addSubview(sourceView)
        root.view.addSubview(targetView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, source: source, target: target, targetView: targetView)
    }

    func preview(_ scene: Scene) throws -> UIView {
        let overlay = try #require(scene.window.subviews.last as? DragOverlayView)
        return try #require(overlay.subviews.first { $0 is UIImageView })
    }

    @Test("isPrecise: over a precise destination the drop location sits 30 points above a finger, and the preview with it; off it, under the finger again")
    func preciseFinger() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.target.isPrecise = true
        scene.screen.liftAndMove(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 600, y: 200))
        let before = try preview(scene).center
        scene.screen.touchMove(to: CGPoint(x: 600, y: 210))
        let last = try #require(scene.target.locations.last)
        #expect(last == CGPoint(x: 150, y: 210 - 50 - 30), "30 points above the finger, in the destination's coordinates")
        let after = try preview(scene).center
        // Grabbed at its centre: the preview's centre is the drop location, 30 points up.
        #expect(before.y == 200 - 30 && after.y == 210 - 30, "the preview rises with the location: \(before) → \(after)")
        scene.target.isPrecise = false
        scene.screen.touchMove(to: CGPoint(x: 600, y: 220))
        scene.screen.touchMove(to: CGPoint(x: 600, y: 230))
        #expect(scene.target.locations.last == CGPoint(x: 150, y: 230 - 50), "an imprecise proposal: under the finger")
        scene.screen.touchUp(at: CGPoint(x: 600, y: 230))
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("isPrecise: a pointer is precise already and is not offset")
    func precisePointer() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.target.isPrecise = true
        scene.screen.movePointer(to: CGPoint(x: 100, y: 100))
        scene.screen.pointerDown(at: CGPoint(x: 100, y: 100))
        for step in 1...25 {
            scene.screen.movePointer(to: CGPoint(x: 100 + CGFloat(step) * 20, y: 200))
            scene.screen.advance(by: 1.0 / 60)
        }
        #expect(scene.target.locations.last == CGPoint(x: 600 - 450, y: 200 - 50))
        scene.screen.pointerUp(at: CGPoint(x: 600, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("A large preview shrinks to 200 points once it leaves its source, and grows back over it; a small one keeps its size")
    func largePreviewShrinks() throws {
        let scene = makeScene(sourceSide: 300)
        defer { scene.window.isHidden = true }
        scene.screen.liftAndMove(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 380, y: 500))
        _ = scene.screen.runUntilAnimationsSettle()
        let lifted = DragMetrics.liftScale
        #expect(abs(try preview(scene).transform.a - lifted * 200 / 300) < 0.001, "away from its source: 200 points on its longer side")
        scene.screen.touchMove(to: CGPoint(x: 200, y: 200))
        scene.screen.touchMove(to: CGPoint(x: 201, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(abs(try preview(scene).transform.a - lifted) < 0.001, "over its source: full size")
        scene.screen.touchUp(at: CGPoint(x: 201, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()

        let small = makeScene(sourceSide: 100)
        defer { small.window.isHidden = true }
        small.screen.liftAndMove(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 380, y: 500))
        _ = small.screen.runUntilAnimationsSettle()
        #expect(abs(try preview(small).transform.a - lifted) < 0.001)
        small.screen.touchUp(at: CGPoint(x: 380, y: 500))
        _ = small.screen.runUntilAnimationsSettle()
    }

    @Test("prefersFullSizePreview: over a destination that prefers it the preview is full size; the source's preference keeps it so everywhere")
    func fullSizePreferred() throws {
        let scene = makeScene(sourceSide: 300)
        defer { scene.window.isHidden = true }
        scene.target.prefersFullSize = true
        scene.screen.liftAndMove(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 600, y: 300))
        scene.screen.touchMove(to: CGPoint(x: 601, y: 300))
        _ = scene.screen.runUntilAnimationsSettle()
        let lifted = DragMetrics.liftScale
        #expect(abs(try preview(scene).transform.a - lifted) < 0.001, "full size over the destination that prefers it")
        scene.screen.touchMove(to: CGPoint(x: 380, y: 550))
        scene.screen.touchMove(to: CGPoint(x: 381, y: 550))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(abs(try preview(scene).transform.a - lifted * 200 / 300) < 0.001, "shrunk away from it")
        scene.screen.touchUp(at: CGPoint(x: 381, y: 550))
        _ = scene.screen.runUntilAnimationsSettle()

        let preferring = makeScene(sourceSide: 300)
        defer { preferring.window.isHidden = true }
        preferring.source.prefersFullSizePreviews = true
        preferring.screen.liftAndMove(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 380, y: 550))
        _ = preferring.screen.runUntilAnimationsSettle()
        #expect(abs(try preview(preferring).transform.a - lifted) < 0.001, "the source prefers full size")
        preferring.screen.touchUp(at: CGPoint(x: 380, y: 550))
        _ = preferring.screen.runUntilAnimationsSettle()
    }
}
