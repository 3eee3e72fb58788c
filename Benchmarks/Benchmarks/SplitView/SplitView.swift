import Benchmark
import Foundation
import BenchmarkSupport
import UIKitTesting

/// A split view as an iPad app has one — a sidebar table of 30 pages and a detail page with a
/// table of 40 rows — on a 12.9-inch iPad screen in landscape at 2×, resized between full
/// screen (expanded, columns beside) and the narrow third (collapsed to the compact column's
/// navigation stack), as a user dragging a desktop window across the compact boundary does.
@MainActor
final class SplitResizer {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    let split = UISplitViewController(style: .doubleColumn)
    private let full = MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!
    private let narrow = MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!

    init() {
        split.setViewController(Rows(title: "Page", count: 30), for: .primary)
        split.setViewController(Rows(title: "Detail", count: 40), for: .secondary)
        split.setViewController(UINavigationController(rootViewController: Rows(title: "Page", count: 30)), for: .compact)
        window.rootViewController = split
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// One resize across the boundary, laid out and (unless `composites` is false) composited.
    func collapse(composites: Bool = true) {
        screen.apply(narrow, to: window)
        if composites { screen.presentFrame() } else { window.layoutIfNeeded() }
    }

    func expand(composites: Bool = true) {
        screen.apply(full, to: window)
        if composites { screen.presentFrame() } else { window.layoutIfNeeded() }
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

    Benchmark("Split view: collapse on a resize (1366 → 375 points, layout + composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let resizer = SplitResizer()
            for _ in benchmark.scaledIterations {
                resizer.expand()
                benchmark.startMeasurement()
                resizer.collapse()
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Split view: expand on a resize (375 → 1366 points, layout + composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let resizer = SplitResizer()
            for _ in benchmark.scaledIterations {
                resizer.collapse()
                benchmark.startMeasurement()
                resizer.expand()
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Split view: collapse and expand on resizes, layout only (no compositing)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let resizer = SplitResizer()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                resizer.collapse(composites: false)
                resizer.expand(composites: false)
            }
            benchmark.stopMeasurement()
        }
    }
}
