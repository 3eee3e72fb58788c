import Foundation
import Testing
import UIKit

@Suite("Index paths: UIKit's section, row and item")
struct IndexPathTests {
    @Test("NSIndexPath(row:inSection:) and NSIndexPath(item:inSection:) read back as UIKit's section, row and item; another length is NSNotFound")
    func referenceIndexPaths() {
        let path = NSIndexPath(row: 3, inSection: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(NSIndexPath(item: 5, inSection: 2).item == 5)
        #expect((path as IndexPath) == IndexPath(row: 3, section: 1))
        #expect(NSIndexPath(index: 4).row == NSNotFound)
    }
}
