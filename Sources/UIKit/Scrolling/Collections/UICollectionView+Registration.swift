import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item; dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`. Make registrations once, not in
    /// the cell provider.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A header or footer class with the code that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil { cellClasses[registration.reuseIdentifier] = Cell.self }
        let cell = dequeueCell(identifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = registration.elementKind + "/" + registration.reuseIdentifier
        if supplementaryClasses[key] == nil { supplementaryClasses[key] = Supplementary.self }
        let view = dequeueSupplementary(kind: registration.elementKind, identifier: registration.reuseIdentifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Pools

    func registerCellNib(_ nib: UINib?, identifier: String) {
        cellClasses[identifier] = nil
        cellNibs[identifier] = nib
    }

    func registerCell(_ cellClass: AnyClass?, identifier: String) {
        cellNibs[identifier] = nil
        cellClasses[identifier] = cellClass.map {
            ReusePool<UICollectionViewCell>.viewClass($0, api: "UICollectionView.register(_:forCellWithReuseIdentifier:)")
        }
    }

    func registerSupplementary(_ viewClass: AnyClass?, kind: String, identifier: String) {
        supplementaryClasses[kind + "/" + identifier] = viewClass.map {
            ReusePool<UICollectionReusableView>.viewClass($0, api: "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        }
    }

    func dequeueCell(identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let queued = cellPool.dequeue(identifier: identifier) {
            queued.prepareForReuse()
            cell = queued
        } else if let nib = cellNibs[identifier], let made = nib.instantiate(withOwner: nil, options: nil).first as? UICollectionViewCell {
            cellPool.noteCreated()
            cell = made
            cell.reuseIdentifier = identifier
        } else {
            guard let type = cellClasses[identifier] else {
                preconditionFailure("UICollectionView.dequeueReusableCell(withReuseIdentifier:for:): could not dequeue a cell with identifier \"\(identifier)\" - register a class for the identifier first with register(_:forCellWithReuseIdentifier:) or use a CellRegistration")
            }
            cellPool.noteCreated()
            cell = type.init(frame: .zero)
            cell.reuseIdentifier = identifier
        }
        if engine.isValid(indexPath) { prepare(cell, for: indexPath) }
        return cell
    }

    func dequeueSupplementary(kind: String, identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = kind + "/" + identifier
        if let queued = supplementaryPool.dequeue(identifier: key) {
            queued.prepareForReuse()
            return queued
        }
        guard let type = supplementaryClasses[key] else {
            preconditionFailure("UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): could not dequeue a view of kind \(kind) with identifier \"\(identifier)\" - register a class first or use a SupplementaryRegistration")
        }
        let view = type.init(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 44))
        view.reuseIdentifier = key
        if let cell = view as? UICollectionViewListCell {
            cell.isSectionHeaderItem = true
            cell.core.appearance = engine.layout.appearance
            cell.core.showsSeparator = false
            cell.core.cellMargin = cellMargin
        }
        return view
    }
}
