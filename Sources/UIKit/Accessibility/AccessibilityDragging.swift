import CoreGraphics
import Foundation
import SlatePlatform

/// Drags and drops for a screen reader, as VoiceOver offers them: each drag source of an
/// element is an action that lifts a drag there (as a long press would); while that drag is
/// in flight, each drop point of an element is an action that carries the drag there and
/// lets go; "cancel drag" (or the escape gesture) puts it back.
///
/// An element's sources and points are its `accessibilityDragSourceDescriptors` and
/// `accessibilityDropPointDescriptors`, or — nil — UIKit's automatic ones: one per drag
/// (drop) interaction in the element's views, at the element's activation point when that
/// is in the interaction's view (else the view's centre), named "drag" and "drop" ("drag 2"
/// for a second); and for a table's or collection's cell, its list's, at the cell's centre.
@MainActor
enum AccessibilityDragging {
    /// The drag a reader lifted and its window, while it is in flight (one at a time: a
    /// reader lifts another only after this one ended).
    private static weak var readerDrag: DragDriver?
    private static weak var readerDragWindow: UIWindow?

    /// The reader's drag in flight in `window`, if any.
    static func drag(in window: UIWindow) -> DragDriver? {
        guard let drag = readerDrag, readerDragWindow === window, DragDriver.active(in: window) === drag else { return nil }
        return drag
    }

    /// The element's actions: its drag sources while no drag is in flight in the window; its
    /// drop points and "cancel drag" while the reader's is.
    static func actions(of element: UIResponder, in window: UIWindow) -> [PlatformAccessibilityAction] {
        if drag(in: window) != nil {
            return dropPoints(of: element).map { .drop($0.name) } + [.cancelDrag]
        }
        guard DragDriver.active(in: window) == nil else { return [] }
        return dragSources(of: element).map { .drag($0.name) }
    }

    static func dragSources(of element: UIResponder) -> [UIAccessibilityLocationDescriptor] {
        if let own = element.accessibilityDragSourceDescriptors { return own }
        guard let view = element as? UIView else { return [] }
        var views: [UIView] = []
        collect(in: view, into: &views) { $0.interactions.contains { ($0 as? UIDragInteraction).map(offersDrag) ?? false } }
        if views.isEmpty, let list = listView(of: view), listDrags(list) { views = [list] }
        return descriptors(named: "drag", at: views, for: view)
    }

    static func dropPoints(of element: UIResponder) -> [UIAccessibilityLocationDescriptor] {
        if let own = element.accessibilityDropPointDescriptors { return own }
        guard let view = element as? UIView else { return [] }
        var views: [UIView] = []
        collect(in: view, into: &views) { $0.isUserInteractionEnabled && $0.interactions.contains { $0 is UIDropInteraction } }
        if views.isEmpty, let list = listView(of: view), listTakesDrops(list) { views = [list] }
        return descriptors(named: "drop", at: views, for: view)
    }

    /// Whether a long press could lift a drag from the interaction now: it is enabled, its
    /// view takes touches, and its own rule lets a lift begin somewhere (a text view's lifts
    /// only its selection).
    private static func offersDrag(_ interaction: UIDragInteraction) -> Bool {
        guard interaction.isEnabled, let view = interaction.view, view.isUserInteractionEnabled else { return false }
        if interaction.delegate is TextDragSource { return (view as? UITextInput).map(hasSelectedText) ?? false }
        return true
    }

    private static func hasSelectedText(_ input: UITextInput) -> Bool {
        guard let range = input.selectedTextRange else { return false }
        return !range.isEmpty
    }

