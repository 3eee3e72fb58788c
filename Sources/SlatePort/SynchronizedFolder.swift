import Foundation

/// The files of a synchronized folder as Xcode sees them: bundles such as `.xcassets` are
/// one item, `.lproj` folders are entered, hidden files skipped.
struct SynchronizedFolder {
    let root: URL

    static let packageExtensions: Set<String> = ["xcassets", "xcdatamodeld", "bundle", "scnassets", "xcstrings", "rcproject",
                                                 "playground", "docc", "xcmappingmodel", "mlmodel", "storyboardc", "nib"]

    func files() -> [URL] {
        var result: [URL] = []
        collect(root, into: &result)
        return result
    }

    private func collect(_ folder: URL, into result: inout [URL]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue && !Self.packageExtensions.contains(url.pathExtension) {
                collect(url, into: &result)
            } else {
                result.append(url)
            }
        }
    }
}
