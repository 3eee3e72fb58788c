import Synchronization

/// Facts about the main screen that code without a screen at hand needs (image renderers'
/// default scale). The host sets them when it creates its screens; before that they describe
/// an iPad: scale 2.
package enum ScreenDefaults {
    private static let scale = Mutex<CGFloat>(2)

    package static var mainScale: CGFloat {
        get { scale.withLock { $0 } }
        set { scale.withLock { $0 = newValue } }
    }
}