    /// Lifts a drag at the element's source named `name`, as a long press there would: the
    /// drag interaction of the view a finger there touches (or of a view it is in) begins —
    /// only when that is the descriptor's view or one it is in or holds (not a view that
    /// covers it).
    static func beginDrag(_ name: String, from element: UIResponder, in window: UIWindow) -> Bool {
        guard DragDriver.active(in: window) == nil,
              let source = dragSources(of: element).first(where: { $0.name == name }),
              let sourceView = source.view, sourceView.window === window, let point = source.windowPoint,
              window.bounds.contains(point) else { return false }
        var view = window.hitTest(point, with: nil)
        while let current = view {
            if let interaction = current.interactions.lazy.compactMap({ $0 as? UIDragInteraction }).first(where: \.isEnabled) {
                // (A text view's exclusion asks where a press began; for a reader, its
                // selection decided already.)
                let excluded = interaction.delegate is TextDragSource ? false : interaction.liftExclusion?(current.convert(point, from: nil)) ?? false
                guard current === sourceView || current.isDescendant(of: sourceView) || sourceView.isDescendant(of: current),
                      !excluded else { return false }
                // One reader drag at a time, in any window.
                if let previousWindow = readerDragWindow { _ = cancelDrag(in: previousWindow) }
                guard let drag = DragDriver.begin(from: interaction, at: point, in: window, byPointer: true) else { return false }
                readerDrag = drag
                readerDragWindow = window
                return true
            }
            view = current.superview
        }
        return false
    }

    /// Carries the reader's drag to the element's drop point named `name` and lets go: the
    /// destination there takes it as it would under a finger (or it goes back). A point
    /// outside the window is refused: a reader's drag stays in its window.
    static func drop(_ name: String, on element: UIResponder, in window: UIWindow) -> Bool {
        guard let drag = drag(in: window),
              let target = dropPoints(of: element).first(where: { $0.name == name }),
              target.view?.window === window, let point = target.windowPoint, window.bounds.contains(point) else { return false }
        readerDrag = nil
        readerDragWindow = nil
        drag.move(to: point)
        drag.drop()
        return true
    }

    /// The reader's drag in flight goes back ("cancel drag", the escape gesture, the window
    /// leaving the screen).
    static func cancelDrag(in window: UIWindow) -> Bool {
        guard let drag = drag(in: window) else { return false }
        readerDrag = nil
        readerDragWindow = nil
        drag.cancel()
        return true
    }

    // MARK: Automatic descriptors

    private static func collect(in view: UIView, into views: inout [UIView], where matches: (UIView) -> Bool) {
        if matches(view) { views.append(view) }
        for subview in view.subviews where !subview.isHidden { collect(in: subview, into: &views, where: matches) }
    }

    /// One descriptor per view: at the element's activation point when the view has it,
    /// else at the view's centre — or, for the list a cell is in, at the cell's centre.
    private static func descriptors(named base: String, at views: [UIView], for element: UIView) -> [UIAccessibilityLocationDescriptor] {
        guard let window = element.window else { return [] }
        let activation = element.accessibilityActivationPoint
        let activationInWindow = CGPoint(x: activation.x - window.frame.minX, y: activation.y - window.frame.minY)
        return views.enumerated().map { index, view in
            let name = index == 0 ? base : "\(base) \(index + 1)"
            let point: CGPoint
            if !(view === element || view.isDescendant(of: element)) {
                point = view.convert(CGPoint(x: element.bounds.midX, y: element.bounds.midY), from: element)
            } else if case let activation = view.convert(activationInWindow, from: nil), view.bounds.contains(activation) {
                point = activation
            } else {
                point = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            }
            return UIAccessibilityLocationDescriptor(name: name, point: point, in: view)
        }
    }

    /// The table or collection view a cell is in.
    private static func listView(of view: UIView) -> UIScrollView? {
        guard view is UITableViewCell || view is UICollectionViewCell else { return nil }
        var current = view.superview
        while let candidate = current {
            if candidate is UITableView || candidate is UICollectionView { return candidate as? UIScrollView }
            current = candidate.superview
        }
        return nil
    }

    private static func listDrags(_ list: UIScrollView) -> Bool {
        if let table = list as? UITableView { return table.dragAndDrop?.dragInteraction.isEnabled ?? false }
        if let collection = list as? UICollectionView { return collection.dragAndDrop?.dragInteraction.isEnabled ?? false }
        return false
    }

    private static func listTakesDrops(_ list: UIScrollView) -> Bool {
        if let table = list as? UITableView { return table.dropDelegate != nil }
        if let collection = list as? UICollectionView { return collection.dropDelegate != nil }
        return false
    }
}
