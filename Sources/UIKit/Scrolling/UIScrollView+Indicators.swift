import Foundation
import SlatePlatform

extension UIScrollView {
    /// Places the indicators along the trailing and bottom edges of the visible area, above
    /// the content.
    func layoutIndicators() {
        let inset = adjustedContentInset
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let thickness = ScrollIndicatorView.thickness, edge = ScrollIndicatorView.edgeInset
        let verticalTrack = bounds.height - inset.top - inset.bottom - 2 * edge
        let vertical = ScrollIndicatorView.placement(visible: bounds.height - inset.top - inset.bottom, content: contentSize.height,
                                                     offset: contentOffset.y + inset.top, track: verticalTrack)
        verticalIndicator.frame = CGRect(x: visible.maxX - edge - thickness - safeAreaInsets.right,
                                         y: visible.minY + inset.top + edge + vertical.start, width: thickness, height: vertical.length)
        let horizontalTrack = bounds.width - inset.left - inset.right - 2 * edge - thickness
        let horizontal = ScrollIndicatorView.placement(visible: bounds.width - inset.left - inset.right, content: contentSize.width,
                                                       offset: contentOffset.x + inset.left, track: horizontalTrack)
        horizontalIndicator.frame = CGRect(x: visible.minX + inset.left + edge + horizontal.start,
                                           y: visible.maxY - edge - thickness - safeAreaInsets.bottom, width: horizontal.length, height: thickness)
        if subviews.last !== horizontalIndicator {
            bringSubviewToFront(verticalIndicator)
            bringSubviewToFront(horizontalIndicator)
        }
    }

    func showIndicators() {
        indicatorGeneration += 1
        let axes = (contentSize.width > bounds.width, contentSize.height > bounds.height)
        verticalIndicator.layer.removeAllAnimations()
        horizontalIndicator.layer.removeAllAnimations()
        UIView.performWithoutAnimation {
            verticalIndicator.alpha = showsVerticalScrollIndicator && axes.1 ? 1 : 0
            horizontalIndicator.alpha = showsHorizontalScrollIndicator && axes.0 ? 1 : 0
        }
    }

    /// Half a second after the content stops, the indicators fade out over 0.2 s — unless
    /// the content moved again meanwhile.
    func scheduleIndicatorFade() {
        let generation = indicatorGeneration
        let fade: @MainActor () -> Void = { [weak self] in
            guard let self, generation == self.indicatorGeneration, !self.isDraggingInternal, self.motion == nil else { return }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
                self.verticalIndicator.alpha = 0
                self.horizontalIndicator.alpha = 0
            }
        }
        if let host = UIKitHost.current {
            host.schedule(at: host.currentTime + 0.5, fade)
        } else {
            fade()
        }
    }
}
