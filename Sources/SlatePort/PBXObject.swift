/// One object of a project file: its identifier and its fields.
struct PBXObject {
    let id: String
    let fields: [String: Any]

    var isa: String { fields["isa"] as? String ?? "" }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// An array of strings (identifiers, mostly); empty when absent.
    func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }

    func dictionary(_ key: String) -> [String: Any] { fields[key] as? [String: Any] ?? [:] }
}
