import Foundation

extension Bundle {
    /// Where UIKit looks for a resource of `bundle`: that bundle, or (nil) the main bundle and
    /// then every SwiftPM resource bundle (`<Package>_<Target>.resources`) beside the
    /// executable, in name order — a ported app's storyboards, xibs and images live there.
    static func resourceSearchBundles(for bundle: Bundle?) -> [Bundle] {
        if let bundle { return [bundle] }
        var bundles = [Bundle.main]
        let directory = (Bundle.main.executablePath.map { ($0 as NSString).deletingLastPathComponent }) ?? Bundle.main.bundlePath
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") {
            if let resources = Bundle(path: (directory as NSString).appendingPathComponent(name)) { bundles.append(resources) }
        }
        return bundles
    }
}
