import Foundation

/// Collapsing into one stack when the window turns horizontally compact, expanding back when
/// it turns regular (spec SPLIT-07 … SPLIT-12, SPLIT-30 … SPLIT-32), and showing details
/// (PERC-05 … PERC-07, SPLIT-05).
extension UISplitViewController {
    /// The controller shown while collapsed: the compact column's, else the primary one,
    /// which has absorbed the others (SPLIT-09, SPLIT-10).
    var visibleCollapsedController: UIViewController? {
        columnControllers[.compact] ?? columnControllers[.primary]
    }

    /// The first layout decides the state without callbacks, as a split does when it appears.
    func resolveCollapseIfNeeded() {
        guard !hasResolvedCollapse else { return }
        hasResolvedCollapse = true
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact {
            collapseColumns(announcing: false)
        } else {
            displayMode = .secondaryOnly
            displayModeNeedsUpdate(animated: false)
            updateDisplayModeButtons()
        }
    }

    /// Collapses or expands, in UIKit's order: the delegate's proposal method, the hierarchy
    /// change, then didCollapse/didExpand (SPLIT-30 … SPLIT-32), then
    /// `showDetailTargetDidChangeNotification` (object: the split view controller), for the
    /// controllers whose show(_:sender:) now goes elsewhere.
    func setCollapsed(_ collapse: Bool) {
        if collapse { collapseColumns() } else { expandColumns() }
    }

