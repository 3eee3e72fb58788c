import Foundation

/// A file or folder the app bundles, and where it goes inside the ported target's
/// `Resources` folder.
struct ProjectResource: Hashable {
    /// The file or folder in the Xcode project.
    var source: URL
    /// The path under `Resources/`: the file's name, below its `xx.lproj` folder when it is
    /// localized (Xcode copies resources flat into the bundle, localizations in `.lproj`s).
    var destination: String

    init(source: URL, destination: String) {
        self.source = source
        self.destination = destination
    }

    /// A resource placed as Xcode places it: flat, except that a file in an `.lproj` folder
    /// keeps that folder.
    init(source: URL) {
        self.source = source
        let folder = source.deletingLastPathComponent().lastPathComponent
        destination = folder.hasSuffix(".lproj") ? "\(folder)/\(source.lastPathComponent)" : source.lastPathComponent
    }

    /// What kind of resource this is, from its extension (for the report and for Slate,
    /// which reads storyboards, nibs, strings and asset catalogs from the bundle).
    var kind: String {
        switch source.pathExtension.lowercased() {
        case "storyboard": "storyboard"
        case "xib": "nib"
        case "xcassets": "asset catalog"
        case "strings", "stringsdict", "xcstrings": "strings"
        default: "other"
        }
    }
}
