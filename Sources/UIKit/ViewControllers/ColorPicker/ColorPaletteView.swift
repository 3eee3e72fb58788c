import Foundation

/// The color picker's grid: twelve columns of hues from dark to light under a row of grays.
/// A touch picks the swatch under it and follows the finger across the grid; the picked
/// swatch wears a ring.
final class ColorPaletteView: UIControl {
    static let columns = 12
    static let rows = 10
    /// The hues of the columns, from cyan round to green, as iOS's grid orders them.
    private static let hues: [CGFloat] = [0.53, 0.58, 0.64, 0.72, 0.8, 0.9, 0.99, 0.04, 0.09, 0.13, 0.2, 0.3]

    /// The swatch picked (column, row), if the picked color is one of the grid's.
    var selectedSwatch: (column: Int, row: Int)? { didSet { setNeedsDisplay() } }

    /// The color of the swatch at `column`, `row`: grays in row 0, white to black; then each
    /// hue from dark and saturated to light and pale.
    static func color(column: Int, row: Int) -> UIColor {
        if row == 0 {
            return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1)
        }
        let t = CGFloat(row - 1) / CGFloat(rows - 2)
        let brightness = t < 0.5 ? 0.35 + 1.3 * t : 1
        let saturation = t < 0.5 ? 1 : 1 - (t - 0.5) * 1.6
        return UIColor(hue: hues[column % hues.count], saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// The swatch whose color is `color` (compared in 8-bit RGB), if any.
    static func swatch(of color: UIColor) -> (column: Int, row: Int)? {
        let wanted = ColorComponents(color).rgb8
        for row in 0..<rows {
            for column in 0..<columns where ColorComponents(Self.color(column: column, row: row)).rgb8 == wanted {
                return (column, row)
            }
        }
        return nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        layer.cornerRadius = 8
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(Self.columns) * 26, height: CGFloat(Self.rows) * 26) }

    private var cellSize: CGSize {
        CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(Self.rows))
    }

    func swatch(at point: CGPoint) -> (column: Int, row: Int) {
        let size = cellSize
        let column = size.width > 0 ? Int(point.x / size.width) : 0
        let row = size.height > 0 ? Int(point.y / size.height) : 0
        return (min(max(column, 0), Self.columns - 1), min(max(row, 0), Self.rows - 1))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = cellSize
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                context.setFillColor(Self.color(column: column, row: row).cgColor)
                // A hair wider than the cell, so that rounding leaves no seams.
                context.fill(CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height,
                                    width: size.width + 0.5, height: size.height + 0.5))
            }
        }
        guard let selected = selectedSwatch else { return }
        let ring = CGRect(x: CGFloat(selected.column) * size.width, y: CGFloat(selected.row) * size.height,
                          width: size.width, height: size.height).insetBy(dx: 1.5, dy: 1.5)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(3)
        context.stroke(ring)
        context.setStrokeColor(UIColor(white: 0, alpha: 0.35).cgColor)
        context.setLineWidth(1)
        context.stroke(ring.insetBy(dx: -2, dy: -2))
    }

    // MARK: Touches

    /// Whether a finger is still on the grid (the pick is continuous).
    private(set) var isPicking = false

    /// A touch shows the swatch under it at once, and picks it when it moves on or lifts.
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isPicking = true
        selectedSwatch = swatch(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isPicking = false
        if let touch { pick(at: touch.location(in: self), force: true) }
    }

    override func cancelTracking(with event: UIEvent?) {
        isPicking = false
    }

    private func pick(at point: CGPoint, force: Bool = false) {
        let swatch = swatch(at: point)
        guard force || selectedSwatch.map({ $0 != swatch }) ?? true else { return }
        selectedSwatch = swatch
        sendActions(for: .valueChanged)
    }
}

/// A color's sRGB components, clamped to 0…1.
struct ColorComponents: Equatable {
    var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
    }

    init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The 8-bit red, green and blue.
    var rgb8: [Int] { [red, green, blue].map { Int(($0 * 255).rounded()) } }

    /// "RRGGBB", as the picker's hex field shows it.
    var hex: String { rgb8.map { String(format: "%02X", $0) }.joined() }

    /// The color a hex field's text names ("#FF8000", "ff8000", "F80"), keeping `alpha`.
    static func parse(hex text: String, alpha: CGFloat) -> ColorComponents? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return ColorComponents(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                               blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }
}
