import CoreGraphics
import Foundation
import UIKit

/// What an accessibility audit of a window found wrong, as a screen-reader user would meet it.
public struct AccessibilityAuditIssue: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// An element a user can act on that a screen reader cannot name.
        case missingLabel
        /// An element a screen reader reads that is not on screen, even scrolled to.
        case offScreen
        /// Two elements that cover each other, so that touch exploration finds the wrong one.
        case overlap
    }

    public let kind: Kind
    /// The elements concerned, as "role 'name' at frame".
    public let elements: [String]

    public var description: String { "\(kind.rawValue): \(elements.joined(separator: " and "))" }
}

extension ScreenReader {
    /// Audits `window` as Xcode's accessibility audit does for iOS, on the tree a screen
    /// reader gets: every element a user can act on has a name (a text input may go by its
    /// value, its placeholder), every element is on screen or can be scrolled there (the
    /// audit scrolls it, as a reader would, and scrolls everything back after), and no two
    /// elements overlap.
    public func audit(_ window: UIWindow, ignoringOverlapsSmallerThan tolerance: CGFloat = 1) -> [AccessibilityAuditIssue] {
        var issues: [AccessibilityAuditIssue] = []
        let bounds = window.bounds
        let leaves = { self.elements(in: window).filter { $0.children.isEmpty && $0.role != "group" } }
        for element in leaves() where Self.isInteractive(element) && element.name.isEmpty {
            let goesByValue = element.text != nil && !element.value.isEmpty
            if !goesByValue { issues.append(AccessibilityAuditIssue(kind: .missingLabel, elements: [Self.describe(element)])) }
        }
        let offsets = Self.scrollViews(in: window).map { ($0, $0.contentOffset) }
        for element in leaves() where !element.frame.intersects(bounds) {
            scrollIntoView(element, in: window)
            let after = self.elements(in: window).first { $0.id == element.id }
            if after.map({ !$0.frame.intersects(bounds) }) ?? false {
                issues.append(AccessibilityAuditIssue(kind: .offScreen, elements: [Self.describe(element)]))
            }
        }
        // Back where the test left them: the overlaps are judged, and the test goes on, as shown.
        var scrolled = false
        for (scrollView, offset) in offsets where scrollView.contentOffset != offset {
            scrollView.setContentOffset(offset, animated: false)
            scrolled = true
        }
        if scrolled { screen.presentFrame() }
        let shown = leaves().filter { $0.frame.intersects(bounds) && !$0.frame.isEmpty }
        for (index, first) in shown.enumerated() {
            for second in shown[(index + 1)...] {
                let common = first.frame.intersection(second.frame)
                guard !common.isNull, common.width > tolerance, common.height > tolerance else { continue }
                // Bars float over the viewport of scrolling text or a table by design: what
                // shows through them is not what a finger finds there.
                if Self.isViewport(first), first.frame.contains(second.frame) { continue }
                if Self.isViewport(second), second.frame.contains(first.frame) { continue }
                issues.append(AccessibilityAuditIssue(kind: .overlap, elements: [Self.describe(first), Self.describe(second)]))
            }
        }
        return issues
    }

    private static func scrollViews(in view: UIView) -> [UIScrollView] {
        view.subviews.flatMap { subview in ((subview as? UIScrollView).map { [$0] } ?? []) + scrollViews(in: subview) }
    }

    private static func isViewport(_ element: Element) -> Bool {
        element.role == "textArea" || element.role == "table"
    }

    private static func isInteractive(_ element: Element) -> Bool {
        !element.actions.isEmpty || element.states.contains("editable")
    }

    private static func describe(_ element: Element) -> String {
        let frame = element.frame
        return "\(element.role) '\(element.name)' at (\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width))×\(Int(frame.height)))"
    }
}
