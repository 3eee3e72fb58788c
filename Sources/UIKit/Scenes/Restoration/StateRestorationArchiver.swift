import Foundation

/// The keyed coder `encodeRestorableState(with:)` and the app delegate's
/// `application(_:willEncodeRestorableStateWith:)` write into.
///
/// As UIKit's restoration archiver, it keeps three kinds of entry: property-list values;
/// view controllers and registered `UIStateRestoring` objects, which are not copied but
/// *referenced* (encoding one also preserves it; `encodeConditionalObject(_:forKey:)` only
/// refers to it if it is preserved anyway), so that decoding returns the object restored in
/// its place; and the app's own `NSCoding` objects, archived with `NSKeyedArchiver`.
/// Anything else is left out with a message naming the key.
///
/// References are kept as the objects themselves until the whole save is known, then
/// turned into places in the archive (`entries(placing:)`).
final class StateRestorationArchiver: StateRestorationCoder {
    /// Told of each controller or registered object encoded unconditionally, so that it is
    /// preserved too.
    typealias ReferenceObserver = @MainActor (_ object: AnyObject) -> Void

    private enum Entry {
        case stored(RestorationCoderValue)
        case reference(AnyObject)
        case references([AnyObject])
    }

    private var storedEntries: [String: Entry] = [:]
    private let observer: ReferenceObserver
    /// Tells whether an object is one the app registered for restoration.
    private let isRegistered: @MainActor (AnyObject) -> Bool

    /// `owner` names the object whose state this is, for messages.
    init(owner: String, isRegistered: @escaping @MainActor (AnyObject) -> Bool, observer: @escaping ReferenceObserver) {
        self.observer = observer
        self.isRegistered = isRegistered
        super.init(owner: owner)
    }

    /// The entries, with each referenced object replaced by its place in the archive; one
    /// that has none (it was not preserved) is left out.
    @MainActor
    func entries(placing place: (AnyObject) -> Int?) -> [String: RestorationCoderValue] {
        storedEntries.compactMapValues { entry in
            switch entry {
            case .stored(let value): value
            case .reference(let object): place(object).map(RestorationCoderValue.reference)
            case .references(let objects): .references(objects.compactMap(place))
            }
        }
    }

    override func containsValue(forKey key: String) -> Bool { storedEntries[key] != nil }

    override func encode(_ object: Any?, forKey key: String) {
        store(object, forKey: key, conditionally: false)
    }

    override func encodeConditionalObject(_ object: Any?, forKey key: String) {
        store(object, forKey: key, conditionally: true)
    }

    override func encode(_ value: Bool, forKey key: String) { storedEntries[key] = .stored(.value(.bool(value))) }
    override func encode(_ value: Int, forKey key: String) { storedEntries[key] = .stored(.value(.integer(value))) }
    override func encode(_ value: Int32, forKey key: String) { storedEntries[key] = .stored(.value(.integer(Int(value)))) }
    override func encode(_ value: Int64, forKey key: String) { storedEntries[key] = .stored(.value(.integer(Int(value)))) }
    override func encode(_ value: Float, forKey key: String) { storedEntries[key] = .stored(.value(.double(Double(value)))) }
    override func encode(_ value: Double, forKey key: String) { storedEntries[key] = .stored(.value(.double(value))) }

    override func encodeBytes(_ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String) {
        storedEntries[key] = .stored(.value(.data(bytes.map { Data(bytes: $0, count: length) } ?? Data())))
    }

    private func store(_ object: Any?, forKey key: String, conditionally: Bool) {
        guard let object else {
            storedEntries[key] = nil
            return
        }
        // Plain values first: an empty array is a property list, not an empty stack.
        if let value = PropertyListValue(object) {
            storedEntries[key] = .stored(.value(value))
            return
        }
        if let controller = object as? UIViewController {
            storedEntries[key] = .reference(controller)
            if !conditionally { observe([controller]) }
            return
        }
        if let controllers = object as? [UIViewController] {
            storedEntries[key] = .references(controllers)
            if !conditionally { observe(controllers) }
            return
        }
        let isRegistered = isRegistered
        if let restorable = object as? any UIStateRestoring, MainActor.assumeIsolated({ isRegistered(restorable) }) {
            storedEntries[key] = .reference(restorable)
            if !conditionally { observe([restorable]) }
            return
        }
        if let coding = object as? NSObject & NSCoding {
            if !(type(of: coding) is NSSecureCoding.Type) {
                report("the value for \"\(key)\" (\(type(of: object))) does not adopt NSSecureCoding; it is saved, but decodeObject(of:forKey:) is how it should be read back")
            }
            do {
                storedEntries[key] = .stored(.archive(try NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: false)))
            } catch {
                report("the value for \"\(key)\" (\(type(of: object))) cannot be archived (\(error)) and is not saved")
            }
            return
        }
        report("the value for \"\(key)\" (\(type(of: object))) is not a property-list value, a view controller, an object registered with UIApplication.registerObject(forStateRestoration:restorationIdentifier:) or an NSCoding object, and is not saved")
    }

    /// Preservation runs on the main actor, and the objects are main-actor objects.
    private func observe(_ objects: [AnyObject]) {
        let observer = observer
        nonisolated(unsafe) let objects = objects
        MainActor.assumeIsolated { objects.forEach(observer) }
    }
}
