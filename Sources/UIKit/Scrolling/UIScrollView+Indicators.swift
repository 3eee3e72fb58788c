import Foundation
import SlatePlatform

extension UIScrollView {
    /// Places the indicators along the trailing and bottom edges of the visible area, above
    /// the content: their tracks keep out of the safe area (as the content does, when
    /// `automaticallyAdjustsScrollIndicatorInsets`) and inside the indicator insets; how far
    /// along they are follows the scroll range, content insets included.
    func layoutIndicators() {
        let inset = adjustedContentInset
        let automatic = automaticallyAdjustsScrollIndicatorInsets
            ? UIEdgeInsets(top: inset.top - contentInset.top, left: inset.left - contentInset.left,
                           bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right)
            : .zero
        let safeRight = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets.right : 0
        let safeBottom = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets.bottom : 0
        let verticalInsets = verticalScrollIndicatorInsets, horizontalInsets = horizontalScrollIndicatorInsets
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let thickness = ScrollIndicatorView.thickness, edge = ScrollIndicatorView.edgeInset
        let verticalTop = automatic.top + verticalInsets.top, verticalBottom = automatic.bottom + verticalInsets.bottom
        let verticalTrack = bounds.height - verticalTop - verticalBottom - 2 * edge
        let vertical = ScrollIndicatorView.placement(visible: bounds.height - inset.top - inset.bottom, content: contentSize.height,
                                                     offset: contentOffset.y + inset.top, track: verticalTrack)
        verticalIndicator.frame = CGRect(x: visible.maxX - edge - thickness - safeRight - verticalInsets.right,
                                         y: visible.minY + verticalTop + edge + vertical.start, width: thickness, height: vertical.length)
        let horizontalLeft = automatic.left + horizontalInsets.left, horizontalRight = automatic.right + horizontalInsets.right
        let horizontalTrack = bounds.width - horizontalLeft - horizontalRight - 2 * edge - thickness
        let horizontal = ScrollIndicatorView.placement(visible: bounds.width - inset.left - inset.right, content: contentSize.width,
                                                       offset: contentOffset.x + inset.left, track: horizontalTrack)
        horizontalIndicator.frame = CGRect(x: visible.minX + horizontalLeft + edge + horizontal.start,
                                           y: visible.maxY - edge - thickness - safeBottom - horizontalInsets.bottom,
                                           width: horizontal.length, height: thickness)
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
