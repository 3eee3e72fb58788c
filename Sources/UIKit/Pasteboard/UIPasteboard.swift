import Foundation
import SlatePlatform

/// Items for copy and paste: each item holds its content in one or more representations,
/// keyed by uniform type identifier.
///
/// The general pasteboard is the desktop's clipboard, shared with other applications through
/// the host (`PlatformClipboard`); named pasteboards live in this process. Strings, URLs,
/// images and colors are stored as data in their standard types ("public.utf8-plain-text",
/// "public.url", "public.png", "com.apple.uikit.color") so that other applications can read
/// them; `value(forPasteboardType:)` turns them back into objects.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Keep the items on this device (always so on Linux).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    public static let typeListString: [String] = [PasteboardType.utf8PlainText, PasteboardType.plainText, PasteboardType.text]
    public static let typeListURL: [String] = [PasteboardType.url]
    public static let typeListImage: [String] = [PasteboardType.png, PasteboardType.jpeg, PasteboardType.image]
    public static let typeListColor: [String] = [PasteboardType.color]
    /// An item key whose value stands for itself: the pasteboard writes it in the types it
    /// has (a string as text, a URL, an image as PNG, a colour).
    public static let typeAutomatic = "com.apple.uikit.type-automatic"

    public let name: Name

    /// Where the items are kept.
    private let store: PasteboardStore
    private var expiration: Date?

    private init(name: Name, store: PasteboardStore) {
        self.name = name
        self.store = store
        super.init()
    }

    // MARK: Getting pasteboards

    private static var generalPasteboard: UIPasteboard?
    private static var named: [Name: UIPasteboard] = [:]

    /// The system-wide pasteboard: the desktop clipboard.
    public class var general: UIPasteboard {
        if let existing = generalPasteboard { return existing }
        let pasteboard = UIPasteboard(name: .general, store: HostPasteboardStore())
        generalPasteboard = pasteboard
        return pasteboard
    }

    /// The pasteboard with `pasteboardName`, created if `create` is true; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard pasteboardName != .general else {
            self.init(name: .general, store: HostPasteboardStore())
            return
        }
        if let existing = UIPasteboard.named[pasteboardName] {
            self.init(name: pasteboardName, store: existing.store)
            return
        }
        guard create else { return nil }
        self.init(name: pasteboardName, store: MemoryPasteboardStore())
        UIPasteboard.named[pasteboardName] = self
    }

    /// A new pasteboard with a name of its own.
    public class func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        let pasteboard = UIPasteboard(name: name, store: MemoryPasteboardStore())
        named[name] = pasteboard
        return pasteboard
    }

    /// Forgets a named pasteboard and its items.
    public class func remove(withName pasteboardName: Name) {
        guard let pasteboard = named.removeValue(forKey: pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: pasteboard)
    }

    // MARK: Items

    /// Changes whenever the items change (here or, for the general pasteboard, in another
    /// application).
    open var changeCount: Int { store.changeCount }

    open var numberOfItems: Int { storedItems.count }

    /// The items, each a dictionary of type identifier to value.
    open var items: [[String: Any]] {
        get { storedItems.map { item in item.reduce(into: [:]) { $0[$1.key] = Self.value(of: $1.value, type: $1.key) } } }
        set { setItems(newValue, options: [:]) }
    }

    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        expiration = nil
        write(items.map(Self.encode))
        expiration = options[.expirationDate] as? Date
    }

    // MARK: Item providers

    /// The items as item providers, one per item, each type loading from the pasteboard.
    open var itemProviders: [NSItemProvider] {
        get {
            storedItems.map { item in
                let provider = NSItemProvider()
                for (type, data) in item.sorted(by: { $0.key < $1.key }) {
                    provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                        completion(data, nil)
                        return nil
                    }
                }
                return provider
            }
        }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }

    /// The item providers deciding whether Paste is offered (`canPerformAction`, asked on every
    /// key press for the menus): made again only when the pasteboard changed, so that the
    /// clipboard is not read each time.
    func itemProvidersForValidation() -> [NSItemProvider] {
        if let cached = validationProviders, cached.changeCount == changeCount { return cached.providers }
        let providers = itemProviders
        validationProviders = (changeCount, providers)
        return providers
    }
    private var validationProviders: (changeCount: Int, providers: [NSItemProvider])?

    /// Puts items on the pasteboard lazily: nothing is loaded until someone reads a type — a
    /// paste in this app, or another application asking the desktop clipboard. Then that
    /// type's load handler runs once. `.ownProcess` representations stay out of the desktop
    /// clipboard. `localOnly` (no Universal Clipboard) changes nothing: the desktop has none.
    open func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        expiration = nil
        let lazy = itemProviders.map { provider in
            provider.representations.filter { $0.visibility != .ownProcess }.reduce(into: [String: PlatformLazyData]()) { item, representation in
                if item[representation.typeIdentifier] == nil {
                    item[representation.typeIdentifier] = { Self.loadSynchronously(representation) }
                }
            }
        }
        store.writeLazy(lazy)
        expiration = expirationDate
        let added = Set(lazy.first.map { Array($0.keys) } ?? [])
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: added.sorted(),
            Self.changedTypesRemovedUserInfoKey: [String](),
        ])
    }

    /// A pasteboard read answers at once, as UIKit's does: a load handler that completes
    /// later is waited for (the run loop keeps turning) for at most two seconds.
    private static func loadSynchronously(_ representation: NSItemProvider.Representation) -> Data? {
        var result: Data?
        var isDone = false
        _ = representation.load { data, _ in
            result = data
            isDone = true
        }
        let deadline = Date(timeIntervalSinceNow: 2)
        while !isDone, Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return result
    }

    /// Puts one item per object on the pasteboard, each in the types it writes
    /// (`NSItemProviderWriting`).
    open func setObjects(_ objects: [NSItemProviderWriting]) {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }

    open func setObjects(_ objects: [NSItemProviderWriting], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(objects.map { NSItemProvider(object: $0) }, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// Strings, one item each, as the Swift overlay's `setObjects` writes them
    /// (`NSItemProvider(object:)`'s `String` form).
    public func setObjects(_ objects: [String]) {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }

    public func setObjects(_ objects: [String], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(objects.map { NSItemProvider(object: $0) }, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// URLs, one item each (`NSItemProvider(object:)`'s `URL` form).
    public func setObjects(_ objects: [URL]) {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }

    public func setObjects(_ objects: [URL], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(objects.map { NSItemProvider(object: $0) }, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// Whether the pasteboard outlives the app: the general pasteboard does; since iOS 10 an
    /// app's named pasteboards do not.
    open var isPersistent: Bool { name == .general }

    open func addItems(_ items: [[String: Any]]) {
        write(storedItems + items.map(Self.encode))
    }

    // MARK: The first item

    /// The types of the first item.
    open var types: [String] { storedItems.first.map { Array($0.keys).sorted() } ?? [] }

    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = storedItems.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    open func data(forPasteboardType pasteboardType: String) -> Data? {
        storedItems.first?[pasteboardType]
    }

    open func value(forPasteboardType pasteboardType: String) -> Any? {
        data(forPasteboardType: pasteboardType).map { Self.value(of: $0, type: pasteboardType) }
    }

    /// Replaces the contents with one item holding `data`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        write([[pasteboardType: data]])
    }

    /// Replaces the contents with one item holding `value` (a string, URL, image, color,
    /// data, or property-list value).
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        write([Self.encode([pasteboardType: value])])
    }

    // MARK: Item sets

    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let indices = itemSet ?? IndexSet(integersIn: 0..<numberOfItems)
        guard indices.allSatisfy({ $0 < numberOfItems }) else { return nil }
        let stored = storedItems
        return indices.map { Array(stored[$0].keys).sorted() }
    }

    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet {
        IndexSet(storedItems.indices.filter { index in pasteboardTypes.contains { storedItems[index][$0] != nil } })
    }

    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let stored = storedItems
        let indices = itemSet ?? IndexSet(integersIn: 0..<stored.count)
        return indices.contains { index in index < stored.count && pasteboardTypes.contains { stored[index][$0] != nil } }
    }

    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let stored = storedItems
        let indices = itemSet ?? IndexSet(integersIn: 0..<stored.count)
        let found = indices.compactMap { $0 < stored.count ? stored[$0][pasteboardType] : nil }
        return found.isEmpty ? nil : found
    }

    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        data(forPasteboardType: pasteboardType, inItemSet: itemSet)?.map { Self.value(of: $0, type: pasteboardType) }
    }

    // MARK: Strings, URLs, images, colors

    /// The first string; setting it replaces the contents with one string item (nil empties
    /// the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var strings: [String]? {
        get { nonEmpty(storedItems.compactMap(Self.string(in:))) }
        set { write((newValue ?? []).map { [PasteboardType.utf8PlainText: Data($0.utf8)] }) }
    }

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    open var urls: [URL]? {
        get { nonEmpty(storedItems.compactMap { $0[PasteboardType.url].flatMap(Self.url(from:)) }) }
        set { write((newValue ?? []).map(Self.encode(url:))) }
    }

    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var images: [UIImage]? {
        get { nonEmpty(storedItems.compactMap(Self.image(in:))) }
        set { write((newValue ?? []).compactMap { image in image.pngData().map { [PasteboardType.png: $0] } }) }
    }

    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    open var colors: [UIColor]? {
        get { nonEmpty(storedItems.compactMap { $0[PasteboardType.color].flatMap(Self.color(from:)) }) }
        set { write((newValue ?? []).map { [PasteboardType.color: Self.encode(color: $0)] }) }
    }

    open var hasStrings: Bool { storedItems.contains { Self.string(in: $0) != nil } }
    open var hasURLs: Bool { storedItems.contains { $0[PasteboardType.url] != nil } }
    open var hasImages: Bool { storedItems.contains { item in Self.typeListImage.contains { item[$0] != nil } } }
    open var hasColors: Bool { storedItems.contains { $0[PasteboardType.color] != nil } }

    // MARK: Storage

    var storedItems: [[String: Data]] {
        if let expiration, Date() >= expiration {
            self.expiration = nil
            store.write([])
        }
        return store.read()
    }

    private func write(_ items: [[String: Data]]) {
        let before = Set(types)
        store.write(items)
        let after = Set(types)
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: Array(after.subtracting(before)).sorted(),
            Self.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)).sorted(),
        ])
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}

