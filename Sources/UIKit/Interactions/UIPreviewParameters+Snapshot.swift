import Foundation

extension UIPreviewParameters {
    /// `view` as a lifted preview shows it: drawn as it looks, on the parameters' background,
    /// within their visible path (DND-07; context-menu previews too).
    func snapshot(of view: UIView) -> UIImage {
        UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            if let path = visiblePath { path.addClip() }
            if let backgroundColor {
                backgroundColor.setFill()
                UIRectFill(view.bounds)
            }
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
    }
}
