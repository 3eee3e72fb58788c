import Foundation

/// Assigning columns, resolving the display mode, and laying the columns out.
extension UISplitViewController {
    // MARK: Assigning

    /// Puts `controller` in `column`, wrapping it where UIKit does (SPLIT-04), and lets go of
    /// what was there.
    func replaceColumn(_ column: Column, with controller: UIViewController?) {
        if let old = columnControllers[column], old !== controller {
            old.willMove(toParent: nil)
            old.storedView?.removeFromSuperview()
            old.removeFromParent()
        }
        assigned[column] = controller
        // A column replaced while collapsed takes nothing back from the primary stack (SPLIT-35).
        absorbed[column] = nil
        columnControllers[column] = controller.map { wrapped($0, for: column) }
        if let shown = columnControllers[column], shown.parent !== self {
            addChild(shown)
            shown.didMove(toParent: self)
        }
        updateDisplayModeButtons()
        storedView?.setNeedsLayout()
    }

    /// A column-style split wraps primary, supplementary and secondary controllers that are
    /// not navigation controllers; the compact column and classic splits take them as they are.
    private func wrapped(_ controller: UIViewController, for column: Column) -> UIViewController {
        guard style != .unspecified, column != .compact, !(controller is UINavigationController) else { return controller }
        if let existing = controller.parent as? UINavigationController, existing.parent === self { return existing }
        let navigation = UINavigationController(rootViewController: controller)
        navigation.createdBySplit = true
        return navigation
    }

    /// The navigation controller showing `column`, if its controller is one or was wrapped.
    func navigationController(for column: Column) -> UINavigationController? {
        columnControllers[column] as? UINavigationController
    }

    // MARK: Display mode

    /// Re-resolves the display mode (preference, request, behavior) and lays out.
    func displayModeNeedsUpdate(animated: Bool) {
        guard hasResolvedCollapse, !isCollapsed else { return }
        let wanted = requestedDisplayMode.map { SplitDisplayModes.nearest($0, behavior: splitBehavior, style: effectiveStyle) }
        changeDisplayMode(to: wanted ?? preferredModeInEffect, animated: animated)
    }

    /// The preferred mode (or, `.automatic`, the system's choice) as the behavior allows it.
    var preferredModeInEffect: DisplayMode {
        let behavior = splitBehavior
        let wanted = preferredDisplayMode == .automatic ? SplitDisplayModes.automaticMode(behavior: behavior) : preferredDisplayMode
        return SplitDisplayModes.nearest(wanted, behavior: behavior, style: effectiveStyle)
    }

