import Foundation

/// Hears a layout manager's layout, and adjusts it.
@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Layout was invalidated (text, attributes or geometry changed).
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// Layout of `textContainer` was done; `layoutFinishedFlag`: to the end of the text.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
}

extension NSLayoutManagerDelegate {
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
}
