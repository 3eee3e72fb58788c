import Foundation

/// A window scene's title bar on the desktop (Mac Catalyst's API, which Slate follows: on Linux
/// the title bar is GNOME's header bar, with the window's title and the main menu's button).
///
/// Set it up in `scene(_:willConnectTo:options:)`; a change later takes effect at once.
@preconcurrency @MainActor
open class UITitlebar: NSObject {
    /// Whether the title bar shows. `.hidden` gives the content the whole window: the window
    /// manager's frame, if it draws one, stays, and the main menu still opens with F10.
    open var titleVisibility: UITitlebarTitleVisibility = .visible {
        didSet {
            guard titleVisibility != oldValue else { return }
            scene?.titlebarDidChange()
        }
    }

    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }
}

/// Whether a window scene's title bar shows.
public enum UITitlebarTitleVisibility: Int, Sendable {
    case visible
    case hidden
}

extension UIWindowScene {
    func titlebarDidChange() {
        for window in windows { window.platformWindow?.showsTitlebar = showsTitlebar }
    }

    /// Whether the scene's native windows get the host's title bar.
    var showsTitlebar: Bool { titlebar?.titleVisibility != .hidden }
}
