import Foundation

/// The size range of a window scene's windows. The desktop honours both (the window
/// manager will not resize a window beyond them); iPadOS ignores restrictions, as it sizes
/// scenes itself.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    private weak var scene: UIWindowScene?

    /// In points; zero means no restriction.
    open var minimumSize: CGSize = .zero {
        didSet { scene?.sizeRestrictionsDidChange() }
    }

    /// In points; zero (or `.greatestFiniteMagnitude`) in a dimension means no limit in it.
    open var maximumSize: CGSize = .zero {
        didSet { scene?.sizeRestrictionsDidChange() }
    }

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }
}
