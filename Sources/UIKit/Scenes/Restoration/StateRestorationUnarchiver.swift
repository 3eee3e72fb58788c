import Foundation

/// The keyed coder restoration reads from: what a `StateRestorationArchiver` wrote, handed
/// to restoration classes, the app delegate and `decodeRestorableState(with:)`.
///
/// A referenced view controller or registered object decodes as the one restored in its place
/// (nil when none was); a controller's coder made from a storyboard also holds that storyboard
/// under `UIApplication.stateRestorationViewControllerStoryboardKey`, as in UIKit;
/// `decodeObject(of:forKey:)` checks the decoded object's class, as a secure
/// coder does, and returns nil (with a message) when it is none of those asked for — an
/// archived object of a class renamed since, or not there at all, included.
final class StateRestorationUnarchiver: StateRestorationCoder {
    /// The controller or object restored in the archive's object `index`, if one was.
    typealias Resolver = @MainActor (_ index: Int) -> AnyObject?

    private let entries: [String: RestorationCoderValue]
    private let resolver: Resolver
    private let storyboard: UIStoryboard?

    init(entries: [String: RestorationCoderValue], owner: String, storyboard: UIStoryboard? = nil, resolver: @escaping Resolver) {
        self.entries = entries
        self.resolver = resolver
        self.storyboard = storyboard
        super.init(owner: owner)
    }

    override func containsValue(forKey key: String) -> Bool {
        entries[key] != nil || (key == UIApplication.stateRestorationViewControllerStoryboardKey && storyboard != nil)
    }

    override func decodeObject(forKey key: String) -> Any? {
        decoded(forKey: key)
    }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        guard let object = decoded(forKey: key) else { return nil }
        guard let classes else { return object }
        let instance = object as AnyObject
        guard classes.contains(where: { (instance as? NSObject)?.isKind(of: $0) ?? false }) else {
            report("the value for \"\(key)\" is \(type(of: instance)), not one of the classes asked for (\(classes.map { "\($0)" }.joined(separator: ", "))); decodeObject(of:forKey:) returns nil")
            return nil
        }
        return instance
    }

    override func decodePropertyList(forKey key: String) -> Any? {
        guard case .value(let value)? = entries[key] else { return nil }
        return value.anyValue
    }

    override func withDecodedUnsafeBytes<ResultType>(forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType) rethrows -> ResultType {
        guard case .value(.data(let data))? = entries[key] else { return try body(nil) }
        return try data.withUnsafeBytes { try body($0) }
    }

    override func decodeBool(forKey key: String) -> Bool {
        switch entries[key] {
        case .value(.bool(let value))?: value
        case .value(.integer(let value))?: value != 0
        default: false
        }
    }

    override func decodeInteger(forKey key: String) -> Int { integer(forKey: key) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: integer(forKey: key)) }
    override func decodeCInt(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: integer(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(integer(forKey: key)) }
    override func decodeFloat(forKey key: String) -> Float { Float(double(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { double(forKey: key) }

    private func integer(forKey key: String) -> Int {
        switch entries[key] {
        case .value(.integer(let value))?: value
        case .value(.double(let value))?: value.isFinite ? Int(exactly: value.rounded(.towardZero)) ?? 0 : 0
        case .value(.bool(let value))?: value ? 1 : 0
        default: 0
        }
    }

    private func double(forKey key: String) -> Double {
        switch entries[key] {
        case .value(.double(let value))?: value
        case .value(.integer(let value))?: Double(value)
        default: 0
        }
    }

    private func decoded(forKey key: String) -> Any? {
        let resolver = resolver
        switch entries[key] {
        case nil:
            return key == UIApplication.stateRestorationViewControllerStoryboardKey ? storyboard : nil
        case .value(let value)?:
            return value.anyValue
        case .reference(let index)?:
            return resolved { [resolver(index)].compactMap { $0 } }.first
        case .references(let indexes)?:
            return resolved { indexes.compactMap { resolver($0) } }
        case .archive(let data)?:
            return unarchive(data, key: key)
        }
    }

    /// What `resolve` finds, on the main actor, where restoration runs. The objects are main-actor
    /// objects handed back to main-actor code (`decodeRestorableState(with:)`).
    private func resolved(_ resolve: @MainActor () -> [AnyObject]) -> [AnyObject] {
        nonisolated(unsafe) var objects: [AnyObject] = []
        MainActor.assumeIsolated { objects = resolve() }
        return objects
    }

    /// The app's own object. It is unarchived without the secure-coding class list — which
    /// traps on a mismatch in Foundation on Linux — and checked by class afterwards.
    private func unarchive(_ data: Data, key: String) -> Any? {
        do {
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
            unarchiver.requiresSecureCoding = false
            unarchiver.decodingFailurePolicy = .setErrorAndReturn
            defer { unarchiver.finishDecoding() }
            let object = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
            if let error = unarchiver.error { throw error }
            return object
        } catch {
            report("the object for \"\(key)\" could not be unarchived: \(error)")
            return nil
        }
    }
}
