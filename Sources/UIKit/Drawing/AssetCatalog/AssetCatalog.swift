import Foundation

/// An asset catalog (`Assets.xcassets`) read as the folder Xcode keeps it in.
///
/// On iOS, `actool` compiles catalogs into `Assets.car` at build time. Linux has no `actool`,
/// so a port keeps its `.xcassets` folder as a resource (copied as a folder) and Slate reads
/// it where UIKit would read the compiled file: by name, for `UIImage(named:)`,
/// `UIColor(named:)` and `NSDataAsset(name:)`. A catalog's index of names is built once, and each asset's
/// `Contents.json` parsed once, per catalog path.
final class AssetCatalog: @unchecked Sendable {
    /// The kinds of asset Slate reads, by their folders' extensions.
    enum Kind: String, CaseIterable, Sendable {
        case color = "colorset"
        case image = "imageset"
        case symbol = "symbolset"
        case appIcon = "appiconset"
        case data = "dataset"
    }

    /// The catalog's folder.
    let url: URL
    /// Asset name (with namespaces, `Icons/star`) → the asset's folder, per kind.
    private let index: [Kind: [String: URL]]
    private let lock = NSLock()
    /// Parsed `Contents.json` by asset folder path; nil when it is missing or malformed.
    private var parsed: [String: AssetContents?] = [:]

    private init(url: URL) {
        self.url = url
        var index: [Kind: [String: URL]] = [:]
        Self.indexAssets(in: url, prefix: "", depth: 0, into: &index)
        self.index = index
    }

    /// The folder of the asset `name` of `kind`, if the catalog has one.
    func assetFolder(_ kind: Kind, named name: String) -> URL? {
        index[kind]?[name]
    }

    /// Every asset name of `kind`.
    func names(_ kind: Kind) -> [String] {
        index[kind].map { Array($0.keys).sorted() } ?? []
    }

    /// The parsed `Contents.json` of the asset `name` of `kind`; nil when there is no such
    /// asset or its file does not read.
    func contents(_ kind: Kind, named name: String) -> (folder: URL, contents: AssetContents)? {
        guard let folder = assetFolder(kind, named: name) else { return nil }
        let key = folder.path
        let contents: AssetContents? = lock.withLock {
            if let cached = parsed[key] { return cached }
            let read = AssetContents.read(in: folder)
            parsed[key] = .some(read)
            return read
        }
        return contents.map { (folder, $0) }
    }

