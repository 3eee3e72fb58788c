import Foundation

/// A control showing a color in a ring of hues; a tap presents the system color picker in a
/// popover from it, and each color picked there becomes `selectedColor` and sends
/// `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The picker's title.
    open var title: String?
    /// Whether the picker offers opacity.
    open var supportsAlpha = true
    /// The color shown and picked; nil shows an empty well.
    open var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The picker presented, while it is.
    private(set) weak var presentedPicker: UIColorPickerViewController?
    private lazy var pickerDelegate = ColorWellPickerDelegate(well: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpColorWell()
    }

    /// UIKit's coding initializer (Slate makes appearance proxies with it): set up as
    /// `init(frame:)` does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpColorWell()
    }

    private func setUpColorWell() {
        isOpaque = false
        AppearanceStore.untracked { backgroundColor = nil }
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 32, height: 32) }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        guard side > 4 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let ringWidth = max(2, (side * 0.12).rounded())
        // The ring: wedges of every hue round the circle, red at the top.
        let steps = 72
        for step in 0..<steps {
            let start = -CGFloat.pi / 2 + 2 * .pi * CGFloat(step) / CGFloat(steps)
            let end = start + 2 * .pi / CGFloat(steps) + 0.01
            let wedge = UIBezierPath(arcCenter: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            wedge.addArc(withCenter: center, radius: outer - ringWidth, startAngle: end, endAngle: start, clockwise: false)
            wedge.close()
            context.setFillColor(UIColor(hue: CGFloat(step) / CGFloat(steps), saturation: 0.85, brightness: 1, alpha: 1).cgColor)
            context.addPath(wedge.cgPath)
            context.fillPath()
        }
        // The color inside, a gap from the ring.
        let inner = outer - ringWidth - max(1.5, side * 0.06)
        let disc = UIBezierPath(arcCenter: center, radius: inner, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        if let selectedColor {
            context.setFillColor(selectedColor.resolvedColor(with: traitCollection).cgColor)
            context.addPath(disc.cgPath)
            context.fillPath()
        } else {
            // Empty: a slash across the well.
            context.setStrokeColor(UIColor.systemRed.resolvedColor(with: traitCollection).cgColor)
            context.setLineWidth(max(1, side * 0.05))
            context.move(to: CGPoint(x: center.x - inner * 0.7, y: center.y + inner * 0.7))
            context.addLine(to: CGPoint(x: center.x + inner * 0.7, y: center.y - inner * 0.7))
            context.strokePath()
        }
        if isHighlighted {
            context.setFillColor(UIColor(white: 0, alpha: 0.2).cgColor)
            context.addPath(UIBezierPath(arcCenter: center, radius: outer, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath)
            context.fillPath()
        }
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    // MARK: The picker

    /// Presents the color picker in a popover from the well, from the view controller nearest
    /// it up the responder chain.
    private func presentPicker() {
        // One picker at a time: a second tap while it shows does nothing.
        guard presentedPicker?.presentingViewController == nil, let presenter = nearestViewController else { return }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.delegate = pickerDelegate
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = self
        picker.popoverPresentationController?.sourceRect = bounds
        presentedPicker = picker
        // From the controller presenting already, if it presents (a well in a form sheet).
        var top = presenter
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        top.present(picker, animated: true)
    }

    private var nearestViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return window?.rootViewController
    }

    /// The picker picked `color`.
    func picked(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}

/// Passes the picker's picks to its well (the well is not the picker's delegate itself, so
/// that it does not expose the protocol's methods).
@MainActor
final class ColorWellPickerDelegate: UIColorPickerViewControllerDelegate {
    private weak var well: UIColorWell?

    init(well: UIColorWell) { self.well = well }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        well?.picked(color)
    }
}
