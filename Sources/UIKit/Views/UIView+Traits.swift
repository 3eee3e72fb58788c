import Foundation

/// Trait collections flow screen → window → views (spec TRAIT-02); a view's collection is its
/// superview's (its window's for the root) with its own overrides on top. When any trait
/// changes, `traitCollectionDidChange(_:)` reaches every affected view top-down, with the
/// new collection already in place (TRAIT-03); dynamic colors are resolved again.
extension UIView {
    var resolvedTraitCollection: UITraitCollection {
        if let cachedTraitCollection { return cachedTraitCollection }
        let computed = computeTraitCollection()
        cachedTraitCollection = computed
        return computed
    }

    func computeTraitCollection() -> UITraitCollection {
        applyingOwnOverrides(to: controllerTraitCollectionHook ?? inheritedTraitCollection)
    }

    /// `inherited` with this view's `overrideUserInterfaceStyle` (or the style it imposes
    /// itself, `implicitUserInterfaceStyle`) on top.
    func applyingOwnOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        let style = overrideUserInterfaceStyle != .unspecified ? overrideUserInterfaceStyle : implicitUserInterfaceStyle
        guard style != .unspecified, style != inherited.userInterfaceStyle else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
    }

    /// Something this view's traits derive from changed: recompute them here and below,
    /// notifying every view whose collection actually changed.
    func traitInputsDidChange() {
        let previous = hasReceivedTraits ? cachedTraitCollection : nil
        _ = owningViewController?.refreshTraitCollection()
        cachedTraitCollection = nil
        let current = resolvedTraitCollection
        let firstTime = !hasReceivedTraits
        hasReceivedTraits = true
        var measuresAgain = false
        var sizeBeforeSubviews: CGSize?
        if firstTime || previous != current {
            if previous == nil || current.hasDifferentColorAppearance(comparedTo: previous) {
                applyBackgroundColor()
                colorAppearanceDidChange()
            }
            measuresAgain = previous?.preferredContentSizeCategory != current.preferredContentSizeCategory
                || previous?.displayScale != current.displayScale
            // Measured now, so that its own traitCollectionDidChange finds its new size …
            if measuresAgain {
                invalidateIntrinsicContentSize()
                if !storedSubviews.isEmpty { sizeBeforeSubviews = intrinsicContentSize }
            }
            if let previous, previous.displayScale != current.displayScale {
                // Layout rounds to the display's pixels and hairlines are one pixel thick:
                // after a move to a display of another scale, everything is placed again.
                setNeedsLayout()
            }
            if previous?.horizontalSizeClass != current.horizontalSizeClass || previous?.verticalSizeClass != current.verticalSizeClass {
                interfaceBuilderVariations?.apply(for: current, to: self)
            }
            traitCollectionDidChange(previous)
            appearanceInputsDidChange()
        }
        for subview in storedSubviews { subview.traitInputsDidChange() }
        storedMask?.traitInputsDidChange()
        // … and again once its subviews have their new traits, where its size is theirs and
        // came out otherwise (a button's is its title label's, whose text is rounded up to
        // the display's pixels): the layout engine reads the size at once.
        if let sizeBeforeSubviews, intrinsicContentSize != sizeBeforeSubviews { invalidateIntrinsicContentSize() }
    }

    /// Views that draw redraw when colors may resolve differently (iOS 13 and later).
    func colorAppearanceDidChange() {
        if layer.contents != nil || layer is CATiledLayer { setNeedsDisplay() }
    }
}

extension UIView {
    /// Device pixels per point for this view: its traits' display scale.
    var pixelScale: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : UIScreen.main.scale
    }
}
