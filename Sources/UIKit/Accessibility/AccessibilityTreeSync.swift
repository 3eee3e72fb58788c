import CoreGraphics
import Foundation
import QuartzCore
import SlatePlatform

/// Keeps each window's accessibility tree at its host up to date while an assistive
/// technology listens, and nothing at all while none does.
///
/// Updates ride on UIKit's commit: a commit (layout, drawing) schedules one rebuild at its
/// end, after layout has settled, so a tree is built at most once per turn and always from
/// laid-out views. A host gets a new tree only when it differs from the last one it got.
///
/// What the user or the app said changed (an accessibility property set, the focus moved,
/// a notification posted, a reader's action) is built at the end of the same turn. What
/// frames change on their own (a list scrolling, an animation) is built at most every
/// `settledLayoutInterval` on the media clock, and once more after the last change: a
/// screen reader speaks far slower than ten updates a second, and a tree per frame of a
/// scrolling list would cost that frame a tenth of its time (docs/performance.md).
@MainActor
package enum AccessibilityTreeSync {
    /// What each window's host was last given, and how to find the objects behind its nodes.
    private static var windowStates: [ObjectIdentifier: AccessibilityWindowState] = [:]
    private static var isUpdateScheduled = false
    /// While trees are built: what the build itself sets (the elements a control describes
    /// itself with) must not ask for another build.
    private static var isBuilding: Bool { currentBuild != 0 }
    /// The tree build under way (each one a new number), or 0: responders keep their defaults
    /// for the build they were worked out in (`UIResponder.standardAccessibility`).
    private(set) static var currentBuild = 0
    private static var lastBuild = 0
    private static var isObservingCommits = false
    /// Notifications posted since the last update, delivered after it (their arguments are
    /// elements that must be in the tree first).
    private static var pendingNotifications: [(UIAccessibility.Notification, Any?)] = []
    /// The shortest time between two builds that commits alone ask for.
    static let settledLayoutInterval: CFTimeInterval = 0.1
    /// When the last build ran, on the host clock.
    private static var lastUpdateTime: TimeInterval = -.infinity
    /// The build that comes after a run of commits too close together.
    private static var trailingUpdate: PlatformTimer?

    static var isActive: Bool { UIKitHost.current?.isAssistiveTechnologyActive ?? false }

    /// Listens to `host` for a screen reader coming and going.
    static func hostDidChange(to host: PlatformHost?) {
        windowStates = [:]
        trailingUpdate?.cancel()
        trailingUpdate = nil
        lastUpdateTime = -.infinity
        guard let host else { return }
        host.assistiveTechnologyHandler = { _ in
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
            if !isActive { clearTrees() }
            setNeedsUpdate()
        }
        if host.isAssistiveTechnologyActive { setNeedsUpdate() }
    }

    /// Asks for the trees to be brought up to date at the end of this turn.
    static func setNeedsUpdate() {
        guard !isUpdateScheduled, !isBuilding, isActive else { return }
        isUpdateScheduled = true
        if !isObservingCommits {
            isObservingCommits = true
            CATransaction.observeSettledLayout {
                guard isActive else { isObservingCommits = false; return false }
                layoutDidSettle()
                return true
            }
        }
        CATransaction.afterCommit { update() }
    }

    /// A commit changed views: a build now if none ran lately, else one when the interval is up.
    private static func layoutDidSettle() {
        guard !isUpdateScheduled, !isBuilding, trailingUpdate == nil, let host = UIKitHost.current else { return }
        let due = lastUpdateTime + settledLayoutInterval
        guard host.currentTime < due else { return setNeedsUpdate() }
        trailingUpdate = host.schedule(at: due) {
            trailingUpdate = nil
            setNeedsUpdate()
        }
    }

    /// Brings the trees up to date now if a build is waiting (a scheduled one, or the one after
    /// a run of commits): what a test's reader reads is what the views show.
    package static func updateIfPending() {
        guard isUpdateScheduled || trailingUpdate != nil else { return }
        update()
    }

    static func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard isActive else { return }
        pendingNotifications.append((notification, argument))
        setNeedsUpdate()
    }

    /// Builds every shown window's tree, hands the changed ones to their hosts, then tells
    /// them of focus moves and posted notifications.
    static func update() {
        isUpdateScheduled = false
        trailingUpdate?.cancel()
        trailingUpdate = nil
        guard isActive else { return }
        lastUpdateTime = UIKitHost.current?.currentTime ?? -.infinity
        var live: Set<ObjectIdentifier> = []
        let host = UIKitHost.current
        for window in UIWindow.allWindows {
            // Only the windows of the host whose reader listens (a test may keep several).
            guard let platformWindow = window.platformWindow, window.platformHost === host else { continue }
            let key = ObjectIdentifier(window)
            live.insert(key)
            let state = windowStates[key] ?? AccessibilityWindowState()
            windowStates[key] = state
            var builder = AccessibilityTreeBuilder(window: window)
            lastBuild += 1
            currentBuild = lastBuild
            let tree = builder.buildTree()
            currentBuild = 0
            state.objects = builder.objects
            if tree != state.tree {
                state.tree = tree
                platformWindow.accessibilityTree = tree
            }
            if platformWindow.accessibilityRequestHandler == nil {
                platformWindow.accessibilityRequestHandler = { [weak window] id, request in
                    guard let window else { return false }
                    return AccessibilityRequestHandler(window: window).handle(request, of: id)
                }
            }
            if builder.focusedID != state.focusedID {
                state.focusedID = builder.focusedID
                if let focused = builder.focusedID { platformWindow.postAccessibilityEvent(.focusChanged(focused)) }
            }
        }
        windowStates = windowStates.filter { live.contains($0.key) }
        deliverNotifications()
    }

    /// The object behind node `id` of `window`'s tree, while it lives.
    static func object(withID id: PlatformAccessibilityNode.ID, in window: UIWindow) -> AnyObject? {
        windowStates[ObjectIdentifier(window)]?.objects[id]?.object
    }

    private static func clearTrees() {
        trailingUpdate?.cancel()
        trailingUpdate = nil
        lastUpdateTime = -.infinity
        for window in UIWindow.allWindows { window.platformWindow?.accessibilityTree = nil }
        windowStates = [:]
        pendingNotifications = []
    }

    private static func deliverNotifications() {
        let notifications = pendingNotifications
        pendingNotifications = []
        for (notification, argument) in notifications {
            let target = targetWindow(for: argument)
            guard let platformWindow = target?.platformWindow else { continue }
            let focus = (argument as AnyObject?).flatMap { object in
                windowStates.values.lazy.compactMap { $0.id(of: object) }.first
            }
            let spoken = argument as? String ?? (argument as? NSAttributedString)?.string
            let queued = (argument as? NSAttributedString)?.queuesAnnouncement ?? false
            switch notification {
            case .announcement:
                if let spoken { platformWindow.postAccessibilityEvent(.announcement(spoken, queued: queued)) }
            case .screenChanged:
                platformWindow.postAccessibilityEvent(.screenChanged(focus: focus))
                if let spoken { platformWindow.postAccessibilityEvent(.announcement(spoken, queued: queued)) }
            case .layoutChanged:
                platformWindow.postAccessibilityEvent(.layoutChanged(focus: focus))
                if let spoken { platformWindow.postAccessibilityEvent(.announcement(spoken, queued: queued)) }
            case .pageScrolled:
                platformWindow.postAccessibilityEvent(.pageScrolled(spoken ?? ""))
            default:
                break
            }
        }
    }

    /// The window an argument lives in; else the key window; else the first shown.
    private static func targetWindow(for argument: Any?) -> UIWindow? {
        if let view = argument as? UIView, let window = view.window { return window }
        if let element = argument as? UIAccessibilityElement, let window = element.containerView?.window { return window }
        return UIWindow.keyWindow ?? UIWindow.allWindows.first { $0.platformWindow != nil }
    }
}

/// What one window's host last got.
@MainActor
final class AccessibilityWindowState {
    var tree: PlatformAccessibilityNode?
    var objects: [PlatformAccessibilityNode.ID: WeakAccessibilityObject] = [:]
    var focusedID: PlatformAccessibilityNode.ID?

    func id(of object: AnyObject) -> PlatformAccessibilityNode.ID? {
        guard let id = (object as? UIResponder)?.accessibilityAttributes?.nodeID, objects[id] != nil else { return nil }
        return id
    }
}

struct WeakAccessibilityObject {
    weak var object: AnyObject?
}
