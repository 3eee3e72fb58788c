import CoreGraphics
import Foundation

/// What holds focus items and says where they are.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: NSObjectProtocol {
    var coordinateSpace: UICoordinateSpace { get }
    /// The items whose frames meet `rect`, in `coordinateSpace`.
    func focusItems(in rect: CGRect) -> [UIFocusItem]
}

/// A container that scrolls: focus moving to an item it holds scrolls the item into view.
@preconcurrency @MainActor
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    var contentOffset: CGPoint { get set }
    var contentSize: CGSize { get }
    var visibleSize: CGSize { get }
}
