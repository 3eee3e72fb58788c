import CoreGraphics
import Foundation

extension UIScreen {
    /// A view showing what the screen shows now: the windows of the key window's scene on
    /// this screen (on iPad a scene fills the screen; on a desktop each scene is a window of
    /// its own), in window-level order, at their frames. Pending layout and drawing are
    /// committed first, whatever `afterUpdates` says.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        view.clipsToBounds = true
        let shown = UIWindow.allWindows.filter { $0.screen === self && !$0.isHidden && $0.alpha > 0 }
        let scene = shown.first(where: \.isKeyWindow)?.windowScene ?? shown.first?.windowScene
        let stacked = shown.filter { $0.windowScene === scene }.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }.map(\.element)
        for window in stacked {
            guard let snapshot = window.snapshotView(afterScreenUpdates: afterUpdates) else { continue }
            snapshot.frame = window.frame
            view.addSubview(snapshot)
        }
        return view
    }
}