    /// `announcing` false: the state the split first appears in, which changes no target.
    private func collapseColumns(announcing: Bool = true) {
        let proposed: Column = secondaryWasShown ? .secondary : (effectiveStyle == .tripleColumn && supplementaryWasShown ? .supplementary : .primary)
        // A classic split always offers its secondary to the primary (the delegate may take it).
        let top = style == .unspecified ? .secondary : (delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed)
        // SPLIT-29: collapsing — at launch in a compact window too — shows the compact column.
        if style != .unspecified { delegate?.splitViewController(self, willShow: .compact) }
        if style == .unspecified, let primary = delegate?.primaryViewController(forCollapsing: self), primary !== columnControllers[.primary] {
            replaceColumn(.primary, with: primary)
        }
        isCollapsed = true
        requestedDisplayMode = nil
        if columnControllers[.compact] == nil { absorbColumns(upTo: top) }
        updateDisplayModeButtons()
        storedView?.setNeedsLayout()
        delegate?.splitViewControllerDidCollapse(self)
        if announcing { NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self) }
    }

    private func expandColumns() {
        if columnControllers[.compact] == nil { separateColumns() }
        isCollapsed = false
        requestedDisplayMode = nil
        let proposed = preferredModeInEffect
        let mode = style == .unspecified ? proposed
            : (delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed)
        if mode != proposed { requestedDisplayMode = mode }
        let expandedMode = SplitDisplayModes.nearest(mode, behavior: splitBehavior, style: effectiveStyle)
        // SPLIT-33, SPLIT-29: a display mode other than the one the split had before it
        // collapsed is announced as any change of mode is; expanding hides the compact column.
        if expandedMode != displayMode { delegate?.splitViewController(self, willChangeTo: expandedMode) }
        if style != .unspecified { delegate?.splitViewController(self, willHide: .compact) }
        displayMode = expandedMode
        updateDisplayModeButtons()
        storedView?.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    /// SPLIT-10, collapse: the primary navigation controller takes the supplementary's and the
    /// secondary's stacks on top of its own, up to the top column. A classic split asks its
    /// delegate (`collapseSecondary`), then its primary (`collapseSecondaryViewController`),
    /// which a navigation controller answers by pushing.
    func absorbColumns(upTo top: Column) {
        if style == .unspecified {
            guard top == .secondary, absorbed[.secondary] == nil, let secondary = columnControllers[.secondary],
                  let primary = columnControllers[.primary] else { return }
            endColumnTransitions()
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
            primary.collapseSecondaryViewController(secondary, for: self)
            return
        }
        guard let primary = navigationController(for: .primary) else { return }
        endColumnTransitions()
        var columns: [Column] = []
        if effectiveStyle == .tripleColumn, top != .primary { columns.append(.supplementary) }
        if top == .secondary { columns.append(.secondary) }
        for column in columns where absorbed[column] == nil {
            guard let controller = columnControllers[column] else { continue }
            absorb(controller, of: column, onto: primary)
        }
    }

    /// Moves `controller` (a navigation controller's stack) onto `primary`'s stack — the
    /// primary column's, or one a classic primary container passed it to — noting it as
    /// `column`'s to give back on expanding.
    private func absorb(_ controller: UIViewController, of column: Column, onto primary: UINavigationController) {
        let moved = (controller as? UINavigationController)?.viewControllers ?? [controller]
        if let navigation = controller as? UINavigationController {
            navigation.setViewControllers([], animated: false)
        } else {
            controller.willMove(toParent: nil)
            controller.storedView?.removeFromSuperview()
            controller.removeFromParent()
        }
        absorbed[column] = moved
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
    }

    /// `UINavigationController.collapseSecondaryViewController(_:for:)`: the secondary's
    /// controllers onto `navigation`'s stack.
    func absorbSecondary(_ secondary: UIViewController, onto navigation: UINavigationController) {
        guard secondary !== navigation, !navigation.viewControllers.contains(where: { $0 === secondary }) else { return }
        absorb(secondary, of: .secondary, onto: navigation)
    }

    /// `UINavigationController.separateSecondaryViewController(for:)`: pops what collapsing
    /// moved onto `navigation` (and anything pushed above it) and returns the secondary holding
    /// it again; nil when nothing was moved there.
    func separateAbsorbedSecondary(from navigation: UINavigationController) -> UIViewController? {
        guard let moved = absorbed[.secondary], let first = moved.first,
              let index = navigation.viewControllers.firstIndex(where: { $0 === first }) else { return nil }
        absorbed[.secondary] = nil
        let returning = Array(navigation.viewControllers[index...])
        navigation.setViewControllers(Array(navigation.viewControllers[..<index]), animated: false)
        if let secondary = columnControllers[.secondary] as? UINavigationController {
            secondary.setViewControllers(returning, animated: false)
            return secondary
        }
        guard returning.count > 1 else { return returning[0] }
        // The secondary was one controller and more were pushed above it: they stay together.
        let navigation = UINavigationController(rootViewController: returning[0])
        navigation.setViewControllers(returning, animated: false)
        return navigation
    }

    /// The secondary a classic split had when it collapsed (the default answer of
    /// `UIViewController.separateSecondaryViewController(for:)`).
    var collapsedSecondary: UIViewController? { columnControllers[.secondary] }

    /// Pushes and pops running in the columns end before their controllers change hands.
    private func endColumnTransitions() {
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            (columnControllers[column] as? UINavigationController)?.endActiveTransitionNow()
        }
    }

    /// Gives the absorbed controllers (and any pushed on top of them) back to their columns. A
    /// classic split asks its delegate for the primary (`primaryViewController(forExpanding:)`),
    /// then for the secondary (`separateSecondaryFrom`), then its primary
    /// (`separateSecondaryViewController(for:)`).
    private func separateColumns() {
        if style == .unspecified {
            separateClassicSecondary()
            return
        }
        guard let primary = navigationController(for: .primary) else { return }
        endColumnTransitions()
        for column in [Column.supplementary, .secondary] {
            guard let moved = absorbed.removeValue(forKey: column), let first = moved.first,
                  let index = primary.viewControllers.firstIndex(where: { $0 === first }) else { continue }
            var returning = Array(primary.viewControllers[index...])
            if column == .supplementary, let secondaryFirst = absorbed[.secondary]?.first,
               let end = returning.firstIndex(where: { $0 === secondaryFirst }) {
                returning = Array(returning[..<end])
            }
            primary.setViewControllers(Array(primary.viewControllers[..<index]), animated: false)
            if let navigation = columnControllers[column] as? UINavigationController {
                navigation.setViewControllers(returning, animated: false)
                if navigation.parent !== self {
                    addChild(navigation)
                    navigation.didMove(toParent: self)
                }
            } else if let controller = returning.first {
                columnControllers[column] = controller
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    private func separateClassicSecondary() {
        if let primary = delegate?.primaryViewController(forExpanding: self), primary !== columnControllers[.primary] {
            // The stack moved onto the old primary stays there: it is the delegate's to move.
            absorbed[.secondary] = nil
            replaceColumn(.primary, with: primary)
        }
        guard let primary = columnControllers[.primary] else { return }
        endColumnTransitions()
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        absorbed[.secondary] = nil
        guard let separated else { return }
        if separated !== columnControllers[.secondary] {
            replaceColumn(.secondary, with: separated)
        } else if separated.parent !== self {
            addChild(separated)
            separated.didMove(toParent: self)
        }
    }

    // MARK: Showing (PERC-05 … PERC-07, SPLIT-05)

    func showDetail(_ vc: UIViewController, sender: Any?) {
        secondaryWasShown = true
        if isCollapsed, columnControllers[.compact] == nil, let navigation = vc as? UINavigationController,
           let primary = navigationController(for: .primary), navigation !== primary {
            // A navigation controller cannot be pushed: it becomes the secondary column, and its
            // stack replaces the secondary's on top of the primary's (as collapsing put it).
            if let first = absorbed[.secondary]?.first, let index = primary.viewControllers.firstIndex(where: { $0 === first }) {
                primary.setViewControllers(Array(primary.viewControllers[..<index]), animated: false)
            }
            replaceColumn(.secondary, with: vc)
            absorbColumns(upTo: .secondary)
            return
        }
        if isCollapsed {
            let collapsedNavigation = (columnControllers[.compact] ?? columnControllers[.primary]) as? UINavigationController
            if let collapsedNavigation {
                collapsedNavigation.show(vc, sender: sender)
            } else {
                present(vc, animated: true)
            }
            return
        }
        if let navigation = navigationController(for: .secondary), navigation.createdBySplit, !(vc is UINavigationController) {
            navigation.pushViewController(vc, animated: true)
        } else {
            replaceColumn(.secondary, with: vc)
        }
        if SplitDisplayModes.isOverlay(displayMode) || displayMode == .twoDisplaceSecondary { dismissOverlayingColumns() }
    }

    /// `show(_:sender:)` reaching the split. A column-style split takes it as showing in its
    /// compact column: collapsed, pushed on the navigation controller shown; expanded, where
    /// that column is not on screen, presented (as UIKit does). A classic split pushes in the
    /// primary column's navigation controller (the supplementary's), presenting without one.
    func showInPrimary(_ vc: UIViewController, sender: Any?) {
        if style != .unspecified, !isCollapsed {
            present(vc, animated: true)
            return
        }
        let column: Column = effectiveStyle == .tripleColumn && !isCollapsed ? .supplementary : .primary
        if column == .supplementary { supplementaryWasShown = true }
        if let navigation = isCollapsed ? visibleCollapsedController as? UINavigationController : navigationController(for: column) {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
