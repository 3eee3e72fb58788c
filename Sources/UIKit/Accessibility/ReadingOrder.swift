import CoreGraphics
import Foundation

/// The order VoiceOver reads a container's elements in when the container does not list them,
/// and Tab visits a window's controls in: rows from the top, each row from the leading edge. An
/// item joins a row when its top is above the middle of the row's first item; items that tie
/// keep their given order.
enum ReadingOrder {
    static func sorted<Item>(_ items: [Item], rightToLeft: Bool, frame: (Item) -> CGRect) -> [Item] {
        guard items.count > 1 else { return items }
        let byTop = items.enumerated().sorted { (frame($0.element).minY, $0.offset) < (frame($1.element).minY, $1.offset) }
        var rows: [[(offset: Int, element: Item)]] = []
        for entry in byTop {
            if let first = rows.last?.first, frame(entry.element).minY < frame(first.element).midY {
                rows[rows.count - 1].append(entry)
            } else {
                rows.append([entry])
            }
        }
        return rows.flatMap { row in
            row.sorted {
                let a = rightToLeft ? -frame($0.element).maxX : frame($0.element).minX
                let b = rightToLeft ? -frame($1.element).maxX : frame($1.element).minX
                return (a, $0.offset) < (b, $1.offset)
            }.map(\.element)
        }
    }
}
