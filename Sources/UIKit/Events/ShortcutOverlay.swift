import Foundation
import SlatePlatform

/// The keyboard shortcut overlay: while the user holds the Command modifier (Ctrl on Linux)
/// alone for three quarters of a second, a panel over the window lists the titled key
/// commands available now — the responder chain's first, then the main menu's by menu — with
/// their shortcuts (spec KEY-03). Any other key, or letting go, hides it.
///
/// It is a layer on top of the window's layer, outside the view hierarchy, as UIKit's is its
/// own system window.
@MainActor
final class ShortcutOverlay {
    private unowned let window: UIWindow
    private var timer: PlatformTimer?
    private let painter = Painter()
    private(set) var layer: CALayer?

    static let delay: TimeInterval = 0.75

    init(window: UIWindow) {
        self.window = window
    }

    var isShowing: Bool { layer != nil }

    /// The commands the overlay lists, grouped: (heading, [(title, shortcut)]).
    func sections() -> [(heading: String, rows: [(title: String, shortcut: String)])] {
        var sections: [(String, [(String, String)])] = []
        for entry in KeyCommandDispatcher.availableCommands(in: window) {
            let title = entry.command.discoverabilityTitle ?? entry.command.title
            guard !title.isEmpty else { continue }
            let heading = entry.menu.map { $0.title.isEmpty ? "Commands" : $0.title } ?? "Commands"
            let row = (title, entry.command.shortcutDescription)
            if let index = sections.firstIndex(where: { $0.0 == heading }) {
                if !sections[index].1.contains(where: { $0.0 == row.0 }) { sections[index].1.append(row) }
            } else {
                sections.append((heading, [row]))
            }
        }
        return sections.map { (heading: $0.0, rows: $0.1.map { (title: $0.0, shortcut: $0.1) }) }
    }

    func commandModifierWentDown(at time: TimeInterval) {
        timer?.cancel()
        guard let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + Self.delay) { [weak self] in self?.show() }
    }

    func hide() {
        timer?.cancel()
        timer = nil
        layer?.removeFromSuperlayer()
        layer = nil
    }

    private func show() {
        timer = nil
        let sections = sections()
        guard !sections.isEmpty, layer == nil else { return }
        painter.sections = sections
        painter.traits = window.traitCollection
        let size = Painter.size(for: sections, maxWidth: window.bounds.width - 80)
        let panel = CALayer.withoutActions()
        panel.bounds = CGRect(origin: .zero, size: size)
        panel.position = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        panel.cornerRadius = 16
        panel.masksToBounds = false
        panel.backgroundColor = UIColor.systemBackground.resolvedColor(with: window.traitCollection)
            .withAlphaComponent(0.97).cgColor
        panel.shadowOpacity = 0.25
        panel.shadowRadius = 24
        panel.shadowOffset = CGSize(width: 0, height: 8)
        panel.contentsScale = window.displayScale
        panel.delegate = painter
        panel.setNeedsDisplay()
        window.layer.addSublayer(panel)
        layer = panel
    }

    /// Draws the overlay's text.
    private final class Painter: NSObject, CALayerDelegate {
        var sections: [(heading: String, rows: [(title: String, shortcut: String)])] = []
        var traits = UITraitCollection()

        nonisolated static let rowHeight: CGFloat = 24
        nonisolated static let padding: CGFloat = 24
        nonisolated static let columnWidth: CGFloat = 300
        nonisolated static let rowsPerColumn = 16

        static func size(for sections: [(heading: String, rows: [(title: String, shortcut: String)])], maxWidth: CGFloat) -> CGSize {
            let lines = sections.reduce(0) { $0 + $1.rows.count + 1 }
            let columns = max(1, min(Int((maxWidth - 2 * padding) / columnWidth), (lines + rowsPerColumn - 1) / rowsPerColumn))
            let rows = min(lines, (lines + columns - 1) / columns)
            return CGSize(width: CGFloat(columns) * columnWidth + 2 * padding, height: CGFloat(rows) * rowHeight + 2 * padding)
        }

        func draw(_ layer: CALayer, in ctx: CGContext) {
            UIGraphicsPushContext(ctx)
            defer { UIGraphicsPopContext() }
            traits.performAsCurrent {
                let lines = sections.reduce(0) { $0 + $1.rows.count + 1 }
                let columns = max(1, Int((layer.bounds.width - 2 * Self.padding) / Self.columnWidth))
                let perColumn = max(1, (lines + columns - 1) / columns)
                var index = 0
                func origin() -> CGPoint {
                    CGPoint(x: Self.padding + CGFloat(index / perColumn) * Self.columnWidth,
                            y: Self.padding + CGFloat(index % perColumn) * Self.rowHeight)
                }
                let heading: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13, weight: .semibold),
                                                              .foregroundColor: UIColor.secondaryLabel]
                let title: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.label]
                let shortcut: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel]
                for section in sections {
                    (section.heading.uppercased() as NSString).draw(at: origin(), withAttributes: heading)
                    index += 1
                    for row in section.rows {
                        let point = origin()
                        (row.title as NSString).draw(at: point, withAttributes: title)
                        let keys = row.shortcut as NSString
                        let width = keys.size(withAttributes: shortcut).width
                        keys.draw(at: CGPoint(x: point.x + Self.columnWidth - 24 - width, y: point.y), withAttributes: shortcut)
                        index += 1
                    }
                }
            }
        }
    }
}
