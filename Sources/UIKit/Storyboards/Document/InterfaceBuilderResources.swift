import Foundation

/// Finds and reads storyboard and xib files, keeping each document read once.
@MainActor
enum InterfaceBuilderResources {
    private static var documents: [String: InterfaceBuilderDocument] = [:]

    /// The path of `name.ext` in `bundle`, or (nil) the main bundle and the SwiftPM resource
    /// bundles beside the executable.
    static func path(forResource name: String, ofType ext: String, in bundle: Bundle?) -> (path: String, bundle: Bundle)? {
        for candidate in searchBundles(for: bundle) {
            if let path = candidate.path(forResource: name, ofType: ext) { return (path, candidate) }
            // Localized copies (`Base.lproj/Main.storyboard`) when the bundle's own lookup
            // does not descend into them.
            for localization in ["Base", "en"] {
                if let path = candidate.path(forResource: name, ofType: ext, inDirectory: "\(localization).lproj") { return (path, candidate) }
            }
        }
        return nil
    }

    static func searchBundles(for bundle: Bundle?) -> [Bundle] {
        Bundle.resourceSearchBundles(for: bundle)
    }

    /// The document at `path`, read once.
    static func document(atPath path: String) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        if let document = documents[path] { return document }
        let file = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InterfaceBuilderError(file: file, "the file cannot be read")
        }
        let document = try InterfaceBuilderDocument(data: data, file: file)
        documents[path] = document
        return document
    }
}
