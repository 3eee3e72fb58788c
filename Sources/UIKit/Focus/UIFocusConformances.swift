import CoreGraphics

extension UIView: UIFocusItem, UIFocusItemContainer {}

extension UIViewController: UIFocusEnvironment {}

extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the region the scroll view shows: its bounds'.
    public var visibleSize: CGSize { bounds.size }
}
