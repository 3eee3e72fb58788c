import Foundation

/// The animations UIKit performs for the app on views it names (`perform(_:on:…)`).
extension UIView {
    /// A system-provided animation.
    public enum SystemAnimation: UInt, Sendable {
        /// The views shrink and fade away, then leave their superviews.
        case delete = 0
    }

    /// How long the system's delete animation takes.
    static let systemDeleteDuration: TimeInterval = 0.3

    /// Performs `animation` on `views`, with `parallelAnimations` run alongside in the same
    /// transaction and `completion` once they end. `.delete` shrinks each view to a fifth and
    /// fades it out, then removes it from its superview and gives it back its alpha and
    /// transform (so that it can be shown again). Slate's timing and scale are by eye.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        switch animation {
        case .delete:
            let originals = views.map { (view: $0, alpha: $0.alpha, transform: $0.transform) }
            animate(withDuration: systemDeleteDuration, delay: 0, options: options, animations: {
                for (view, _, transform) in originals {
                    view.alpha = 0
                    view.transform = transform.scaledBy(x: 0.2, y: 0.2)
                }
                parallelAnimations?()
            }, completion: { finished in
                for (view, alpha, transform) in originals {
                    view.removeFromSuperview()
                    view.alpha = alpha
                    view.transform = transform
                }
                completion?(finished)
            })
        }
    }
}
