import Foundation

/// Recognizes the press of the pointer's secondary (right) button — on press, not release,
/// as desktops and iPadOS with a trackpad open context menus. Fingers and other buttons fail it.
@MainActor
final class SecondaryPressGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first, touch.type == .indirectPointer,
              event.buttonMask.contains(.secondary) else {
            state = .failed
            return
        }
        state = .ended
    }
}
