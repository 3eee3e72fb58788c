import CoreGraphics
import Foundation
import SlatePlatform

/// Turns a window's views and accessibility elements into the tree a screen reader reads,
/// as VoiceOver sees them:
///
/// - an element (`isAccessibilityElement`) is one node; what it contains is not read;
/// - a view that is not one is transparent: its elements join its container's, and a
///   container reads its elements by position — top to bottom, each row leading to
///   trailing — unless it lists them itself (`accessibilityElements`, in that order);
/// - a view that groups (`shouldGroupAccessibilityChildren`, a container type, a table, a
///   tab bar, a modal view) is a node of its own holding its elements;
/// - hidden views, transparent ones, and those with `accessibilityElementsHidden` are not
///   read; a view with `accessibilityViewIsModal` hides its siblings.
@MainActor
struct AccessibilityTreeBuilder {
    let window: UIWindow
    /// Where the window is on the screen: element frames are in screen coordinates, nodes' in
    /// the window's.
    private let windowOrigin: CGPoint
    /// The objects behind the nodes built, by identifier.
    private(set) var objects: [PlatformAccessibilityNode.ID: WeakAccessibilityObject] = [:]
    /// The node of the first responder, when it is an element.
    private(set) var focusedID: PlatformAccessibilityNode.ID?

    private static var nextID: PlatformAccessibilityNode.ID = 1

    init(window: UIWindow) {
        self.window = window
        windowOrigin = window.frame.origin
    }

    mutating func buildTree() -> PlatformAccessibilityNode {
        let children = readingOrder(childBlocks(of: window, elementCount: window.accessibilityElementCount()))
        return PlatformAccessibilityNode(id: id(of: window), role: .window, name: window.windowScene?.desktopTitle ?? "",
                                         frame: window.bounds, children: children)
    }

    // MARK: Walking

    /// Nodes that keep together when their container is read by position: one element or
    /// group, or the elements of a view that lists them (in its order, at its place).
    private struct Block {
        var frame: CGRect
        var nodes: [PlatformAccessibilityNode]
    }

    /// The blocks `object` contributes to its container: itself as an element, itself as a
    /// group, or its elements unwrapped.
    private mutating func blocks(for object: AnyObject) -> [Block] {
        guard let responder = object as? UIResponder else { return [] }
        if let view = responder as? UIView, !isReadable(view) { return [] }
        if responder.accessibilityElementsHidden { return [] }
        if responder.isAccessibilityElement {
            let node = elementNode(responder)
            return [Block(frame: node.frame, nodes: [node])]
        }
        let count = responder.accessibilityElementCount()
        var explicit = count > 0
        var children = childBlocks(of: responder, elementCount: count)
        let dataTable = responder.accessibilityContainerType == .dataTable ? responder as? UIAccessibilityContainerDataTable : nil
        if let dataTable, children.isEmpty {
            children = cellBlocks(of: dataTable)
            explicit = true
        }
        guard !children.isEmpty else { return [] }
        let standard = responder.standardAccessibility
        let groups = responder.shouldGroupAccessibilityChildren || responder.accessibilityContainerType != .none
            || standard.containerRole != nil || responder.accessibilityViewIsModal
        let frame = windowFrame(of: responder)
        guard groups else {
            return explicit ? [Block(frame: frame, nodes: children.flatMap(\.nodes))] : children
        }
        var states: PlatformAccessibilityStates = []
        if responder.accessibilityViewIsModal { states.insert(.modal) }
        let role = dataTable != nil ? .table : standard.containerRole ?? (responder.accessibilityViewIsModal ? .dialog : .group)
        var nodes = explicit ? children.flatMap(\.nodes) : readingOrder(children)
        var table: PlatformAccessibilityTable?
        if let dataTable {
            nodes = nodes.map(placingCells)
            table = grid(of: dataTable, cells: nodes)
        }
        // A modal view offers the escape a reader's user would make (a presentation dismisses).
        let group = PlatformAccessibilityNode(id: id(of: responder), role: role, name: responder.accessibilityLabel ?? "",
                                              states: states, frame: frame,
                                              actions: responder.accessibilityViewIsModal ? [.escape] : [],
                                              table: table, children: nodes)
        return [Block(frame: frame, nodes: [group])]
    }

    // MARK: Data tables

    /// More cells than this are not walked one by one: a data table that big lists its
    /// elements itself (the ones on screen), as a table view does.
    private static let maximumWalkedCells = 10_000

    /// A data table that lists no elements: its cells row by row, each once however many
    /// rows and columns it spans.
    private mutating func cellBlocks(of table: UIAccessibilityContainerDataTable) -> [Block] {
        let rows = table.accessibilityRowCount(), columns = table.accessibilityColumnCount()
        let (cells, overflow) = rows.multipliedReportingOverflow(by: columns)
        guard rows > 0, columns > 0, !overflow, cells <= Self.maximumWalkedCells else { return [] }
        var seen = Set<ObjectIdentifier>()
        var blocks: [Block] = []
        for row in 0..<rows {
            for column in 0..<columns {
                // A table that answers with itself would walk itself forever.
                guard let cell = table.accessibilityDataTableCellElement(forRow: row, column: column), cell !== table,
                      seen.insert(ObjectIdentifier(cell)).inserted else { continue }
                blocks += self.blocks(for: cell)
            }
        }
        return blocks
    }

