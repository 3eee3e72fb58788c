import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

/// The discrete interactions the other suites do not hold (issue 43): pushing a controller on a
/// navigation stack and opening a context menu with a secondary click, each timed from the call
/// (or the input) to its first composited frame, on a 12.9-inch iPad screen in landscape at 2×.
@MainActor
final class NavigationScene {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: Rows(title: "Page", count: 40))

    init() {
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
    }
}

/// A page of 40 rows whose view offers a context menu of eight actions, one of them a submenu.
@MainActor
final class ContextMenuScene: UIContextMenuInteractionDelegate {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    let page = Rows(title: "Page", count: 40, style: .plain)
    private(set) var interaction: UIContextMenuInteraction?
    let point = CGPoint(x: 400, y: 300)

    init() {
        window.rootViewController = page
        window.makeKeyAndVisible()
        let interaction = UIContextMenuInteraction(delegate: self)
        page.view.addInteraction(interaction)
        self.interaction = interaction
        screen.presentFrame()
        screen.movePointer(to: point)
    }

    /// The secondary button goes down (the menu opens as it does), and the frame is produced.
    func open() {
        screen.pointerDown(at: point, button: 2, reportsMotionFirst: false)
        screen.presentFrame()
    }

    func close() {
        screen.pointerUp(at: point, button: 2)
        interaction?.dismissMenu()
        _ = screen.runUntilAnimationsSettle()
        screen.presentFrame()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: ["Open", "Copy", "Share", "Duplicate", "Rename", "Move", "Delete"].map { title in
                UIAction(title: title, attributes: title == "Delete" ? .destructive : []) { _ in }
            } + [UIMenu(title: "More", children: [UIAction(title: "Tag") { _ in }])])
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(15),
        maxIterations: 300
    )

    Benchmark("Navigation: push a controller of 40 rows (no animation, layout + first composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = NavigationScene()
            for _ in benchmark.scaledIterations {
                let page = Rows(title: "Detail", count: 40)
                benchmark.startMeasurement()
                scene.navigation.pushViewController(page, animated: false)
                scene.screen.presentFrame()
                benchmark.stopMeasurement()
                scene.navigation.popViewController(animated: false)
                scene.screen.presentFrame()
            }
        }
    }

    Benchmark("Navigation: one frame of an animated push (mid-transition, composited at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = NavigationScene()
            for _ in benchmark.scaledIterations {
                scene.navigation.pushViewController(Rows(title: "Detail", count: 40), animated: true)
                scene.screen.advance(by: 1.0 / 60)
                scene.screen.advance(by: 1.0 / 60)
                benchmark.startMeasurement()
                scene.screen.advance(by: 1.0 / 60)
                benchmark.stopMeasurement()
                _ = scene.screen.runUntilAnimationsSettle()
                scene.navigation.popViewController(animated: false)
                scene.screen.presentFrame()
            }
        }
    }

    Benchmark("Context menu: open with a secondary click (menu built, placed, first composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = ContextMenuScene()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                scene.open()
                benchmark.stopMeasurement()
                scene.close()
            }
        }
    }
}
