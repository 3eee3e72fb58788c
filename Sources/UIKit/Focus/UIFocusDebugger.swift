import CoreGraphics
import Foundation

/// Text that a `UIFocusDebugger` command returns; print it or read its `description`.
@preconcurrency @MainActor
public protocol UIFocusDebuggerOutput: NSObjectProtocol, CustomStringConvertible {}

/// Questions about focus to ask from a debugger or a test: what has it, why an item cannot
/// take it, and where a request from an environment would put it.
@MainActor
public final class UIFocusDebugger: NSObject {
    private override init() { super.init() }

    /// The commands.
    public static func help() -> UIFocusDebuggerOutput {
        FocusDebuggerReport(lines: [
            "UIFocusDebugger.status(): the focused item of each window.",
            "UIFocusDebugger.checkFocusability(for: item): why the item can or cannot take the focus.",
            "UIFocusDebugger.simulateFocusUpdateRequest(from: environment): where setNeedsFocusUpdate() on the environment would put the focus, step by step.",
        ])
    }

    /// The focused item of each window of the app.
    public static func status() -> UIFocusDebuggerOutput {
        let windows = UIWindow.allWindows.filter { !$0.isHidden }
        guard !windows.isEmpty else { return FocusDebuggerReport(lines: ["No windows."]) }
        return FocusDebuggerReport(lines: windows.map { window in
            let item = window.focusEngine.liveFocusedItem().map(describe) ?? "nothing"
            return "\(describe(window)): focused item: \(item)"
        })
    }

    /// Why `item` can or cannot take the focus now.
    public static func checkFocusability(for item: UIFocusItem) -> UIFocusDebuggerOutput {
        guard let view = item as? UIView else {
            return FocusDebuggerReport(lines: [item.canBecomeFocused
                ? "\(describe(item)) says canBecomeFocused; Slate moves focus by keys among views only, so it takes focus only through setNeedsFocusUpdate()."
                : "\(describe(item)) returns false from canBecomeFocused."])
        }
        var problems: [String] = []
        if !view.canBecomeFocused { problems.append("canBecomeFocused returns false.") }
        guard let window = view.window else {
            return FocusDebuggerReport(lines: ["\(describe(view)) is not in a window."] + problems)
        }
        var ancestor: UIView? = view
        while let current = ancestor {
            let name = current === view ? "It" : describe(current)
            if current.isHidden { problems.append("\(name) is hidden.") }
            if current.alpha <= 0.01 { problems.append("\(name) is transparent (alpha \(current.alpha)).") }
            if !current.isUserInteractionEnabled { problems.append("\(name) has user interaction disabled.") }
            if current !== view, current !== window, current.canBecomeFocused {
                problems.append("It is inside \(describe(current)), which takes focus itself, so nothing in it can.")
            }
            ancestor = current.superview
        }
        if problems.isEmpty, !window.focusEngine.candidates.isEligible(view) {
            problems.append("It is scrolled or clipped out of view, or under a modal view (a presentation or an alert).")
        }
        if problems.isEmpty { return FocusDebuggerReport(lines: ["\(describe(view)) can take the focus."]) }
        return FocusDebuggerReport(lines: ["\(describe(view)) cannot take the focus:"] + problems.map { "- " + $0 })
    }

    /// Where a focus update requested by `environment` would put the focus, and how.
    public static func simulateFocusUpdateRequest(from environment: UIFocusEnvironment) -> UIFocusDebuggerOutput {
        guard let window = FocusEngine.window(of: environment) else {
            return FocusDebuggerReport(lines: ["\(describe(environment)) is not in a window."])
        }
        var lines: [String] = []
        let engine = window.focusEngine
        if let focused = engine.focusedItem, !FocusEngine.environment(environment, contains: focused) {
            lines.append("Note: \(describe(environment)) does not contain the focused item (\(describe(focused))), so a real request would be ignored.")
        } else if engine.focusedItem == nil {
            lines.append("Note: nothing has the focus, so a real request would be ignored.")
        }
        let result = engine.preferredItem(in: environment) { depth, step in
            lines.append(String(repeating: "  ", count: depth) + step)
        }
        lines.append(result.map { "Result: \(describe($0))" } ?? "Result: no item can take the focus.")
        return FocusDebuggerReport(lines: lines)
    }

    /// "<UIButton: “Save”>", "<MyController>".
    static func describe(_ environment: UIFocusEnvironment) -> String {
        let type = String(describing: Swift.type(of: environment))
        if let label = (environment as? UIResponder)?.accessibilityLabel, !label.isEmpty { return "<\(type): “\(label)”>" }
        if let view = environment as? UIView {
            let origin = view.convert(view.bounds, to: nil).origin
            return "<\(type) at (\(origin.x), \(origin.y))>"
        }
        return "<\(type)>"
    }
}

/// The text of one answer.
final class FocusDebuggerReport: NSObject, UIFocusDebuggerOutput {
    private let lines: [String]
    init(lines: [String]) { self.lines = lines }
    override var description: String { lines.joined(separator: "\n") }
}
