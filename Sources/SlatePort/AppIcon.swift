import Foundation

/// The app's icon for the desktop: the largest PNG of the `AppIcon.appiconset` in the
/// target's asset catalogs.
struct AppIcon {
    let file: URL
    /// Width in pixels (app icons are square).
    let size: Int

    /// The sizes the hicolor theme lists for application icons (its index.theme). An icon
    /// theme looks only in the folders its index lists, so a 1024-pixel icon goes into
    /// `512x512/apps` (the theme scales what it loads to the size asked for), not into a
    /// `1024x1024` folder nobody reads.
    static let hicolorSizes = [16, 22, 24, 32, 36, 48, 64, 72, 96, 128, 192, 256, 512]

    /// The hicolor folder size for this icon: the largest listed size not above its own
    /// (the smallest listed one for a tiny icon).
    var hicolorSize: Int {
        Self.hicolorSizes.last { $0 <= size } ?? Self.hicolorSizes[0]
    }

    /// The largest PNG in any `AppIcon.appiconset` (or, failing that, any `.appiconset`) of
    /// the asset catalogs among `resources`.
    static func find(in resources: [ProjectResource]) -> AppIcon? {
        let catalogs = resources.map(\.source).filter { $0.pathExtension == "xcassets" }
        var sets: [URL] = []
        for catalog in catalogs {
            let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "appiconset" { sets.append(url) }
            }
        }
        sets.sort { ($0.lastPathComponent == "AppIcon.appiconset" ? 0 : 1, $0.path) < ($1.lastPathComponent == "AppIcon.appiconset" ? 0 : 1, $1.path) }
        for set in sets {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? []
            let icons = names.filter { $0.lowercased().hasSuffix(".png") }.compactMap { name -> AppIcon? in
                let url = set.appendingPathComponent(name)
                return pngWidth(of: url).map { AppIcon(file: url, size: $0) }
            }
            if let largest = icons.max(by: { $0.size < $1.size }) { return largest }
        }
        return nil
    }

    /// The width in a PNG's header (IHDR), or nil if `url` is not a PNG.
    static func pngWidth(of url: URL) -> Int? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }
}