// MARK: Representations

extension UIPasteboard {
    /// An item's values as data in their types.
    private static func encode(_ item: [String: Any]) -> [String: Data] {
        var result: [String: Data] = [:]
        for (type, value) in item {
            if type == typeAutomatic {
                // The value's own types, as `setObjects(_:)` would write it.
                for (automaticType, data) in automaticEncoding(of: value) where result[automaticType] == nil {
                    result[automaticType] = data
                }
                continue
            }
            switch value {
            case let data as Data: result[type] = data
            case let string as String: result[type] = Data(string.utf8)
            case let url as URL: result[type] = encode(url: url)[PasteboardType.url]
            case let image as UIImage: result[type] = image.pngData()
            case let color as UIColor: result[type] = encode(color: color)
            default:
                if PropertyListSerialization.propertyList(value, isValidFor: .binary) {
                    result[type] = try? PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
                }
            }
        }
        return result
    }

    /// What `typeAutomatic` stands for with `value`: text, a URL, an image or a colour in
    /// their standard types; nothing for other values.
    private static func automaticEncoding(of value: Any) -> [String: Data] {
        switch value {
        case let string as String: [PasteboardType.utf8PlainText: Data(string.utf8)]
        case let string as NSString: [PasteboardType.utf8PlainText: Data((string as String).utf8)]
        case let url as URL: encode(url: url)
        case let url as NSURL: (url as URL?).map(encode(url:)) ?? [:]
        case let image as UIImage: image.pngData().map { [PasteboardType.png: $0] } ?? [:]
        case let color as UIColor: [PasteboardType.color: encode(color: color)]
        default: [:]
        }
    }

