import Foundation

/// A type made up for a tag no declared type has: "dyn." and the hex of
/// "<tag class>=<tag>;<supertype>", so that the identifier alone says what it is.
struct DynamicType {
    static let prefix = "dyn.slate."
    let tag: String
    let tagClass: UTTagClass
    let supertype: String

    init(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType) {
        self.tag = TypeRegistry.normalizedTag(tag, tagClass)
        self.tagClass = tagClass
        self.supertype = supertype.identifier
    }

    init?(identifier: String) {
        guard identifier.lowercased().hasPrefix(Self.prefix) else { return nil }
        let hex = Array(identifier.dropFirst(Self.prefix.count).utf8)
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        for index in stride(from: 0, to: hex.count, by: 2) {
            guard let high = Self.nibble(hex[index]), let low = Self.nibble(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard let text = String(bytes: bytes, encoding: .utf8), let equals = text.firstIndex(of: "="),
              let semicolon = text.lastIndex(of: ";"), equals < semicolon else { return nil }
        tagClass = UTTagClass(rawValue: String(text[..<equals]))
        tag = String(text[text.index(after: equals)..<semicolon])
        supertype = String(text[text.index(after: semicolon)...])
    }

    var identifier: String {
        let text = "\(tagClass.rawValue)=\(tag);\(supertype)"
        return Self.prefix + text.utf8.map { String(format: "%02x", $0) }.joined()
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
