import SlatePlatform

/// AT-SPI's D-Bus interfaces the bridge serves, its roles and states, as numbers and names
/// (the `AtspiRole` and `AtspiStateType` enumerations of at-spi2-core 2.46).
enum ATSPIVocabulary {
    /// The interfaces, in the order of the bits `ATSPIBridge` reports per object.
    enum Interface: Int, CaseIterable {
        case accessible, application, component, action, value, text, table, tableCell

        var name: String {
            switch self {
            case .accessible: "org.a11y.atspi.Accessible"
            case .application: "org.a11y.atspi.Application"
            case .component: "org.a11y.atspi.Component"
            case .action: "org.a11y.atspi.Action"
            case .value: "org.a11y.atspi.Value"
            case .text: "org.a11y.atspi.Text"
            case .table: "org.a11y.atspi.Table"
            case .tableCell: "org.a11y.atspi.TableCell"
            }
        }

        var bit: UInt64 { 1 << UInt64(rawValue) }
    }

    /// The interfaces as at-spi2-core describes them (the methods the bridge answers; GDBus
    /// refuses calls to others and checks argument types against these).
    static let introspection = """
    <node>
     <interface name="org.a11y.atspi.Accessible">
      <property name="Name" type="s" access="read"/>
      <property name="Description" type="s" access="read"/>
      <property name="Parent" type="(so)" access="read"/>
      <property name="ChildCount" type="i" access="read"/>
      <property name="Locale" type="s" access="read"/>
      <property name="AccessibleId" type="s" access="read"/>
      <method name="GetChildAtIndex"><arg direction="in" name="index" type="i"/><arg direction="out" type="(so)"/></method>
      <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
      <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
      <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
      <method name="GetRole"><arg direction="out" type="u"/></method>
      <method name="GetRoleName"><arg direction="out" type="s"/></method>
      <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
      <method name="GetState"><arg direction="out" type="au"/></method>
      <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
      <method name="GetApplication"><arg direction="out" type="(so)"/></method>
      <method name="GetInterfaces"><arg direction="out" type="as"/></method>
     </interface>
     <interface name="org.a11y.atspi.Application">
      <property name="ToolkitName" type="s" access="read"/>
      <property name="Version" type="s" access="read"/>
      <property name="AtspiVersion" type="s" access="read"/>
      <property name="Id" type="i" access="readwrite"/>
      <method name="GetLocale"><arg direction="in" name="lctype" type="u"/><arg direction="out" type="s"/></method>
     </interface>
     <interface name="org.a11y.atspi.Component">
      <method name="Contains"><arg direction="in" name="x" type="i"/><arg direction="in" name="y" type="i"/><arg direction="in" name="coord_type" type="u"/><arg direction="out" type="b"/></method>
      <method name="GetAccessibleAtPoint"><arg direction="in" name="x" type="i"/><arg direction="in" name="y" type="i"/><arg direction="in" name="coord_type" type="u"/><arg direction="out" type="(so)"/></method>
      <method name="GetExtents"><arg direction="in" name="coord_type" type="u"/><arg direction="out" type="(iiii)"/></method>
      <method name="GetPosition"><arg direction="in" name="coord_type" type="u"/><arg direction="out" name="x" type="i"/><arg direction="out" name="y" type="i"/></method>
      <method name="GetSize"><arg direction="out" name="width" type="i"/><arg direction="out" name="height" type="i"/></method>
      <method name="GetLayer"><arg direction="out" type="u"/></method>
      <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
      <method name="GrabFocus"><arg direction="out" type="b"/></method>
      <method name="GetAlpha"><arg direction="out" type="d"/></method>
      <method name="SetExtents"><arg direction="in" name="x" type="i"/><arg direction="in" name="y" type="i"/><arg direction="in" name="width" type="i"/><arg direction="in" name="height" type="i"/><arg direction="in" name="coord_type" type="u"/><arg direction="out" type="b"/></method>
      <method name="SetPosition"><arg direction="in" name="x" type="i"/><arg direction="in" name="y" type="i"/><arg direction="in" name="coord_type" type="u"/><arg direction="out" type="b"/></method>
      <method name="SetSize"><arg direction="in" name="width" type="i"/><arg direction="in" name="height" type="i"/><arg direction="out" type="b"/></method>
      <method name="ScrollTo"><arg direction="in" name="type" type="u"/><arg direction="out" type="b"/></method>
      <method name="ScrollToPoint"><arg direction="in" name="type" type="u"/><arg direction="in" name="x" type="i"/><arg direction="in" name="y" type="i"/><arg direction="out" type="b"/></method>
     </interface>
     <interface name="org.a11y.atspi.Action">
      <property name="NActions" type="i" access="read"/>
      <method name="GetDescription"><arg type="i" name="index" direction="in"/><arg type="s" direction="out"/></method>
      <method name="GetName"><arg type="i" name="index" direction="in"/><arg type="s" direction="out"/></method>
      <method name="GetLocalizedName"><arg type="i" name="index" direction="in"/><arg type="s" direction="out"/></method>
      <method name="GetKeyBinding"><arg type="i" name="index" direction="in"/><arg type="s" direction="out"/></method>
      <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
      <method name="DoAction"><arg direction="in" name="index" type="i"/><arg direction="out" type="b"/></method>
     </interface>
     <interface name="org.a11y.atspi.Value">
      <property name="MinimumValue" type="d" access="read"/>
      <property name="MaximumValue" type="d" access="read"/>
      <property name="MinimumIncrement" type="d" access="read"/>
      <property name="CurrentValue" type="d" access="readwrite"/>
      <property name="Text" type="s" access="read"/>
     </interface>
     <interface name="org.a11y.atspi.Text">
      <property name="CharacterCount" type="i" access="read"/>
      <property name="CaretOffset" type="i" access="read"/>
      <method name="GetStringAtOffset"><arg direction="in" name="offset" type="i"/><arg direction="in" name="granularity" type="u"/><arg direction="out" type="s"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="GetText"><arg direction="in" name="startOffset" type="i"/><arg direction="in" name="endOffset" type="i"/><arg direction="out" type="s"/></method>
      <method name="SetCaretOffset"><arg direction="in" name="offset" type="i"/><arg direction="out" type="b"/></method>
      <method name="GetTextBeforeOffset"><arg direction="in" name="offset" type="i"/><arg direction="in" name="type" type="u"/><arg direction="out" type="s"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="GetTextAtOffset"><arg direction="in" name="offset" type="i"/><arg direction="in" name="type" type="u"/><arg direction="out" type="s"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="GetTextAfterOffset"><arg direction="in" name="offset" type="i"/><arg direction="in" name="type" type="u"/><arg direction="out" type="s"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="GetCharacterAtOffset"><arg direction="in" name="offset" type="i"/><arg direction="out" type="i"/></method>
      <method name="GetAttributeValue"><arg direction="in" name="offset" type="i"/><arg direction="in" name="attributeName" type="s"/><arg direction="out" type="s"/></method>
      <method name="GetAttributes"><arg direction="in" name="offset" type="i"/><arg direction="out" type="a{ss}"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="GetDefaultAttributes"><arg direction="out" type="a{ss}"/></method>
      <method name="GetCharacterExtents"><arg direction="in" name="offset" type="i"/><arg direction="in" name="coordType" type="u"/><arg direction="out" name="x" type="i"/><arg direction="out" name="y" type="i"/><arg direction="out" name="width" type="i"/><arg direction="out" name="height" type="i"/></method>
      <method name="GetOffsetAtPoint"><arg direction="in" name="x" type="i"/><arg direction="in" name="y" type="i"/><arg direction="in" name="coordType" type="u"/><arg direction="out" type="i"/></method>
      <method name="GetNSelections"><arg direction="out" type="i"/></method>
      <method name="GetSelection"><arg direction="in" name="selectionNum" type="i"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="AddSelection"><arg direction="in" name="startOffset" type="i"/><arg direction="in" name="endOffset" type="i"/><arg direction="out" type="b"/></method>
      <method name="RemoveSelection"><arg direction="in" name="selectionNum" type="i"/><arg direction="out" type="b"/></method>
      <method name="SetSelection"><arg direction="in" name="selectionNum" type="i"/><arg direction="in" name="startOffset" type="i"/><arg direction="in" name="endOffset" type="i"/><arg direction="out" type="b"/></method>
      <method name="GetRangeExtents"><arg direction="in" name="startOffset" type="i"/><arg direction="in" name="endOffset" type="i"/><arg direction="in" name="coordType" type="u"/><arg direction="out" name="x" type="i"/><arg direction="out" name="y" type="i"/><arg direction="out" name="width" type="i"/><arg direction="out" name="height" type="i"/></method>
      <method name="GetAttributeRun"><arg direction="in" name="offset" type="i"/><arg direction="in" name="includeDefaults" type="b"/><arg direction="out" type="a{ss}"/><arg direction="out" name="startOffset" type="i"/><arg direction="out" name="endOffset" type="i"/></method>
      <method name="GetDefaultAttributeSet"><arg direction="out" type="a{ss}"/></method>
      <method name="ScrollSubstringTo"><arg direction="in" name="startOffset" type="i"/><arg direction="in" name="endOffset" type="i"/><arg direction="in" name="type" type="u"/><arg direction="out" type="b"/></method>
     </interface>
     <interface name="org.a11y.atspi.Table">
      <property name="NRows" type="i" access="read"/>
      <property name="NColumns" type="i" access="read"/>
      <property name="Caption" type="(so)" access="read"/>
      <property name="Summary" type="(so)" access="read"/>
      <property name="NSelectedRows" type="i" access="read"/>
      <property name="NSelectedColumns" type="i" access="read"/>
      <method name="GetAccessibleAt"><arg direction="in" name="row" type="i"/><arg direction="in" name="column" type="i"/><arg direction="out" type="(so)"/></method>
      <method name="GetIndexAt"><arg direction="in" name="row" type="i"/><arg direction="in" name="column" type="i"/><arg direction="out" type="i"/></method>
      <method name="GetRowAtIndex"><arg direction="in" name="index" type="i"/><arg direction="out" type="i"/></method>
      <method name="GetColumnAtIndex"><arg direction="in" name="index" type="i"/><arg direction="out" type="i"/></method>
      <method name="GetRowDescription"><arg direction="in" name="row" type="i"/><arg direction="out" type="s"/></method>
      <method name="GetColumnDescription"><arg direction="in" name="column" type="i"/><arg direction="out" type="s"/></method>
      <method name="GetRowExtentAt"><arg direction="in" name="row" type="i"/><arg direction="in" name="column" type="i"/><arg direction="out" type="i"/></method>
      <method name="GetColumnExtentAt"><arg direction="in" name="row" type="i"/><arg direction="in" name="column" type="i"/><arg direction="out" type="i"/></method>
      <method name="GetRowHeader"><arg direction="in" name="row" type="i"/><arg direction="out" type="(so)"/></method>
      <method name="GetColumnHeader"><arg direction="in" name="column" type="i"/><arg direction="out" type="(so)"/></method>
      <method name="GetSelectedRows"><arg direction="out" type="ai"/></method>
      <method name="GetSelectedColumns"><arg direction="out" type="ai"/></method>
      <method name="IsRowSelected"><arg direction="in" name="row" type="i"/><arg direction="out" type="b"/></method>
      <method name="IsColumnSelected"><arg direction="in" name="column" type="i"/><arg direction="out" type="b"/></method>
      <method name="IsSelected"><arg direction="in" name="row" type="i"/><arg direction="in" name="column" type="i"/><arg direction="out" type="b"/></method>
      <method name="GetRowColumnExtentsAtIndex"><arg direction="in" name="index" type="i"/><arg direction="out" type="b"/><arg direction="out" name="row" type="i"/><arg direction="out" name="col" type="i"/><arg direction="out" name="row_extents" type="i"/><arg direction="out" name="col_extents" type="i"/><arg direction="out" name="is_selected" type="b"/></method>
     </interface>
     <interface name="org.a11y.atspi.TableCell">
      <property name="ColumnSpan" type="i" access="read"/>
      <property name="Position" type="(ii)" access="read"/>
      <property name="RowSpan" type="i" access="read"/>
      <property name="Table" type="(so)" access="read"/>
      <method name="GetRowColumnSpan"><arg direction="out" name="row" type="i"/><arg direction="out" name="col" type="i"/><arg direction="out" name="row_extents" type="i"/><arg direction="out" name="col_extents" type="i"/></method>
      <method name="GetColumnHeaderCells"><arg direction="out" type="a(so)"/></method>
      <method name="GetRowHeaderCells"><arg direction="out" type="a(so)"/></method>
     </interface>
    </node>
    """