    /// The table's size, and the headers of the rows and columns its read cells start in (a
    /// big table lists only the cells on screen: only their headers are asked for).
    private mutating func grid(of table: UIAccessibilityContainerDataTable, cells: [PlatformAccessibilityNode]) -> PlatformAccessibilityTable {
        let rows = max(0, table.accessibilityRowCount()), columns = max(0, table.accessibilityColumnCount())
        func headers(_ elements: [UIAccessibilityContainerDataTableCell]?) -> [PlatformAccessibilityNode.ID] {
            (elements ?? []).compactMap { $0 as? UIResponder }.map { id(of: $0) }
        }
        var startRows = Set<Int>(), startColumns = Set<Int>()
        func collect(_ nodes: [PlatformAccessibilityNode]) {
            for node in nodes {
                if let cell = node.cell {
                    startRows.insert(cell.rows.lowerBound)
                    startColumns.insert(cell.columns.lowerBound)
                }
                if node.table == nil { collect(node.children) }
            }
        }
        collect(cells)
        var grid = PlatformAccessibilityTable(rowCount: rows, columnCount: columns)
        for row in startRows.sorted() {
            let ids = headers(table.accessibilityHeaderElements(forRow: row))
            if !ids.isEmpty { grid.rowHeaders[row] = ids }
        }
        for column in startColumns.sorted() {
            let ids = headers(table.accessibilityHeaderElements(forColumn: column))
            if !ids.isEmpty { grid.columnHeaders[column] = ids }
        }
        return grid
    }

    /// The node with its place when its element is a data table cell (and read as a cell when
    /// nothing else says what it is), and its descendants likewise, up to a nested table.
    private func placingCells(_ node: PlatformAccessibilityNode) -> PlatformAccessibilityNode {
        var node = node
        if let cell = objects[node.id]?.object as? UIAccessibilityContainerDataTableCell,
           let rows = Self.lines(cell.accessibilityRowRange()), let columns = Self.lines(cell.accessibilityColumnRange()) {
            node.cell = PlatformAccessibilityCell(rows: rows, columns: columns)
            if node.role == .staticText {
                node.role = .cell
                node.states.insert(.selectable)
            }
        }
        if node.table == nil { node.children = node.children.map(placingCells) }
        return node
    }

    /// A cell's rows or columns: UIKit's `{NSNotFound, 0}` says it has no place; a span of
    /// zero covers one line; a span past `Int.max` ends there.
    static func lines(_ range: NSRange) -> Range<Int>? {
        guard range.location != NSNotFound, range.location >= 0, range.location < Int.max else { return nil }
        let (end, overflow) = range.location.addingReportingOverflow(max(range.length, 1))
        return range.location..<(overflow ? Int.max : end)
    }

