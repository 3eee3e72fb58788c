import Foundation

/// One build configuration's settings of a target, the project's beneath it, with Xcode's
/// `$(NAME)` references expanded.
///
/// Only what the porter reads is modelled: the product and module names, the Info.plist,
/// the Swift version, the deployment target, the device family and Info.plist keys that
/// Xcode generates from `INFOPLIST_KEY_…` settings.
struct BuildSettings {
    /// The raw values, the target's over the project's; arrays joined with spaces.
    private(set) var values: [String: String]

    init(project: [String: Any] = [:], target: [String: Any] = [:], defaults: [String: String] = [:]) {
        var values = defaults
        for layer in [project, target] {
            for (key, value) in layer {
                let text: String
                if let string = value as? String {
                    text = string
                } else if let array = value as? [String] {
                    text = array.joined(separator: " ")
                } else {
                    continue
                }
                let inherited = values[key] ?? ""
                values[key] = text.replacingOccurrences(of: "$(inherited)", with: inherited)
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        if values["PRODUCT_NAME"] == nil { values["PRODUCT_NAME"] = "$(TARGET_NAME)" }
        if values["PRODUCT_MODULE_NAME"] == nil { values["PRODUCT_MODULE_NAME"] = "$(PRODUCT_NAME:c99extidentifier)" }
        self.values = values
    }

    /// The setting `key` with references expanded; nil when it is not set.
    subscript(key: String) -> String? {
        values[key].map { expand($0, depth: 0) }
    }

    /// Expands `$(NAME)`, `${NAME}` and `$(NAME:modifier)` in `text` (unknown names expand to
    /// nothing, as in Xcode).
    func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 16, text.contains("$") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" {
                let closing: Character = text[next] == "(" ? ")" : "}"
                if let end = text[next...].firstIndex(of: closing) {
                    let reference = text[text.index(after: next)..<end]
                    let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
                    var value = expand(values[parts.first ?? ""] ?? "", depth: depth + 1)
                    if parts.count == 2 { value = Self.apply(modifier: parts[1], to: value) }
                    result += value
                    index = text.index(after: end)
                    continue
                }
            }
            result.append(character)
            index = next
        }
        return result
    }

    /// Xcode's modifiers that matter for names: `c99extidentifier`/`identifier` (a module name),
    /// `rfc1034identifier` (a bundle identifier), `lower`, `upper`.
    static func apply(modifier: String, to value: String) -> String {
        switch modifier {
        case "c99extidentifier", "identifier":
            return c99Identifier(value)
        case "rfc1034identifier":
            return String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
        case "lower":
            return value.lowercased()
        case "upper":
            return value.uppercased()
        default:
            return value
        }
    }

    /// `value` as a C identifier: every other character an underscore, never starting with a digit.
    static func c99Identifier(_ value: String) -> String {
        var identifier = String(value.map { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }
}
