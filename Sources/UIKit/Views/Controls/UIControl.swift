import Foundation

/// The base of buttons, switches, sliders and the other controls: a state (enabled,
/// selected, highlighted) and actions run for events.
///
/// Linux has no Objective-C selectors, so Slate's controls take `UIAction`s
/// (`addAction(_:for:)`) instead of target–action pairs; see docs/porting.md.
@MainActor
open class UIControl: UIView {
    private struct Registration {
        var action: UIAction
        var events: Event
    }

    private var registrations: [Registration] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: State

    /// Disabled controls ignore touches and draw dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Set while a touch is down inside the control.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The flags of `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Subclasses redraw here when the state changes.
    func controlStateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        appearanceInputsDidChange()
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// `.leading` and `.trailing` resolved against the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    // MARK: Actions

    /// Runs `action` whenever one of `controlEvents` happens. An action with the identifier of
    /// one already added for those events replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == action.identifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
        registrations.append(Registration(action: action, events: controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Every event some action is registered for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions registered for any of `controlEvents`, in the order they were added.
    package func actions(for controlEvents: Event) -> [UIAction] {
        registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for action in actions(for: controlEvents) { sendAction(action) }
    }
}
