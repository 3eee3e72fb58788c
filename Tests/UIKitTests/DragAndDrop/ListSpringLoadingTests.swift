import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Spring-loaded table rows and collection items (DND-29): a drag resting on a row selects
/// it as a tap would, row by row, unless the delegate refuses.
@MainActor
@Suite("List spring loading", .serialized, .exclusiveUIKit)
struct ListSpringLoadingTests {
    /// Logs what the table or collection view's delegate hears; refuses row or item 3.
    final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        var targetViews: [UIView?] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Folder \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
            log.append("should \(indexPath.row)")
            targetViews.append(context.targetView)
            return indexPath.row != 3
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("selected \(indexPath.row)")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
            log.append("should \(indexPath.item)")
            targetViews.append(context.targetView)
            return indexPath.item != 3
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("selected \(indexPath.item)")
        }
    }

    /// The drag source's delegate (interactions hold theirs weakly).
    private let source = DragSourceRecorder()

    /// A drag source at (100,100) and `list` filling the right of an 800×600 screen.
    private func makeScreen(with list: UIView) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        list.frame = CGRect(x: 300, y: 0, width: 500, height: 600)
        root.view.addSubview(sourceView)
        root.view.addSubview(list)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window)
    }

    @Test("DND-29 a drag resting on a row of a spring-loaded table selects that row as a tap does, each row once, and not a row the delegate refuses")
    func tableRows() throws {
        let table = UITableView(frame: .zero, style: .plain)
        let recorder = Recorder()
        table.dataSource = recorder
        table.delegate = recorder
        let (screen, window) = makeScreen(with: table)
        defer { window.isHidden = true }
        func center(_ row: Int) -> CGPoint {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        }
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: center(1), steps: 8)
        screen.advance(by: 1.0)
        #expect(recorder.log.isEmpty, "not spring-loaded yet")
        screen.touchUp(at: center(1))
        _ = screen.runUntilAnimationsSettle()

        table.isSpringLoaded = true
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: center(1), steps: 8)
        screen.advance(by: 1.0)
        #expect(recorder.log == ["should 1", "selected 1"])
        #expect(recorder.targetViews.last! === table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // Resting on the same row again does nothing; the next row is a visit of its own.
        screen.touchMove(to: CGPoint(x: center(1).x + 3, y: center(1).y))
        screen.advance(by: 1.0)
        screen.touchMove(to: center(2))
        screen.advance(by: 1.0)
        screen.touchMove(to: center(3))
        screen.advance(by: 1.0)
        #expect(recorder.log == ["should 1", "selected 1", "should 2", "selected 2", "should 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        screen.touchUp(at: center(3))
        _ = screen.runUntilAnimationsSettle()

        // A table that does not allow selection does not spring-load its rows.
        table.allowsSelection = false
        recorder.log = []
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: center(5), steps: 8)
        screen.advance(by: 1.0)
        #expect(recorder.log.isEmpty)
        screen.touchUp(at: center(5))
        _ = screen.runUntilAnimationsSettle()

        table.isSpringLoaded = false
        #expect(!table.interactions.contains { $0 is UISpringLoadedInteraction })
    }

    @Test("DND-29 a drag resting on an item of a spring-loaded collection view selects it, and not an item the delegate refuses")
    func collectionItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let recorder = Recorder()
        collection.dataSource = recorder
        collection.delegate = recorder
        collection.isSpringLoaded = true
        let (screen, window) = makeScreen(with: collection)
        defer { window.isHidden = true }
        func center(_ item: Int) throws -> CGPoint {
            let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
            return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: try center(3), steps: 8)
        screen.advance(by: 1.0)
        screen.touchMove(to: try center(2))
        screen.advance(by: 1.0)
        #expect(recorder.log == ["should 3", "should 2", "selected 2"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(recorder.targetViews.last! === collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        screen.touchUp(at: try center(2))
        _ = screen.runUntilAnimationsSettle()
    }
}
