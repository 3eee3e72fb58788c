import Foundation

/// A scroll view's delegate that says what a screen reader announces after the user
/// scrolled a page (VoiceOver's three-finger swipe), instead of "Page 2 of 5".
@MainActor
public protocol UIScrollViewAccessibilityDelegate: UIScrollViewDelegate {
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String?
    func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString?
}

extension UIScrollViewAccessibilityDelegate {
    public func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { nil }
    public func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString? { nil }
}
