import Foundation

/// One change of a batch of updates, as the layout hears of it in
/// `prepare(forCollectionViewUpdates:)`. A change to a whole section has an index path
/// whose item is `NSNotFound`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What happened to the element.
    public enum Action: Int, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    /// Where the element was (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the element is now (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// The items a batch of list updates describes, in the order they were made.
    static func items(for updates: [ListUpdate]) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        for update in updates {
            switch update {
            case .insertRows(let paths): items += paths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            case .deleteRows(let paths): items += paths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            case .reloadRows(let paths): items += paths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
            case .moveRow(let from, let to): items.append(UICollectionViewUpdateItem(action: .move, before: from, after: to))
            case .insertSections(let set): items += set.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
            case .deleteSections(let set): items += set.map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
            case .reloadSections(let set): items += set.map { UICollectionViewUpdateItem(action: .reload, before: section($0), after: section($0)) }
            case .moveSection(let from, let to): items.append(UICollectionViewUpdateItem(action: .move, before: section(from), after: section(to)))
            }
        }
        return items
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { descriptionOnMain }
    }

    private var descriptionOnMain: String {
        func text(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "nil" }
            return indexPath.item == NSNotFound ? "section \(indexPath.section)" : "\(indexPath)"
        }
        return "<UICollectionViewUpdateItem \(updateAction) \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))>"
    }
}
