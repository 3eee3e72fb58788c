import Foundation

/// Options for `requestSceneSessionDestruction(_:options:errorHandler:)`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

/// Options for closing a window scene: how its window leaves the screen (SCN-12).
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// The animation the window leaves with; `.standard` by default.
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard

    public override init() { super.init() }
}

extension UIWindowScene {
    /// How a closing window leaves: iPadOS shrinks it away (`.standard`), sends it up as
    /// saved (`.commit`) or down as discarded (`.decline`). Slate plays the same movement
    /// inside the desktop window before the window closes.
    public enum DismissalAnimation: Int, Sendable {
        case standard = 1
        case commit = 2
        case decline = 3
    }
}
