import Foundation

/// A uniform type: what kind of data something is ("public.png", "public.utf8-plain-text"),
/// where it sits in the conformance graph (PNG is an image, which is data), and its tags —
/// filename extensions and MIME types, the MIME types being what crosses to other Linux
/// applications on the clipboard and in drags.
///
/// The standard types are constants (`.png`, `.plainText`, `.json` …). An app declares its own
/// with `UTType(exportedAs:conformingTo:)` and `UTType(importedAs:conformingTo:)`, and gives
/// them tags with `UTType.declare(…)` — the replacement for Info.plist's type declarations
/// (docs/porting.md). A tag no declared type has gives a *dynamic* type ("dyn.…") that
/// conforms to the supertype asked for.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, Codable {
    /// The type's identifier, as declared ("public.png", "com.example.recipe", "dyn.…").
    public let identifier: String

    /// The declared or dynamic type `identifier` names; nil if none is known.
    public init?(_ identifier: String) {
        if let declaration = TypeRegistry.shared.declaration(for: identifier) {
            self.identifier = declaration.identifier
        } else if DynamicType(identifier: identifier) != nil {
            self.identifier = identifier
        } else {
            return nil
        }
    }

    /// A known type, without the lookup.
    init(knownIdentifier: String) {
        identifier = knownIdentifier
    }

    // MARK: Tags

    /// The preferred type with `tag` of `tagClass` that conforms to `supertype` (nil: to
    /// anything); a dynamic type when none is declared.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else {
            self.init(knownIdentifier: DynamicType(tag: tag, tagClass: tagClass, conformingTo: supertype ?? .data).identifier)
        }
    }

    /// The type of files named "*.\(filenameExtension)" ("png", "JPG"; without the dot).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of `mimeType` ("image/png", "text/plain;charset=utf-8").
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type with the tag that conforms to `supertype`, the preferred first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        TypeRegistry.shared.declarations(withTag: tag, tagClass: tagClass)
            .map { UTType(knownIdentifier: $0.identifier) }
            .filter { supertype.map($0.conforms(to:)) ?? true }
    }

    /// Tags by class: the extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        if let dynamic = DynamicType(identifier: identifier) { return [dynamic.tagClass: [dynamic.tag]] }
        guard let declaration = TypeRegistry.shared.declaration(for: identifier) else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    // MARK: Conformance

    /// Whether this type is `type` or descends from it ("public.png" conforms to
    /// "public.image", "public.data" and "public.item").
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypeKeys.contains(TypeRegistry.key(type.identifier))
    }

    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        Set(supertypeKeys.compactMap { TypeRegistry.shared.declaration(for: $0).map { UTType(knownIdentifier: $0.identifier) } })
    }

    private var supertypeKeys: Set<String> {
        if let dynamic = DynamicType(identifier: identifier) {
            let parent = TypeRegistry.key(dynamic.supertype)
            return TypeRegistry.shared.ancestors(of: parent).union([parent])
        }
        return TypeRegistry.shared.ancestors(of: identifier)
    }

    // MARK: What kind of declaration

    /// Whether the type was made up for a tag no declared type has.
    public var isDynamic: Bool { DynamicType(identifier: identifier) != nil }
    /// Whether the system or the app declares it.
    public var isDeclared: Bool { !isDynamic }
    /// Whether it is one of the standard types (system-declared).
    public var isSystemDeclared: Bool { TypeRegistry.shared.declaration(for: identifier)?.origin == .system }
    /// Whether its identifier is in the reserved "public." domain.
    public var isPublicType: Bool { TypeRegistry.key(identifier).hasPrefix("public.") }

    public var localizedDescription: String? {
        if let dynamic = DynamicType(identifier: identifier) { return "\(dynamic.tag) \(dynamic.tagClass == .mimeType ? "data" : "file")" }
        return TypeRegistry.shared.declaration(for: identifier)?.description
    }

    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    // MARK: Equality: identifiers are case-insensitive

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        TypeRegistry.key(lhs.identifier) == TypeRegistry.key(rhs.identifier)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(TypeRegistry.key(identifier))
    }

    // MARK: Codable: as its identifier

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "No type is declared with the identifier '\(identifier)'.")
        }
        self = type
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
