import Foundation

/// A member of a class that storyboards and xibs connect by name: an outlet, an outlet
/// collection, an action, a segue action or an inspectable property.
///
/// Interface Builder names members by string (`property="label"`, `selector="save:"`), and
/// UIKit finds them with the Objective-C runtime, which Linux does not have. A Slate class
/// lists them instead, in its body (Swift cannot override in extensions):
///
/// ```swift
/// class ViewController: UIViewController {
///     weak var label: UILabel!                       // was @IBOutlet weak var label: UILabel!
///     @IBAction func save(_ sender: Any) { … }
///
///     override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
///         super.interfaceBuilderConnections + [
///             .outlet("label", \ViewController.label),
///             .action(Selector("save:", ViewController.save)),
///         ]
///     }
/// }
/// ```
///
/// `slate port` writes this member for every class of a ported app (docs/porting.md).
/// UIKit's own classes list their outlets the same way (`view`, `dataSource`, `delegate` …).
@preconcurrency @MainActor
public struct InterfaceBuilderConnection {
    enum Kind {
        case outlet
        case outletCollection
        case action
        case segueAction
        case property
    }

    /// The name Interface Builder writes: a property name, or a selector (`save:`).
    public let name: String
    let kind: Kind
    /// Sets the member on an object of the declaring class; false when the object is not of
    /// that class or the value is not of the member's type.
    let assign: ((_ object: AnyObject, _ value: Any?) -> Bool)?
    let selector: Selector?
    /// Makes a segue's destination (`@IBSegueAction`): the source, the coder for the
    /// destination's scene, the segue's sender and identifier.
    let makeDestination: ((_ source: AnyObject, _ coder: NSCoder, _ sender: Any?, _ identifier: String?) -> UIViewController??)?

    private init(name: String, kind: Kind, assign: ((AnyObject, Any?) -> Bool)? = nil, selector: Selector? = nil,
                 makeDestination: ((AnyObject, NSCoder, Any?, String?) -> UIViewController??)? = nil) {
        self.name = name
        self.kind = kind
        self.assign = assign
        self.selector = selector
        self.makeDestination = makeDestination
    }

    // MARK: Outlets

