import Benchmark
import Foundation
import UIKitTesting

/// A 1366×1024 scene at scale 2 with 200 layers: 50 cards, each rounded, bordered and
/// shadowed, holding a rounded icon, a bordered badge and a layer of drawn text.
@MainActor
final class CardScene {
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    private(set) var badges: [CALayer] = []
    private var textDrawers: [TextDrawer] = []
    private var flip = false

    init() {
        screen.rootLayer.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        for index in 0..<50 {
            let card = CALayer()
            card.frame = CGRect(x: 24 + CGFloat(index % 10) * 132, y: 40 + CGFloat(index / 10) * 190, width: 116, height: 160)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.cornerRadius = 14
            card.borderWidth = 1
            card.borderColor = CGColor(gray: 0.8, alpha: 1)
            card.shadowOpacity = 0.2
            card.shadowRadius = 8
            card.shadowOffset = CGSize(width: 0, height: 4)

            let icon = CALayer()
            icon.frame = CGRect(x: 14, y: 14, width: 48, height: 48)
            icon.backgroundColor = CGColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: 0.9, alpha: 1)
            icon.cornerRadius = 12
            card.addSublayer(icon)

            let badge = CALayer()
            badge.frame = CGRect(x: 84, y: 10, width: 22, height: 22)
            badge.backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
            badge.cornerRadius = 11
            badge.borderWidth = 2
            badge.borderColor = CGColor(gray: 1, alpha: 1)
            card.addSublayer(badge)
            badges.append(badge)

            let text = CALayer()
            text.frame = CGRect(x: 14, y: 74, width: 88, height: 72)
            text.contentsScale = 2
            let drawer = TextDrawer(text: "Card \(index + 1)\nRounded, bordered and shadowed")
            textDrawers.append(drawer)
            text.delegate = drawer
            text.setNeedsDisplay()
            card.addSublayer(text)

            screen.rootLayer.addSublayer(card)
        }
        screen.presentFrame()
    }

    /// Changes the root's background, which damages the whole frame.
    func invalidateEverything() {
        flip.toggle()
        screen.rootLayer.backgroundColor = CGColor(gray: flip ? 0.94 : 0.95, alpha: 1)
    }

    /// Changes one badge's color: a 22-point layer.
    func changeOneBadge() {
        flip.toggle()
        badges[27].backgroundColor = flip ? CGColor(red: 0, green: 0.48, blue: 1, alpha: 1) : CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    }
}

@MainActor
final class TextDrawer: CALayerDelegate {
    let text: NSAttributedString

    init(text: String) {
        self.text = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.darkGray])
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        text.draw(with: layer.bounds, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        UIGraphicsPopContext()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 60
    )

    // Slate's UI objects live on the main actor; each benchmark hops there. The harness does
    // not touch `benchmark` while the body runs, so sending it across is safe.
    Benchmark("Full frame: 200 layers, 1366×1024 at 2×") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = CardScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.invalidateEverything()
                blackHole(scene.screen.presentFrame())
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Incremental frame: one 22-point layer changed") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = CardScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.changeOneBadge()
                blackHole(scene.screen.presentFrame())
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("First frame: build the scene, draw text, blur shadows, composite") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                blackHole(CardScene())
            }
        }
    }
}