    /// AT-SPI's role (number and name) for a role of the host boundary.
    static func role(_ role: PlatformAccessibilityRole) -> (number: UInt32, name: String) {
        switch role {
        case .window: (23, "frame")
        case .group: (39, "panel")
        case .dialog: (16, "dialog")
        case .button, .keyboardKey: (43, "push button")
        case .toggleButton: (62, "toggle button")
        case .link: (88, "link")
        case .staticText: (29, "label")
        case .heading: (83, "heading")
        case .image: (27, "image")
        case .textField, .searchField: (79, "entry")
        case .passwordText: (40, "password text")
        case .textArea: (61, "text")
        case .slider: (51, "slider")
        case .spinButton: (52, "spin button")
        case .progressBar: (42, "progress bar")
        case .table: (55, "table")
        case .row: (90, "table row")
        case .cell: (56, "table cell")
        case .tabList: (38, "page tab list")
        case .tab: (37, "page tab")
        case .menu: (33, "menu")
        case .menuItem: (35, "menu item")
        case .toolbar: (63, "tool bar")
        case .scrollArea: (49, "scroll pane")
        }
    }

    static let applicationRole: (number: UInt32, name: String) = (75, "application")
    /// What an announcement shows to screen readers without `object:announcement`.
    static let notificationRole: (number: UInt32, name: String) = (101, "notification")

