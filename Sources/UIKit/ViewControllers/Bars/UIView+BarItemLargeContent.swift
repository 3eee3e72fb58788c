import Foundation

extension UIView {
    /// What the large content viewer shows for the view of a bar item: the item's title, and
    /// its `largeContentSizeImage` at its own size (with its insets) or else its image scaled.
    func adoptLargeContent(of item: UIBarItem) {
        showsLargeContentViewer = true
        largeContentTitle = item.title
        largeContentImage = item.largeContentSizeImage ?? item.image
        scalesLargeContentImage = item.largeContentSizeImage == nil
        largeContentImageInsets = item.largeContentSizeImage == nil ? .zero : item.largeContentSizeImageInsets
    }
}
