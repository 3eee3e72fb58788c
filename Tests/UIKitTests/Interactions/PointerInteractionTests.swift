import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A pointer delegate that logs what it is asked and answers with the effect it is given.
@MainActor
final class PointerDelegateLog: UIPointerInteractionDelegate {
    var log: [String] = []
    var regions: ((UIPointerRegionRequest, UIPointerRegion) -> UIPointerRegion?)?
    var style: ((UIPointerInteraction, UIPointerRegion) -> UIPointerStyle?)?
    var enterAnimation: (() -> Void)?

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        log.append("region \(Int(request.location.x)),\(Int(request.location.y))")
        return regions.map { $0(request, defaultRegion) } ?? defaultRegion
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        log.append("style \(region.identifier.map { "\($0)" } ?? "-")")
        return style.map { $0(interaction, region) } ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: interaction.view!)))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        log.append("enter \(region.identifier.map { "\($0)" } ?? "-")")
        if let enterAnimation { animator.addAnimations(enterAnimation) }
        animator.addCompletion { [weak self] finished in self?.log.append("entered \(finished)") }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        log.append("exit \(region.identifier.map { "\($0)" } ?? "-")")
    }
}

@MainActor
@Suite("Pointer interactions", .serialized, .exclusiveUIKit)
struct PointerInteractionTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
        window.addSubview(card)
        return (screen, window, card)
    }

    private func scale(of view: UIView) -> CGFloat {
        view.layer.presentation()?.transform.m11 ?? view.layer.transform.m11
    }

    private func effectLayers(in layer: CALayer?) -> [CALayer] {
        (layer?.sublayers ?? []).filter { $0 is PointerEffectLayer }
    }

    @Test("PTR-01 addInteraction attaches a pointer interaction; its delegate's style applies while the pointer is over the view")
    func styleApplies() {
        let (screen, window, card) = setUp()
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        let interaction = UIPointerInteraction(delegate: delegate)
        card.addInteraction(interaction)
        #expect(card.interactions.count == 1)
        #expect(interaction.view === card)

        screen.movePointer(to: CGPoint(x: 20, y: 20))
        #expect(delegate.log.isEmpty, "nothing is asked away from the view")
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(delegate.log == ["region 50,30", "style -", "enter -"])
        screen.movePointer(to: CGPoint(x: 160, y: 135))
        #expect(delegate.log.suffix(1) == ["region 60,35"], "the same region asks for no new style")
        #expect(screen.runUntilAnimationsSettle())
        #expect(delegate.log.contains("entered true"))

        screen.movePointer(to: CGPoint(x: 20, y: 20))
        #expect(delegate.log.last == "exit -")

        card.removeInteraction(interaction)
        #expect(card.interactions.isEmpty)
        #expect(interaction.view == nil)
        _ = window
    }

    @Test("PTR-01 a nil style keeps the default pointer and no effect")
    func nilStyle() {
        let (screen, window, card) = setUp()
        card.backgroundColor = .systemBlue
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        delegate.style = { _, _ in nil }
        card.addInteraction(UIPointerInteraction(delegate: delegate))
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(delegate.log.contains("style -"))
        #expect(screen.cursor == .arrow)
        #expect(screen.runUntilAnimationsSettle())
        #expect(scale(of: card) == 1)
        #expect(effectLayers(in: window.layer).isEmpty)
    }

    @Test("PTR-02 lift: the view scales up with a shadow, the pointer hides behind it; the model transform is untouched")
    func liftEffect() {
        let (screen, window, card) = setUp()
        defer { withExtendedLifetime(window) {} }
        card.backgroundColor = .systemBlue
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        delegate.style = { interaction, _ in UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!))) }
        card.addInteraction(UIPointerInteraction(delegate: delegate))

        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(screen.cursor == .hidden)
        screen.advance(by: 0.1)
        let midway = scale(of: card)
        #expect(midway > 1 && midway < 1.12, "on its way: \(midway)")
        #expect(screen.runUntilAnimationsSettle())
        #expect(abs(scale(of: card) - 1.12) < 0.001, "grows 6 pt on each side of its longer edge")
        #expect(card.transform == .identity)
        #expect((card.layer.presentation()?.shadowOpacity ?? 0) > 0.2)
        #expect(card.layer.shadowOpacity == 0)

        screen.movePointer(to: CGPoint(x: 20, y: 20))
        #expect(screen.cursor == .arrow)
        #expect(screen.runUntilAnimationsSettle())
        #expect(scale(of: card) == 1)
        #expect(card.layer.presentation()?.shadowOpacity == 0)
    }

    @Test("PTR-02 highlight: the pointer becomes a platter behind the view, with no shadow; it goes when the pointer leaves")
    func highlightEffect() throws {
        let (screen, window, card) = setUp()
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        delegate.style = { interaction, _ in UIPointerStyle(effect: .highlight(UITargetedPreview(view: interaction.view!))) }
        card.addInteraction(UIPointerInteraction(delegate: delegate))

        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(screen.cursor == .hidden)
        let platters = effectLayers(in: window.layer)
        #expect(platters.count == 1)
        let platter = try #require(platters.first)
        let sublayers = window.layer.sublayers ?? []
        #expect(sublayers.firstIndex { $0 === platter }! < sublayers.firstIndex { $0 === card.layer }!, "behind the view")
        #expect(platter.frame == CGRect(x: 94, y: 96, width: 112, height: 68))
        #expect(screen.runUntilAnimationsSettle())
        #expect(scale(of: card) == 1)
        #expect((card.layer.presentation()?.shadowOpacity ?? 0) == 0)

        screen.movePointer(to: CGPoint(x: 20, y: 20))
        #expect(screen.runUntilAnimationsSettle())
        #expect(effectLayers(in: window.layer).isEmpty)
    }

    @Test("PTR-02 hover: scale and an overlay tint by default, no shadow; the pointer stays in front; underlay puts the tint behind")
    func hoverEffect() {
        let (screen, window, card) = setUp()
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        var tint = UIPointerEffect.TintMode.overlay
        var shadow = false
        delegate.style = { interaction, _ in
            UIPointerStyle(effect: .hover(UITargetedPreview(view: interaction.view!), preferredTintMode: tint, prefersShadow: shadow))
        }
        card.addInteraction(UIPointerInteraction(delegate: delegate))

        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(screen.cursor == .arrow)
        #expect(screen.runUntilAnimationsSettle())
        #expect(abs(scale(of: card) - 1.06) < 0.001)
        #expect(effectLayers(in: card.layer).count == 1, "the tint is over the content")
        #expect((card.layer.presentation()?.shadowOpacity ?? 0) == 0)
        screen.movePointerOutside()
        #expect(screen.runUntilAnimationsSettle())
        #expect(effectLayers(in: card.layer).isEmpty)

        tint = .underlay
        shadow = true
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(screen.runUntilAnimationsSettle())
        #expect(effectLayers(in: card.layer).isEmpty)
        #expect(effectLayers(in: window.layer).count == 1, "the tint is behind")
        #expect((card.layer.presentation()?.shadowOpacity ?? 0) > 0.2)
    }

    @Test("PTR-02 automatic picks a highlight for a view without a background and a lift for one with a background")
    func automaticEffect() {
        let (screen, window, card) = setUp()
        card.addInteraction(UIPointerInteraction(delegate: nil))
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(effectLayers(in: window.layer).count == 1)
        #expect(screen.cursor == .hidden)
        screen.movePointerOutside()
        #expect(screen.runUntilAnimationsSettle())

        card.backgroundColor = .systemOrange
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(screen.runUntilAnimationsSettle())
        #expect(effectLayers(in: window.layer).isEmpty)
        #expect(scale(of: card) > 1)
    }

    @Test("PTR-02 a beam shape turns the desktop pointer into the text pointer; hidden() hides it; text fields show the beam")
    func shapesAndCursors() {
        let (screen, window, card) = setUp()
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        var style = UIPointerStyle(shape: .verticalBeam(length: 20))
        delegate.style = { _, _ in style }
        let interaction = UIPointerInteraction(delegate: delegate)
        card.addInteraction(interaction)
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(screen.cursor == .text)

        style = UIPointerStyle(shape: .horizontalBeam(length: 20))
        interaction.invalidate()
        #expect(screen.cursor == .verticalText)
        style = .hidden()
        interaction.invalidate()
        #expect(screen.cursor == .hidden)
        style = .system()
        interaction.invalidate()
        #expect(screen.cursor == .arrow)

        let field = UITextField(frame: CGRect(x: 10, y: 200, width: 200, height: 34))
        window.addSubview(field)
        screen.movePointer(to: CGPoint(x: 50, y: 210))
        #expect(screen.cursor == .text)
        field.isEnabled = false
        screen.movePointer(to: CGPoint(x: 52, y: 210))
        #expect(screen.cursor == .arrow)
    }

    @Test("PTR-03 regions subdivide the view: a new region asks for a new style; nil means no region and no style")
    func regions() {
        let (screen, window, card) = setUp()
        defer { withExtendedLifetime(window) {} }
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        delegate.regions = { request, _ in
            // Left and right halves; nothing in the middle strip.
            if request.location.x < 40 { return UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 40, height: 60), identifier: "left") }
            if request.location.x > 60 { return UIPointerRegion(rect: CGRect(x: 60, y: 0, width: 40, height: 60), identifier: "right") }
            return nil
        }
        delegate.style = { interaction, region in
            let shape = UIPointerShape.roundedRect(interaction.view!.convert(region.rect, to: interaction.view!.superview))
            return UIPointerStyle(effect: .highlight(UITargetedPreview(view: interaction.view!)), shape: shape)
        }
        card.addInteraction(UIPointerInteraction(delegate: delegate))

        screen.movePointer(to: CGPoint(x: 110, y: 120))
        screen.movePointer(to: CGPoint(x: 120, y: 125))
        #expect(delegate.log == ["region 10,20", "style left", "enter left", "region 20,25"])
        delegate.log.removeAll()
        screen.movePointer(to: CGPoint(x: 150, y: 125))
        #expect(delegate.log == ["region 50,25", "exit left"])
        #expect(screen.cursor == .arrow)
        delegate.log.removeAll()
        screen.movePointer(to: CGPoint(x: 180, y: 125))
        #expect(delegate.log == ["region 80,25", "style right", "enter right"])
    }

    @Test("PTR-03 an inner view's interaction without a region there lets an outer view's interaction apply")
    func nestedInteractions() {
        let (screen, window, card) = setUp()
        defer { withExtendedLifetime(window) {} }
        let outer = PointerDelegateLog()
        card.addInteraction(UIPointerInteraction(delegate: outer))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.addSubview(badge)
        let inner = PointerDelegateLog()
        inner.regions = { request, region in request.location.x < 15 ? region : nil }
        badge.addInteraction(UIPointerInteraction(delegate: inner))

        screen.movePointer(to: CGPoint(x: 120, y: 120))
        #expect(inner.log.contains("enter -"))
        #expect(outer.log.isEmpty)
        screen.movePointer(to: CGPoint(x: 135, y: 120))
        #expect(inner.log.last == "exit -")
        #expect(outer.log.contains("enter -"))
    }

    @Test("PTR-02 animations a delegate adds run with the effect; isEnabled = false ends the effect")
    func delegateAnimationsAndDisabling() {
        let (screen, window, card) = setUp()
        let label = UIView(frame: CGRect(x: 0, y: 70, width: 100, height: 20))
        label.alpha = 0
        card.addSubview(label)
        let delegate = PointerDelegateLog()
        defer { withExtendedLifetime(delegate) {} }
        delegate.enterAnimation = { label.alpha = 1 }
        let interaction = UIPointerInteraction(delegate: delegate)
        card.addInteraction(interaction)
        screen.movePointer(to: CGPoint(x: 150, y: 130))
        #expect(label.alpha == 1)
        screen.advance(by: 0.1)
        let presented = label.layer.presentation()?.opacity ?? -1
        #expect(presented > 0 && presented < 1, "animated along: \(presented)")
        #expect(screen.runUntilAnimationsSettle())

        interaction.isEnabled = false
        #expect(delegate.log.last == "exit -")
        #expect(screen.runUntilAnimationsSettle())
        #expect(effectLayers(in: window.layer).isEmpty)
    }

    @Test("PTR-04 UIButton: off by default; pointerStyleProvider turns it on and gets the proposed effect and shape")
    func buttonProvider() throws {
        let (screen, window, _) = setUp()
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 30)
        window.addSubview(button)
        #expect(!button.isPointerInteractionEnabled)
        #expect(button.interactions.isEmpty)
        screen.movePointer(to: CGPoint(x: 50, y: 30))
        #expect(effectLayers(in: window.layer).isEmpty)
        screen.movePointerOutside()

        var proposals: [(UIPointerEffect, UIPointerShape)] = []
        button.pointerStyleProvider = { button, effect, shape in
            proposals.append((effect, shape))
            return UIPointerStyle(effect: .lift(effect.preview), shape: shape)
        }
        #expect(button.isPointerInteractionEnabled)
        #expect(button.interactions.count == 1)
        screen.movePointer(to: CGPoint(x: 50, y: 30))
        let proposal = try #require(proposals.first)
        #expect(proposal.0.preview.view === button)
        if case .automatic = proposal.0 {} else { Issue.record("proposed \(proposal.0)") }
        if case .roundedRect(let rect, let radius) = proposal.1 {
            #expect(rect == CGRect(x: 14, y: 16, width: 92, height: 38))
            #expect(radius == UIPointerShape.defaultCornerRadius)
        } else {
            Issue.record("proposed shape \(proposal.1)")
        }
        #expect(screen.runUntilAnimationsSettle())
        #expect(scale(of: button) > 1)

        button.isPointerInteractionEnabled = false
        #expect(button.interactions.isEmpty)
        #expect(screen.runUntilAnimationsSettle())
        #expect(scale(of: button) == 1)
    }

    @Test("PTR-04 a button whose provider returns nil, or that is disabled, keeps the default pointer")
    func buttonWithoutStyle() {
        let (screen, window, _) = setUp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 30)
        window.addSubview(button)
        button.isPointerInteractionEnabled = true
        button.isEnabled = false
        screen.movePointer(to: CGPoint(x: 50, y: 30))
        #expect(screen.cursor == .arrow)
        #expect(effectLayers(in: window.layer).isEmpty)
        screen.movePointerOutside()
        button.isEnabled = true
        button.pointerStyleProvider = { _, _, _ in nil }
        screen.movePointer(to: CGPoint(x: 50, y: 30))
        #expect(screen.cursor == .arrow)
        #expect(effectLayers(in: window.layer).isEmpty)
    }
}
