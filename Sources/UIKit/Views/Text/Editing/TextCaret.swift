import Foundation

/// The caret of a text field or a text view being edited: a bar in the tint color where the
/// selection is empty, solid for half a second after each change and then blinking.
@MainActor
final class TextCaret {
    unowned let host: TextEditorHost
    /// The bar, a sublayer of the host's layer.
    let layer = CALayer.withoutActions()
    private lazy var blink = CaretBlink { [unowned self] in self.update() }

    init(host: TextEditorHost) {
        self.host = host
        layer.isHidden = true
        layer.cornerRadius = 1
    }

    /// Shows the caret where the empty selection is, while editing and in the blink's on
    /// phase; tells the window where text is edited (an input method's window goes there).
    func update() {
        let shows = host.isEditing && host.selection.length == 0 && host.window != nil
        UIView.performWithoutAnimation {
            layer.isHidden = !shows || !blink.isOn
            guard shows else { return }
            var frame = host.caretRect(for: IndexedTextPosition(host.selection.location))
            if let bounds = host.caretBounds {
                frame.origin.x = min(max(frame.minX, bounds.minX), max(bounds.minX, bounds.maxX - frame.width))
            }
            layer.frame = frame
            layer.backgroundColor = host.tintColor.resolvedColor(with: host.traitCollection).cgColor
        }
        if host.isFirstResponder { host.window?.updateTextInputRect() }
    }

    /// Solid again after a change; blinking from half a second on while editing.
    func restartBlink() {
        blink.restart(blinks: host.isEditing)
    }

    /// Editing ended: no more blinking.
    func stopBlinking() {
        blink.stop()
    }
}
