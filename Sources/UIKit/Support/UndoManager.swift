import Foundation
import QuartzCore

/// Foundation's undo manager, which Linux Foundation lacks: a stack of undo groups and one
/// of redo groups, each a list of actions registered while the group was open.
///
/// With `groupsByEvent` (the default) a group opens at the first registration of a turn of
/// the main loop and closes when the turn ends, as on Apple platforms, so one user action —
/// a keystroke, a paste — undoes as one. Actions registered while undoing go on the redo
/// stack, and while redoing on the undo stack. A window has one (`UIResponder.undoManager`
/// walks the responder chain to it); Ctrl+Z and Ctrl+Shift+Z undo and redo through the Edit
/// menu.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    public static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")

    private struct Action {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups being filled, innermost last.
    private var openGroups: [Group] = []
    /// Whether the open outermost group was opened by the event loop (and closes with it).
    private var isAutomaticGroupOpen = false
    private var disabledCount = 0

    /// Whether a group opens and closes around each turn of the main loop (true).
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit).
    open var levelsOfUndo = 0 { didSet { trim() } }
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    public override init() {
        super.init()
    }

    // MARK: Registering

    /// Registers `handler` to run on `target` when the current group is undone (or, while
    /// undoing, redone). The target is held weakly: an action whose target has gone is skipped.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else { return }
            beginUndoGrouping()
            isAutomaticGroupOpen = true
            CATransaction.afterCommit { [weak self] in self?.closeAutomaticGroup() }
        }
        openGroups[openGroups.count - 1].actions.append(Action(target: target) { handler($0 as! TargetType) })
        registrationCount += 1
    }

    /// Counts registrations, so that an editor can tell whether anything was registered since
    /// its own last action (and go on growing it: typing undoes as one).
    private(set) var registrationCount = 0

    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            UIKitFailure.raise("UndoManager.endUndoGrouping(): no group is open. Call beginUndoGrouping() first.")
            return
        }
        if openGroups.isEmpty {
            isAutomaticGroupOpen = false
            guard !group.actions.isEmpty else { return }
            if isUndoing {
                redoStack.append(group)
            } else {
                undoStack.append(group)
                // A change of the user's own makes what was undone meaningless to redo.
                if !isRedoing { redoStack.removeAll() }
                trim()
            }
            NotificationCenter.default.post(name: Self.didCloseUndoGroupNotification, object: self)
        } else {
            // A nested group folds into the one around it.
            openGroups[openGroups.count - 1].actions.append(contentsOf: group.actions)
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
    }

    open var groupingLevel: Int { openGroups.count }

    private func closeAutomaticGroup() {
        guard isAutomaticGroupOpen, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    /// Names the group being registered (for the Undo and Redo menu items).
    open func setActionName(_ actionName: String) {
        guard !openGroups.isEmpty else { return }
        openGroups[0].name = actionName
    }

    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    open func disableUndoRegistration() { disabledCount += 1 }
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    // MARK: Undoing and redoing

    open var canUndo: Bool {
        !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true
    }

    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the group the event loop opened, then undoes the last group: its actions run in
    /// reverse, and what they register becomes the redo group.
    open func undo() {
        if isAutomaticGroupOpen, openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty else {
            UIKitFailure.raise("UndoManager.undo(): a group is still open (\(openGroups.count) level(s)). End it with endUndoGrouping() first.")
            return
        }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group)
        isUndoing = false
        NotificationCenter.default.post(name: Self.didUndoChangeNotification, object: self)
    }

    /// Closes the group the event loop opened (a change in it makes what was undone
    /// meaningless to redo), then redoes the last group undone.
    open func redo() {
        if isAutomaticGroupOpen, openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        isRedoing = true
        run(group)
        isRedoing = false
        NotificationCenter.default.post(name: Self.didRedoChangeNotification, object: self)
    }

    private func run(_ group: Group) {
        beginUndoGrouping()
        openGroups[0].name = group.name
        for action in group.actions.reversed() {
            guard let target = action.target else { continue }
            action.perform(target)
        }
        endUndoGrouping()
    }

    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        isAutomaticGroupOpen = false
    }

    /// Forgets every action registered with `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for index in groups.indices { groups[index].actions.removeAll { $0.target === target } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
        for index in openGroups.indices { openGroups[index].actions.removeAll { $0.target === target } }
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
}
