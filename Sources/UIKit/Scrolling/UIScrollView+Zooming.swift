import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by `zoomScale` with its frame's
/// origin at the content's origin, and `contentSize` follows its frame. A pinch keeps the
/// point under the fingers under them; past the limits it stretches (`bouncesZoom`) and
/// springs back on release.
extension UIScrollView {
    var zoomView: UIView? { delegate?.viewForZooming(in: self) }

    func updatePinchAvailability() {
        storedPinch.isEnabled = maximumZoomScale > minimumZoomScale && zoomView != nil
    }

    func setZoomScaleInternal(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomView else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let viewportCenter = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = zoomAnchor(forViewportPoint: viewportCenter, in: view)
        changeZoom(to: target, anchor: anchor, viewportPoint: viewportCenter, animated: animated, clampOffset: true)
    }

    func zoomInternal(to rect: CGRect, animated: Bool) {
        guard let view = zoomView, rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        changeZoom(to: scale, anchor: anchor, viewportPoint: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated, clampOffset: true)
        _ = view
    }

    /// The point of the zoom view (untransformed) under a point of the visible area.
    private func zoomAnchor(forViewportPoint point: CGPoint, in view: UIView) -> CGPoint {
        let scale = zoomScale
        return CGPoint(x: (contentOffset.x + point.x - view.frame.minX) / scale, y: (contentOffset.y + point.y - view.frame.minY) / scale)
    }

    /// Applies `scale`, keeping the zoom view's `anchor` at `viewportPoint`.
    private func changeZoom(to scale: CGFloat, anchor: CGPoint, viewportPoint: CGPoint, animated: Bool, clampOffset: Bool) {
        guard let view = zoomView else { return }
        let apply = {
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
            view.center = CGPoint(x: size.width / 2, y: size.height / 2)
            self.contentSize = size
            let offset = CGPoint(x: anchor.x * scale - viewportPoint.x, y: anchor.y * scale - viewportPoint.y)
            self.applyContentOffset(clampOffset ? self.clamped(offset) : offset)
            self.delegate?.scrollViewDidZoom(self)
        }
        if animated {
            stopScrolling()
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: apply) { _ in
                self.isZoomBouncingInternal = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            }
        } else {
            apply()
        }
    }

    /// The pinch recognizer's action.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        let location = pinch.location(in: self)
        let viewportPoint = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopScrolling()
            zoomGesture = (zoomScale, zoomAnchor(forViewportPoint: viewportPoint, in: view))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let gesture = zoomGesture else { return }
            changeZoom(to: stretchedScale(gesture.startScale * pinch.scale), anchor: gesture.anchor, viewportPoint: viewportPoint,
                       animated: false, clampOffset: false)
        case .ended, .cancelled, .failed:
            guard let gesture = zoomGesture else { return }
            zoomGesture = nil
            let scale = zoomScale
            let limited = min(max(scale, minimumZoomScale), maximumZoomScale)
            if limited != scale {
                isZoomBouncingInternal = true
                changeZoom(to: limited, anchor: gesture.anchor, viewportPoint: viewportPoint, animated: true, clampOffset: true)
            } else {
                applyContentOffset(clamped(contentOffset))
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            }
        default:
            break
        }
    }

    /// Past a limit the scale follows the fingers only a little (or not at all without `bouncesZoom`).
    private func stretchedScale(_ raw: CGFloat) -> CGFloat {
        guard bouncesZoom else { return min(max(raw, minimumZoomScale), maximumZoomScale) }
        if raw > maximumZoomScale { return maximumZoomScale * pow(raw / maximumZoomScale, 0.25) }
        if raw < minimumZoomScale { return minimumZoomScale * pow(raw / minimumZoomScale, 0.25) }
        return raw
    }
}

extension Selector {
    @MainActor static let scrollViewPinch = Selector("_handlePinch:", UIScrollView.handlePinch)
}
