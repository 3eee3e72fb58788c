import Foundation

/// The keyed coder `encodeRestorableState(with:)` and the app delegate's
/// `application(_:willEncodeRestorableStateWith:)` write into.
///
/// As UIKit's restoration archiver, it keeps three kinds of entry: property-list values;
/// view controllers, which are not copied but *referenced* (encoding one that has a
/// restoration identifier also preserves it; `encodeConditionalObject(_:forKey:)` only
/// refers to it if it is preserved anyway), so that decoding returns the controller restored
/// in its place; and the app's own `NSCoding` objects, archived with `NSKeyedArchiver`.
/// Anything else is left out with a message naming the key.
///
/// References are kept as the controllers themselves until the whole save is known, then
/// turned into places in the archive (`entries(placing:)`).
final class StateRestorationArchiver: NSCoder {
    /// Told of each controller encoded unconditionally, so that it is preserved too.
    typealias ReferenceObserver = @MainActor (_ controller: UIViewController) -> Void

    private enum Entry {
        case stored(RestorationCoderValue)
        case controller(UIViewController)
        case controllers([UIViewController])
    }

    private var storedEntries: [String: Entry] = [:]
    private let owner: String
    private let observer: ReferenceObserver

    /// `owner` names the object whose state this is, for messages.
    init(owner: String, observer: @escaping ReferenceObserver) {
        self.owner = owner
        self.observer = observer
    }

    /// The entries, with each controller replaced by its place in the archive; a controller
    /// that has none (it was not preserved) is left out.
    @MainActor
    func entries(placing place: (UIViewController) -> Int?) -> [String: RestorationCoderValue] {
        storedEntries.compactMapValues { entry in
            switch entry {
            case .stored(let value): value
            case .controller(let controller): place(controller).map(RestorationCoderValue.reference)
            case .controllers(let controllers): .references(controllers.compactMap(place))
            }
        }
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { true }
    override var systemVersion: UInt32 { 1000 }

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
        let observer = observer
        if let controller = object as? UIViewController {
            storedEntries[key] = .controller(controller)
            if !conditionally { MainActor.assumeIsolated { observer(controller) } }
            return
        }
        if let controllers = object as? [UIViewController] {
            storedEntries[key] = .controllers(controllers)
            if !conditionally { MainActor.assumeIsolated { controllers.forEach(observer) } }
            return
        }
        if let value = PropertyListValue(object) {
            storedEntries[key] = .stored(.value(value))
            return
        }
        if let coding = object as? NSObject & NSCoding {
            do {
                storedEntries[key] = .stored(.archive(try NSKeyedArchiver.archivedData(withRootObject: coding, requiringSecureCoding: false)))
            } catch {
                report("cannot be archived (\(error))", key: key, object: object)
            }
            return
        }
        report("is not a property-list value, a view controller or an NSCoding object", key: key, object: object)
    }

    private func report(_ problem: String, key: String, object: Any) {
        let message = "slate: \(owner) encodeRestorableState(with:): the value for \"\(key)\" (\(type(of: object))) \(problem), and is not saved"
        MainActor.assumeIsolated { UIKitLog.write(message) }
    }
}
