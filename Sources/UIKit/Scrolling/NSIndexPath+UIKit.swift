import Foundation

/// UIKit's additions to Foundation's `NSIndexPath` (the reference type older code and
/// Objective-C-era APIs pass around): a section and a row or item.
extension NSIndexPath {
    public convenience init(row: Int, inSection section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    public convenience init(item: Int, inSection section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The first index (`NSNotFound` for a path of another length, as in UIKit).
    public var section: Int { length == 2 ? index(atPosition: 0) : NSNotFound }
    /// The second index.
    public var row: Int { length == 2 ? index(atPosition: 1) : NSNotFound }
    /// The second index, as collection views name it.
    public var item: Int { row }
}
