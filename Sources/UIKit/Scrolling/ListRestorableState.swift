import Foundation

/// What a table or collection view saves for state restoration besides its scroll offset:
/// the selected elements, and the first element in view with how far the content is scrolled
/// past it. Elements are saved by model identifier when the data source adopts
/// `UIDataSourceModelAssociation`, else by index path.
///
/// The saved state is put back at the view's first layout after it is decoded — when the
/// data source has its data and the view its width — not at decoding time.
struct ListRestorableState: Equatable {
    enum Element: Equatable {
        case identifier(String)
        case indexPath(IndexPath)
    }

    var selected: [Element] = []
    var firstVisible: Element?
    /// The content offset minus the first visible element's origin.
    var offsetPastFirstVisible: CGPoint = .zero

    private enum Key {
        static let selectedIdentifiers = "UIListSelectedModelIdentifiers"
        static let selectedIndexPaths = "UIListSelectedIndexPaths"
        static let firstVisibleIdentifier = "UIListFirstVisibleModelIdentifier"
        static let firstVisibleIndexPath = "UIListFirstVisibleIndexPath"
        static let offsetPastFirstVisibleX = "UIListOffsetPastFirstVisibleX"
        static let offsetPastFirstVisibleY = "UIListOffsetPastFirstVisibleY"
    }

    // MARK: Saving

    /// The state of `view`, whose selection is `selected` and whose first element in view
    /// is `firstVisible` at `origin`.
    @MainActor
    init(view: UIScrollView, dataSource: AnyObject?, selected: [IndexPath], firstVisible: (indexPath: IndexPath, origin: CGPoint)?) {
        let association = dataSource as? UIDataSourceModelAssociation
        func element(_ indexPath: IndexPath) -> Element? {
            guard let association else { return .indexPath(indexPath) }
            return association.modelIdentifierForElement(at: indexPath, in: view).map(Element.identifier)
        }
        self.selected = selected.compactMap(element)
        if let firstVisible, let saved = element(firstVisible.indexPath) {
            self.firstVisible = saved
            offsetPastFirstVisible = CGPoint(x: view.contentOffset.x - firstVisible.origin.x,
                                             y: view.contentOffset.y - firstVisible.origin.y)
        }
    }

    func encode(with coder: NSCoder) {
        let identifiers = selected.compactMap { if case .identifier(let id) = $0 { id } else { nil } }
        let indexPaths = selected.compactMap { if case .indexPath(let path) = $0 { Array(path) } else { nil } }
        if !identifiers.isEmpty { coder.encode(identifiers, forKey: Key.selectedIdentifiers) }
        if !indexPaths.isEmpty { coder.encode(indexPaths, forKey: Key.selectedIndexPaths) }
        switch firstVisible {
        case .identifier(let id)?: coder.encode(id, forKey: Key.firstVisibleIdentifier)
        case .indexPath(let path)?: coder.encode(Array(path), forKey: Key.firstVisibleIndexPath)
        case nil: return
        }
        coder.encode(Double(offsetPastFirstVisible.x), forKey: Key.offsetPastFirstVisibleX)
        coder.encode(Double(offsetPastFirstVisible.y), forKey: Key.offsetPastFirstVisibleY)
    }

    // MARK: Restoring

    /// What `coder` holds; nil when it holds nothing of a list's.
    init?(coder: NSCoder) {
        let identifiers = coder.decodePropertyList(forKey: Key.selectedIdentifiers) as? [String] ?? []
        let indexPaths = (coder.decodePropertyList(forKey: Key.selectedIndexPaths) as? [[Int]] ?? []).map(IndexPath.init(indexes:))
        selected = identifiers.map(Element.identifier) + indexPaths.map(Element.indexPath)
        if let id = coder.decodePropertyList(forKey: Key.firstVisibleIdentifier) as? String {
            firstVisible = .identifier(id)
        } else if let path = coder.decodePropertyList(forKey: Key.firstVisibleIndexPath) as? [Int] {
            firstVisible = .indexPath(IndexPath(indexes: path))
        }
        let dx = coder.decodeDouble(forKey: Key.offsetPastFirstVisibleX)
        let dy = coder.decodeDouble(forKey: Key.offsetPastFirstVisibleY)
        offsetPastFirstVisible = CGPoint(x: dx.isFinite ? dx : 0, y: dy.isFinite ? dy : 0)
        if selected.isEmpty && firstVisible == nil { return nil }
    }

    /// Where each saved element is in `view` now: identifiers asked of the data source (and
    /// left out when it does not adopt `UIDataSourceModelAssociation` any more), and every
    /// index path checked with `isValid`.
    @MainActor
    func resolve(in view: UIScrollView, dataSource: AnyObject?, isValid: (IndexPath) -> Bool) -> (selected: [IndexPath], firstVisible: IndexPath?) {
        let association = dataSource as? UIDataSourceModelAssociation
        func indexPath(_ element: Element) -> IndexPath? {
            let found: IndexPath? = switch element {
            case .identifier(let id): association?.indexPathForElement(withModelIdentifier: id, in: view)
            case .indexPath(let path): path
            }
            return found.flatMap { isValid($0) ? $0 : nil }
        }
        var seen: Set<IndexPath> = []
        let selected = self.selected.compactMap(indexPath).filter { seen.insert($0).inserted }
        return (selected, firstVisible.flatMap(indexPath))
    }

    /// The content offset that puts the first visible element back where it was, kept within
    /// the scrollable range.
    @MainActor
    static func restoredOffset(in view: UIScrollView, elementOrigin: CGPoint, pastIt offset: CGPoint) -> CGPoint {
        let inset = view.adjustedContentInset
        let maxX = max(-inset.left, view.contentSize.width + inset.right - view.bounds.width)
        let maxY = max(-inset.top, view.contentSize.height + inset.bottom - view.bounds.height)
        return CGPoint(x: min(max(elementOrigin.x + offset.x, -inset.left), maxX),
                       y: min(max(elementOrigin.y + offset.y, -inset.top), maxY))
    }
}
