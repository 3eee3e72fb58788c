import Foundation

/// The name of an action — for a responder, a display link, a gesture recognizer — bound to
/// the Swift method that performs it.
///
/// It lives in QuartzCore, the lowest layer that names actions (`CADisplayLink`), and comes
/// with `import UIKit`.
///
/// Linux has no Objective-C runtime, so there is no `#selector`. A Slate `Selector` pairs the
/// action's name with a method reference; any object of the method's type (a class, or an
/// `any Protocol` for actions several classes implement) responds to it:
///
/// ```swift
/// extension Selector {
///     static let save = Selector("save:", DocumentViewController.save)
///     static let refresh = Selector("refresh", { (target: any Refreshing) in target.refresh })
/// }
/// let command = UIKeyCommand(title: "Save", action: .save, input: "s", modifierFlags: .command)
/// ```
///
/// Selectors compare by name, like Objective-C's, so a key command, a menu command and
/// `target(forAction:withSender:)` all agree on which action they mean. Declare each one once,
/// as a static constant (docs/porting.md).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, conventionally Objective-C style (`"save:"`).
    public let name: String
    private let perform: @MainActor @Sendable (_ target: AnyObject, _ sender: Any?) -> Bool
    private let accepts: @MainActor @Sendable (_ target: AnyObject) -> Bool
    /// For a property getter: reads the value from a target.
    private let read: (@MainActor @Sendable (_ target: Any) -> Any?)?

    /// An action performed by `method`, which takes the sender.
    public init<Target, Sender>(_ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.name = name
        read = nil
        accepts = { $0 is Target }
        perform = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// An action performed by `method`, which takes no arguments.
    public init<Target>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Void) {
        self.name = name
        read = nil
        accepts = { $0 is Target }
        perform = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A method of three arguments, as a completion selector of
    /// `UIImageWriteToSavedPhotosAlbum` (`image(_:didFinishSavingWithError:contextInfo:)`)
    /// is: it is performed with the arguments the caller gives, never with a sender.
    public init<Target, A, B, C>(_ name: String, _ method: @escaping @MainActor (Target) -> (A, B, C) -> Void) {
        self.name = name
        read = nil
        accepts = { $0 is Target }
        perform = { target, sender in
            guard let target = target as? Target, let arguments = (sender as? SelectorArguments)?.values, arguments.count == 3,
                  let a = SelectorArguments.cast(arguments[0], to: A.self), let b = SelectorArguments.cast(arguments[1], to: B.self),
                  let c = SelectorArguments.cast(arguments[2], to: C.self) else { return false }
            method(target)(a, b, c)
            return true
        }
    }

    /// An action whose implementation is found when performed (Interface Builder's actions,
    /// named by string): `accepts` says whether a target implements it.
    package init(_ name: String, accepts: @escaping @MainActor @Sendable (AnyObject) -> Bool,
                 perform: @escaping @MainActor @Sendable (_ target: AnyObject, _ sender: Any?) -> Bool) {
        self.name = name
        self.accepts = accepts
        self.perform = perform
        read = nil
    }

    /// A property getter, Slate's `#selector(getter: Person.name)`: any object of `Target`
    /// responds to it, and APIs that read a value through a selector
    /// (`UILocalizedIndexedCollation`) read it with `keyPath`. It performs no action.
    public init<Target, Value>(_ name: String, _ keyPath: KeyPath<Target, Value>) {
        self.name = name
        nonisolated(unsafe) let keyPath = keyPath
        accepts = { $0 is Target }
        perform = { _, _ in false }
        read = { target in (target as? Target).map { $0[keyPath: keyPath] } }
    }

    /// Whether `target` implements the action (UIKit's `responds(to:)`).
    @preconcurrency @MainActor
    public func isImplemented(by target: AnyObject) -> Bool { accepts(target) }

    /// The value a property getter reads from `target`; nil for an action, or a target of
    /// another type.
    @MainActor
    package func value(of target: Any) -> Any? { read?(target) }

    /// Performs the action on `target`; false if `target` does not implement it.
    @MainActor
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?) -> Bool { perform(target, sender) }

    /// Performs a method of several arguments on `target` (see `init(_:_:)` for three);
    /// false if `target` does not implement it or the arguments are not the method's.
    @MainActor
    @discardableResult
    package func perform(on target: AnyObject, arguments: [Any?]) -> Bool {
        perform(target, SelectorArguments(values: arguments))
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// The arguments of a selector performed with several (`Selector.perform(on:arguments:)`).
/// `@unchecked Sendable`: it only carries them from the caller to the method, on the main actor.
package struct SelectorArguments: @unchecked Sendable {
    package let values: [Any?]

    package init(values: [Any?]) { self.values = values }

    /// `value` as the method's parameter type, as Objective-C would pass it: a context
    /// pointer reaches a method declared with `UnsafeRawPointer` as well as with
    /// `UnsafeMutableRawPointer`, optional or not.
    static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value = value as? T { return value }
        if let pointer = value as? UnsafeMutableRawPointer {
            if let converted = UnsafeRawPointer(pointer) as? T { return converted }
            if let converted = Optional(UnsafeRawPointer(pointer)) as? T { return converted }
            if let converted = Optional(pointer) as? T { return converted }
        }
        if value == nil {
            if let none = Optional<UnsafeRawPointer>.none as? T { return none }
            if let none = Optional<UnsafeMutableRawPointer>.none as? T { return none }
        }
        return nil
    }
}
