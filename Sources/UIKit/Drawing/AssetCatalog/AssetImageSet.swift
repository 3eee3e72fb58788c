import Foundation

/// An image set's files, and the image UIKit makes for a trait collection and a scale.
struct AssetImageSet: Sendable {
    let folder: URL
    let contents: AssetContents
    /// The traits the app asked for (`compatibleWith:`); they override an image view's when
    /// it picks the file for its own traits. nil: the view's traits alone.
    var requestedTraits: UITraitCollection? = nil

    /// The image for an image view's `traits` and display `scale`, the requested traits
    /// (and display scale) on top.
    func image(resolvedFor traits: UITraitCollection, scale: CGFloat) -> UIImage? {
        let requestedScale = requestedTraits?.displayScale ?? 0
        return image(for: requestedTraits.map { UITraitCollection(traitsFrom: [traits, $0]) } ?? traits,
                     scale: requestedScale > 0 ? requestedScale : scale)
    }

    /// The image for `traits` at `scale` pixels per point: among the files that may be used
    /// with the traits (see `AssetVariant`), the best fitting ones, and of those the one of
    /// the scale asked for, else the nearest larger, else the largest smaller; a single-scale
    /// PDF or SVG is drawn at `scale`. Then the set's rendering intent and the file's slicing.
    /// nil when no file fits or the chosen one does not read.
    func image(for traits: UITraitCollection, scale: CGFloat) -> UIImage? {
        let usable = (contents.images ?? []).compactMap { entry -> (entry: AssetImageEntry, fit: (Int, Int))? in
            guard entry.filename != nil, let fit = entry.fit(for: traits) else { return nil }
            return (entry, fit)
        }
        guard let bestFit = usable.map({ $0.fit }).max(by: { $0 < $1 }) else { return nil }
        let candidates = usable.filter { $0.fit == bestFit }.map { $0.entry }
        func distance(_ entry: AssetImageEntry) -> CGFloat {
            if entry.isVector, entry.scaleFactor == nil { return 0 }
            return AssetScale.distance(from: entry.scaleFactor ?? 1, to: scale)
        }
        guard let chosen = candidates.min(by: { distance($0) < distance($1) }), let image = load(chosen, scale: scale) else { return nil }
        var result = image
        if let resizing = chosen.resizing {
            result = result.resizableImage(withCapInsets: resizing.insets(scale: result.scale), resizingMode: resizing.resizingMode)
        }
        switch contents.properties?.templateRenderingIntent {
        case "template": result = result.withRenderingMode(.alwaysTemplate)
        case "original": result = result.withRenderingMode(.alwaysOriginal)
        default: break
        }
        return result
    }

    /// The entry's file decoded: vectors (PDF, SVG) drawn at `scale`, bitmaps at the entry's
    /// own scale.
    private func load(_ entry: AssetImageEntry, scale: CGFloat) -> UIImage? {
        guard let file = Self.file(entry, in: folder), let data = try? Data(contentsOf: file) else { return nil }
        if entry.fileExtension == "svg" {
            return AssetSVGRenderer.image(data: data, scale: scale)
        }
        if PDFImageSource.isPDF(data) {
            return UIImage(data: data, scale: scale)
        }
        return UIImage(data: data, scale: entry.scaleFactor ?? 1)
    }

    /// The entry's file in `folder`; nil for an entry without one, or a name that would leave
    /// the folder.
    static func file(_ entry: AssetImageEntry, in folder: URL) -> URL? {
        guard let name = entry.filename, !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        return folder.appendingPathComponent(name)
    }
}
