import Foundation
import QuartzCore

/// Info.plist's `UIAppFonts` ("Fonts provided by application"), read from the app delegate's
/// `appFonts` at launch: each file, found in the app's resources, joins the process's fonts,
/// so `UIFont(name:size:)`, descriptors, labels and text layers find its family as they find
/// an installed one.
@MainActor
enum AppFonts {
    /// Registers each of `paths` (as Info.plist gives them: relative to the bundle, perhaps in
    /// a folder) found in the app's resource bundles; a line on standard error for a file
    /// that is not there or that fontconfig cannot read.
    static func register(_ paths: [String]) {
        for path in paths where !path.isEmpty {
            guard let file = locate(path) else {
                UIKitLog.write("slate: UIAppFonts: no font file \"\(path)\" in the app's resources (add it to the target's resources)")
                continue
            }
            // Under the text engine's lock: no layout is using fontconfig meanwhile.
            if !TextEngine.shared.withPango({ _ in AppFontRegistry.register(fileAt: file.path) }) {
                UIKitLog.write("slate: UIAppFonts: \"\(path)\" is not a font file fontconfig can read")
            }
        }
    }

    /// The file `path` names: relative to a resource bundle, else by its name anywhere in one
    /// (SwiftPM flattens processed resources into the bundle's top folder).
    private static func locate(_ path: String) -> URL? {
        if path.hasPrefix("/"), FileManager.default.fileExists(atPath: path) { return URL(fileURLWithPath: path) }
        let name = (path as NSString).lastPathComponent
        for bundle in Bundle.resourceSearchBundles(for: nil) {
            for base in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
                for candidate in [base.appendingPathComponent(path), base.appendingPathComponent(name)]
                where FileManager.default.fileExists(atPath: candidate.path) {
                    return candidate
                }
            }
            if let found = bundle.url(forResource: (name as NSString).deletingPathExtension, withExtension: (name as NSString).pathExtension) {
                return found
            }
        }
        return nil
    }
}
