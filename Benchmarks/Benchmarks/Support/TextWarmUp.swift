import UIKitTesting

/// Loads the text stack (fonts, shaping tables) the way a first label does, so that a
/// memory measurement after it counts what its rows hold rather than what any process pays
/// once at its first text. `GTKTextWarmUp` does the same for GTK.
@MainActor
public enum TextWarmUp {
    public static func measureOneLabel() {
        let label = UILabel()
        label.text = "Row 0"
        _ = label.intrinsicContentSize
    }
}
