import CoreGraphics

extension UIView: UIFocusItem, UIFocusItemContainer {}

extension UIViewController: UIFocusEnvironment {}

extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the region the scroll view shows: its bounds'.
    public var visibleSize: CGSize { bounds.size }
}

extension UIScreen {
    /// Whether the screen's windows move focus with the keyboard: always, in Slate (see the
    /// focus row of porting.md), as on an iPad with a keyboard and Full Keyboard Access.
    public var supportsFocus: Bool { true }

    /// The focused item of the key window on this screen.
    public var focusedItem: UIFocusItem? {
        UIWindow.allWindows.first { $0.screen === self && $0.isKeyWindow }?.focusEngine.liveFocusedItem()
    }

    /// The focused item when it is a view.
    public var focusedView: UIView? { focusedItem as? UIView }
}
