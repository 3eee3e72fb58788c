import Foundation
import QuartzCore

/// Checks the invariants UIKit keeps between events — the ones no sequence of user input may
/// break — and describes each break found. The fuzzer (`UIKitTesting.Fuzzer`) runs it after
/// every event; anything it reports is a bug in Slate or in the app.
///
/// Checked always:
/// - views: each subview's superview is the view listing it (links both ways);
/// - view controllers: each child's parent lists it; a presented controller's presenter
///   presents it; no controller is reachable from two places; a navigation controller's bar
///   shows one item per controller on its stack, in order;
/// - responders: every chain from a view in a window ends at the application (or its
///   delegate) without a loop; each window's first responder is in that window;
/// - layout settles: no commit since the last check gave up with layout still asking for more;
/// - gesture recognizers a window still delivers to belong to views in that window.
///
/// Checked once nothing moves (`isSettled`: no animation, no touch):
/// - appearance is balanced: no controller is left between `viewWillAppear` and
///   `viewDidAppear` or between `viewWillDisappear` and `viewDidDisappear`; a controller that
///   appeared has its view in a window.
@MainActor
package enum HierarchyAudit {
    package static func violations(isSettled: Bool) -> [String] {
        var found: [String] = []
        if CATransaction.unsettledCommitCount != reportedUnsettledCommits {
            reportedUnsettledCommits = CATransaction.unsettledCommitCount
            let asking = CATransaction.unsettledLayers.map { ($0.delegate as? UIView).map(describe) ?? "\(type(of: $0))" }
            found.append("layout never settles: a commit gave up after 16 passes with \(asking.joined(separator: ", ")) still asking for layout")
        }
        let solverFailures = LayoutEngine.main.solverFailures
        if solverFailures.count > reportedSolverFailures {
            for failure in solverFailures[reportedSolverFailures...] { found.append("Auto Layout's solver failed \(failure)") }
            reportedSolverFailures = solverFailures.count
        }
        var seenControllers: [ObjectIdentifier: String] = [:]
        for window in UIWindow.allWindows where !window.isHidden {
            let name = "\(type(of: window))"
            auditViews(from: window, window: window, into: &found)
            auditResponders(in: window, windowName: name, into: &found)
            auditRecognizers(in: window, windowName: name, into: &found)
            if let root = window.rootViewController {
                // A wheel's clicks are one drag until it stops: a page turn it moves is under way.
                let windowIsSettled = isSettled && !(window.existingInputDispatcher?.isWheelGestureActive ?? false)
                auditControllers(from: root, path: "\(name).rootViewController", window: window, isSettled: windowIsSettled,
                                 seen: &seenControllers, into: &found)
            }
        }
        return found
    }

    /// What the app holds now, for telling a steady state from a leak: views alive and Auto
    /// Layout's variables (four per view or guide it knows).
    /// Forgets what happened before now (a fuzz run starting in a process that did other work):
    /// only what follows is reported.
    package static func startFresh() {
        reportedUnsettledCommits = CATransaction.unsettledCommitCount
        reportedSolverFailures = LayoutEngine.main.solverFailures.count
    }

    package static var liveViewCount: Int { UIView.liveCount }
    package static var layoutVariableCount: Int { LayoutEngine.main.solverVariableCount }
    package static var layoutConstraintCount: Int { LayoutEngine.main.solverConstraintCount }

    /// Layout loops already reported.
    private static var reportedUnsettledCommits = 0
    private static var reportedSolverFailures = 0

    // MARK: Views

    private static func auditViews(from view: UIView, window: UIWindow, into found: inout [String]) {
        for subview in view.storedSubviews {
            if subview.storedSuperview !== view {
                found.append("view links: \(describe(subview)) is a subview of \(describe(view)) but its superview is \(subview.storedSuperview.map(describe) ?? "nil")")
                continue
            }
            if subview.window !== window {
                found.append("view links: \(describe(subview)) is inside \(type(of: window)) but its window is \(subview.window.map { "\(type(of: $0))" } ?? "nil")")
            }
            auditViews(from: subview, window: window, into: &found)
        }
    }

    // MARK: Responders

    private static func auditResponders(in window: UIWindow, windowName: String, into found: inout [String]) {
        if let first = window.firstResponder {
            if let view = first as? UIView, view.window !== window {
                found.append("first responder: \(describe(view)) is \(windowName)'s first responder but is not in it")
            }
            if let controller = first as? UIViewController, controller.storedView?.window !== window {
                found.append("first responder: \(type(of: controller)) is \(windowName)'s first responder but its view is not in it")
            }
            var reaching = Set<ObjectIdentifier>()
            auditChain(from: first, reaching: &reaching, into: &found)
        }
        // One chain per leaf is enough: every view's chain joins its superview's. A chain stops
        // where it meets one already known to reach the application, so the whole window costs
        // a walk over its responders once.
        var leaves: [UIView] = []
        collectLeaves(window, into: &leaves)
        var reaching = Set<ObjectIdentifier>()
        for leaf in leaves { auditChain(from: leaf, reaching: &reaching, into: &found) }
    }

    private static func collectLeaves(_ view: UIView, into leaves: inout [UIView]) {
        if view.storedSubviews.isEmpty { leaves.append(view) }
        for subview in view.storedSubviews { collectLeaves(subview, into: &leaves) }
    }

    /// `reaching`: responders whose chains are known to end at the application.
    private static func auditChain(from start: UIResponder, reaching: inout Set<ObjectIdentifier>, into found: inout [String]) {
        var seen: [ObjectIdentifier] = []
        var seenSet = Set<ObjectIdentifier>()
        var cursor: UIResponder? = start
        var last: UIResponder = start
        while let responder = cursor {
            let id = ObjectIdentifier(responder)
            if reaching.contains(id) {
                reaching.formUnion(seen)
                return
            }
            guard seenSet.insert(id).inserted else {
                found.append("responder chain: the chain from \(describe(start)) loops at \(type(of: responder))")
                return
            }
            seen.append(id)
            last = responder
            cursor = responder.next
        }
        let application = UIApplication.sharedInstanceIfCreated
        let endsAtApplication = application != nil && (last === application || last === application?.delegate as AnyObject?)
        if endsAtApplication {
            reaching.formUnion(seen)
        } else {
            found.append("responder chain: the chain from \(describe(start)) ends at \(type(of: last)), not the application")
        }
    }

    // MARK: Gesture recognizers

    private static func auditRecognizers(in window: UIWindow, windowName: String, into found: inout [String]) {
        // An audit must not change what it looks at: a window input never reached has no
        // dispatcher, and no recognizer to check.
        guard let router = window.existingInputDispatcher?.router, !router.hasActiveTouches else { return }
        for recognizer in router.trackedRecognizers where recognizer.view?.window !== window {
            found.append("gesture recognizers: \(type(of: recognizer)) on \(recognizer.view.map(describe) ?? "no view") still receives \(windowName)'s events from outside it")
        }
    }

    // MARK: View controllers

    private static func auditControllers(from controller: UIViewController, path: String, window: UIWindow, isSettled: Bool,
                                         seen: inout [ObjectIdentifier: String], into found: inout [String]) {
        if let other = seen.updateValue(path, forKey: ObjectIdentifier(controller)) {
            found.append("view controllers: \(type(of: controller)) is in two places: \(other) and \(path)")
            return
        }
        for child in controller.storedChildren where child.storedParent !== controller {
            found.append("view controllers: \(type(of: child)) is a child of \(type(of: controller)) (\(path)) but its parent is \(child.storedParent.map { "\(type(of: $0))" } ?? "nil")")
        }
        if let navigation = controller as? UINavigationController, isSettled {
            let stack = navigation.viewControllers.map(\.navigationItem)
            let items = navigation.navigationBar.items ?? []
            if stack.count != items.count || zip(stack, items).contains(where: { $0 !== $1 }) {
                found.append("navigation: \(path)'s bar shows \(items.count) item(s) (\(items.map { $0.title ?? "untitled" })) for a stack of \(stack.count) (\(navigation.viewControllers.map { "\(type(of: $0))" }))")
            }
        }
        if isSettled {
            switch controller.appearanceState {
            case .appearing:
                found.append("appearance: \(type(of: controller)) (\(path)) got viewWillAppear without viewDidAppear")
            case .disappearing:
                found.append("appearance: \(type(of: controller)) (\(path)) got viewWillDisappear without viewDidDisappear")
            case .appeared where controller.storedView?.window == nil:
                found.append("appearance: \(type(of: controller)) (\(path)) appeared but its view is in no window (viewDidDisappear missing)")
            default:
                break
            }
        }
        for (index, child) in controller.storedChildren.enumerated() {
            auditControllers(from: child, path: "\(path).children[\(index)]", window: window, isSettled: isSettled, seen: &seen, into: &found)
        }
        if let presented = controller.storedPresentedViewController {
            if presented.presentingViewController == nil {
                found.append("presentation: \(type(of: controller)) (\(path)) presents \(type(of: presented)), whose presentingViewController is nil")
            }
            auditControllers(from: presented, path: "\(path).presented", window: window, isSettled: isSettled, seen: &seen, into: &found)
        }
    }

    private static func describe(_ responder: UIResponder) -> String {
        guard let view = responder as? UIView else { return "\(type(of: responder))" }
        var names = ["\(type(of: view))"]
        var cursor = view.storedSuperview
        while let ancestor = cursor, names.count < 4 {
            names.append("\(type(of: ancestor))")
            cursor = ancestor.storedSuperview
        }
        return names.joined(separator: " in ")
    }
}
