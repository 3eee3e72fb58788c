import Foundation

/// An action a screen reader offers on an element beyond its default one (the rotor's
/// "Actions"; on Linux, an AT-SPI action of the element, by name).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the screen reader says for the action.
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    /// Performs the action, answering whether it succeeded (iOS 13).
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open weak var target: AnyObject?
    /// A selector called with the action on `target` (docs/porting.md: Slate's `Selector`
    /// names the method it calls).
    open var selector: Selector?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.name = attributedName.string
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = attributedName.string
        self.actionHandler = actionHandler
    }

    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    public init(attributedName: NSAttributedString, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = attributedName.string
        self.image = image
        self.actionHandler = actionHandler
    }

    public init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) {
        self.name = attributedName.string
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.name = name
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
    }

    /// Runs the handler, else the selector on the target: what a screen reader's "perform
    /// action" does.
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        return selector.perform(on: target, sender: self)
    }
}
