import Foundation

/// Where UIKit looks for a named resource when no bundle is given.
///
/// On iOS an app's images, colours and storyboards are in its main bundle. A SwiftPM app on
/// Linux has no app bundle: its resources are in one `<Package>_<Target>.resources` folder per
/// target, beside the executable (what `Bundle.module` opens). A port keeps calling
/// `UIImage(named:)` with no bundle, so a nil bundle means the main bundle and then each of
/// those resource bundles. So does the main bundle named outright (`Bundle.main`, or
/// `Bundle(for: AnyClass)`, which on Linux is the main bundle for every class of the app):
/// on iOS it holds the app's resources.
extension Bundle {
    /// The bundles to search for a resource: `bundle` alone when one other than the main
    /// bundle is given; for nil or the main bundle, `Bundle.main` and then every `*.resources`
    /// folder beside the main executable, sorted by name so that a name found in two targets
    /// resolves the same way on every run.
    static func resourceSearchBundles(for bundle: Bundle?) -> [Bundle] {
        if let bundle, bundle !== Bundle.main, bundle.bundleURL.resolvingSymlinksInPath().path != mainBundlePath { return [bundle] }
        return [Bundle.main] + resourceBundlePaths().compactMap { Bundle(path: $0) }
    }

    /// The main bundle's folder, symbolic links resolved: another `Bundle` object for it
    /// (`Bundle(for:)`, `Bundle(path:)`) is the main bundle too.
    private static let mainBundlePath = Bundle.main.bundleURL.resolvingSymlinksInPath().path

    private static let resourceBundleLock = NSLock()
    /// The resource folders, listed once: SwiftPM writes them at build time, so they do not
    /// change while the app runs.
    nonisolated(unsafe) private static var listedResourceBundlePaths: [String]?

    private static func resourceBundlePaths() -> [String] {
        resourceBundleLock.withLock {
            if let listed = listedResourceBundlePaths { return listed }
            let found = listResourceBundles()
            listedResourceBundlePaths = found
            return found
        }
    }

    private static func listResourceBundles() -> [String] {
        let directory = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasSuffix(".resources") }.sorted().map { directory.appendingPathComponent($0).path }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                    && URL(fileURLWithPath: path).resolvingSymlinksInPath().path != mainBundlePath
            }
    }
}
