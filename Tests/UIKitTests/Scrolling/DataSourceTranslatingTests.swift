import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIDataSourceTranslating on tables and collection views: inside a batch the data source holds
/// the new rows while the view still shows the old; outside one, every translation is the
/// identity.
@MainActor
@Suite("UIDataSourceTranslating", .serialized, .exclusiveUIKit)
struct DataSourceTranslatingTests {
    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var sections: [[String]] = [["a", "b", "c", "d"], ["x", "y"]]
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Deletes "a", inserts "n" after "c", moves "y" to the front of section 1, and checks the
    /// translations inside the batch.
    private func exercise(_ view: UIDataSourceTranslating & UIView, rows: Rows,
                          batch: (@escaping () -> Void) -> Void, delete: @escaping (IndexPath) -> Void, insert: @escaping (IndexPath) -> Void,
                          move: @escaping (IndexPath, IndexPath) -> Void) {
        #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 3, section: 0)) == IndexPath(row: 3, section: 0))
        #expect(view.dataSourceSectionIndex(forPresentationSectionIndex: 1) == 1)
        #expect(view.presentationIndexPath(forDataSourceIndexPath: nil) == nil)
        batch {
            rows.sections[0] = ["b", "c", "n", "d"]
            rows.sections[1] = ["y", "x"]
            delete(IndexPath(row: 0, section: 0))
            insert(IndexPath(row: 2, section: 0))
            move(IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 1))
            // Data "b" (0) is on show at 1; "n" (2) is not on show yet; "d" (3) stays at 3.
            #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 0, section: 0)) == IndexPath(row: 1, section: 0))
            #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 2, section: 0)) == nil)
            #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 3, section: 0)) == IndexPath(row: 3, section: 0))
            // "a" on show at 0 is gone from the data; "c" on show at 2 is data 1.
            #expect(view.dataSourceIndexPath(forPresentationIndexPath: IndexPath(row: 0, section: 0)) == nil)
            #expect(view.dataSourceIndexPath(forPresentationIndexPath: IndexPath(row: 2, section: 0)) == IndexPath(row: 1, section: 0))
            // The move.
            #expect(view.dataSourceIndexPath(forPresentationIndexPath: IndexPath(row: 1, section: 1)) == IndexPath(row: 0, section: 1))
            #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 1, section: 1)) == IndexPath(row: 0, section: 1))
            #expect(view.presentationSectionIndex(forDataSourceSectionIndex: 1) == 1)
            // Out of range: nothing, never a crash.
            #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 0, section: -1)) == nil)
            #expect(view.dataSourceIndexPath(forPresentationIndexPath: IndexPath(row: 9, section: 0)) == nil)
            #expect(view.dataSourceSectionIndex(forPresentationSectionIndex: -3) == NSNotFound)
            #expect(view.presentationSectionIndex(forDataSourceSectionIndex: 7) == NSNotFound)
            var ran = false
            view.performUsingPresentationValues { ran = true }
            #expect(ran)
        }
        #expect(view.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
    }

    @Test("A table translates inside performBatchUpdates and not after it; deleted and inserted sections are NSNotFound")
    func table() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = rows
        table.layoutIfNeeded()
        exercise(table, rows: rows, batch: { table.performBatchUpdates($0) },
                 delete: { table.deleteRows(at: [$0], with: .none) }, insert: { table.insertRows(at: [$0], with: .none) },
                 move: { table.moveRow(at: $0, to: $1) })

        table.performBatchUpdates {
            rows.sections.insert(["new"], at: 0)
            table.insertSections(IndexSet(integer: 0), with: .none)
            #expect(table.presentationSectionIndex(forDataSourceSectionIndex: 0) == NSNotFound)
            #expect(table.presentationSectionIndex(forDataSourceSectionIndex: 1) == 0)
            #expect(table.dataSourceSectionIndex(forPresentationSectionIndex: 1) == 2)
        }
    }

    @Test("A collection view translates inside performBatchUpdates as a table does")
    func collection() {
        let rows = Rows()
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = rows
        collection.layoutIfNeeded()
        exercise(collection, rows: rows, batch: { collection.performBatchUpdates($0) },
                 delete: { collection.deleteItems(at: [$0]) }, insert: { collection.insertItems(at: [$0]) },
                 move: { collection.moveItem(at: $0, to: $1) })
    }
}
