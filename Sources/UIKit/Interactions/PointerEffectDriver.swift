import Foundation
import SlatePlatform

/// Applies pointer interactions in one window (spec PTR-01 … PTR-04).
///
/// As the pointer moves, the driver finds the innermost view under it, from the hit-tested
/// view outward, whose enabled pointer interaction gives a region there. While the pointer
/// stays in an equal region nothing is asked again; entering another region asks for its
/// style, tells the delegate the old region will exit and the new one will enter, and
/// animates the effects across. The driver also sets the desktop pointer's shape.
@MainActor
final class PointerEffectDriver {
    /// How long an effect takes to come and go.
    static let animationDuration: TimeInterval = 0.2

    private unowned let window: UIWindow
    private var location: CGPoint?
    private var modifiers: UIKeyModifierFlags = []
    private var active: ActiveRegion?

    private struct ActiveRegion {
        let interaction: UIPointerInteraction
        let region: UIPointerRegion
        let presentation: PointerEffectPresentation?
    }

    init(window: UIWindow) {
        self.window = window
    }

    /// The pointer moved to `location` in the window; nil when it left the window or became
    /// a touch.
    func pointerMoved(to location: CGPoint?, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        update()
    }

    /// Asks `interaction` again, if it is the one applying.
    func invalidate(_ interaction: UIPointerInteraction) {
        guard let active, active.interaction === interaction else { return }
        exit(active)
        self.active = nil
        update()
    }

    /// `interaction` leaves its view: its effect ends.
    func interactionWillDetach(_ interaction: UIPointerInteraction) {
        detaching = interaction
        defer { detaching = nil }
        invalidate(interaction)
    }

    /// The interaction being removed from its view, which must not apply again.
    private weak var detaching: UIPointerInteraction?

    private func update() {
        let hit = location.flatMap { window.hitTest($0, with: nil) }
        let found = findRegion(from: hit)
        if let active, let found, active.interaction === found.interaction, active.region.isEqual(found.region) {
            return
        }
        if let active { exit(active) }
        active = found.map(enter)
        window.platformWindow?.cursor = active?.presentation?.cursor ?? systemCursor(from: hit)
    }

    /// The first interaction, from the view under the pointer outward, with a region at it.
    private func findRegion(from hit: UIView?) -> (interaction: UIPointerInteraction, region: UIPointerRegion)? {
        guard let location else { return nil }
        var view = hit
        while let current = view {
            for case let interaction as UIPointerInteraction in current.interactions where interaction.isEnabled && interaction !== detaching {
                let point = current.convert(location, from: window)
                if let region = interaction.region(at: point, modifiers: modifiers) {
                    return (interaction, region)
                }
            }
            view = current.superview
        }
        return nil
    }

    private func enter(_ found: (interaction: UIPointerInteraction, region: UIPointerRegion)) -> ActiveRegion {
        let style = found.interaction.style(for: found.region)
        let presentation = style.map { PointerEffectPresentation(style: $0, interaction: found.interaction) }
        let animator = PointerEffectAnimator()
        found.interaction.delegate?.pointerInteraction(found.interaction, willEnter: found.region, animator: animator)
        animate(animator) { presentation?.apply() }
        return ActiveRegion(interaction: found.interaction, region: found.region, presentation: presentation)
    }

    private func exit(_ active: ActiveRegion) {
        let animator = PointerEffectAnimator()
        active.interaction.delegate?.pointerInteraction(active.interaction, willExit: active.region, animator: animator)
        animate(animator) { active.presentation?.remove() }
    }

    /// Runs the effect's change and the delegate's animations together.
    private func animate(_ animator: PointerEffectAnimator, effect: () -> Void) {
        effect()
        guard !animator.animations.isEmpty || !animator.completions.isEmpty else { return }
        let animations = animator.animations
        let completions = animator.completions
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
            for animation in animations { animation() }
        } completion: { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// The pointer where no interaction applies: the text beam over editable text, else the
    /// arrow.
    private func systemCursor(from hit: UIView?) -> PlatformCursor {
        var view = hit
        while let current = view {
            if let cursor = current.defaultPointerCursor { return cursor }
            view = current.superview
        }
        return .arrow
    }
}
