import CoreGraphics
import Foundation

/// One element of a window's accessibility tree, as an assistive technology (a screen reader)
/// sees it: UIKit's accessibility elements turned into plain values, so hosts speak their
/// desktop's protocol (AT-SPI under the GTK host) without knowing UIKit's object model.
///
/// The tree's root is the window itself (role `.window`); its descendants are UIKit's
/// accessibility elements and the containers that group them, in the order a screen reader
/// reads them. UIKit hands a whole new tree whenever anything in it changes; a host compares
/// it with the last one by `id` and tells its clients only what differs.
package struct PlatformAccessibilityNode: Equatable, Sendable {
    /// Stable for as long as the element it stands for lives: the same element keeps its
    /// identifier across trees, so a host can diff them and a client's reference stays valid.
    package typealias ID = Int

    package var id: ID
    package var role: PlatformAccessibilityRole
    /// What a screen reader says first (UIKit's `accessibilityLabel`).
    package var name: String
    /// Said after a pause (UIKit's `accessibilityHint`).
    package var hint: String
    /// The element's value as spoken (UIKit's `accessibilityValue`): a switch's "1", a
    /// slider's "50%", a text field's text. Empty when it has none.
    package var value: String
    /// For adjustable elements (sliders, steppers, page controls): the number behind `value`.
    package var range: PlatformAccessibilityRange?
    package var states: PlatformAccessibilityStates
    /// In the window's points (the host converts to screen coordinates).
    package var frame: CGRect
    /// What the element can do when asked, in order (the first is its default action).
    package var actions: [PlatformAccessibilityAction]
    /// The text of an editable element (text fields and views), with its caret and selection.
    package var text: PlatformAccessibilityText?
    /// UIKit's `accessibilityLanguage` (a BCP 47 tag); nil: the application's language.
    package var language: String?
    /// UIKit's `accessibilityIdentifier`, for automation (AT-SPI's `accessible-id`).
    package var identifier: String?
    /// A data table's grid (UIKit's `UIAccessibilityContainerDataTable`); nil for other nodes.
    package var table: PlatformAccessibilityTable?
    /// Where a data table's cell is (UIKit's `UIAccessibilityContainerDataTableCell`).
    package var cell: PlatformAccessibilityCell?
    /// A heading's level, 1 to 6 (UIKit's `accessibilityTextHeadingLevel` on its label); nil
    /// when it does not say.
    package var headingLevel: Int?
    package var children: [PlatformAccessibilityNode]

    package init(id: ID, role: PlatformAccessibilityRole, name: String = "", hint: String = "", value: String = "",
                 range: PlatformAccessibilityRange? = nil, states: PlatformAccessibilityStates = [],
                 frame: CGRect = .zero, actions: [PlatformAccessibilityAction] = [],
                 text: PlatformAccessibilityText? = nil, language: String? = nil, identifier: String? = nil,
                 table: PlatformAccessibilityTable? = nil, cell: PlatformAccessibilityCell? = nil,
                 children: [PlatformAccessibilityNode] = []) {
        self.id = id
        self.role = role
        self.name = name
        self.hint = hint
        self.value = value
        self.range = range
        self.states = states
        self.frame = frame
        self.actions = actions
        self.text = text
        self.language = language
        self.identifier = identifier
        self.table = table
        self.cell = cell
        self.children = children
    }
}

/// A data table's grid: its size and the elements that head its rows and columns. Its cells
/// are the nodes below it with a `cell` place.
package struct PlatformAccessibilityTable: Equatable, Sendable {
    package var rowCount: Int
    package var columnCount: Int
    /// The elements heading each row that has any, by row.
    package var rowHeaders: [Int: [PlatformAccessibilityNode.ID]]
    /// The elements heading each column that has any, by column.
    package var columnHeaders: [Int: [PlatformAccessibilityNode.ID]]

    package init(rowCount: Int, columnCount: Int, rowHeaders: [Int: [PlatformAccessibilityNode.ID]] = [:],
                 columnHeaders: [Int: [PlatformAccessibilityNode.ID]] = [:]) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.rowHeaders = rowHeaders
        self.columnHeaders = columnHeaders
    }
}

