import Foundation

/// The five looks a list can have; table styles are the first three.
enum ListAppearance: Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    /// Sections are cards inset from the sides with rounded corners.
    var insetsSections: Bool { self == .insetGrouped || self == .sidebar }
    /// Headers stay at the top while their section scrolls under them.
    var pinsHeaders: Bool { self == .plain }
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }

    var backgroundColor: UIColor {
        switch self {
        case .plain, .sidebarPlain: .systemBackground
        case .grouped, .insetGrouped: .systemGroupedBackground
        case .sidebar: .secondarySystemBackground
        }
    }

    var cellBackgroundColor: UIColor {
        switch self {
        case .plain: .systemBackground
        case .grouped, .insetGrouped: .secondarySystemGroupedBackground
        case .sidebar, .sidebarPlain: .clear
        }
    }

    /// Row separators: sidebars have none.
    var showsSeparators: Bool { !isSidebar }

    /// The room kept above a section that has no header, and below one with no footer.
    func emptyHeaderHeight(isFirstSection: Bool) -> CGFloat {
        switch self {
        case .plain, .sidebarPlain: 0
        case .grouped, .insetGrouped: isFirstSection ? 35 : 17.5
        case .sidebar: isFirstSection ? 10 : 0
        }
    }

    var emptyFooterHeight: CGFloat { isGrouped ? 17.5 : 0 }

    /// How far rows (and sections) stand in from the list's sides.
    func sectionInset(horizontalSizeClass: UIUserInterfaceSizeClass) -> CGFloat {
        switch self {
        case .insetGrouped: horizontalSizeClass == .compact ? 16 : 20
        case .sidebar: 10
        default: 0
        }
    }

    /// The cells' leading and trailing layout margins.
    func cellMargin(horizontalSizeClass: UIUserInterfaceSizeClass) -> CGFloat {
        switch self {
        case .insetGrouped, .sidebar: 16
        default: horizontalSizeClass == .compact ? 16 : 20
        }
    }

    var cornerRadius: CGFloat {
        switch self {
        case .insetGrouped, .sidebar: 10
        default: 0
        }
    }

    /// The standard row height (rows are at least this tall unless a height is set).
    var standardRowHeight: CGFloat { 44 }
}

/// An element a list shows: a row, or a section's header or footer.
enum ListElement: Hashable {
    case row(IndexPath)
    case header(Int)
    case footer(Int)
}
