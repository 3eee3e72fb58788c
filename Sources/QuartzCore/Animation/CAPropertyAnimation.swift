import Foundation

/// An animation of one key path of a layer ("position", "opacity", "transform.rotation.z" …).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// The animated value is added to the property's value instead of replacing it.
    open var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    open var isCumulative = false
    /// Turns the interpolated numbers into the transform animated (see `CAValueFunction`).
    /// Nil by default.
    open var valueFunction: CAValueFunction?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CAPropertyAnimation {
            copy.keyPath = keyPath
            copy.isAdditive = isAdditive
            copy.isCumulative = isCumulative
            copy.valueFunction = valueFunction
        }
        return copy
    }
}
