import Benchmark
import Foundation
import UIKitTesting

/// An active drag over a table of 1,000 rows that takes drops with a gap, on a 12.9-inch
/// iPad screen in landscape at 2×: each iteration moves the finger a few points and produces
/// the frame — the drop proposal for the new insertion point, the gap moving when it changes,
/// the lifted preview following, and the composite.
@MainActor
final class DragOverTableScene: NSObject, UITableViewDataSource, UITableViewDropDelegate, UIDragInteractionDelegate {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    let table = UITableView(frame: CGRect(x: 466, y: 0, width: 900, height: 1024), style: .plain)
    let rows = (0..<1_000).map { "Row \($0)" }
    private var step = 0

    override init() {
        super.init()
        let root = UIViewController()
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.dropDelegate = self
        let square = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        square.backgroundColor = .systemPurple
        square.addInteraction(UIDragInteraction(delegate: self))
        root.view.addSubview(table)
        root.view.addSubview(square)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        // Lift the square and bring it over the table.
        screen.touchDown(at: CGPoint(x: 160, y: 160))
        screen.advance(by: 0.6)
        for move in 1...10 {
            screen.touchMove(to: CGPoint(x: 160 + CGFloat(move) * 60, y: 160 + CGFloat(move) * 20))
            screen.advance(by: 1.0 / 60)
        }
    }

    /// One frame: the finger moves 7 points up or down the table (crossing a row boundary
    /// every few frames), and the screen produces the frame.
    func moveFrame() {
        step += 1
        let phase = step % 120
        let y = 200 + CGFloat(phase < 60 ? phase : 120 - phase) * 7
        screen.touchMove(to: CGPoint(x: 900, y: y))
        screen.advance(by: 1.0 / 60)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "Plum"))]
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(15),
        maxIterations: 600
    )

    Benchmark("Drag over a 1,000-row table: one pointer-move frame (proposal, gap, preview, composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = DragOverTableScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.moveFrame()
            }
            benchmark.stopMeasurement()
        }
    }
}
