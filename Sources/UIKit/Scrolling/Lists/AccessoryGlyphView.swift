import Foundation

/// The small drawn controls at a row's edges: disclosure chevron, checkmark, the editing
/// controls (delete minus, insert plus, reorder grip, selection circle), the outline
/// disclosure chevron and the detail (info) button. Slate has no SF Symbols, so each is a path.
@MainActor
final class AccessoryGlyphView: UIView {
    enum Glyph: Equatable {
        case disclosureIndicator
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect(selected: Bool)
        case outlineDisclosure(expanded: Bool)
        case detail
    }

    var glyph: Glyph { didSet { if glyph != oldValue { setNeedsDisplay() } } }
    /// Colour for the glyphs that follow it (checkmark, outline chevron, detail button).
    var glyphTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An accessory option's colour for the glyphs drawn in a fixed colour otherwise: the
    /// disclosure chevron, the reorder grip, the delete minus and insert plus.
    var markColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An accessory option's fill for the delete and insert circles, and inside the empty
    /// multiselect ring (drawn in system gray 3).
    var circleColor: UIColor? { didSet { setNeedsDisplay() } }
    /// A hairline at the reorder grip's leading side, between it and the row's content.
    var showsVerticalSeparator = false { didSet { if showsVerticalSeparator != oldValue { setNeedsDisplay() } } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: glyph)))
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The room each glyph takes at the row's edge.
    nonisolated static func size(of glyph: Glyph) -> CGSize {
        switch glyph {
        case .disclosureIndicator: CGSize(width: 12, height: 20)
        case .checkmark: CGSize(width: 18, height: 20)
        case .delete, .insert, .multiselect: CGSize(width: 24, height: 24)
        case .reorder: CGSize(width: 24, height: 20)
        case .outlineDisclosure: CGSize(width: 20, height: 20)
        case .detail: CGSize(width: 22, height: 22)
        }
    }

    override var intrinsicContentSize: CGSize { Self.size(of: glyph) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let tint = glyphTintColor ?? tintColor ?? .systemBlue
        let size = bounds.size
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        switch glyph {
        case .disclosureIndicator:
            chevron(center: center, pointing: 0, color: markColor ?? .tertiaryLabel, arm: 6, width: 2.2)
        case .outlineDisclosure(let expanded):
            chevron(center: center, pointing: expanded ? .pi / 2 : 0, color: tint, arm: 5, width: 2.2)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x - 7, y: center.y + 0.5))
            path.addLine(to: CGPoint(x: center.x - 2.5, y: center.y + 5))
            path.addLine(to: CGPoint(x: center.x + 7, y: center.y - 6))
            path.lineWidth = 2.4
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            tint.setStroke()
            path.stroke()
        case .delete, .insert:
            let circle = UIBezierPath(ovalIn: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22))
            (circleColor ?? (glyph == .delete ? UIColor.systemRed : UIColor.systemGreen)).setFill()
            circle.fill()
            let bar = UIBezierPath()
            bar.move(to: CGPoint(x: center.x - 6, y: center.y))
            bar.addLine(to: CGPoint(x: center.x + 6, y: center.y))
            if glyph == .insert {
                bar.move(to: CGPoint(x: center.x, y: center.y - 6))
                bar.addLine(to: CGPoint(x: center.x, y: center.y + 6))
            }
            bar.lineWidth = 2.5
            bar.lineCapStyle = .round
            (markColor ?? UIColor.white).setStroke()
            bar.stroke()
        case .reorder:
            let lines = UIBezierPath()
            for dy: CGFloat in [-5, 0, 5] {
                lines.move(to: CGPoint(x: center.x - 9, y: center.y + dy))
                lines.addLine(to: CGPoint(x: center.x + 9, y: center.y + dy))
            }
            lines.lineWidth = 1.5
            lines.lineCapStyle = .round
            (markColor ?? UIColor.tertiaryLabel).setStroke()
            lines.stroke()
            if showsVerticalSeparator {
                let hairline = 1 / max(1, traitCollection.displayScale)
                let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? size.width - hairline : 0
                UIColor.separator.setFill()
                UIBezierPath(rect: CGRect(x: x, y: 0, width: hairline, height: size.height)).fill()
            }
        case .multiselect(let selected):
            let frame = CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22)
            if selected {
                tint.setFill()
                UIBezierPath(ovalIn: frame).fill()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: center.x - 5, y: center.y + 0.5))
                check.addLine(to: CGPoint(x: center.x - 1.5, y: center.y + 4))
                check.addLine(to: CGPoint(x: center.x + 5.5, y: center.y - 4))
                check.lineWidth = 2
                check.lineCapStyle = .round
                check.lineJoinStyle = .round
                UIColor.white.setStroke()
                check.stroke()
            } else {
                let ring = UIBezierPath(ovalIn: frame.insetBy(dx: 0.75, dy: 0.75))
                if let circleColor {
                    circleColor.setFill()
                    ring.fill()
                }
                ring.lineWidth = 1.5
                UIColor.systemGray3.setStroke()
                ring.stroke()
            }
        case .detail:
            let ring = UIBezierPath(ovalIn: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20))
            ring.lineWidth = 1.5
            tint.setStroke()
            ring.stroke()
            tint.setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - 1.2, y: center.y - 5.8, width: 2.4, height: 2.4)).fill()
            UIBezierPath(rect: CGRect(x: center.x - 1, y: center.y - 2, width: 2, height: 7.5)).fill()
        }
    }

    private func chevron(center: CGPoint, pointing angle: CGFloat, color: UIColor, arm: CGFloat, width: CGFloat) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: -arm / 2, y: -arm))
        path.addLine(to: CGPoint(x: arm / 2, y: 0))
        path.addLine(to: CGPoint(x: -arm / 2, y: arm))
        path.apply(CGAffineTransform(rotationAngle: angle))
        path.apply(CGAffineTransform(translationX: center.x, y: center.y))
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