/// The rows and columns a data table's cell covers.
package struct PlatformAccessibilityCell: Equatable, Sendable {
    package var rows: Range<Int>
    package var columns: Range<Int>

    package init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }
}

extension PlatformAccessibilityNode {
    /// The cell below this table node that covers `row` and `column`: the first in reading
    /// order (depth first), not looking into nested tables.
    package func cell(atRow row: Int, column: Int) -> PlatformAccessibilityNode? {
        for child in children {
            if let cell = child.cell, cell.rows.contains(row), cell.columns.contains(column) { return child }
            if child.table == nil, let found = child.cell(atRow: row, column: column) { return found }
        }
        return nil
    }
}

/// What kind of thing an element is, in the vocabulary desktop accessibility protocols share
/// (AT-SPI's roles, ARIA's). UIKit speaks in traits; UIKit derives the role from an element's
/// traits and, for its own controls, from what the control is (a `UISwitch` is a toggle).
package enum PlatformAccessibilityRole: String, Sendable, CaseIterable {
    case window
    /// A container that only groups its children.
    case group
    /// A modal alert or sheet (`accessibilityViewIsModal`).
    case dialog
    case button
    /// A button with an on/off state (`UISwitch`).
    case toggleButton
    case link
    case staticText
    case heading
    case image
    case textField
    /// A secure text field.
    case passwordText
    case searchField
    /// Multi-line editable text (`UITextView`).
    case textArea
    case slider
    /// A value changed by increment and decrement that is not a slider (`UIStepper`, a page control).
    case spinButton
    case progressBar
    case table
    case row
    case cell
    case tabList
    case tab
    case menu
    case menuItem
    case toolbar
    case scrollArea
    case keyboardKey
}

/// An adjustable element's numeric value and bounds.
package struct PlatformAccessibilityRange: Equatable, Sendable {
    package var current: Double
    package var minimum: Double
    package var maximum: Double
    /// The step an increment or decrement moves by; zero: the element decides.
    package var step: Double

    package init(current: Double, minimum: Double, maximum: Double, step: Double = 0) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}

/// An element's states, as screen readers announce them.
package struct PlatformAccessibilityStates: OptionSet, Hashable, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element can take the keyboard focus (text input, or any control with full keyboard access).
    package static let focusable = Self(rawValue: 1 << 0)
    /// The element has the focus (the first responder, or the focused control).
    package static let focused = Self(rawValue: 1 << 1)
    package static let selectable = Self(rawValue: 1 << 2)
    /// UIKit's `.selected` trait.
    package static let selected = Self(rawValue: 1 << 3)
    /// UIKit's `.notEnabled` trait.
    package static let disabled = Self(rawValue: 1 << 4)
    /// The element has an on/off state (a switch, a toggle button).
    package static let checkable = Self(rawValue: 1 << 5)
    package static let checked = Self(rawValue: 1 << 6)
    package static let expandable = Self(rawValue: 1 << 7)
    package static let expanded = Self(rawValue: 1 << 8)
    package static let editable = Self(rawValue: 1 << 9)
    package static let multiLine = Self(rawValue: 1 << 10)
    /// The rest of the window is hidden from assistive technologies while this is showing.
    package static let modal = Self(rawValue: 1 << 11)
    /// UIKit's `.updatesFrequently` trait (a timer, a progress bar).
    package static let updatesFrequently = Self(rawValue: 1 << 12)
    /// Off screen or scrolled out of view: listed, but not shown.
    package static let offscreen = Self(rawValue: 1 << 13)
}

