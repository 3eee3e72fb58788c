import Foundation

/// Table and collection views address rows and items by a two-index path: section, then row
/// (or item). Apple's UIKit adds these to Foundation's `IndexPath`; so does Slate.
extension IndexPath {
    // Built index by index: Foundation keeps two indexes inline, but an array literal
    // handed to `init(indexes:)` is allocated first (a list configuring its cells makes
    // several paths a cell).
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The first index. The path must have two indexes, as in UIKit.
    public var section: Int {
        get { precondition(count == 2, "IndexPath.section needs a path of two indexes (section, row); this one has \(count)"); return self[0] }
        set { precondition(count == 2, "IndexPath.section needs a path of two indexes (section, row); this one has \(count)"); self[0] = newValue }
    }

    /// The second index.
    public var row: Int {
        get { precondition(count == 2, "IndexPath.row needs a path of two indexes (section, row); this one has \(count)"); return self[1] }
        set { precondition(count == 2, "IndexPath.row needs a path of two indexes (section, row); this one has \(count)"); self[1] = newValue }
    }

    /// The second index, as collection views name it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
