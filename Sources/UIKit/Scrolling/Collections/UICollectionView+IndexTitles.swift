import Foundation

/// An index down a collection view's trailing edge (iOS 14), as a table's section index: the
/// data source's `indexTitles(for:)`, read again when the data is reloaded or updated;
/// choosing a title (a tap, or a drag along the index) scrolls the index path the data source
/// gives for it to the top.
extension UICollectionView {
    /// After updates: the titles read again now, without asking for another layout pass
    /// (updates may come during layout; a pass asked for each time would never settle).
    func refreshIndexTitlesIfNeeded() {
        guard indexTitlesNeedRefresh else { return }
        refreshIndexTitles()
    }

    func refreshIndexTitles() {
        indexTitlesNeedRefresh = false
        let titles = indexDisplayMode == .alwaysHidden ? [] : dataSource?.indexTitles(for: self) ?? []
        guard !titles.isEmpty else {
            indexTitlesView?.removeFromSuperview()
            indexTitlesView = nil
            return
        }
        let index = indexTitlesView ?? SectionIndexView()
        if indexTitlesView == nil {
            index.onSelect = { [weak self] position in self?.jumpToIndexTitle(at: position) }
            addSubview(index)
            indexTitlesView = index
        }
        index.titles = titles
    }

    /// The index stays at the trailing edge of what is visible, above the items.
    func layoutIndexTitles() {
        indexTitlesView?.place(in: self)
    }

    /// Adds a header, footer or other supplementary view below the index, which stays above
    /// the content. (Bringing the index to the front at each layout fought the scroll
    /// indicators, which keep themselves in front: a layout that never settled.)
    func addSupplementarySubview(_ view: UIView) {
        if let indexTitlesView, indexTitlesView.superview === self {
            insertSubview(view, belowSubview: indexTitlesView)
        } else {
            addSubview(view)
        }
    }

    func jumpToIndexTitle(at position: Int) {
        guard let dataSource, let index = indexTitlesView, position < index.titles.count else { return }
        let answer = OptionalRequirement.probe {
            dataSource.collectionView(self, indexPathForIndexTitle: index.titles[position], at: position)
        }
        guard answer.isImplemented else { return }
        let target = answer.result
        guard target.section >= 0, target.section < numberOfSections,
              target.item >= 0, target.item < numberOfItems(inSection: target.section) else { return }
        scrollToItem(at: target, at: .top, animated: false)
    }
}
