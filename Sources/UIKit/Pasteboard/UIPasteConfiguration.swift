import Foundation
import UniformTypeIdentifiers

/// The types of data a responder takes when the user pastes or drops onto it.
///
/// Set one as a responder's `pasteConfiguration` and override `paste(itemProviders:)`: Paste
/// (⌘V, the Edit menu, the edit menu's Paste) reaches the responder when the pasteboard holds an
/// item of an acceptable type, and a view also takes drops of those types, both through that
/// one method (`UIPasteConfigurationSupporting`).
@preconcurrency @MainActor
open class UIPasteConfiguration: NSObject {
    /// Uniform type identifiers; an item is acceptable when one of its types conforms to one of
    /// them (`public.jpeg` to `public.image`).
    open var acceptableTypeIdentifiers: [String]

    public override init() {
        acceptableTypeIdentifiers = []
        super.init()
    }

    public convenience init(acceptableTypeIdentifiers: [String]) {
        self.init()
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
    }

    /// The types `aClass` reads (`readableTypeIdentifiersForItemProvider`).
    public convenience init(forAccepting aClass: NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Adds the identifiers not already there, in order.
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        for identifier in acceptableTypeIdentifiers where !self.acceptableTypeIdentifiers.contains(identifier) {
            self.acceptableTypeIdentifiers.append(identifier)
        }
    }

    open func addTypeIdentifiers(forAccepting aClass: NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }

    // MARK: Copying and coding

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPasteConfiguration(acceptableTypeIdentifiers: acceptableTypeIdentifiers)
    }

    public required init?(coder: NSCoder) {
        guard let identifiers = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "UIAcceptableTypeIdentifiers") as? [String] else { return nil }
        acceptableTypeIdentifiers = identifiers
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(acceptableTypeIdentifiers as NSArray, forKey: "UIAcceptableTypeIdentifiers")
    }

    public nonisolated static var supportsSecureCoding: Bool { true }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIPasteConfiguration)?.acceptableTypeIdentifiers == acceptableTypeIdentifiers
    }

    open override var hash: Int { acceptableTypeIdentifiers.hashValue }

    // MARK: Matching

    /// Whether one of `itemProviders` has a representation of an acceptable type.
    func accepts(_ itemProviders: [NSItemProvider]) -> Bool {
        itemProviders.contains { provider in provider.registeredTypeIdentifiers.contains(where: accepts) }
    }

    private func accepts(_ typeIdentifier: String) -> Bool {
        let type = UTType(typeIdentifier)
        return acceptableTypeIdentifiers.contains { acceptable in
            acceptable == typeIdentifier || (type.map { type in UTType(acceptable).map(type.conforms(to:)) ?? false } ?? false)
        }
    }
}

extension UIPasteConfiguration: @MainActor NSCopying, @MainActor NSSecureCoding {}
