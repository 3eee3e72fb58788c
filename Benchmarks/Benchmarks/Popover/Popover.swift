import Benchmark
import Foundation
import BenchmarkSupport
import UIKitTesting

/// A popover as an iPad app shows one: a navigation controller holding a table of 8 rows,
/// from a bar button item over a page with a table of 40 rows, on a 12.9-inch iPad screen in
/// landscape at 2×.
@MainActor
final class PopoverScene {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    let page = Rows(title: "Page", count: 40, style: .plain)
    let item = UIBarButtonItem(title: "Options", style: .plain, target: nil, action: nil)

    init() {
        page.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: page)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// A popover's content, built afresh for each presentation as apps do.
    func makeContent() -> UINavigationController {
        let list = Rows(title: "Option", count: 8, style: .plain)
        list.preferredContentSize = CGSize(width: 320, height: 8 * 44)
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .popover
        navigation.popoverPresentationController?.barButtonItem = item
        return navigation
    }

    /// Presents without animation: placement, layout, the first composite.
    func present(_ content: UIViewController) {
        page.present(content, animated: false)
        screen.presentFrame()
    }

    func dismiss() {
        page.dismiss(animated: false)
        screen.presentFrame()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(15),
        maxIterations: 300
    )

    Benchmark("Popover: present from a bar button item (placement, layout, first composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = PopoverScene()
            for _ in benchmark.scaledIterations {
                let content = scene.makeContent()
                benchmark.startMeasurement()
                scene.present(content)
                benchmark.stopMeasurement()
                scene.dismiss()
            }
        }
    }

    Benchmark("Popover: one frame of an animated size change (8 rows ↔ 4, mid-animation, composited at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = PopoverScene()
            let content = scene.makeContent()
            scene.present(content)
            let list = content.topViewController!
            var tall = false
            for _ in benchmark.scaledIterations {
                tall.toggle()
                list.preferredContentSize = CGSize(width: 320, height: (tall ? 4 : 8) * 44)
                scene.screen.advance(by: 1.0 / 60)
                benchmark.startMeasurement()
                scene.screen.advance(by: 1.0 / 60)
                benchmark.stopMeasurement()
                _ = scene.screen.runUntilAnimationsSettle()
            }
        }
    }

    Benchmark("For comparison: present the same content as a form sheet (no animation, first composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = PopoverScene()
            for _ in benchmark.scaledIterations {
                let content = scene.makeContent()
                content.modalPresentationStyle = .formSheet
                benchmark.startMeasurement()
                scene.present(content)
                benchmark.stopMeasurement()
                scene.dismiss()
            }
        }
    }
}
