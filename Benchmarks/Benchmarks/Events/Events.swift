import Benchmark
import Foundation
import UIKitTesting

/// A window holding 10,000 leaf views (10 panels × 10 rows × 100 cells) with 50 gesture
/// recognizers spread over panels, rows and cells, as a dense iPad screen has.
@MainActor
final class DenseScreen {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
    let window = UIWindow()
    private(set) var recognized = 0
    /// Points inside cells, spread over the whole window.
    let probes: [CGPoint]

    init() {
        window.makeKeyAndVisible()
        var recognizers = 0
        for panelIndex in 0..<10 {
            let panel = UIView(frame: CGRect(x: CGFloat(panelIndex % 5) * 273, y: CGFloat(panelIndex / 5) * 512, width: 273, height: 512))
            window.addSubview(panel)
            for rowIndex in 0..<10 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(rowIndex) * 51, width: 273, height: 51))
                panel.addSubview(row)
                for cellIndex in 0..<100 {
                    let cell = UIView(frame: CGRect(x: CGFloat(cellIndex % 20) * 13.6, y: CGFloat(cellIndex / 20) * 10, width: 13, height: 9))
                    row.addSubview(cell)
                }
                // Per panel: taps on two rows, a long press on a cell, a pan and a double tap on the panel.
                if rowIndex < 2 {
                    row.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
                    recognizers += 1
                } else if rowIndex == 5 {
                    row.subviews[rowIndex].addGestureRecognizer(UILongPressGestureRecognizer(target: nil, action: nil))
                    recognizers += 1
                }
            }
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            panel.addGestureRecognizer(pan)
            let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
            doubleTap.numberOfTapsRequired = 2
            panel.addGestureRecognizer(doubleTap)
            recognizers += 2
        }
        precondition(recognizers == 50, "the benchmark promises 50 recognizers, has \(recognizers)")
        probes = (0..<100).map { index in
            CGPoint(x: CGFloat((index * 137) % 1366) + 0.5, y: CGFloat((index * 97) % 1020) + 0.5)
        }
        screen.presentFrame()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 200
    )

    Benchmark("Hit testing: 100 points in a 10,000-view tree") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let dense = DenseScreen()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for point in dense.probes { blackHole(dense.window.hitTest(point, with: nil)) }
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Touch delivery: one tap (down, up) through 50 gesture recognizers in a 10,000-view tree") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let dense = DenseScreen()
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let point = dense.probes[index % dense.probes.count]
                index += 1
                dense.screen.touchDown(at: point)
                dense.screen.touchUp(at: point)
                // Past the double-tap window, so every tap starts afresh.
                dense.screen.advance(by: 0.4)
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Touch delivery: a 12-step drag recognized as a pan in a 10,000-view tree") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let dense = DenseScreen()
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let start = dense.probes[index % dense.probes.count]
                index += 1
                dense.screen.drag(from: start, to: CGPoint(x: start.x + 2, y: start.y + 60), steps: 12, duration: 0.2)
                dense.screen.advance(by: 0.4)
            }
            benchmark.stopMeasurement()
        }
    }
}