    /// An outlet (`@IBOutlet var label: UILabel!`, `@IBOutlet weak var delegate: MyDelegate?`).
    public static func outlet<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value?>) -> Self {
        Self(name: name, kind: .outlet) { object, value in
            guard let root = object as? Root else { return false }
            if value == nil {
                root[keyPath: keyPath] = nil
                return true
            }
            guard let typed = value as? Value else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet whose property is not optional (`@IBOutlet var label: UILabel`).
    public static func outlet<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
        Self(name: name, kind: .outlet) { object, value in
            guard let root = object as? Root, let typed = value as? Value else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet collection (`@IBOutlet var buttons: [UIButton]!`); the objects arrive in
    /// the order the document lists the connections.
    public static func outletCollection<Root: AnyObject, Element>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Element]?>) -> Self {
        Self(name: name, kind: .outletCollection) { object, value in
            guard let root = object as? Root, let objects = value as? [Any] else { return false }
            let typed = objects.compactMap { $0 as? Element }
            guard typed.count == objects.count else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet collection whose property is not optional (`@IBOutlet var buttons: [UIButton] = []`).
    public static func outletCollection<Root: AnyObject, Element>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Element]>) -> Self {
        Self(name: name, kind: .outletCollection) { object, value in
            guard let root = object as? Root, let objects = value as? [Any] else { return false }
            let typed = objects.compactMap { $0 as? Element }
            guard typed.count == objects.count else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// An outlet set by `assign` (UIKit's own, where a key path's write would read first:
    /// a view controller's `view` would load).
    static func outlet(_ name: String, assign: @escaping (AnyObject, Any?) -> Bool) -> Self {
        Self(name: name, kind: .outlet, assign: assign)
    }

    // MARK: Actions

    /// An action (`@IBAction func save(_ sender: Any)`), named by its selector (`save:`).
    public static func action(_ selector: Selector) -> Self {
        Self(name: selector.name, kind: .action, selector: selector)
    }

    // MARK: Segue actions

    /// A segue action (`@IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController?`),
    /// named by its selector (`makeDetail:`).
    public static func segueAction<Root: AnyObject, Destination: UIViewController>(
        _ name: String, _ method: @escaping @MainActor (Root) -> (NSCoder) -> Destination?
    ) -> Self {
        Self(name: name, kind: .segueAction, makeDestination: { source, coder, _, _ in
            guard let root = source as? Root else { return nil }
            return .some(method(root)(coder))
        })
    }

    /// A segue action that takes the sender (`makeDetail:sender:`).
    public static func segueAction<Root: AnyObject, Destination: UIViewController>(
        _ name: String, _ method: @escaping @MainActor (Root) -> (NSCoder, Any?) -> Destination?
    ) -> Self {
        Self(name: name, kind: .segueAction, makeDestination: { source, coder, sender, _ in
            guard let root = source as? Root else { return nil }
            return .some(method(root)(coder, sender))
        })
    }

    /// A segue action that takes the sender and the segue's identifier
    /// (`makeDetail:sender:segueIdentifier:`).
    public static func segueAction<Root: AnyObject, Destination: UIViewController>(
        _ name: String, _ method: @escaping @MainActor (Root) -> (NSCoder, Any?, String?) -> Destination?
    ) -> Self {
        Self(name: name, kind: .segueAction, makeDestination: { source, coder, sender, identifier in
            guard let root = source as? Root else { return nil }
            return .some(method(root)(coder, sender, identifier))
        })
    }

    // MARK: Inspectable properties

    /// A property set from the document (`@IBInspectable var cornerRadius: CGFloat`, or
    /// any property a "User Defined Runtime Attribute" names).
    public static func property<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
        Self(name: name, kind: .property) { object, value in
            guard let root = object as? Root, let typed = InterfaceBuilderValueConversion.convert(value, to: Value.self) else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }
}

/// A class whose members documents connect by name. `UIResponder`, `UIGestureRecognizer` and
/// `UIBarItem` adopt it; another `NSObject` subclass placed in a document adopts it itself.
@preconcurrency @MainActor
public protocol InterfaceBuilderConnectable: AnyObject {
    /// The class's connectable members, its superclass's included (`super.… + […]`).
    static var interfaceBuilderConnections: [InterfaceBuilderConnection] { get }
}

extension InterfaceBuilderConnection {
    /// The members `object`'s class lists named `name`, of the kinds given, most derived first.
    static func lookup(_ name: String, on object: AnyObject, kinds: Set<Kind>) -> [InterfaceBuilderConnection] {
        guard let type = type(of: object) as? InterfaceBuilderConnectable.Type else { return [] }
        return type.interfaceBuilderConnections.reversed().filter { $0.name == name && kinds.contains($0.kind) }
    }
}

/// Converts a value decoded from a document (a number is a `Double`, a flag a `Bool`) to
/// the type of the property it is assigned to.
enum InterfaceBuilderValueConversion {
    static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        if let value = value as? Value { return value }
        let number: Double? = switch value {
        case let double as Double: double
        case let bool as Bool: bool ? 1 : 0
        case let int as Int: Double(int)
        case let float as CGFloat: Double(float)
        default: nil
        }
        if let number {
            if let converted = CGFloat(number) as? Value { return converted }
            if let converted = Float(number) as? Value { return converted }
            if number.rounded() == number, abs(number) < 9.0e18, let converted = Int(number) as? Value { return converted }
            if let converted = (number != 0) as? Value { return converted }
            if let converted = NSNumber(value: number) as? Value { return converted }
        }
        if value == nil, let empty = Optional<Any>.none as? Value { return empty }
        return nil
    }
}

extension UIResponder: InterfaceBuilderConnectable {}
extension UIGestureRecognizer: InterfaceBuilderConnectable {}
extension UIBarItem: InterfaceBuilderConnectable {}
