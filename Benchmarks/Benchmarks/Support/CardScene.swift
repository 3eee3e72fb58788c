import Benchmark
import UIKitTesting

/// A 1366×1024 scene at scale 2 with 200 layers: 50 cards, each rounded, bordered and
/// shadowed, holding a rounded icon, a bordered badge and a layer of drawn text.
@MainActor
public final class CardScene {
    public let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    public private(set) var badges: [CALayer] = []
    private var textDrawers: [TextDrawer] = []
    private var flip = false

    /// Where card `index` is, in points.
    nonisolated public static func cardFrame(_ index: Int) -> CGRect {
        CGRect(x: 24 + CGFloat(index % 10) * 132, y: 40 + CGFloat(index / 10) * 190, width: 116, height: 160)
    }

    nonisolated public static let cardCount = 50
    nonisolated public static let iconFrame = CGRect(x: 14, y: 14, width: 48, height: 48)
    nonisolated public static let badgeFrame = CGRect(x: 84, y: 10, width: 22, height: 22)
    nonisolated public static let textFrame = CGRect(x: 14, y: 74, width: 88, height: 72)
    /// The badge that `changeOneBadge()` changes.
    nonisolated public static let changingBadge = 27

    nonisolated public static func text(_ index: Int) -> String { "Card \(index + 1)\nRounded, bordered and shadowed" }

    public init() {
        screen.rootLayer.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        for index in 0..<Self.cardCount {
            let card = CALayer()
            card.frame = Self.cardFrame(index)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.cornerRadius = 14
            card.borderWidth = 1
            card.borderColor = CGColor(gray: 0.8, alpha: 1)
            card.shadowOpacity = 0.2
            card.shadowRadius = 8
            card.shadowOffset = CGSize(width: 0, height: 4)

            let icon = CALayer()
            icon.frame = Self.iconFrame
            icon.backgroundColor = CGColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: 0.9, alpha: 1)
            icon.cornerRadius = 12
            card.addSublayer(icon)

            let badge = CALayer()
            badge.frame = Self.badgeFrame
            badge.backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
            badge.cornerRadius = 11
            badge.borderWidth = 2
            badge.borderColor = CGColor(gray: 1, alpha: 1)
            card.addSublayer(badge)
            badges.append(badge)

            let text = CALayer()
            text.frame = Self.textFrame
            text.contentsScale = 2
            let drawer = TextDrawer(text: Self.text(index))
            textDrawers.append(drawer)
            text.delegate = drawer
            text.setNeedsDisplay()
            card.addSublayer(text)

            screen.rootLayer.addSublayer(card)
        }
        screen.presentFrame()
    }

    /// Changes the root's background, which damages the whole frame.
    public func invalidateEverything() {
        flip.toggle()
        screen.rootLayer.backgroundColor = CGColor(gray: flip ? 0.94 : 0.95, alpha: 1)
    }

    /// Changes one badge's color: a 22-point layer.
    public func changeOneBadge() {
        flip.toggle()
        badges[Self.changingBadge].backgroundColor = flip ? CGColor(red: 0, green: 0.48, blue: 1, alpha: 1) : CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
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

extension CardScene {
    /// Measures frames of a fresh scene, each after `change`: the Slate side of the full and
    /// incremental frame benchmarks (Compositing, and Peers beside GTK4).
    public nonisolated static func measureFrames(_ benchmark: Benchmark, after change: @escaping @MainActor (CardScene) -> Void) async {
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let scene = CardScene()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                change(scene)
                blackHole(scene.screen.presentFrame())
            }
            benchmark.stopMeasurement()
        }
    }
}
