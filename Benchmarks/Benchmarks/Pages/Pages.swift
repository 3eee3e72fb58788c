import Benchmark
import Foundation
import UIKit
import UIKitTesting

/// A page view controller filling a 12.9-inch iPad screen in landscape at 2× (2732×2048
/// pixels), its pages a heading, a paragraph and a coloured bar, held mid-turn by a finger
/// that moves a few points each frame: the page curl (the fold moved, the sheet drawn again
/// from its snapshots, the frame composited) beside the scroll transition (the pages moved).
@MainActor
final class HeldTurn {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    private let source: Book
    private var x: CGFloat = 1200
    private var step: CGFloat = -4

    final class Book: UIPageViewControllerDataSource {
        let pages: [UIViewController]
        init(_ pages: [UIViewController]) { self.pages = pages }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
    }

    static func page(_ number: Int) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = .secondarySystemBackground
        let heading = UILabel(frame: CGRect(x: 60, y: 80, width: 800, height: 70))
        heading.text = "Chapter \(number)"
        heading.font = .systemFont(ofSize: 56, weight: .bold)
        let body = UILabel(frame: CGRect(x: 60, y: 180, width: 1000, height: 400))
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 20)
        body.text = String(repeating: "The fold follows the finger, and the page beneath shows where the sheet has lifted. ", count: 12)
        let bar = UIView(frame: CGRect(x: 60, y: 620, width: 600, height: 24))
        bar.backgroundColor = .systemOrange
        bar.layer.cornerRadius = 12
        [heading, body, bar].forEach(page.view.addSubview)
        return page
    }

    init(style: UIPageViewController.TransitionStyle) {
        source = Book((1...4).map(Self.page))
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        window.rootViewController = pager
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.touchDown(at: point)
        for _ in 0..<10 { moveAndPresent() }
    }

    /// Where the finger is: on a line rising gently toward the spine.
    private var point: CGPoint { CGPoint(x: x, y: 900 - (1250 - x) * 0.3) }

    /// The finger moves a few points (back and forth over half the page), and a frame is made.
    func moveAndPresent() {
        x += step
        if x < 700 || x > 1250 { step = -step }
        screen.touchMove(to: point)
        screen.presentFrame()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 300
    )

    Benchmark("Page curl: one frame of a held turn (fold moved, sheet redrawn, composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let turn = HeldTurn(style: .pageCurl)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { turn.moveAndPresent() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Page scroll: one frame of a held swipe (pages moved, composite at 2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let turn = HeldTurn(style: .scroll)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { turn.moveAndPresent() }
            benchmark.stopMeasurement()
        }
    }
}