/// What an assistive technology can ask an element to do.
package enum PlatformAccessibilityAction: Hashable, Sendable {
    /// The default action: a press, a toggle (UIKit's `accessibilityActivate()`, else a tap at
    /// the activation point).
    case activate
    case increment
    case decrement
    /// Dismiss (UIKit's `accessibilityPerformEscape()`).
    case escape
    /// One of UIKit's `accessibilityCustomActions`, by name.
    case custom(String)
    /// Lift a drag at one of the element's drag sources (UIKit's
    /// `accessibilityDragSourceDescriptors`), by name.
    case drag(String)
    /// Drop the drag in flight at one of the element's drop points (UIKit's
    /// `accessibilityDropPointDescriptors`), by name.
    case drop(String)
    /// Put the screen reader's drag in flight back (VoiceOver's "Cancel drag").
    case cancelDrag

    /// The action's name in desktop protocols (AT-SPI's action names).
    package var name: String {
        switch self {
        case .activate: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .escape: "escape"
        case .cancelDrag: "cancel drag"
        case .custom(let name), .drag(let name), .drop(let name): name
        }
    }
}

/// What an assistive technology can ask of an element beyond its actions.
package enum PlatformAccessibilityRequest: Hashable, Sendable {
    case perform(PlatformAccessibilityAction)
    /// Move the keyboard focus to the element.
    case focus
    /// Set an adjustable element's value.
    case setValue(Double)
    /// Move an editable element's caret (a character offset).
    case setCaret(Int)
    /// Select characters of an editable element.
    case select(Range<Int>)
    /// Scroll so the element shows.
    case scrollIntoView
    /// Scroll a page from the element (a screen reader's three-finger swipe): the way the
    /// fingers go, as UIKit names it.
    case scrollPage(PlatformAccessibilityScrollDirection)
}

/// Which way a reader's page scroll goes: the fingers' movement (`up` shows what is below).
package enum PlatformAccessibilityScrollDirection: Int, Hashable, Sendable {
    case right = 1, left, up, down, next, previous
}

/// The text of an editable element. Offsets count characters (Unicode scalars), as AT-SPI does.
package struct PlatformAccessibilityText: Equatable, Sendable {
    package var string: String
    package var caret: Int
    /// Empty when nothing is selected.
    package var selection: Range<Int>
    /// For text read line by line (UIKit's `UIAccessibilityReadingContent`): where each line
    /// of `string` (split at its line breaks) is, in the window's points. Nil: the element's
    /// frame stands for all of it.
    package var lineFrames: [CGRect]?

    package init(string: String, caret: Int, selection: Range<Int> = 0..<0, lineFrames: [CGRect]? = nil) {
        self.string = string
        self.caret = caret
        self.selection = selection
        self.lineFrames = lineFrames
    }

    /// The character ranges of the lines (`string` split at its line breaks, each without
    /// its break).
    package var lineRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0, offset = 0
        for scalar in string.unicodeScalars {
            if scalar == "\n" {
                ranges.append(start..<offset)
                start = offset + 1
            }
            offset += 1
        }
        ranges.append(start..<offset)
        return ranges
    }
}

/// Something UIKit tells assistive technologies that is not a change of the tree itself
/// (`UIAccessibility.post(notification:argument:)`, focus moving).
package enum PlatformAccessibilityEvent: Equatable, Sendable {
    /// Speak `message` (UIKit's `.announcement`): at once, cutting off what is being said,
    /// or — `queued` (`accessibilitySpeechQueueAnnouncement`) — after it.
    case announcement(String, queued: Bool)
    /// A new screen: read from `focus` (UIKit's `.screenChanged`).
    case screenChanged(focus: PlatformAccessibilityNode.ID?)
    /// Part of the screen changed: move to `focus` (UIKit's `.layoutChanged`).
    case layoutChanged(focus: PlatformAccessibilityNode.ID?)
    /// The keyboard focus (the first responder, or the focused control) moved to an element.
    case focusChanged(PlatformAccessibilityNode.ID)
    /// A scroll by pages (UIKit's `.pageScrolled`), with what to say ("Page 2 of 5").
    case pageScrolled(String)
}
