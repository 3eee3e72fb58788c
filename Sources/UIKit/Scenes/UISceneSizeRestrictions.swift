import Foundation

/// The size range of a window scene's windows. The desktop honours `minimumSize` (the
/// window manager will not shrink a window below it); iPadOS ignores restrictions, as it
/// sizes scenes itself.
@MainActor
open class UISceneSizeRestrictions: NSObject {
    private weak var scene: UIWindowScene?

    /// In points; zero means no restriction.
    open var minimumSize: CGSize = .zero {
        didSet { scene?.minimumSizeDidChange() }
    }

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }
}
