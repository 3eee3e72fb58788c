import Foundation

/// A value that describes a cell's content and makes the view that shows it. Cells keep the
/// configuration and, when `automaticallyUpdatesContentConfiguration` is on, re-apply
/// `updated(for:)` as their state (selected, highlighted, editing…) changes.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> UIView & UIContentView
    /// The configuration adjusted for `state` (selection colours, for example).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration; setting `configuration` updates it in place.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether `configuration` can be applied to this view (same kind of configuration).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    /// The app's own state under `key` (a cell's "archived", say); nil when none was set.
    func customState(for key: UIConfigurationStateCustomKey) -> AnyHashable?
    mutating func setCustomState(_ customState: AnyHashable?, for key: UIConfigurationStateCustomKey)
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state as configurations see it.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The app's custom states (`customState(for:)`, the subscript).
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public func customState(for key: UIConfigurationStateCustomKey) -> AnyHashable? { customStates[key] }

    public mutating func setCustomState(_ customState: AnyHashable?, for key: UIConfigurationStateCustomKey) {
        customStates[key] = customState
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell's state as configurations see it.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The app's custom states (`customState(for:)`, the subscript).
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    /// Swipe actions are showing.
    public var isSwiped = false
    /// The item's children are showing (outline lists).
    public var isExpanded = false
    public var isReordering = false
    /// Whether the cell is being lifted for a drag, or dragged.
    public var cellDragState: UICellConfigurationDragState = .none
    /// Whether a drop session is over the cell's list, and whether the cell is its target.
    public var cellDropState: UICellConfigurationDropState = .none

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public func customState(for key: UIConfigurationStateCustomKey) -> AnyHashable? { customStates[key] }

    public mutating func setCustomState(_ customState: AnyHashable?, for key: UIConfigurationStateCustomKey) {
        customStates[key] = customState
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

extension UICellConfigurationState {
    /// Every flag equal and the very same trait collection (a new one counts as a change).
    func isSame(as other: UICellConfigurationState) -> Bool {
        traitCollection === other.traitCollection && isDisabled == other.isDisabled && isHighlighted == other.isHighlighted
            && isSelected == other.isSelected && isFocused == other.isFocused && isEditing == other.isEditing
            && isSwiped == other.isSwiped && isExpanded == other.isExpanded && isReordering == other.isReordering
            && cellDragState == other.cellDragState && cellDropState == other.cellDropState
            && customStates == other.customStates
    }
}
