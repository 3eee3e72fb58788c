import CoreGraphics
import Foundation
import SlatePlatform
import UIKit

/// A screen reader on the headless desktop, as Orca is on a real one: once attached, the
/// app's windows describe themselves to it, and a test reads and acts as a blind user would.
///
/// ```swift
/// let reader = screen.attachScreenReader()
/// screen.presentFrame()
/// let save = try #require(reader.element(named: "Save", in: window))
/// #expect(save.role == "button")
/// reader.activate(save)
/// ```
///
/// It reads exactly what a desktop screen reader is given (the host's accessibility tree),
/// and its requests take the same path as AT-SPI's.
@MainActor
public final class ScreenReader {
    /// One element as the reader sees it.
    public struct Element: Equatable, Sendable {
        /// Stable while the element lives.
        public let id: Int
        /// "button", "toggleButton", "staticText", "heading", "slider", "textField", "group", …
        public let role: String
        public let name: String
        public let hint: String
        public let value: String
        /// "disabled", "selected", "checked", "focused", "modal", "editable", …
        public let states: Set<String>
        /// In the window's points.
        public let frame: CGRect
        /// "click", "increment", "decrement", custom actions' names, and drag sources' and
        /// (while a drag is in flight) drop points' names.
        public let actions: [String]
        /// An editable element's text, caret and selection, in characters.
        public let text: String?
        public let caret: Int?
        public let selection: Range<Int>?
        /// A page read line by line (`UIAccessibilityReadingContent`): its lines and where each is.
        public let lines: [String]?
        public let lineFrames: [CGRect]?
        public let identifier: String?
        /// The language it is spoken in (BCP 47), when it says.
        public let language: String?
        /// A heading's level (1 to 6), when it says.
        public let headingLevel: Int?
        /// A data table's size (`UIAccessibilityContainerDataTable`); nil for other elements.
        public let rowCount: Int?
        public let columnCount: Int?
        /// The rows and columns a data table's cell covers; nil outside data tables.
        public let rows: Range<Int>?
        public let columns: Range<Int>?
        /// A data table's header elements by row and by column.
        let rowHeaders: [Int: [Int]]
        let columnHeaders: [Int: [Int]]
        public let children: [Element]

        init(_ node: PlatformAccessibilityNode) {
            id = node.id
            role = node.role.rawValue
            name = node.name
            hint = node.hint
            value = node.value
            states = Set(Self.stateNames.filter { node.states.contains($0.0) }.map(\.1))
            frame = node.frame
            actions = node.actions.map(\.name)
            text = node.text?.string
            caret = node.text?.caret
            selection = node.text?.selection
            lineFrames = node.text?.lineFrames
            lines = node.text.flatMap { text in
                text.lineFrames == nil ? nil : text.string.components(separatedBy: "\n")
            }
            identifier = node.identifier
            language = node.language
            headingLevel = node.headingLevel
            rowCount = node.table?.rowCount
            columnCount = node.table?.columnCount
            rows = node.cell?.rows
            columns = node.cell?.columns
            rowHeaders = node.table?.rowHeaders ?? [:]
            columnHeaders = node.table?.columnHeaders ?? [:]
            children = node.children.map(Element.init)
        }

        /// The subtree, parents first, in reading order.
        public var flattened: [Element] { [self] + children.flatMap(\.flattened) }

        private static let stateNames: [(PlatformAccessibilityStates, String)] = [
            (.focusable, "focusable"), (.focused, "focused"), (.selectable, "selectable"), (.selected, "selected"),
            (.disabled, "disabled"), (.checkable, "checkable"), (.checked, "checked"), (.expandable, "expandable"),
            (.expanded, "expanded"), (.editable, "editable"), (.multiLine, "multiLine"), (.modal, "modal"),
            (.updatesFrequently, "updatesFrequently"), (.offscreen, "offscreen"),
        ]
    }

    let screen: HeadlessScreen

    init(screen: HeadlessScreen) {
        self.screen = screen
    }

    /// The window's tree as the desktop has it (the root is the window); nil while the reader
    /// is detached or the window is not shown. A tree UIKit holds back while views change
    /// frame after frame (at most a tenth of a second on a desktop) is handed over first, so
    /// that a test reads what the views show.
    public func tree(of window: UIWindow) -> Element? {
        AccessibilityTreeSync.updateIfPending()
        return screen.hostWindow(showing: window)?.accessibilityTree.map(Element.init)
    }