    /// Moves to `mode`, telling the delegate which columns will show and hide first (SPLIT-29,
    /// SPLIT-33).
    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        guard mode != displayMode else {
            storedView?.setNeedsLayout()
            return
        }
        let before = SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle)
        let after = SplitDisplayModes.visibleColumns(mode, style: effectiveStyle)
        delegate?.splitViewController(self, willChangeTo: mode)
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        displayMode = mode
        updateDisplayModeButtons()
        guard let container = storedView else { return }
        container.setNeedsLayout()
        if animated {
            UIView.animate(withDuration: Self.columnAnimationDuration, delay: 0, options: [.curveEaseInOut]) {
                container.layoutIfNeeded()
            }
        }
    }

    static let columnAnimationDuration: TimeInterval = 0.35

    /// Shows `column` (and the columns it needs) once; the preference is not changed (SPLIT-18).
    public func show(_ column: Column) {
        guard !isCollapsed, column != .compact else { return }
        let overlay = splitBehavior == .overlay
        let mode: DisplayMode
        switch (column, effectiveStyle) {
        case (.primary, .tripleColumn): mode = overlay ? .twoOverSecondary : splitBehavior == .tile ? .twoBesideSecondary : .twoDisplaceSecondary
        case (.primary, _), (.supplementary, _): mode = overlay ? .oneOverSecondary : .oneBesideSecondary
        default: return
        }
        guard !SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle).contains(column) else { return }
        requestedDisplayMode = SplitDisplayModes.nearest(mode, behavior: splitBehavior, style: effectiveStyle)
        displayModeNeedsUpdate(animated: true)
    }

    /// Hides `column` (and the columns that need it) once (SPLIT-18).
    public func hide(_ column: Column) {
        guard !isCollapsed, SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle).contains(column) else { return }
        let mode: DisplayMode
        switch (column, effectiveStyle) {
        case (.primary, .tripleColumn): mode = splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case (.primary, _), (.supplementary, _): mode = .secondaryOnly
        default: return
        }
        requestedDisplayMode = mode
        displayModeNeedsUpdate(animated: true)
    }

    /// PERC-07, SPLIT-17: a tap on the dimmed secondary hides what floats over it.
    func dimmingTapped() {
        guard SplitDisplayModes.isOverlay(displayMode) || displayMode == .twoDisplaceSecondary else { return }
        dismissOverlayingColumns()
    }

    /// Hides columns that float over (or push aside) the secondary.
    func dismissOverlayingColumns() {
        switch displayMode {
        case .oneOverSecondary: requestedDisplayMode = .secondaryOnly
        case .twoOverSecondary: requestedDisplayMode = .secondaryOnly
        case .twoDisplaceSecondary: requestedDisplayMode = .oneBesideSecondary
        default: return
        }
        displayModeNeedsUpdate(animated: true)
    }

    // MARK: The sidebar button (SPLIT-21, SPLIT-23)

    func displayModeButtonTapped() {
        guard offersDisplayModeButton else { return }
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            guard !isCollapsed else { return }
            requestedDisplayMode = SplitDisplayModes.nearest(target, behavior: splitBehavior, style: effectiveStyle)
            displayModeNeedsUpdate(animated: true)
            return
        }
        if SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle).contains(.primary) {
            hide(.primary)
        } else {
            show(.primary)
        }
    }

    /// The button shows in the navigation bar of the column at the primary's side: the primary
    /// when it shows beside, else the secondary (SPLIT-23); not while collapsed or when the
    /// gesture is off (SPLIT-21) unless `displayModeButtonVisibility` is `.always`.
    func updateDisplayModeButtons() {
        let item = displayModeButtonItem
        let visible = SplitDisplayModes.visibleColumns(displayMode, style: effectiveStyle)
        let host: Column? = !offersDisplayModeButton || isCollapsed || style == .unspecified ? nil
            : visible.contains(.primary) && !SplitDisplayModes.isOverlay(displayMode) ? .primary
            : visible.first == .supplementary ? .supplementary : .secondary
        let secondaryOnlyItem = secondaryOnlyButtonItem
        let offersSecondaryOnly = showsSecondaryOnlyButton && effectiveStyle == .tripleColumn && !isCollapsed && style != .unspecified
        secondaryOnlyItem.title = displayMode == .secondaryOnly ? "Show Columns" : "Full Width"
        secondaryOnlyItem.image = UIImage(systemName: displayMode == .secondaryOnly ? "arrow.down.right.and.arrow.up.left"
                                                                                   : "arrow.up.left.and.arrow.down.right")
        func root(of column: Column?) -> UIViewController? {
            column.flatMap { navigationController(for: $0)?.viewControllers.first }
        }
        place(item, on: root(of: host), at: 0, previous: &displayModeButtonHost)
        place(secondaryOnlyItem, on: offersSecondaryOnly ? root(of: .secondary) : nil, at: host == .secondary ? 1 : 0,
              previous: &secondaryOnlyButtonHost)
    }

    /// Moves a system button to the front of `controller`'s left bar items (or nowhere), taking it
    /// off the controller that had it — wherever that controller is now (a collapse moves
    /// columns' controllers onto the primary's stack).
    private func place(_ item: UIBarButtonItem, on controller: UIViewController?, at index: Int, previous: inout UIViewController?) {
        if let old = previous, old !== controller, let items = old.navigationItem.leftBarButtonItems, items.contains(where: { $0 === item }) {
            old.navigationItem.leftBarButtonItems = items.filter { $0 !== item }
        }
        previous = controller
        guard let controller else { return }
        var items = controller.navigationItem.leftBarButtonItems ?? []
        guard !items.contains(where: { $0 === item }) else { return }
        items.insert(item, at: min(index, items.count))
        controller.navigationItem.leftBarButtonItems = items
    }

    /// SPLIT-22: the secondary alone, or back to the columns it hid.
    func secondaryOnlyButtonTapped() {
        guard !isCollapsed else { return }
        if displayMode == .secondaryOnly {
            requestedDisplayMode = modeBeforeSecondaryOnly.map { SplitDisplayModes.nearest($0, behavior: splitBehavior, style: effectiveStyle) }
            modeBeforeSecondaryOnly = nil
            if requestedDisplayMode == nil || requestedDisplayMode == .secondaryOnly { show(.supplementary); return }
        } else {
            modeBeforeSecondaryOnly = displayMode
            requestedDisplayMode = .secondaryOnly
        }
        displayModeNeedsUpdate(animated: true)
    }

    // MARK: Appearance

    /// A sidebar-style primary column shows the sidebar's background behind its content. The
    /// view is not loaded for it: a column's view loads when the column first shows.
    func applyPrimaryBackground() {
        guard primaryBackgroundStyle == .sidebar, let view = columnControllers[.primary]?.viewIfLoaded,
              view.backgroundColor != .secondarySystemBackground else { return }
        view.backgroundColor = .secondarySystemBackground
    }

    func widthsDidChange() {
        storedView?.setNeedsLayout()
    }

    // MARK: Layout

    /// Lays the columns out for the display mode (or the collapsed controller over everything).
    func layoutColumns() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        if isCollapsed {
            dimmingView.removeFromSuperview()
            for separator in separatorViews { separator.removeFromSuperview() }
            for column in [Column.primary, .supplementary, .secondary] {
                if let view = columnControllers[column]?.storedView, view.superview === container, columnControllers[column] !== visibleCollapsedController {
                    view.removeFromSuperview()
                }
            }
            if let shown = visibleCollapsedController {
                let view = shown.view!
                if view.superview !== container { container.addSubview(view) }
                view.frame = bounds
            }
            return
        }
        if let compact = columnControllers[.compact], compact.storedView?.superview === container {
            compact.storedView?.removeFromSuperview()
        }
        let widths = SplitColumnWidths(split: self, width: bounds.width)
        let isRightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var frames = SplitColumnLayout(mode: interactiveReveal?.mode ?? displayMode, style: effectiveStyle, bounds: bounds,
                                       widths: widths, edge: primaryEdge, isRightToLeft: isRightToLeft)
        var dimmingAlpha: CGFloat = 1
        if let reveal = interactiveReveal {
            // SPLIT-34: the columns being dragged in sit short of their place by what is left
            // of the drag, over the secondary as it is now.
            let current = SplitColumnLayout(mode: displayMode, style: effectiveStyle, bounds: bounds, widths: widths,
                                            edge: primaryEdge, isRightToLeft: isRightToLeft)
            let shift = (1 - reveal.progress) * revealedWidth(for: reveal.mode) * (frames.isMirrored ? 1 : -1)
            frames.slide(columnsNotIn: current.visible, by: shift, secondary: current.frames[.secondary])
            if !current.dimsSecondary { dimmingAlpha = reveal.progress }
        }
        // Back to front: the secondary, the dimming over it, the columns at the side, their
        // hairlines. Views are added or reordered only when that changes: each change asks the
        // container to lay out again.
        var wanted: [UIView] = []
        for column in [Column.secondary, .supplementary, .primary] {
            guard let controller = columnControllers[column] else { continue }
            if frames.visible.contains(column) {
                let view = controller.view!
                if column == .primary { applyPrimaryBackground() }
                view.frame = frames.frames[column] ?? bounds
                wanted.append(view)
            } else if let view = controller.storedView, view.superview === container {
                view.removeFromSuperview()
            }
            if column == .secondary, frames.dimsSecondary {
                dimmingView.frame = bounds
                dimmingView.alpha = dimmingAlpha
                wanted.append(dimmingView)
            }
        }
        if !frames.dimsSecondary, dimmingView.superview === container { dimmingView.removeFromSuperview() }
        wanted += layoutSeparators(frames: frames, in: container)
        let present = container.subviews.filter { view in wanted.contains { $0 === view } }
        if present.count != wanted.count || zip(present, wanted).contains(where: { $0 !== $1 }) {
            for view in wanted { container.addSubview(view) }
        }
    }

    /// Places a hairline at the inner edge of each column beside or over the secondary, and
    /// returns the ones in use (the rest leave).
    private func layoutSeparators(frames: SplitColumnLayout, in container: UIView) -> [UIView] {
        let edges = frames.visible.filter { $0 != .secondary && columnControllers[$0] != nil }.compactMap { frames.frames[$0] }
        while separatorViews.count < edges.count {
            let separator = UIView()
            separator.backgroundColor = .opaqueSeparator
            separatorViews.append(separator)
        }
        let hairline = 1 / max(1, container.traitCollection.displayScale)
        for (index, separator) in separatorViews.enumerated() where index >= edges.count {
            separator.removeFromSuperview()
        }
        for (column, separator) in zip(edges, separatorViews) {
            separator.frame = CGRect(x: frames.isMirrored ? column.minX : column.maxX - hairline, y: column.minY,
                                     width: hairline, height: column.height)
        }
        return Array(separatorViews.prefix(edges.count))
    }
}
