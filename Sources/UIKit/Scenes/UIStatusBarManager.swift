import Foundation

/// What the status bar of a window scene looks like, as its key window's controllers decide
/// (SBAR-03 … SBAR-05). A desktop window has no status bar: nothing is drawn and its frame
/// is empty, but the style and visibility the app asks for are reported as on an iPad.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    private var appearance: StatusBarAppearance? {
        guard let window = scene?.keyWindow ?? scene?.windows.first else { return nil }
        window.statusBarAppearanceNeedsUpdate()
        return window.statusBarAppearance
    }

    open var statusBarStyle: UIStatusBarStyle { appearance?.style ?? .default }
    open var isStatusBarHidden: Bool { appearance?.isHidden ?? false }
    /// Empty: no status bar takes room on a desktop.
    open var statusBarFrame: CGRect { .zero }
}
