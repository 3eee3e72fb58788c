import Foundation

/// A menu element that sends an action up the responder chain, from the first responder, to
/// the first responder that can perform it.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    open var action: Selector
    /// Extra information the action can read (`sender.propertyList`).
    open var propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Variants chosen with extra modifier keys.
    open private(set) var alternates: [UICommandAlternate]

    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
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

    /// A command like the receiver, which validation may change freely (see
    /// `validated(from:)`).
    func validationCopy() -> UICommand {
        UICommand(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }
}

/// A command's variant, chosen when `modifierFlags` are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
