import Foundation

/// `UIView.mask`: the mask view's layer is the view's layer's mask; the mask view hangs off
/// the view (not a subview) and follows its traits and display scale.
extension UIView {
    func setMask(_ newMask: UIView?) {
        guard newMask !== storedMask else { return }
        if let newMask {
            guard newMask !== self else {
                UIKitLog.write("UIView.mask: a view cannot mask itself; the mask of \(type(of: self)) is unchanged")
                return
            }
            if newMask.superview != nil {
                UIKitLog.write("UIView.mask: the mask view (\(type(of: newMask))) has a superview, which UIKit leaves undefined: remove it from its superview before making it a mask")
            }
            // A view masks one view at a time, as a layer is the mask of one layer.
            if let previous = newMask.maskedView, previous !== self { previous.mask = nil }
        }
        if let old = storedMask, old.maskedView === self {
            old.maskedView = nil
            old.traitInputsDidChange()
        }
        storedMask = newMask
        layer.mask = newMask?.layer
        guard let newMask else { return }
        newMask.maskedView = self
        if let scale = window?.displayScale { newMask.updateContentsScale(scale) }
        newMask.traitInputsDidChange()
    }
}
