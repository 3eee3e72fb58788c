import Foundation
import Testing
@testable import UIKit
import QuartzCore
import UIKitTesting

/// A few rows, each with a separator one pixel thick.
@MainActor
final class ScaleRowsDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

/// A window's scale changing while it shows — moved to a monitor of another scale, or its
/// monitor's scale changed (issue 42) — through the host's scale handler, as under GTK.
@MainActor
@Suite("Display scale changes", .serialized, .exclusiveUIKit)
struct DisplayScaleChangeTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: TraitCountingWindow
        let controller: TraitCountingViewController
        let view: TraitCountingView
        let label: UILabel
        /// The table's data source, held (the table holds it weakly).
        let rows: ScaleRowsDataSource
    }

    private func makeScene(scale: CGFloat = 1) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: scale)
        let controller = TraitCountingViewController()
        controller.view.backgroundColor = .white
        let view = TraitCountingView(frame: CGRect(x: 20, y: 120, width: 100, height: 60))
        view.backgroundColor = .systemBlue
        controller.view.addSubview(view)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        label.text = "Crisp at any scale"
        label.font = .systemFont(ofSize: 24)
        controller.view.addSubview(label)
        // Rows whose separators are a pixel thick at any scale.
        let table = UITableView(frame: CGRect(x: 140, y: 120, width: 240, height: 170), style: .plain)
        let rows = ScaleRowsDataSource()
        table.dataSource = rows
        controller.view.addSubview(table)
        let window = TraitCountingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        view.changes = []
        controller.changes = 0
        window.changes = 0
        return Scene(screen: screen, window: window, controller: controller, view: view, label: label, rows: rows)
    }

    @Test("TRAIT-03 a window moved to a display of scale 2 hears the displayScale change once, as do its controllers and views; the screen keeps its scale")
    func windowScaleChangeIsHeardOnce() throws {
        let scene = makeScene()
        scene.screen.setScale(2, of: scene.window)
        #expect(scene.window.traitCollection.displayScale == 2)
        #expect(scene.controller.traitCollection.displayScale == 2)
        #expect(scene.view.traitCollection.displayScale == 2)
        #expect(scene.window.changes == 1)
        #expect(scene.controller.changes == 1)
        #expect(scene.view.changes.count == 1)
        let previous = try #require(scene.view.changes.first ?? nil)
        #expect(previous.displayScale == 1)
        #expect(UIScreen.main.scale == 1)
        scene.screen.presentFrame()
        #expect(scene.window.changes == 1 && scene.view.changes.count == 1)
    }

    @Test("TRAIT-03 a scale that stays the same delivers no trait change, for a window or the screen")
    func unchangedScaleIsSilent() {
        let scene = makeScene()
        scene.screen.setScale(1, of: scene.window)
        scene.screen.setScale(1)
        scene.screen.presentFrame()
        #expect(scene.window.changes == 0)
        #expect(scene.controller.changes == 0)
        #expect(scene.view.changes.isEmpty)
        #expect(scene.label.layer.contentsScale == 1)
    }

    @Test("Views' layers take the new contentsScale, and the window's frame is rendered at the new pixel size")
    func layersAndFrameFollowTheScale() throws {
        let scene = makeScene()
        #expect(try #require(scene.screen.render(scene.window)).width == 400)
        scene.screen.setScale(2, of: scene.window)
        #expect(scene.window.layer.contentsScale == 2)
        #expect(scene.view.layer.contentsScale == 2)
        #expect(scene.label.layer.contentsScale == 2)
        #expect(scene.controller.view.layer.contentsScale == 2)
        let frame = try #require(scene.screen.render(scene.window))
        #expect(frame.width == 800 && frame.height == 600)
        // The label drew itself again at 2 pixels a point.
        let contents = try #require(scene.label.layer.contents as? BackingStore)
        #expect(contents.surface.width == 600 && contents.scale == 2)
    }

    @Test("A window whose scale changed to 2 shows exactly what a window shown at 2 from the start shows: text re-rendered crisp, not scaled up")
    func liveChangeRendersAsAFreshWindow() throws {
        let live = makeScene()
        live.screen.setScale(2, of: live.window)
        let changed = try #require(live.screen.render(live.window))
        live.window.isHidden = true
        let fresh = makeScene(scale: 2)
        let expected = try #require(fresh.screen.render(fresh.window))
        let comparison = ImageComparison.compare(changed, with: expected, tolerance: .exact)
        #expect(comparison.passes(.exact), "\(comparison.differingPixels) pixels differ, by up to \(comparison.maximumChannelDifference)")
        fresh.window.isHidden = true
    }

    @Test("A split view's sidebar list, changed to 2 live, shows exactly what it shows at 2 from the start: its rows' separators a pixel thick")
    func liveChangeRendersASidebarAsAFreshOne() throws {
        func makeSidebar(scale: CGFloat) -> (HeadlessScreen, UIWindow, AnyObject) {
            let screen = HeadlessScreen(size: CGSize(width: 700, height: 500), scale: scale)
            let split = UISplitViewController(style: .doubleColumn)
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            let list = UICollectionViewController(collectionViewLayout: layout)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list.collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(1...6))
            source.apply(snapshot, animatingDifferences: false)
            split.setViewController(list, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 700, height: 500))
            window.rootViewController = split
            window.makeKeyAndVisible()
            screen.presentFrame()
            return (screen, window, source)
        }
        let (liveScreen, liveWindow, liveSource) = makeSidebar(scale: 1)
        liveScreen.setScale(2, of: liveWindow)
        let changed = try #require(liveScreen.render(liveWindow))
        liveWindow.isHidden = true
        let (freshScreen, freshWindow, freshSource) = makeSidebar(scale: 2)
        let expected = try #require(freshScreen.render(freshWindow))
        freshWindow.isHidden = true
        withExtendedLifetime((liveSource, freshSource)) {}
        let comparison = ImageComparison.compare(changed, with: expected, tolerance: .exact)
        if !comparison.passes(.exact) {
            try? pngData(of: changed)?.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("sidebar-live.png"))
            try? pngData(of: expected)?.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("sidebar-fresh.png"))
        }
        #expect(comparison.passes(.exact), "\(comparison.differingPixels) pixels differ, by up to \(comparison.maximumChannelDifference)")
    }

    @Test("TRAIT-01 the screen's scale changing live: UIScreen.main.scale and its traits follow, every window on it re-renders at the new scale and hears the change once, image renderers default to it")
    func screenScaleChange() throws {
        let scene = makeScene()
        scene.screen.setScale(2)
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.traitCollection.displayScale == 2)
        #expect(scene.window.traitCollection.displayScale == 2)
        #expect(scene.window.changes == 1)
        #expect(scene.controller.changes == 1)
        #expect(scene.view.changes.count == 1)
        #expect(scene.label.layer.contentsScale == 2)
        #expect(UIGraphicsImageRendererFormat().scale == 2)
        #expect(try #require(scene.screen.render(scene.window)).width == 800)
        // And back.
        scene.screen.setScale(1)
        #expect(UIScreen.main.scale == 1)
        #expect(scene.window.traitCollection.displayScale == 1)
        #expect(scene.window.changes == 2)
        #expect(try #require(scene.screen.render(scene.window)).width == 400)
    }

    @Test("A symbol image view draws its symbol again for the new scale")
    func symbolImageFollowsTheScale() throws {
        let scene = makeScene()
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.frame = CGRect(x: 200, y: 120, width: 40, height: 40)
        scene.controller.view.addSubview(imageView)
        scene.screen.presentFrame()
        let before = try #require(imageView.layer.contents as? CGImage)
        scene.screen.setScale(2, of: scene.window)
        scene.screen.presentFrame()
        let after = try #require(imageView.layer.contents as? CGImage)
        #expect(after.width == before.width * 2)
        #expect(imageView.layer.contentsScale == 2)
    }

    /// A button placed by Auto Layout, at the trailing end of a row as the Gallery's "Share"; "Done" is 37.5 points wide at 2.
    private func buttonRow(in scene: Scene) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        let row = UIStackView(arrangedSubviews: [UIView(), button])
        row.translatesAutoresizingMaskIntoConstraints = false
        scene.controller.view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: scene.controller.view.leadingAnchor, constant: 20),
            row.trailingAnchor.constraint(equalTo: scene.controller.view.trailingAnchor, constant: -20),
            row.topAnchor.constraint(equalTo: scene.controller.view.topAnchor, constant: 250),
        ])
        scene.screen.presentFrame()
        return button
    }

    @Test("A button laid out by constraints, changed to 2 live, takes the size of its title measured at 2 — its title label has its new traits before the button is measured again — and sits where a button shown at 2 from the start sits")
    func buttonMeasuresItsTitleAtTheNewScale() throws {
        let launched = makeScene(scale: 2)
        let expected = buttonRow(in: launched).frame
        let scene = makeScene()
        let button = buttonRow(in: scene)
        #expect(button.frame.width == (button.titleLabel!.intrinsicContentSize.width).rounded(.up), "at 1, whole points")
        scene.screen.setScale(2, of: scene.window)
        scene.screen.presentFrame()
        #expect(button.frame == expected)
        #expect(button.frame.width == button.titleLabel!.intrinsicContentSize.width)
        #expect(button.frame.width != expected.width.rounded(.up), "the title's width at 2 is not whole points, or this test proves nothing")
    }
}