    /// AT-SPI state numbers (`AtspiStateType`) and the names its state-changed events carry.
    enum State: Int, CaseIterable {
        case active = 1, checked = 4, editable = 7, enabled = 8, expandable = 9, expanded = 10, focusable = 11,
             focused = 12, modal = 16, multiLine = 17, selectable = 22, selected = 23, sensitive = 24, showing = 25,
             singleLine = 26, visible = 30, checkable = 41

        var name: String {
            switch self {
            case .active: "active"
            case .checked: "checked"
            case .editable: "editable"
            case .enabled: "enabled"
            case .expandable: "expandable"
            case .expanded: "expanded"
            case .focusable: "focusable"
            case .focused: "focused"
            case .modal: "modal"
            case .multiLine: "multi-line"
            case .selectable: "selectable"
            case .selected: "selected"
            case .sensitive: "sensitive"
            case .showing: "showing"
            case .singleLine: "single-line"
            case .visible: "visible"
            case .checkable: "checkable"
            }
        }
    }

    /// An element's AT-SPI states as a bit set (bit n: state n).
    static func states(of node: PlatformAccessibilityNode) -> UInt64 {
        let states = node.states
        var bits: UInt64 = 0
        func set(_ state: State) { bits |= 1 << UInt64(state.rawValue) }
        if !states.contains(.disabled) { set(.enabled); set(.sensitive) }
        if !states.contains(.offscreen) { set(.showing); set(.visible) }
        if states.contains(.focusable) { set(.focusable) }
        if states.contains(.focused) { set(.focused) }
        if states.contains(.selectable) { set(.selectable) }
        if states.contains(.selected) { set(.selected) }
        if states.contains(.checkable) { set(.checkable) }
        if states.contains(.checked) { set(.checked) }
        if states.contains(.expandable) { set(.expandable) }
        if states.contains(.expanded) { set(.expanded) }
        if states.contains(.editable) { set(.editable) }
        if states.contains(.multiLine) { set(.multiLine) } else if states.contains(.editable) { set(.singleLine) }
        if states.contains(.modal) { set(.modal) }
        return bits
    }
}
