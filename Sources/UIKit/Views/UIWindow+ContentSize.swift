import Foundation

/// The desktop window's size limits: the scene's `sizeRestrictions`, and with
/// `canResizeToFitContent` the smallest size the content's constraints allow.
extension UIWindow {
    /// The smallest size the desktop window may take.
    var hostMinimumSize: CGSize {
        var minimum = windowScene?.sizeRestrictions?.minimumSize ?? .zero
        if canResizeToFitContent, let content = rootViewController?.view {
            let fitting = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            minimum.width = max(minimum.width, fitting.width.rounded(.up))
            minimum.height = max(minimum.height, fitting.height.rounded(.up))
        }
        return minimum
    }

    /// Hands the limits to the desktop window (after a layout pass, as the content's
    /// constraints may have changed).
    func updateHostSizeLimits() {
        guard let platformWindow else { return }
        let minimum = hostMinimumSize
        if platformWindow.minimumSize != minimum { platformWindow.minimumSize = minimum }
        let maximum = windowScene?.sizeRestrictions?.maximumSize ?? .zero
        if platformWindow.maximumSize != maximum { platformWindow.maximumSize = maximum }
    }
}
