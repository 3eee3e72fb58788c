import Foundation

extension UIScrollView {
    /// How the scroll indicators look.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark: follows the appearance.
        case `default` = 0
        /// Dark, for light content whatever the appearance.
        case black = 1
        /// Light, for dark content whatever the appearance.
        case white = 2
    }

    /// Whether the index of a table or collection view shows.
    public enum IndexDisplayMode: Int, Sendable {
        /// Shown when the data source gives index titles.
        case automatic = 0
        /// Never shown; the data source's titles are not asked for.
        case alwaysHidden = 1
    }

    /// A table or collection view shows or hides its index for the new mode.
    func indexDisplayModeDidChange() {
        (self as? UITableView)?.refreshSectionIndex()
        (self as? UICollectionView)?.refreshIndexTitles()
    }
}
