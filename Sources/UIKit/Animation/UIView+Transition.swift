import Foundation

/// Transition animations: the view's old look gives way to its new one.
///
/// Slate draws the old look into a snapshot laid over the view and animates the snapshot
/// away. `.transitionCrossDissolve` fades it out. Without 3D perspective, the flips turn the
/// view edge-on and back in two dimensions (the old look shows for the first half, the new for
/// the second) and the curls slide the old look off upward or downward while fading it
/// (docs/porting.md).
extension UIView {
    /// Runs `animations` (which change `view`'s content) at once and animates from the old look
    /// to the new with the transition in `options`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let snapshot = view.snapshotLayer()
        UIView.performWithoutAnimation { animations?() }
        view.layoutIfNeeded()
        runTransition(on: view, snapshot: snapshot, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other) with the transition in `options`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        let snapshot = container.snapshotLayer()
        UIView.performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                toView.isHidden = false
                fromView.isHidden = true
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        container.layoutIfNeeded()
        runTransition(on: container, snapshot: snapshot, duration: duration, options: options, completion: completion)
    }

    /// The view's current look as a layer of the same size.
    func snapshotLayer() -> CALayer {
        let image = snapshotImage()
        let snapshot = CALayer.withoutActions()
        snapshot.contents = image.cgImage
        snapshot.contentsScale = image.scale
        snapshot.frame = bounds
        return snapshot
    }

    private class func runTransition(on view: UIView, snapshot: CALayer, duration: TimeInterval, options: AnimationOptions,
                                     completion: ((Bool) -> Void)?) {
        guard duration > 0, areAnimationsEnabled, options.transition != 0 else {
            completion.map { done in
                if let host = UIKitHost.current { host.schedule(at: host.currentTime) { done(true) } } else { done(true) }
            }
            return
        }
        view.layer.addSublayer(snapshot)
        let group = ViewAnimationGroup { finished in
            snapshot.removeFromSuperlayer()
            completion?(finished)
        }
        func add(_ animation: CAAnimation, to layer: CALayer, key: String) {
            animation.duration = duration
            animation.delegate = group
            group.expect(view: view, suspendingInteraction: !options.contains(.allowUserInteraction))
            layer.add(animation, forKey: key)
        }
        let curve = options.curve.timingFunction
        switch options.transition {
        case 1, 2, 6, 7:
            // Flip: edge-on at the middle, the snapshot shown for the first half only.
            let horizontal = options.transition <= 2
            let squash = CAKeyframeAnimation(keyPath: horizontal ? "transform.scale.x" : "transform.scale.y")
            squash.values = [1, 0.001, 1]
            squash.keyTimes = [0, 0.5, 1]
            squash.timingFunction = curve
            add(squash, to: view.layer, key: "uikit-transition-flip")
            let hide = CAKeyframeAnimation(keyPath: "opacity")
            hide.values = [1, 0]
            hide.keyTimes = [0, 0.5]
            hide.calculationMode = .discrete
            hide.fillMode = .forwards
            hide.isRemovedOnCompletion = false
            add(hide, to: snapshot, key: "uikit-transition-hide")
        case 3, 4:
            // Curl: the old look slides off upward (curl up) or downward and fades.
            let slide = CABasicAnimation(keyPath: "position.y")
            slide.fromValue = snapshot.position.y
            slide.toValue = snapshot.position.y + (options.transition == 3 ? -1 : 1) * view.bounds.height
            slide.timingFunction = curve
            slide.fillMode = .forwards
            slide.isRemovedOnCompletion = false
            add(slide, to: snapshot, key: "uikit-transition-curl")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            add(fade, to: snapshot, key: "uikit-transition-fade")
        default:
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.timingFunction = curve
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            add(fade, to: snapshot, key: "uikit-transition-fade")
        }
        group.committed()
    }

    /// The view's current look, its pending layout and display committed first, at `scale`
    /// pixels a point (the view's own by default).
    func snapshotImage(scale: CGFloat? = nil) -> UIImage {
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale ?? pixelScale
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            layer.render(in: context.cgContext)
        }
    }

    /// A view showing a snapshot of the receiver's current look.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let view = UIView(frame: frame)
        view.layer.addSublayer(snapshotLayer())
        return view
    }

    /// A view showing the part of the receiver's current look inside `rect` (in its bounds'
    /// coordinates), sized to `rect` and stretched, when resized, as a resizable image is:
    /// `capInsets` keep their size at the corners and edges, the middle stretches.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return nil }
        CATransaction.flush()
        let format = UIGraphicsImageRendererFormat()
        format.scale = pixelScale
        let image = UIGraphicsImageRenderer(bounds: area, format: format).image { context in
            layer.render(in: context.cgContext)
        }
        let left = min(max(capInsets.left, 0), area.width), right = min(max(capInsets.right, 0), area.width - left)
        let top = min(max(capInsets.top, 0), area.height), bottom = min(max(capInsets.bottom, 0), area.height - top)
        let insets = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        let view = UIImageView(image: image.resizableImage(withCapInsets: insets, resizingMode: .stretch))
        view.frame = CGRect(origin: .zero, size: area.size)
        return view
    }

    /// Draws the view's hierarchy as it looks into the current context, scaled to `rect`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        CATransaction.flush()
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