    /// The blocks inside `responder`: its listed elements in their order, or its subviews'
    /// (the modal one alone, when one is).
    private mutating func childBlocks(of responder: UIResponder, elementCount count: Int) -> [Block] {
        if count > 0 {
            // The list itself when the container keeps one (asked once: a control's parts are
            // configured each time it is asked), else element by element (a container that
            // implements only the count and `accessibilityElement(at:)`).
            if let elements = responder.accessibilityElements, elements.count == count {
                return elements.flatMap { blocks(for: $0 as AnyObject) }
            }
            return (0..<count).flatMap { index -> [Block] in
                guard let element = responder.accessibilityElement(at: index) else { return [] }
                return blocks(for: element as AnyObject)
            }
        }
        guard let view = responder as? UIView else { return [] }
        var subviews = view.subviews
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && isReadable($0) }) {
            subviews = [modal]
        }
        return subviews.flatMap { blocks(for: $0) }
    }

    private func isReadable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01
    }

    // MARK: Elements

    private mutating func elementNode(_ element: UIResponder) -> PlatformAccessibilityNode {
        let traits = element.accessibilityTraits
        let standard = element.standardAccessibility
        let role = standard.role.flatMap { traits.contains(.header) ? .heading : $0 } ?? Self.role(for: traits)
        var states: PlatformAccessibilityStates = []
        if traits.contains(.notEnabled) { states.insert(.disabled) }
        if traits.contains(.selected) { states.insert(.selected) }
        if traits.contains(.updatesFrequently) { states.insert(.updatesFrequently) }
        if role == .tab || role == .cell { states.insert(.selectable) }
        let value = element.accessibilityValue ?? ""
        if role == .toggleButton {
            states.insert(.checkable)
            if value == "1" { states.insert(.checked) }
        }
        if element.canBecomeFirstResponder || element is UIControl { states.insert(.focusable) }
        let id = id(of: element)
        if element.isFirstResponder || (element === window.keyboardFocus.focusedControl) {
            states.insert(.focused)
            focusedID = id
        }
        var text = (element as? AccessibilityTextProviding)?.accessibilityText
        if text == nil, let reading = element as? UIAccessibilityReadingContent {
            text = readingText(of: reading)
            if (text?.lineFrames?.count ?? 0) > 1 { states.insert(.multiLine) }
        } else if text != nil {
            let isEditable = (element as? UITextView)?.isEditable ?? (element as? UITextField)?.isEnabled ?? true
            if isEditable { states.insert(.editable) }
            if element is UITextView { states.insert(.multiLine) }
        }
        let frame = windowFrame(of: element)
        if !frame.intersects(window.bounds) { states.insert(.offscreen) }
        var actions: [PlatformAccessibilityAction] = []
        if Self.isActionable(traits: traits, element: element) { actions.append(.activate) }
        if traits.contains(.adjustable) { actions += [.increment, .decrement] }
        actions += (element.accessibilityCustomActions ?? []).map { .custom($0.name) }
        actions += AccessibilityDragging.actions(of: element, in: window)
        let name = element.accessibilityLabel ?? ""
        // Speech attributes only of a label set with them (a default label has none).
        let attributedLabel = element.accessibilityAttributes?.attributedLabel.flatMap { $0.string == name ? $0 : nil }
        var node = PlatformAccessibilityNode(
            id: id, role: role, name: name, hint: element.accessibilityHint ?? "",
            value: value, range: standard.range, states: states, frame: frame, actions: actions, text: text,
            language: element.accessibilityLanguage ?? attributedLabel?.valueCoveringAll(.accessibilitySpeechLanguage) as? String,
            identifier: (element as? UIAccessibilityIdentification)?.accessibilityIdentifier)
        if role == .heading, let level = attributedLabel?.valueCoveringAll(.accessibilityTextHeadingLevel) {
            let number = (level as? Int) ?? (level as? NSNumber)?.intValue
            node.headingLevel = number.flatMap { (1...6).contains($0) ? $0 : nil }
        }
        return node
    }

    /// A page read line by line: its lines as one text, each line's frame in the window.
    private func readingText(of reading: UIAccessibilityReadingContent) -> PlatformAccessibilityText {
        let lines = reading.readLines()
        let element = windowFrame(of: reading as? UIResponder ?? window)
        let frames = lines.map { line -> CGRect in
            let frame = reading.accessibilityFrame(forLineNumber: line.number)
            // A frame that is not one (null, infinite, not a number) stands as the element's.
            let usable = !frame.isNull && !frame.isInfinite && [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            return usable ? frame.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y) : element
        }
        return PlatformAccessibilityText(string: reading.readPage(lines), caret: 0, lineFrames: lines.isEmpty ? nil : frames)
    }

    /// The role traits imply, for an element that does not say what it is.
    static func role(for traits: UIAccessibilityTraits) -> PlatformAccessibilityRole {
        if traits.contains(.header) { return .heading }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.link) { return .link }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.keyboardKey) { return .keyboardKey }
        if traits.contains(.button) { return .button }
        if traits.contains(.image) { return .image }
        return .staticText
    }

    /// Whether a screen reader offers to activate the element. VoiceOver activates any
    /// element; desktop readers list "click" only where it may do something, so an element
    /// that says it is text, a heading, an image or a progress display offers it only when it
    /// has gesture recognizers of its own.
    private static func isActionable(traits: UIAccessibilityTraits, element: UIResponder) -> Bool {
        let passive: UIAccessibilityTraits = [.staticText, .header, .image, .updatesFrequently]
        let active: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey, .searchField]
        guard traits.isDisjoint(with: active), !traits.isDisjoint(with: passive) else { return true }
        guard let view = element as? UIView else { return false }
        return view.isUserInteractionEnabled && !(view.gestureRecognizers ?? []).isEmpty
    }

    // MARK: Geometry and identity

    private func windowFrame(of responder: UIResponder) -> CGRect {
        responder.accessibilityFrame.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y)
    }

    /// The object's identifier, made on first sight and kept for its life.
    private mutating func id(of responder: UIResponder) -> PlatformAccessibilityNode.ID {
        let attributes: AccessibilityAttributes
        if let existing = responder.accessibilityAttributes {
            attributes = existing
        } else {
            attributes = AccessibilityAttributes()
            responder.accessibilityAttributes = attributes
        }
        let id: PlatformAccessibilityNode.ID
        if let existing = attributes.nodeID {
            id = existing
        } else {
            id = Self.nextID
            Self.nextID += 1
            attributes.nodeID = id
        }
        objects[id] = WeakAccessibilityObject(object: responder)
        return id
    }

    // MARK: Reading order

    /// Blocks by position (`ReadingOrder`), as VoiceOver reads a container that does not list
    /// its elements.
    private func readingOrder(_ blocks: [Block]) -> [PlatformAccessibilityNode] {
        let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return ReadingOrder.sorted(blocks, rightToLeft: rightToLeft, frame: \.frame).flatMap(\.nodes)
    }
}
