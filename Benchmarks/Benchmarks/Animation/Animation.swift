import Benchmark
import Foundation
import UIKitTesting

/// 1,000 small rounded views in a full-screen window, all moving and fading in one
/// `UIView.animate` block.
@MainActor
final class AnimatedField {
    let screen: HeadlessScreen
    let window = UIWindow()
    let views: [UIView]

    init(scale: CGFloat) {
        screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: scale)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        views = (0..<1_000).map { index in
            let view = UIView(frame: CGRect(x: CGFloat(index % 40) * 34, y: CGFloat(index / 40) * 40, width: 28, height: 28))
            view.backgroundColor = index.isMultiple(of: 2) ? .systemBlue : .systemOrange
            view.layer.cornerRadius = 6
            return view
        }
        for view in views { window.addSubview(view) }
        screen.presentFrame()
        // Long enough that no measured frame reaches the end.
        UIView.animate(withDuration: 100_000, delay: 0, options: [.curveLinear]) {
            for view in self.views {
                view.center.y += 30_000
                view.alpha = 0.2
            }
        }
        screen.advance(by: 1.0 / 60)
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

    for scale in [2, 1] as [CGFloat] {
        Benchmark("Animation frame: 1,000 views moving and fading, evaluated and composited at 1366×1024 @\(Int(scale))×") { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let field = AnimatedField(scale: scale)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    field.screen.advance(by: 1.0 / 60)
                }
                benchmark.stopMeasurement()
                blackHole(field)
            }
        }
    }
}
