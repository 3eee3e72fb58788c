import Foundation

/// The restoration archive's part of the store's tree:
///
/// ```
/// "applicationState": {
///     "application": coder,
///     "objects": [{"kind": "viewController" | "view" | "object", "path": [identifier, …], "parent": index?,
///                  "restorationClass": "Module.Class"?,
///                  "storyboard": {"name": name, "bundle": path?, "identifier": storyboardID?}?,
///                  "state": coder}, …]
/// }
/// coder: {key: {"value": plist} | {"reference": index} | {"references": [index, …]} | {"archive": data}}
/// ```
///
/// Indexes are places in the object list; a parent comes before its children.
extension SceneStoreSchema {
    private enum ArchiveKey {
        static let application = "application"
        static let objects = "objects"
    }

    private enum ObjectKey {
        static let kind = "kind"
        static let path = "path"
        static let parent = "parent"
        static let restorationClass = "restorationClass"
        static let storyboard = "storyboard"
        static let state = "state"
    }

    private enum StoryboardKey {
        static let name = "name"
        static let bundle = "bundle"
        static let identifier = "identifier"
    }

    private enum EntryKey {
        static let value = "value"
        static let reference = "reference"
        static let references = "references"
        static let archive = "archive"
    }

    // MARK: Encoding

    static func tree(for archive: StoredRestorationArchive) throws(Failure) -> PropertyListValue {
        try validate(archive)
        let objects = archive.objects.map { object -> PropertyListValue in
            var entries: [String: PropertyListValue] = [
                ObjectKey.kind: .string(object.kind.rawValue),
                ObjectKey.path: .array(object.identifierPath.map(PropertyListValue.string)),
                ObjectKey.state: tree(for: object.state),
            ]
            entries[ObjectKey.parent] = object.parentIndex.map(PropertyListValue.integer)
            entries[ObjectKey.restorationClass] = object.restorationClassName.map(PropertyListValue.string)
            if let storyboard = object.storyboard {
                var origin: [String: PropertyListValue] = [StoryboardKey.name: .string(storyboard.name)]
                origin[StoryboardKey.bundle] = storyboard.bundlePath.map(PropertyListValue.string)
                origin[StoryboardKey.identifier] = storyboard.identifier.map(PropertyListValue.string)
                entries[ObjectKey.storyboard] = .dictionary(origin)
            }
            return .dictionary(entries)
        }
        return .dictionary([
            ArchiveKey.application: tree(for: archive.application),
            ArchiveKey.objects: .array(objects),
        ])
    }

    private static func tree(for coder: [String: RestorationCoderValue]) -> PropertyListValue {
        var entries: [String: PropertyListValue] = [:]
        for (key, value) in coder {
            switch value {
            case .value(let plist):
                entries[key] = .dictionary([EntryKey.value: plist])
            case .reference(let index):
                entries[key] = .dictionary([EntryKey.reference: .integer(index)])
            case .references(let indexes):
                entries[key] = .dictionary([EntryKey.references: .array(indexes.map(PropertyListValue.integer))])
            case .archive(let data):
                entries[key] = .dictionary([EntryKey.archive: .data(data)])
            }
        }
        return .dictionary(entries)
    }

    // MARK: Decoding

    static func decodeRestorationArchive(_ value: PropertyListValue) throws(Failure) -> StoredRestorationArchive {
        let fields = try Fields(value, of: "the restoration archive")
        let application = try decodeCoder(fields.required(ArchiveKey.application, fields.dictionary))
        var objects: [StoredRestorableObject] = []
        for (index, element) in try fields.required(ArchiveKey.objects, fields.array).enumerated() {
            do throws(Failure) {
                objects.append(try decodeObject(element))
            } catch {
                throw Failure(description: "object \(index): \(error)")
            }
        }
        let archive = StoredRestorationArchive(application: application, objects: objects)
        try validate(archive)
        return archive
    }

