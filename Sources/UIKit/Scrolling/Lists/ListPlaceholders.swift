import Foundation

/// A placeholder row a list shows, and where it is now.
@MainActor
protocol ListPlaceholderSlot: AnyObject {
    var indexPath: IndexPath { get set }
}

/// What the contexts of a table's and a collection view's drop placeholders share: the
/// dropped item, where its placeholder is now, and the item's landing on it, which takes the
/// app's animations.
@MainActor
class ListDropPlaceholderContext: ListPlaceholderSlot {
    let dragItem: UIDragItem
    /// Where the placeholder is now (placeholders inserted or deleted before it move it).
    var indexPath: IndexPath
    /// Set once the placeholder's row is on show.
    var landing: UIDragAnimating = DragAnimator()

    init(dragItem: UIDragItem, indexPath: IndexPath) {
        self.dragItem = dragItem
        self.indexPath = indexPath
    }

    func addAnimations(_ animations: @escaping () -> Void) { landing.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { landing.addCompletion(completion) }
}

/// The drop placeholders a table or a list collection view shows (DND-26): rows its data
/// source does not know of. The list counts them with the data source's rows, and translates
/// its own index paths to the data source's, which skip them.
///
/// Invariant: no two slots share an index path, and each slot's path is where the list shows it.
@MainActor
struct ListPlaceholders<Slot: ListPlaceholderSlot> {
    private(set) var slots: [Slot] = []

    var isEmpty: Bool { slots.isEmpty }

    /// Records `slot` at its index path; the placeholders at or after it in its section move down.
    mutating func insert(_ slot: Slot) {
        for other in slots where other.indexPath.section == slot.indexPath.section && other.indexPath.row >= slot.indexPath.row {
            other.indexPath.row += 1
        }
        slots.append(slot)
    }

    /// Forgets `slot`; false if it was already gone. When its row leaves the list
    /// (`rowRemoved`), the placeholders after it move up; when the data source's row takes its
    /// place, they stay.
    mutating func remove(_ slot: Slot, rowRemoved: Bool) -> Bool {
        guard let index = slots.firstIndex(where: { $0 === slot }) else { return false }
        slots.remove(at: index)
        if rowRemoved {
            for other in slots where other.indexPath.section == slot.indexPath.section && other.indexPath.row > slot.indexPath.row {
                other.indexPath.row -= 1
            }
        }
        return true
    }

    /// Forgets every placeholder (the list reloads); returns how many there were.
    mutating func removeAll() -> Int {
        defer { slots.removeAll() }
        return slots.count
    }

    /// The placeholder shown at `indexPath`, if one is.
    func slot(at indexPath: IndexPath) -> Slot? {
        slots.first { $0.indexPath == indexPath }
    }

    /// The data source's index path for the row shown at `indexPath` (nil for a placeholder):
    /// rows after placeholders count without them.
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard slot(at: indexPath) == nil else { return nil }
        let before = slots.lazy.filter { $0.indexPath.section == indexPath.section && $0.indexPath.row < indexPath.row }.count
        return IndexPath(row: indexPath.row - before, section: indexPath.section)
    }

    /// How many placeholders `section` shows.
    func count(in section: Int) -> Int {
        slots.filter { $0.indexPath.section == section }.count
    }
}
