import CoreGraphics
import Foundation
import QuartzCore

/// The caret and the selection a `UITextInteraction` draws over its view: the selection's
/// rectangles in the tint colour, faint, and the caret a 2-point bar in the tint colour. It
/// takes no touches.
@MainActor
final class TextInteractionSelectionDisplay: UIView {
    private var selectionLayers: [CALayer] = []
    private let caret = CALayer.withoutActions()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        caret.isHidden = true
        layer.addSublayer(caret)
    }

    required init?(coder: NSCoder) { nil }

    private(set) var selectionRects: [CGRect] = []
    var caretRect: CGRect? { caret.isHidden ? nil : caret.frame }

    func show(selection rects: [CGRect], caret caretRect: CGRect?) {
        selectionRects = rects
        let tint = (tintColor ?? .systemBlue).resolvedColor(with: traitCollection)
        while selectionLayers.count < rects.count {
            let box = CALayer.withoutActions()
            layer.insertSublayer(box, below: caret)
            selectionLayers.append(box)
        }
        for (index, box) in selectionLayers.enumerated() {
            box.isHidden = index >= rects.count
            guard index < rects.count else { continue }
            box.frame = rects[index]
            box.backgroundColor = tint.withAlphaComponent(0.2).cgColor
        }
        if let caretRect {
            caret.isHidden = false
            caret.frame = CGRect(x: caretRect.minX, y: caretRect.minY, width: max(2, caretRect.width), height: caretRect.height)
            caret.backgroundColor = tint.cgColor
        } else {
            caret.isHidden = true
        }
    }
}