    private static func decodeObject(_ value: PropertyListValue) throws(Failure) -> StoredRestorableObject {
        let fields = try Fields(value, of: "the object")
        let kindName = try fields.required(ObjectKey.kind, fields.string)
        guard let kind = StoredRestorableObject.Kind(rawValue: kindName) else {
            throw Failure(description: "\"\(ObjectKey.kind)\" is \(SceneStoreCodec.quoted(kindName)), expected \"viewController\", \"view\" or \"object\"")
        }
        return StoredRestorableObject(
            kind: kind,
            identifierPath: try decodePath(fields.required(ObjectKey.path, fields.array)),
            parentIndex: try fields.integer(ObjectKey.parent),
            restorationClassName: try fields.string(ObjectKey.restorationClass),
            storyboard: try decodeStoryboardOrigin(fields.dictionary(ObjectKey.storyboard)),
            state: try decodeCoder(fields.required(ObjectKey.state, fields.dictionary)))
    }

    private static func decodeStoryboardOrigin(_ entries: [String: PropertyListValue]?) throws(Failure) -> StoredRestorableObject.StoryboardOrigin? {
        guard let entries else { return nil }
        let fields = try Fields(.dictionary(entries), of: "the storyboard")
        return StoredRestorableObject.StoryboardOrigin(name: try fields.required(StoryboardKey.name, fields.string),
                                                       bundlePath: try fields.string(StoryboardKey.bundle),
                                                       identifier: try fields.string(StoryboardKey.identifier))
    }

    private static func decodeCoder(_ entries: [String: PropertyListValue]) throws(Failure) -> [String: RestorationCoderValue] {
        var coder: [String: RestorationCoderValue] = [:]
        for (key, entry) in entries {
            guard case .dictionary(let tagged) = entry, tagged.count == 1, let (tag, value) = tagged.first else {
                throw Failure(description: "the coder entry \(SceneStoreCodec.quoted(key)) is not a dictionary of one tagged value")
            }
            switch (tag, value) {
            case (EntryKey.value, _):
                coder[key] = .value(value)
            case (EntryKey.reference, .integer(let index)):
                coder[key] = .reference(index)
            case (EntryKey.references, .array(let elements)):
                var indexes: [Int] = []
                for element in elements {
                    guard case .integer(let index) = element else {
                        throw Failure(description: "the coder entry \(SceneStoreCodec.quoted(key)) holds \(describe(element)) among its references")
                    }
                    indexes.append(index)
                }
                coder[key] = .references(indexes)
            case (EntryKey.archive, .data(let data)):
                coder[key] = .archive(data)
            default:
                throw Failure(description: "the coder entry \(SceneStoreCodec.quoted(key)) is tagged \(SceneStoreCodec.quoted(tag)) with \(describe(value))")
            }
        }
        return coder
    }

    private static func decodePath(_ components: [PropertyListValue]) throws(Failure) -> [String] {
        var path: [String] = []
        for component in components {
            guard case .string(let identifier) = component else {
                throw Failure(description: "a restoration path holds \(describe(component)), expected strings")
            }
            path.append(identifier)
        }
        try checkPath(path)
        return path
    }

    // MARK: Rules

    /// Paths are sound, every parent comes before its child, and every reference is in the list.
    private static func validate(_ archive: StoredRestorationArchive) throws(Failure) {
        let count = archive.objects.count
        func checkReferences(in coder: [String: RestorationCoderValue], of owner: String) throws(Failure) {
            for (key, value) in coder {
                let indexes: [Int] = switch value {
                case .reference(let index): [index]
                case .references(let indexes): indexes
                case .value, .archive: []
                }
                for index in indexes where !(0..<count).contains(index) {
                    throw Failure(description: "\(owner)'s entry \(SceneStoreCodec.quoted(key)) refers to object \(index) of \(count)")
                }
            }
        }
        try checkReferences(in: archive.application, of: "the application coder")
        for (index, object) in archive.objects.enumerated() {
            try checkPath(object.identifierPath)
            if let parent = object.parentIndex, !(0..<index).contains(parent) {
                throw Failure(description: "object \(index)'s parent \(parent) does not come before it")
            }
            try checkReferences(in: object.state, of: "object \(index)")
        }
    }

    private static func checkPath(_ path: [String]) throws(Failure) {
        guard !path.isEmpty else { throw Failure(description: "a restoration path is empty") }
        for identifier in path { try checkIdentifier(identifier, named: "restorationIdentifier") }
    }
}
