import Foundation

/// The objects of an Xcode `project.pbxproj`, keyed by their identifiers.
///
/// The file is an old-style (OpenStep) property list. swift-corelibs-foundation reads that
/// format on Linux as Apple's Foundation does (`PropertyListSerialization`, with the same
/// CoreFoundation parser underneath), comments, escapes and unquoted tokens included, so the
/// porter leans on it rather than on a parser of its own.
struct PBXObjectGraph {
    /// Every object of the file, by identifier; values are strings, arrays and dictionaries.
    let objects: [String: [String: Any]]
    /// The `PBXProject` object's identifier.
    let rootObjectID: String

    enum ReadError: Error, CustomStringConvertible {
        case notAPropertyList(String)
        case missing(String)

        var description: String {
            switch self {
            case .notAPropertyList(let reason): "project.pbxproj is not a property list: \(reason)"
            case .missing(let what): "project.pbxproj has no \(what)"
            }
        }
    }

    init(text: String) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            throw ReadError.notAPropertyList("\(error)")
        }
        guard let root = plist as? [String: Any] else { throw ReadError.notAPropertyList("the top level is not a dictionary") }
        guard let objects = root["objects"] as? [String: Any] else { throw ReadError.missing("objects dictionary") }
        guard let rootObjectID = root["rootObject"] as? String else { throw ReadError.missing("rootObject") }
        self.objects = objects.compactMapValues { $0 as? [String: Any] }
        self.rootObjectID = rootObjectID
        guard self.objects[rootObjectID] != nil else { throw ReadError.missing("root object \(rootObjectID)") }
    }

    init(contentsOf url: URL) throws {
        try self.init(text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    /// The object `id`, if the file has it.
    func object(_ id: String?) -> PBXObject? {
        guard let id, let fields = objects[id] else { return nil }
        return PBXObject(id: id, fields: fields)
    }

    /// The objects named by `key` of `object`, skipping identifiers the file lacks.
    func objects(_ key: String, of object: PBXObject) -> [PBXObject] {
        object.strings(key).compactMap { self.object($0) }
    }

    /// Every object of class `isa`.
    func objects(isa: String) -> [PBXObject] {
        objects.compactMap { id, fields in fields["isa"] as? String == isa ? PBXObject(id: id, fields: fields) : nil }
            .sorted { $0.id < $1.id }
    }
}
