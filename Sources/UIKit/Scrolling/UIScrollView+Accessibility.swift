import CoreGraphics
import Foundation

/// A scroll view scrolls a page at a screen reader's three-finger swipe and says where it
/// is: "Page 2 of 5", or what its delegate says (`UIScrollViewAccessibilityDelegate`).
extension UIScrollView: AccessibilityScrollable {
    func accessibilityScrollByDefault(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let inset = adjustedContentInset
        let page = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        guard page.width > 0, page.height > 0 else { return false }
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        let vertical = maximum.y > minimum.y || maximum.x <= minimum.x
        var target = contentOffset
        switch direction {
        case .up: target.y += page.height
        case .down: target.y -= page.height
        case .left: target.x += effectiveUserInterfaceLayoutDirection == .rightToLeft ? -page.width : page.width
        case .right: target.x -= effectiveUserInterfaceLayoutDirection == .rightToLeft ? -page.width : page.width
        case .next: if vertical { target.y += page.height } else { target.x += page.width }
        case .previous: if vertical { target.y -= page.height } else { target.x -= page.width }
        }
        target.x = min(max(target.x, minimum.x), maximum.x)
        target.y = min(max(target.y, minimum.y), maximum.y)
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: false)
        let axisIsVertical = direction == .up || direction == .down || ((direction == .next || direction == .previous) && vertical)
        UIAccessibility.post(notification: .pageScrolled, argument: accessibilityScrollStatus(vertical: axisIsVertical, page: page, minimum: minimum))
        return true
    }

    /// What a reader says after a page scroll.
    private func accessibilityScrollStatus(vertical: Bool, page: CGSize, minimum: CGPoint) -> Any {
        if let delegate = delegate as? UIScrollViewAccessibilityDelegate {
            if let attributed = delegate.accessibilityAttributedScrollStatus(for: self) { return attributed }
            if let status = delegate.accessibilityScrollStatus(for: self) { return status }
        }
        let length = vertical ? page.height : page.width
        let content = vertical ? contentSize.height : contentSize.width
        let offset = vertical ? contentOffset.y - minimum.y : contentOffset.x - minimum.x
        let count = max(1, Int((content / length).rounded(.up)))
        let end = vertical ? contentSize.height + adjustedContentInset.bottom - bounds.height - minimum.y
                           : contentSize.width + adjustedContentInset.right - bounds.width - minimum.x
        // The last page is the one that ends at the content's end, however far it scrolled.
        let index = offset >= end - 0.5 ? count : min(count - 1, Int((offset / length).rounded()) + 1)
        return "Page \(index) of \(count)"
    }
}
