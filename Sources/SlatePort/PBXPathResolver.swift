import Foundation

/// Where the files and groups of a project are on disk.
///
/// A reference's `path` is relative to its `sourceTree`: `<group>` is the enclosing group's
/// folder (the main group's is the source root), `SOURCE_ROOT` the folder holding the
/// `.xcodeproj` (plus the project's `projectDirPath`), `<absolute>` the file system. Other
/// trees (`SDKROOT`, `BUILT_PRODUCTS_DIR`, `DEVELOPER_DIR`) name things Xcode provides, not
/// files of the app: they resolve to nil.
struct PBXPathResolver {
    let graph: PBXObjectGraph
    let sourceRoot: URL
    /// The group holding each object, by the object's identifier.
    private let parents: [String: String]

    init(graph: PBXObjectGraph, sourceRoot: URL) {
        self.graph = graph
        self.sourceRoot = sourceRoot
        var parents: [String: String] = [:]
        for (id, fields) in graph.objects {
            for child in fields["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// The file or folder `object` names; nil for references outside the project.
    ///
    /// A reference missing at its path is looked for as a Mac would find it: Xcode projects
    /// are written on a case-insensitive file system, so `ToDoList/Views/Cell.swift` names
    /// `TodoList/Views/Cell.swift`. A reference whose path climbs out of its group's folder
    /// (`../../../ToDoList/TodoList/Views/Cell.swift`, the author's own checkout) and is found
    /// nowhere there is taken from the group's folder when a file of that name is in it.
    func url(of object: PBXObject) -> URL? {
        guard let url = url(of: object, depth: 0) else { return nil }
        if FileManager.default.fileExists(atPath: url.path) { return url }
        if let found = Self.caseInsensitiveMatch(url) { return found }
        if let path = object.string("path"), path.hasPrefix("../"), (object.string("sourceTree") ?? "<group>") == "<group>",
           let parentID = parents[object.id], let parent = graph.object(parentID), let folder = self.url(of: parent, depth: 1) {
            let inGroup = folder.appendingPathComponent(url.lastPathComponent)
            if FileManager.default.fileExists(atPath: inGroup.path) { return inGroup }
            if let found = Self.caseInsensitiveMatch(inGroup) { return found }
        }
        return url
    }

    /// The existing file whose path equals `url`'s but for letter case, if there is one.
    static func caseInsensitiveMatch(_ url: URL) -> URL? {
        var current = URL(fileURLWithPath: "/")
        for component in url.standardizedFileURL.pathComponents.dropFirst() {
            let exact = current.appendingPathComponent(component)
            if FileManager.default.fileExists(atPath: exact.path) { current = exact; continue }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current.path),
                  let match = entries.first(where: { $0.lowercased() == component.lowercased() }) else { return nil }
            current = current.appendingPathComponent(match)
        }
        return current
    }

    private func url(of object: PBXObject, depth: Int) -> URL? {
        guard depth < 64 else { return nil }
        let path = object.string("path")
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            let base: URL?
            if let parentID = parents[object.id], let parent = graph.object(parentID) {
                base = url(of: parent, depth: depth + 1)
            } else {
                base = sourceRoot
            }
            guard let base else { return nil }
            return path.map { base.appendingPathComponent($0) } ?? base
        case "SOURCE_ROOT":
            return path.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0) }
        default:
            return nil
        }
    }

    /// The variant group (localized file) holding `object`, if any.
    func variantGroup(of object: PBXObject) -> PBXObject? {
        graph.object(parents[object.id]).flatMap { $0.isa == "PBXVariantGroup" ? $0 : nil }
    }
}
