import CoreGraphics
import Foundation

/// The views of a window that can take focus, in the order Tab visits them, and the groups
/// they form.
///
/// A view takes focus when it is shown, enabled for touches and says `canBecomeFocused`; a
/// focusable view's own subviews never do (a focusable cell hides its switch). While a modal
/// view is up (`accessibilityViewIsModal`: a presentation, an alert) only its views count.
///
/// Groups: items whose environments share a `focusGroupIdentifier`, and the cells of each
/// table or collection view, are one stop for Tab — entered at the item the group had focused
/// last (a list's: its delegate's preferred index path, then its remembered one) — and the
/// arrow keys move among them. Any other item is a stop of its own, as every control is on a
/// desktop.
@MainActor
struct FocusCandidates {
    let window: UIWindow

    /// Every focusable view, by the position of its part on screen: rows from the top, each from
    /// the leading edge. A view its clipping ancestors hide entirely (a row scrolled away) is
    /// not one.
    func focusableViews() -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        func visit(_ view: UIView, visible: CGRect) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            let frame = view.convert(view.bounds, to: nil)
            if view !== window, view.canBecomeFocused {
                let shown = frame.intersection(visible)
                if shown.width > 0, shown.height > 0 { found.append((view, shown)) }
                return
            }
            let inner = view.clipsToBounds ? visible.intersection(frame) : visible
            guard !inner.isNull else { return }
            var subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { subviews = [modal] }
            for subview in subviews { visit(subview, visible: inner) }
        }
        visit(window, visible: window.bounds)
        let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return ReadingOrder.sorted(found, rightToLeft: rightToLeft, frame: \.frame).map(\.view)
    }

    /// Whether `view` can have the focus now: whether `focusableViews()` would list it, found
    /// by walking up from the view rather than down the whole window (it is asked on every
    /// key press, and by `isFocused`).
    func isEligible(_ view: UIView) -> Bool {
        guard view !== window, view.window === window, view.canBecomeFocused else { return false }
        var path: [UIView] = []
        var cursor: UIView? = view
        while let current = cursor {
            guard !current.isHidden, current.alpha > 0.01, current.isUserInteractionEnabled else { return false }
            path.append(current)
            if current === window { break }
            cursor = current.superview
        }
        guard path.last === window else { return false }
        var visible = window.bounds
        for (child, parent) in zip(path, path.dropFirst()) {
            // A focusable ancestor (a cell) hides what it holds.
            if parent !== window, parent.canBecomeFocused { return false }
            // Under a modal view only that view's subtree counts.
            if let modal = parent.subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }), modal !== child { return false }
        }
        for ancestor in path.dropFirst().reversed() where ancestor.clipsToBounds {
            visible = visible.intersection(ancestor.convert(ancestor.bounds, to: nil))
        }
        let shown = view.convert(view.bounds, to: nil).intersection(visible)
        return !shown.isNull && shown.width > 0 && shown.height > 0
    }

    /// Whether focusing `view` means typing into it: it becomes first responder.
    static func isTextInput(_ view: UIView) -> Bool {
        view is UIKeyInput && view.canBecomeFirstResponder
    }

    // MARK: Groups

    enum GroupKey: Hashable {
        case named(String)
        case list(ObjectIdentifier)
    }

    /// A cell's list, else the first `focusGroupIdentifier` up the view's environments.
    func group(of view: UIView) -> GroupKey? {
        if let list = view.enclosingFocusList { return .list(ObjectIdentifier(list)) }
        return explicitGroup(of: view).map(GroupKey.named)
    }

    func explicitGroup(of view: UIView) -> String? {
        for environment in FocusEngine.chain(of: view) {
            if let identifier = environment.focusGroupIdentifier { return identifier }
        }
        return nil
    }

    /// Tab's stops: each group once, where its first item is, and every other item.
    struct Stop {
        let group: GroupKey?
        var items: [UIView]
    }

    func stops(of views: [UIView]) -> [Stop] {
        var stops: [Stop] = []
        var indexOfGroup: [GroupKey: Int] = [:]
        for view in views {
            guard let group = group(of: view) else {
                stops.append(Stop(group: nil, items: [view]))
                continue
            }
            if let index = indexOfGroup[group] {
                stops[index].items.append(view)
            } else {
                indexOfGroup[group] = stops.count
                stops.append(Stop(group: group, items: [view]))
            }
        }
        return stops
    }

    /// Where Tab enters a stop.
    func entry(of stop: Stop) -> UIView? {
        switch stop.group {
        case .list?:
            return stop.items.first?.enclosingFocusList?.focusEntryItem() ?? stop.items.first
        case .named(let name)?:
            return window.focusEngine.lastFocusedItem(inGroup: name) ?? stop.items.first
        case nil:
            return stop.items.first
        }
    }

    /// The first item Tab would reach inside `root`.
    func entryItem(in root: UIView) -> UIView? {
        let inside = focusableViews().filter { $0.isDescendant(of: root) }
        guard let first = stops(of: inside).first else { return nil }
        return entry(of: first)
    }
}