    /// The window's elements and groups in reading order, without the window itself.
    public func elements(in window: UIWindow) -> [Element] {
        tree(of: window).map { Array($0.flattened.dropFirst()) } ?? []
    }

    /// The first element named `name`, in reading order.
    public func element(named name: String, in window: UIWindow) -> Element? {
        elements(in: window).first { $0.name == name }
    }

    /// What the reader was told beyond the tree, oldest first: "announcement: …" (one that
    /// cuts in), "queuedAnnouncement: …" (one that waits its turn),
    /// "screenChanged", "layoutChanged", "focus: <id>", "pageScrolled: …".
    public func events(in window: UIWindow) -> [String] {
        AccessibilityTreeSync.updateIfPending()
        return (screen.hostWindow(showing: window)?.accessibilityEvents ?? []).map { event in
            switch event {
            case .announcement(let text, queued: false): "announcement: \(text)"
            case .announcement(let text, queued: true): "queuedAnnouncement: \(text)"
            case .screenChanged(let focus): focus.map { "screenChanged: \($0)" } ?? "screenChanged"
            case .layoutChanged(let focus): focus.map { "layoutChanged: \($0)" } ?? "layoutChanged"
            case .focusChanged(let id): "focus: \(id)"
            case .pageScrolled(let text): "pageScrolled: \(text)"
            }
        }
    }

    /// The announcements spoken in `window`, queued or not, oldest first.
    public func announcements(in window: UIWindow) -> [String] {
        events(in: window).compactMap { event in
            if event.hasPrefix("announcement: ") { return String(event.dropFirst(14)) }
            if event.hasPrefix("queuedAnnouncement: ") { return String(event.dropFirst(20)) }
            return nil
        }
    }

    // MARK: Reading content

    /// The line of a page under `point` (in the window's points), as VoiceOver reads the line
    /// under a finger: asked of the element (`accessibilityLineNumber(for:)`).
    public func line(at point: CGPoint, of element: Element, in window: UIWindow) -> String? {
        AccessibilityReading.line(at: point, element: element.id, in: window)
    }

    // MARK: Data tables

    /// The cell of a data table that covers `row` and `column`, as a reader moving by rows
    /// and columns reaches it (AT-SPI's `GetAccessibleAt`).
    public func cell(atRow row: Int, column: Int, of table: Element) -> Element? {
        func search(_ elements: [Element]) -> Element? {
            for element in elements {
                if let rows = element.rows, let columns = element.columns, rows.contains(row), columns.contains(column) { return element }
                if element.rowCount == nil, let found = search(element.children) { return found }
            }
            return nil
        }
        return search(table.children)
    }

    /// What a reader says of a cell's place as it moves there, as VoiceOver and Orca do: the
    /// headers of its row and of its column (those that are not the cell itself), then
    /// "row R, column C" counted from 1.
    public func placeDescription(of cell: Element, in table: Element) -> String? {
        guard let rows = cell.rows, let columns = cell.columns else { return nil }
        let everything = table.flattened
        func names(_ ids: [Int]?) -> [String] {
            (ids ?? []).filter { $0 != cell.id }.compactMap { id in everything.first { $0.id == id }?.name }.filter { !$0.isEmpty }
        }
        let headers = names(table.rowHeaders[rows.lowerBound]) + names(table.columnHeaders[columns.lowerBound])
        return (headers + ["row \(rows.lowerBound + 1)", "column \(columns.lowerBound + 1)"]).joined(separator: ", ")
    }

    // MARK: Acting

