import Foundation

/// A transition between two view controllers a storyboard describes. UIKit makes one each
/// time a segue is performed, hands it to the source's `prepare(for:sender:)`, then calls
/// `perform()`.
///
/// A custom segue class (the storyboard's `customClass`) overrides `perform()`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier the storyboard gives the segue.
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    /// The kind's transition (a built-in kind), or the handler given.
    var performHandler: (() -> Void)?

    /// A segue; `perform()` does nothing until a subclass overrides it. (Required: a
    /// storyboard makes a custom segue class through this initializer.)
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: the handler given, or (a subclass) its own.
    open func perform() {
        performHandler?()
    }
}

/// Where an unwind segue starts from, for the view controllers asked whether they are its
/// destination. UIKit makes these.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    open private(set) var source: UIViewController
    /// The unwind action (`unwindToList:`).
    open private(set) var unwindAction: Selector
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
