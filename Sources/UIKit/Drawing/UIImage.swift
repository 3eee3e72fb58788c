import Foundation

/// An immutable image: a bitmap with a scale (pixels per point), an orientation, and how it
/// should be drawn (cap insets for resizing, template rendering with a tint).
open class UIImage: NSObject, @unchecked Sendable {
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum RenderingMode: Int, Sendable {
        /// Template or original depending on where the image is used.
        case automatic
        case alwaysOriginal
        /// Drawn as a mask filled with the tint color.
        case alwaysTemplate
    }

    public enum ResizingMode: Int, Sendable {
        case tile
        case stretch
    }

    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    public let imageOrientation: Orientation
    /// The fixed edges when resized; zero for ordinary images.
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    public let renderingMode: RenderingMode
    /// Set by `withTintColor(_:)`: the color the image draws as.
    let imageTintColor: UIColor?
    /// For a symbol image: its name and configuration, to draw it again differently configured.
    let symbol: SymbolSource?
    /// An animated image's frames and the time they take together (`animatedImage(with:duration:)`).
    let frames: (images: [UIImage], duration: TimeInterval)?
    /// For a PDF image: its vector art, drawn again at the resolution it is shown.
    let vector: PDFImageSource?
    /// For an image from an asset catalog: its image set, from which an image view picks the
    /// file for its own traits (its dark variant, its display scale), as UIKit's image views
    /// do through `UIImageAsset`.
    let asset: AssetImageSet?
    /// The `UIImageAsset` the image belongs to: the one it was registered with, else made
    /// when `imageAsset` is first read. Copies with other drawing attributes keep it. Read and
    /// written under `UIImageAsset.lock` (`imageAssetIfMade`): images cross threads.
    var storedImageAsset: UIImageAsset?
    /// Where the content sits for layout: alignment insets, baseline, mirroring.
    let placement: ImagePlacement

    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets = .zero,
         resizingMode: ResizingMode = .tile, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil,
         symbol: SymbolSource? = nil, frames: (images: [UIImage], duration: TimeInterval)? = nil, vector: PDFImageSource? = nil,
         asset: AssetImageSet? = nil, imageAsset: UIImageAsset? = nil, placement: ImagePlacement = ImagePlacement()) {
        self.cgImage = cgImage
        self.scale = max(scale, 0.01)
        imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        imageTintColor = tintColor
        self.symbol = symbol
        self.frames = frames
        self.vector = vector
        self.asset = asset
        storedImageAsset = imageAsset
        self.placement = placement
        super.init()
    }

    /// A copy with some drawing attributes changed.
    func copy(capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil, renderingMode: RenderingMode? = nil,
              tintColor: UIColor?? = nil, orientation: Orientation? = nil, placement: ImagePlacement? = nil) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: orientation ?? imageOrientation, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, renderingMode: renderingMode ?? self.renderingMode,
                tintColor: tintColor ?? imageTintColor, symbol: symbol, frames: frames, vector: vector, asset: asset,
                imageAsset: imageAssetIfMade, placement: placement ?? self.placement)
    }

    /// This image's drawing attributes (cap insets, rendering mode, tint, asset) over
    /// `other`'s pixels: an asset image's variant for other traits, as the app configured it.
    func replacingBitmap(with other: UIImage) -> UIImage {
        UIImage(cgImage: other.cgImage, scale: other.scale, orientation: other.imageOrientation, capInsets: capInsets,
                resizingMode: resizingMode, renderingMode: renderingMode, tintColor: imageTintColor, vector: other.vector, asset: asset,
                imageAsset: imageAssetIfMade, placement: placement)
    }

    /// An empty image: no bitmap, zero size.
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, orientation: .up)
    }

    /// `#imageLiteral(resourceName:)` (see `UIImage+Literals.swift`): the image `UIImage(named:)`
    /// finds. Apple's traps when there is none; Slate gives an empty image and says so on
    /// standard error, so the app keeps running.
    public required convenience init(imageLiteralResourceName path: String) {
        if let image = UIImage(named: path) {
            self.init(copying: image)
        } else {
            FileHandle.standardError.write(Data("#imageLiteral(resourceName: \"\(path)\"): no image of that name in the main bundle or its asset catalogs; an empty image stands in\n".utf8))
            self.init()
        }
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, capInsets: .zero)
    }

    /// Decodes an image file's bytes at scale 1: PNG, JPEG, GIF (its first frame), WebP, TIFF,
    /// BMP, ICO, HEIF/HEIC, AVIF or SVG. An EXIF orientation becomes `imageOrientation`, as in
    /// UIKit. A PDF gives its first page, the page's size in points, drawn as vector art at any
    /// scale it is shown. nil for anything else, broken or truncated data, or an image over 64
    /// megapixels.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        guard !ImageCodec.isOversizedPNG(data) else { return nil }
        if PDFImageSource.isPDF(data) {
            guard let page = PDFImageSource(data: data), let bitmap = page.bitmap(scale: max(scale, 0.01)) else { return nil }
            self.init(cgImage: bitmap, scale: scale, orientation: .up, vector: page)
            return
        }
        if let provider = CGDataProvider(data: data),
           let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) {
            self.init(cgImage: image, scale: scale, orientation: .up)
            return
        }
        guard let decoded = ImageCodec.decode(data) else { return nil }
        self.init(cgImage: decoded.image, scale: scale, orientation: decoded.orientation)
    }

    /// Loads an image file (any format `init(data:)` reads); a name ending in `@2x` or `@3x`
    /// sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scaleSuffix(of: path))
    }

    /// An image from the app's asset catalogs or its resource files: see
    /// `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image by name, searching `bundle` (for nil, the main bundle and then the app's
    /// SwiftPM resource bundles; see `Bundle.resourceSearchBundles(for:)`). In each bundle its
    /// asset catalogs come first — an image set picked for `traitCollection`, else for
    /// `UITraitCollection.current`, at the trait collection's display scale or the main
    /// screen's; else a symbol set, as a symbol image — then image files: `name@2x.png` for
    /// the preferred scale, then the other scales, then one PDF drawn as vectors.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let configuration = traitCollection.map { UIImage.SymbolConfiguration.unspecified.withTraitCollection($0) }
        guard let found = Self.named(name, in: bundle, traits: traitCollection, configuration: configuration) else { return nil }
        self.init(copying: found)
    }

    /// An image by name (iOS 13), as `init(named:in:compatibleWith:)` finds it for the
    /// configuration's traits; a custom symbol from a symbol set is drawn for the
    /// configuration (point size, weight, scale).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard let found = Self.named(name, in: bundle, traits: configuration?.traitCollection, configuration: configuration) else { return nil }
        self.init(copying: found)
    }

    private static func named(_ name: String, in bundle: Bundle?, traits traitCollection: UITraitCollection?,
                              configuration: UIImage.Configuration?) -> UIImage? {
        let preferred = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : ScreenDefaults.mainScale }
            ?? ScreenDefaults.mainScale
        for searched in Bundle.resourceSearchBundles(for: bundle) {
            if let found = AssetCatalog.image(named: name, in: searched, compatibleWith: traitCollection, scale: preferred)
                ?? AssetCatalog.symbol(named: name, in: searched, configuration: configuration)
                ?? resourceFile(named: name, in: searched, preferredScale: preferred) {
                return found
            }
        }
        return nil
    }

    /// An image file `name` in `bundle`, by the file-naming rules of `init(named:)`.
    private static func resourceFile(named name: String, in bundle: Bundle, preferredScale preferred: CGFloat) -> UIImage? {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        let candidates = [Int(preferred.rounded()), 3, 2, 1].map { $0 == 1 ? base : "\(base)@\($0)x" }
        for candidate in candidates {
            if let path = bundle.path(forResource: candidate, ofType: ext) {
                return UIImage(contentsOfFile: path)
            }
        }
        // Vector art: one PDF for every scale, drawn for the preferred one.
        if (name as NSString).pathExtension.isEmpty, let path = bundle.path(forResource: base, ofType: "pdf"),
           let data = FileManager.default.contents(atPath: path) {
            return UIImage(data: data, scale: preferred)
        }
        return nil
    }

    /// The same image as a new object (a convenience initializer's result made by another),
    /// with `asset` if given.
    convenience init(copying image: UIImage, asset: AssetImageSet? = nil) {
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: image.imageOrientation, capInsets: image.capInsets,
                  resizingMode: image.resizingMode, renderingMode: image.renderingMode, tintColor: image.imageTintColor,
                  symbol: image.symbol, frames: image.frames, vector: image.vector, asset: asset ?? image.asset,
                  placement: image.placement)
    }

    static func scaleSuffix(of path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The size in points, after orientation (a PDF image's: its page's).
    open var size: CGSize {
        if let vector { return vector.pageSize }
        guard let image = cgImage else { return .zero }
        let width = CGFloat(image.width) / scale, height = CGFloat(image.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        default: return CGSize(width: width, height: height)
        }
    }

    /// PNG bytes of the image as drawn (orientation applied).
    open func pngData() -> Data? {
        uprightBitmap(inColor: false)?.pngData()
    }

    /// JPEG bytes of the image as drawn (orientation applied), at `compressionQuality` from 0
    /// (smallest) to 1 (best). JPEG has no alpha: it is dropped, and fully transparent pixels
    /// come out black.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        uprightBitmap(inColor: true).flatMap { ImageCodec.jpegData($0, quality: compressionQuality) }
    }

    /// The bitmap with the orientation applied: the image's own when it is upright (and, if
    /// `inColor`, not a mask), else a rendering of it.
    private func uprightBitmap(inColor: Bool) -> CGImage? {
        guard let image = cgImage else { return nil }
        if imageOrientation == .up, !inColor || image.surface.format == .argb32 { return image }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(at: .zero) }.cgImage
    }

    // MARK: Variants

    /// A resizable image whose cap insets keep their size; the rest tiles.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        copy(capInsets: capInsets, resizingMode: .tile)
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// The image drawn as `color` wherever it is opaque.
    open func withTintColor(_ color: UIColor) -> UIImage {
        copy(renderingMode: .alwaysOriginal, tintColor: .some(color))
    }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: .some(color))
    }

    /// Whether drawing uses a tint rather than the image's colors.
    var isTemplate: Bool { renderingMode == .alwaysTemplate }

    open override var description: String {
        "<UIImage: \(size.width)×\(size.height) @\(scale)x\(capInsets == .zero ? "" : " caps \(capInsets) \(resizingMode)")>"
    }
}
