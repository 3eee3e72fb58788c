import Foundation

extension UIApplication {
    /// The windows of the app's connected scenes, visible and hidden, back to front: by
    /// window level, then in the order they were made. A window that belongs to no connected
    /// scene is not among them.
    public var windows: [UIWindow] {
        UIWindow.allWindows.enumerated()
            .filter { _, window in window.windowScene.map { connectedScenes.contains($0) } ?? false }
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// The direction of the app's interface, from the language it runs in (the screen's
    /// `layoutDirection` trait): right to left in Arabic or Hebrew.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