    /// The element's default action (a double tap with VoiceOver; AT-SPI's "click").
    @discardableResult
    public func activate(_ element: Element, in window: UIWindow) -> Bool { request(.perform(.activate), element, window) }
    @discardableResult
    public func increment(_ element: Element, in window: UIWindow) -> Bool { request(.perform(.increment), element, window) }
    @discardableResult
    public func decrement(_ element: Element, in window: UIWindow) -> Bool { request(.perform(.decrement), element, window) }
    /// The escape gesture (VoiceOver's two-finger scrub) on the element.
    @discardableResult
    public func escape(from element: Element, in window: UIWindow) -> Bool { request(.perform(.escape), element, window) }
    @discardableResult
    public func perform(customAction name: String, on element: Element, in window: UIWindow) -> Bool {
        request(.perform(.custom(name)), element, window)
    }
    /// Performs the element's action named `name` (one of `actions`), as AT-SPI's `DoAction`
    /// does: a drag source's lifts a drag that stays in flight until a drop point's action
    /// or the escape gesture.
    @discardableResult
    public func perform(action name: String, on element: Element, in window: UIWindow) -> Bool {
        AccessibilityTreeSync.updateIfPending()
        guard let tree = screen.hostWindow(showing: window)?.accessibilityTree,
              let node = Self.node(element.id, in: tree),
              let action = node.actions.first(where: { $0.name == name }) else { return false }
        return request(.perform(action), element, window)
    }
    @discardableResult
    public func focus(_ element: Element, in window: UIWindow) -> Bool { request(.focus, element, window) }
    @discardableResult
    public func setValue(_ value: Double, of element: Element, in window: UIWindow) -> Bool {
        request(.setValue(value), element, window)
    }
    @discardableResult
    public func setCaret(_ offset: Int, of element: Element, in window: UIWindow) -> Bool {
        request(.setCaret(offset), element, window)
    }

    /// Scrolls the element's scroll view until it shows, as a reader does when it moves there.
    @discardableResult
    public func scrollIntoView(_ element: Element, in window: UIWindow) -> Bool { request(.scrollIntoView, element, window) }

    /// A page scroll from the element, as VoiceOver's three-finger swipe: the element, then
    /// each container, is asked to scroll (`accessibilityScroll(_:)`); what it says it shows
    /// now arrives as a `pageScrolled` event.
    @discardableResult
    public func scroll(_ direction: UIAccessibilityScrollDirection, from element: Element, in window: UIWindow) -> Bool {
        guard let direction = PlatformAccessibilityScrollDirection(rawValue: direction.rawValue) else { return false }
        return request(.scrollPage(direction), element, window)
    }

    // MARK: Rotors

    /// What a rotor found: the element, and the characters of its text it points at when
    /// the rotor finds places within text.
    public struct RotorItem: Equatable, Sendable {
        public let element: Element
        public let range: Range<Int>?
    }

    /// The names of the custom rotors offered on `element` (its own, then its containers'),
    /// or on the window when `element` is nil.
    public func rotors(at element: Element?, in window: UIWindow) -> [String] {
        AccessibilityTreeSync.updateIfPending()
        return AccessibilityRotors.names(at: element?.id, in: window)
    }

    /// Turns the rotor named `name` one step from `element` (from the top when nil): the item
    /// it found, or nil when it found none.
    public func rotor(_ name: String, _ direction: UIAccessibilityCustomRotor.Direction, from element: Element?,
                      in window: UIWindow) -> RotorItem? {
        AccessibilityTreeSync.updateIfPending()
        guard let found = AccessibilityRotors.search(name, direction: direction, from: element?.id, in: window),
              let target = elements(in: window).first(where: { $0.id == found.id }) else { return nil }
        return RotorItem(element: target, range: found.range)
    }

    private static func node(_ id: Int, in tree: PlatformAccessibilityNode) -> PlatformAccessibilityNode? {
        if tree.id == id { return tree }
        for child in tree.children {
            if let found = node(id, in: child) { return found }
        }
        return nil
    }

    private func request(_ request: PlatformAccessibilityRequest, _ element: Element, _ window: UIWindow) -> Bool {
        guard let hostWindow = screen.hostWindow(showing: window) else { return false }
        let done = hostWindow.requestAccessibility(request, of: element.id)
        screen.presentFrame()
        return done
    }
}

extension HeadlessScreen {
    /// Starts a screen reader on the desktop: UIKit hears it (`UIAccessibility.isVoiceOverRunning`
    /// turns true and its notification posts) and describes every window to it from the next turn.
    public func attachScreenReader() -> ScreenReader {
        host.attachAssistiveTechnology(true)
        return ScreenReader(screen: self)
    }

    /// Stops the screen reader: UIKit stops describing its windows.
    public func detachScreenReader() {
        host.attachAssistiveTechnology(false)
    }
}
