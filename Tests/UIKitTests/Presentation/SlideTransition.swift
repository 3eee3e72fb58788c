import Foundation
@testable import UIKit

/// A test animator's slide: the view that moves (the presented one, or the dismissed one), where
/// it rests in the container and where it is away (a container's width to the right); a
/// presented view is added to the container and put away, a dismissed one stays at rest.
@MainActor
struct SlideTransition {
    let view: UIView
    let isPresenting: Bool
    let rest: CGRect
    let away: CGRect

    init(_ context: UIViewControllerContextTransitioning) {
        isPresenting = context.view(forKey: .to) != nil
        view = (context.view(forKey: .to) ?? context.view(forKey: .from))!
        let controller = (isPresenting ? context.viewController(forKey: .to) : context.viewController(forKey: .from))!
        rest = isPresenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        away = rest.offsetBy(dx: context.containerView.bounds.width, dy: 0)
        if isPresenting { context.containerView.addSubview(view) }
        view.frame = isPresenting ? away : rest
    }

    /// Where the view goes: to rest when presented, away when dismissed.
    func moveToEnd() {
        view.frame = isPresenting ? rest : away
    }
}