    /// Walks a catalog or folder group: asset folders by extension; folder groups (and sprite
    /// atlases) are entered, their assets named `Group/name` when the group provides a
    /// namespace. The first of two assets of one name (in file-name order) wins.
    private static func indexAssets(in folder: URL, prefix: String, depth: Int, into index: inout [Kind: [String: URL]]) {
        // Deep enough for any real catalog; stops a symbolic-link loop.
        guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let child = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (entry as NSString).pathExtension
            let stem = (entry as NSString).deletingPathExtension
            if let kind = Kind(rawValue: ext) {
                let name = prefix + stem
                if index[kind]?[name] == nil { index[kind, default: [:]][name] = child }
            } else if ext.isEmpty || ext == "spriteatlas" {
                let namespaced = AssetContents.read(in: child)?.properties?.providesNamespace == true
                indexAssets(in: child, prefix: namespaced ? prefix + stem + "/" : prefix, depth: depth + 1, into: &index)
            }
            // Other asset types (stickers, image stacks, textures …) are not read.
        }
    }

    // MARK: Finding catalogs

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var catalogsByPath: [String: AssetCatalog] = [:]
    nonisolated(unsafe) private static var catalogPathsByBundle: [String: [String]] = [:]

    /// The catalog at `url`, indexed once per path.
    static func catalog(at url: URL) -> AssetCatalog {
        let key = url.standardizedFileURL.path
        return cacheLock.withLock {
            if let catalog = catalogsByPath[key] { return catalog }
            let catalog = AssetCatalog(url: URL(fileURLWithPath: key))
            catalogsByPath[key] = catalog
            return catalog
        }
    }

    /// The `*.xcassets` folders at the top of `bundle`'s resources, by name.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let root = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
        let paths: [String] = cacheLock.withLock {
            if let paths = catalogPathsByBundle[root.path] { return paths }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            let paths = names.filter { $0.hasSuffix(".xcassets") }.sorted().map { root.appendingPathComponent($0).path }
            catalogPathsByBundle[root.path] = paths
            return paths
        }
        return paths.map { catalog(at: URL(fileURLWithPath: $0)) }
    }

    /// The first asset `name` of `kind` whose `Contents.json` reads, searching the catalogs of
    /// `Bundle.resourceSearchBundles(for: bundle)` in order.
    static func asset(_ kind: Kind, named name: String, in bundle: Bundle?) -> (folder: URL, contents: AssetContents)? {
        guard !name.isEmpty else { return nil }
        for searched in Bundle.resourceSearchBundles(for: bundle) {
            for catalog in catalogs(in: searched) {
                if let found = catalog.contents(kind, named: name) { return found }
            }
        }
        return nil
    }

    /// The colour `name` as `UIColor(named:in:compatibleWith:)` returns it.
    static func color(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) -> UIColor? {
        guard let (_, contents) = asset(.color, named: name, in: bundle) else { return nil }
        return AssetColorSet(contents: contents)?.color(compatibleWith: traitCollection)
    }

    /// The image `name` as `UIImage(named:in:compatibleWith:)` returns it, for
    /// `traitCollection` (nil: the current traits) at `scale` pixels per point.
    static func image(named name: String, in bundle: Bundle, compatibleWith traitCollection: UITraitCollection?,
                      scale: CGFloat) -> UIImage? {
        guard let (folder, contents) = asset(.image, named: name, in: bundle) else { return nil }
        let set = AssetImageSet(folder: folder, contents: contents, requestedTraits: traitCollection)
        return set.image(for: traitCollection ?? .current, scale: scale).map { UIImage(copying: $0, asset: set) }
    }

    /// The custom symbol `name` as `UIImage(named:in:with:)` returns it: the symbol set's SVG
    /// for the iPad (else the universal one) drawn for `configuration`.
    static func symbol(named name: String, in bundle: Bundle, configuration: UIImage.Configuration?) -> UIImage? {
        guard let (folder, contents) = asset(.symbol, named: name, in: bundle) else { return nil }
        let traits = configuration?.traitCollection ?? UITraitCollection()
        let usable = (contents.symbols ?? []).compactMap { entry -> (file: URL, fit: (Int, Int))? in
            guard entry.fileExtension == "svg", let fit = entry.fit(for: traits), let file = AssetImageSet.file(entry, in: folder),
                  FileManager.default.fileExists(atPath: file.path) else { return nil }
            return (file, fit)
        }
        guard let best = usable.max(by: { $0.fit < $1.fit }) else { return nil }
        return UIImage.customSymbol(named: name, file: best.file.path, configuration: configuration)
    }

    /// The largest file of the app icon set `name` (`AppIcon`, as Xcode names it), for a port
    /// to give the desktop as its window and launcher icon; nil when there is none.
    static func appIconURL(named name: String = "AppIcon", in bundle: Bundle? = nil) -> URL? {
        guard let (folder, contents) = asset(.appIcon, named: name, in: bundle) else { return nil }
        func pixels(_ entry: AssetImageEntry, _ file: URL) -> CGFloat {
            if let size = entry.size, let width = Double(size.split(separator: "x").first ?? ""), width.isFinite {
                return CGFloat(width) * (entry.scaleFactor ?? 1)
            }
            return CGFloat(UIImage(contentsOfFile: file.path)?.cgImage?.width ?? 0)
        }
        let files = (contents.images ?? []).compactMap { entry -> (URL, CGFloat)? in
            guard let file = AssetImageSet.file(entry, in: folder), FileManager.default.fileExists(atPath: file.path) else { return nil }
            return (file, pixels(entry, file))
        }
        return files.max { $0.1 < $1.1 }?.0
    }
}
