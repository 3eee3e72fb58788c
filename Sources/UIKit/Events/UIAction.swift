import Foundation

/// The closure `UIAction` runs, given the action itself (with `sender` set).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element, control event handler or button's primary action that runs a closure.
///
/// Controls keep at most one action per identifier for each event: adding an action whose
/// identifier matches one already added replaces it. Actions made without an identifier get
/// a unique one.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, unique within a control or menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: UIActionHandler

    /// The object that sent the action while its handler runs (the control, for control
    /// events); nil otherwise.
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    open override var description: String {
        MainActor.assumeIsolated { "<UIAction: \(identifier.rawValue) title=\"\(storedTitle)\">" }
    }
}