    private static func encode(url: URL) -> [String: Data] {
        [PasteboardType.url: Data(url.absoluteString.utf8), PasteboardType.utf8PlainText: Data(url.absoluteString.utf8)]
    }

    private static func encode(color: UIColor) -> Data { color.itemProviderData }

    /// The object a representation stands for: strings, URLs, images and colors in their
    /// standard types, property lists, else the data itself.
    static func value(of data: Data, type: String) -> Any {
        if typeListString.contains(type) { return String(decoding: data, as: UTF8.self) }
        if type == PasteboardType.url, let url = url(from: data) { return url }
        if typeListImage.contains(type), let image = UIImage(data: data) { return image }
        if type == PasteboardType.color, let color = color(from: data) { return color }
        if let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) { return plist }
        return data
    }

    private static func string(in item: [String: Data]) -> String? {
        typeListString.lazy.compactMap { item[$0] }.first.map { String(decoding: $0, as: UTF8.self) }
    }

    private static func url(from data: Data) -> URL? {
        URL(string: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func image(in item: [String: Data]) -> UIImage? {
        typeListImage.lazy.compactMap { item[$0] }.compactMap { UIImage(data: $0) }.first
    }

    private static func color(from data: Data) -> UIColor? { UIColor(itemProviderData: data) }
}

/// Uniform type identifiers the pasteboard knows.
enum PasteboardType {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let image = "public.image"
    static let color = "com.apple.uikit.color"
}
