import Foundation
import SlatePlatform

/// Follows a drag over spring-loaded views: starts the rest timer when the drag reaches one,
/// restarts it when the drag moves on within it, and activates the interaction when the
/// timer fires (DND-28).
@MainActor
final class SpringLoadingTracker: UISpringLoadedInteractionContext {
    private(set) var state: UISpringLoadedInteractionEffectState = .inactive
    weak var targetView: UIView?
    var targetItem: Any?

    private weak var interaction: UISpringLoadedInteraction?
    /// The part of the interaction's view the visit is over, for interactions that have parts.
    private var part: AnyHashable?
    private weak var window: UIWindow?
    private var location: CGPoint = .zero
    /// Where the drag was when the rest timer started.
    private var restingAt: CGPoint = .zero
    private var timer: PlatformTimer?
    /// The interaction activated during this visit: it waits until the drag leaves.
    private var hasActivated = false

    /// How far a drag may move and still count as resting.
    static let restTolerance: CGFloat = 8

    func location(in view: UIView?) -> CGPoint {
        guard let window else { return location }
        return view.map { window.convert(location, to: $0) } ?? location
    }

    /// The drag is at `point` in `window`.
    func update(at point: CGPoint, in window: UIWindow) {
        self.window = window
        location = point
        var found = Self.interaction(at: point, in: window)
        var foundPart: (item: AnyHashable, view: UIView?)?
        if let finder = found?.targetFinder, let view = found?.view {
            foundPart = finder(window.convert(point, to: view))
            if foundPart == nil { found = nil }
        }
        if found !== interaction || foundPart?.item != part {
            finish()
            guard let found else { return }
            interaction = found
            part = foundPart?.item
            targetView = foundPart.map { $0.view } ?? found.view
            targetItem = foundPart?.item
            change(to: .possible)
            startTimer(at: point)
        } else if interaction != nil, !hasActivated,
                  hypot(point.x - restingAt.x, point.y - restingAt.y) > Self.restTolerance {
            startTimer(at: point)
        }
    }

    /// The drag ended.
    func stop() {
        finish()
    }

    /// The nearest enabled spring-loaded interaction from the view under `point` up.
    private static func interaction(at point: CGPoint, in window: UIWindow) -> UISpringLoadedInteraction? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UISpringLoadedInteraction in current.interactions where interaction.canActivate {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    private func startTimer(at point: CGPoint) {
        timer?.cancel()
        restingAt = point
        guard let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + DragMetrics.springLoadingDelay) { [weak self] in self?.rested() }
    }

    private func rested() {
        timer = nil
        guard let interaction, !hasActivated, interaction.canActivate else { return }
        guard interaction.interactionBehavior.shouldAllow(interaction, with: self) else { return }
        hasActivated = true
        change(to: .activating)
        change(to: .activated)
        interaction.activationHandler(interaction, self)
        interaction.interactionBehavior.interactionDidFinish(interaction)
    }

    private func change(to state: UISpringLoadedInteractionEffectState) {
        guard let interaction, state != self.state else { return }
        self.state = state
        interaction.interactionEffect.interaction(interaction, didChangeWith: self)
    }

    /// The drag left the interaction's view (or ended): back to inactive.
    private func finish() {
        timer?.cancel()
        timer = nil
        if let interaction, !hasActivated { interaction.interactionBehavior.interactionDidFinish(interaction) }
        change(to: .inactive)
        interaction = nil
        part = nil
        targetView = nil
        targetItem = nil
        hasActivated = false
    }
}
