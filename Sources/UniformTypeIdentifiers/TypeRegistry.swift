import Foundation

/// Every type known to the process: the system's, then those the app declares in code (the
/// replacement for Info.plist's exported and imported type declarations). Safe from any
/// thread; identifiers, extensions and MIME types are matched without regard to case.
final class TypeRegistry: @unchecked Sendable {
    static let shared = TypeRegistry()

    private let lock = NSLock()
    private var byIdentifier: [String: TypeDeclaration] = [:]
    /// App declarations first, in the order declared, then the system's: a tag's preferred
    /// type is the first with it.
    private var appDeclarations: [TypeDeclaration] = []
    private var ancestorCache: [String: Set<String>] = [:]

    private init() {
        for declaration in SystemTypes.declarations {
            byIdentifier[Self.key(declaration.identifier)] = declaration
        }
    }

    static func key(_ identifier: String) -> String { identifier.lowercased() }

    /// A tag in the form it is compared in: lowercased; a MIME type without spaces around
    /// its parameters.
    static func normalizedTag(_ tag: String, _ tagClass: UTTagClass) -> String {
        var tag = tag.lowercased()
        if tagClass == .filenameExtension, tag.hasPrefix(".") { tag.removeFirst() }
        if tagClass == .mimeType { tag = tag.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ";") }
        return tag
    }

    func declaration(for identifier: String) -> TypeDeclaration? {
        lock.lock()
        defer { lock.unlock() }
        return byIdentifier[Self.key(identifier)]
    }

    /// Declares a type. A type the app declares replaces a system declaration of the same
    /// identifier only if it is exported (the app owns it); an imported one never does.
    @discardableResult
    func declare(_ declaration: TypeDeclaration) -> TypeDeclaration {
        lock.lock()
        defer { lock.unlock() }
        let key = Self.key(declaration.identifier)
        if let existing = byIdentifier[key], existing.origin == .system || (existing.origin == .exported && declaration.origin == .imported) {
            return existing
        }
        byIdentifier[key] = declaration
        appDeclarations.removeAll { Self.key($0.identifier) == key }
        appDeclarations.append(declaration)
        ancestorCache = [:]
        return declaration
    }

    /// The declared types with `tag`, the preferred first.
    func declarations(withTag tag: String, tagClass: UTTagClass) -> [TypeDeclaration] {
        let wanted = Self.normalizedTag(tag, tagClass)
        lock.lock()
        let candidates = appDeclarations + SystemTypes.declarations.filter { byIdentifier[Self.key($0.identifier)]?.origin == .system }
        lock.unlock()
        return candidates.filter { declaration in
            declaration.tags(for: tagClass).contains { Self.normalizedTag($0, tagClass) == wanted }
        }
    }

    /// Every type `identifier` conforms to, itself excluded (keys, lowercased).
    func ancestors(of identifier: String) -> Set<String> {
        let key = Self.key(identifier)
        lock.lock()
        defer { lock.unlock() }
        if let cached = ancestorCache[key] { return cached }
        var found = Set<String>()
        var pending = byIdentifier[key]?.conformsTo.map(Self.key) ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += byIdentifier[next]?.conformsTo.map(Self.key) ?? []
        }
        ancestorCache[key] = found
        return found
    }

    /// Every declared type that is `identifier` or conforms to it (the app's first).
    func declarations(conformingTo identifier: String) -> [TypeDeclaration] {
        let key = Self.key(identifier)
        lock.lock()
        let candidates = appDeclarations + SystemTypes.declarations.filter { byIdentifier[Self.key($0.identifier)]?.origin == .system }
        lock.unlock()
        return candidates.filter { Self.key($0.identifier) == key || ancestors(of: $0.identifier).contains(key) }
    }
}
