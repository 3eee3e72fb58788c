import Foundation

/// Subview management. Hook order (spec V-09): `willMove(toSuperview:)`, `willMove(toWindow:)`
/// through the moving subtree, the change, `didMoveToWindow()` through the subtree,
/// `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`. Removal calls the old
/// superview's `willRemoveSubview(_:)` first.
extension UIView {
    func insert(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        if view.storedSuperview === self, let current = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: current)
            let target = min(max(0, index), storedSubviews.count)
            storedSubviews.insert(view, at: target)
            placeLayer(of: view, at: target)
            return
        }
        adopt(view) {
            let target = min(max(0, index), storedSubviews.count)
            storedSubviews.insert(view, at: target)
            placeLayer(of: view, at: target)
        }
    }

    func insert(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard sibling.storedSuperview === self else {
            insert(view, at: above ? storedSubviews.count : 0)
            return
        }
        guard view !== sibling else { return }
        if view.storedSuperview === self { storedSubviews.removeAll { $0 === view } }
        let siblingIndex = storedSubviews.firstIndex { $0 === sibling }!
        insert(view, at: above ? siblingIndex + 1 : siblingIndex)
    }

    func exchange(_ first: Int, _ second: Int) {
        guard storedSubviews.indices.contains(first), storedSubviews.indices.contains(second), first != second else { return }
        storedSubviews.swapAt(first, second)
        placeLayer(of: storedSubviews[first], at: first)
        placeLayer(of: storedSubviews[second], at: second)
    }

    func move(_ view: UIView, toFront: Bool) {
        guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        let target = toFront ? storedSubviews.count : 0
        storedSubviews.insert(view, at: target)
        placeLayer(of: view, at: target)
    }

    func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        oldWindow?.resignFirstResponder(within: self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        LayoutEngine.main.viewWillLeaveHierarchy(self)
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        hierarchyDidChange()
    }

    /// Adding a view into itself or its own subtree is a programming error UIKit raises on.
    private func canAdopt(_ view: UIView) -> Bool {
        if view === self {
            UIKitFailure.raise("UIView.addSubview(_:): can't add self as subview (\(type(of: self))). Add a different view.")
            return false
        }
        if view.appearanceCustomization.isProxy {
            UIKitFailure.raise("UIView.addSubview(_:): \(type(of: view)) is an appearance proxy (appearance()), which is never shown. Set the properties on the proxy and add an ordinary \(type(of: view)).")
            return false
        }
        if isDescendant(of: view) {
            UIKitFailure.raise("UIView.addSubview(_:): \(type(of: view)) is an ancestor of \(type(of: self)); adding it would make a cycle. Remove it from the hierarchy first.")
            return false
        }
        return true
    }

    /// Moves `view` here from wherever it was, calling the hooks around `insertion`.
    private func adopt(_ view: UIView, insertion: () -> Void) {
        let oldWindow = view.window
        let newWindow = window
        if oldWindow !== newWindow { oldWindow?.resignFirstResponder(within: view) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let oldParent = view.storedSuperview {
            oldParent.willRemoveSubview(view)
            LayoutEngine.main.viewWillLeaveHierarchy(view)
            oldParent.storedSubviews.removeAll { $0 === view }
        }
        view.storedSuperview = self
        insertion()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.hierarchyDidChange()
        if let newWindow, newWindow !== oldWindow { view.applyAppearanceEnteringWindow() }
        view.markAncestorsForConstraintUpdate()
        view.setNeedsLayout()
    }

    /// Keeps the layer tree in the subviews' order: a subview's layer goes just below the
    /// next subview's layer, or on top when it is the frontmost subview.
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < storedSubviews.count {
            layer.insertSublayer(view.layer, below: storedSubviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        if let oldWindow = window, oldWindow !== newWindow, !storedGestureRecognizers.isEmpty {
            oldWindow.existingInputDispatcher?.router.viewWillLeaveWindow(self)
        }
        owningViewController?.mainViewWillMove(toWindow: newWindow, from: window)
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMoveToWindow() }
        owningViewController?.mainViewDidMoveToWindow()
    }

    /// After the view moved: traits, tint, contents scale and Auto Layout follow its new place.
    private func hierarchyDidChange() {
        if let scale = window?.displayScale { updateContentsScale(scale) }
        traitInputsDidChange()
        propagateTintChange()
        LayoutEngine.main.viewDidEnterHierarchy(self)
        invalidateSafeAreaOfSubtree()
    }

    /// Gives the layers of this view and its subviews `scale` (a layer's own sublayers are the
    /// app's to scale, as in UIKit). A view that sets its layer's contents itself (an image
    /// view: its image's scale) keeps the scale it chose.
    func updateContentsScale(_ scale: CGFloat) {
        if !managesLayerContents, layer.contentsScale != scale { layer.contentsScale = scale }
        for subview in storedSubviews { subview.updateContentsScale(scale) }
        storedMask?.updateContentsScale(scale)
    }

    func findView(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.findView(withTag: tag) { return found }
        }
        return nil
    }

    /// Every view of the subtree, depth first, the receiver first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInSubtree(body) }
    }
}
