/// Layout machinery: `setNeedsLayout()` marks a layer and its ancestors' "a descendant needs
/// layout" flags; a commit (or `layoutIfNeeded()`) then walks only the marked paths, top-down.
extension CALayer {
    func requestLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        if let superlayer { markAncestorsNeedLayout(from: superlayer) }
        CATransaction.enqueueLayout(self)
    }

    /// Sets "a descendant needs layout" on `layer` and up, stopping where it is already set.
    func markAncestorsNeedLayout(from layer: CALayer) {
        var cursor: CALayer? = layer
        while let ancestor = cursor, !ancestor.descendantNeedsLayout {
            ancestor.descendantNeedsLayout = true
            cursor = ancestor.superlayer
        }
    }

    func performLayoutIfNeeded() {
        var top: CALayer = self
        var cursor = superlayer
        while let ancestor = cursor {
            if ancestor.needsLayoutFlag { top = ancestor }
            cursor = ancestor.superlayer
        }
        // Layout can ask for more layout below the top (a label that wraps at the width it
        // was just given reports a new height); settle it here, as UIKit's layoutIfNeeded does,
        // within the same bound as a commit.
        var rounds = 0
        repeat {
            top.layoutSubtreeIfNeeded()
            rounds += 1
        } while (top.needsLayoutFlag || top.descendantNeedsLayout) && rounds < 16
    }

    /// Lays out this layer if marked, then each marked or partly marked sublayer.
    func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for child in sublayers ?? [] where child.needsLayoutFlag || child.descendantNeedsLayout {
            child.layoutSubtreeIfNeeded()
        }
    }

    var rootLayer: CALayer {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root
    }
}
