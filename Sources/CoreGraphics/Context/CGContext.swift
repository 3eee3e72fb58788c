@_implementationOnly import CCairo

/// A Quartz 2D drawing destination, drawn with Cairo.
///
/// ## Coordinate spaces
///
/// - *User space* is what you draw in; the current transformation matrix (`ctm`) maps it
///   to *device space*.
/// - A bitmap context made with `init(data:…)` has CoreGraphics' y-up device space with the
///   origin at the bottom-left, exactly as on Apple platforms.
/// - Contexts made by UIKit (image renderers, `CALayer.draw(in:)`) start with a flipping,
///   scaling CTM so that user space is UIKit's: points, origin top-left, y down. As on iOS,
///   shadow offsets in such contexts are in that top-left space (positive height moves the
///   shadow down), and in raw bitmap contexts in the y-up space.
///
/// Cairo's matrix is kept as the source of truth; `ctm` is derived from it.
public final class CGContext {
    /// The pixels drawn into.
    package let surface: ImageSurface
    /// The `cairo_t *` drawing into `surface`.
    package let cairo: OpaquePointer
    /// Maps CoreGraphics device space to Cairo's y-down pixel space (for a PDF context, the
    /// current page's media box to the page; it changes with each page's box).
    var deviceToCairo: CGAffineTransform
    /// Maps shadow offsets (base space) to Cairo pixels; also scales the blur.
    let shadowToCairo: CGAffineTransform
    /// Maps the context's base space (its default user space, y up: what pattern space is
    /// relative to) to device space. The scale of the initial CTM without its flip.
    let baseTransform: CGAffineTransform

    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// Open transparency layers, innermost last.
    var transparencyLayers: [GraphicsState] = []

    /// Caller-owned memory mirrored after each drawing operation when its layout is not Cairo's.
    var mirror: BitmapMirror?
    /// The layout `data` is in.
    var bitmapLayout: PixelLayout = .native
    var bitmapColorSpace: CGColorSpace? = .sRGBSpace
    /// The document a PDF context writes (nil for bitmap contexts).
    var pdf: PDFWriter?
    /// The caller's callback for its bitmap memory, called as the context goes.
    var releaseData: (() -> Void)?
    /// How many painting operations ran; layers use it to tell whether `draw(in:)` drew.
    package internal(set) var paintOperationCount = 0

    /// The parts of the graphics state Cairo does not keep.
    struct GraphicsState {
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var shadow: Shadow?
        /// An A8 device-size surface to mask drawing with (`clip(to:mask:)`).
        var clipMask: ImageSurface?
        var interpolationQuality: CGInterpolationQuality = .default
        var shouldAntialias = true
        /// Where pattern cells start, in base space (`setPatternPhase(_:)`).
        var patternPhase: CGSize = .zero
    }

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// A context drawing into `surface`, whose device space is `deviceSize` pixels.
    /// `initialCTM` maps user space to device space.
    package init(surface: ImageSurface, initialCTM: CGAffineTransform, shadowsInFlippedSpace: Bool, shadowScale: CGFloat = 1) {
        self.surface = surface
        cairo = surface.makeCairoContext()
        deviceToCairo = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(surface.height))
        shadowToCairo = shadowsInFlippedSpace
            ? CGAffineTransform(scaleX: shadowScale, y: shadowScale)
            : CGAffineTransform(scaleX: shadowScale, y: -shadowScale)
        baseTransform = CGAffineTransform(scaleX: (initialCTM.a * initialCTM.a + initialCTM.b * initialCTM.b).squareRoot(),
                                          y: (initialCTM.c * initialCTM.c + initialCTM.d * initialCTM.d).squareRoot())
        var matrix = initialCTM.concatenating(deviceToCairo).cairoMatrix
        cairo_set_matrix(cairo, &matrix)
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_tolerance(cairo, 0.1)
    }

    /// A PDF context: drawing goes to `writer`'s Cairo PDF surface, one page at a time. It has
    /// no pixels; `surface` is a 1×1 placeholder that bitmap accessors never expose.
    init(pdf writer: PDFWriter) {
        surface = ImageSurface(width: 1, height: 1)
        cairo = cairo_create(writer.surface)
        deviceToCairo = PDFWriter.deviceToCairo(for: writer.mediaBox)
        shadowToCairo = CGAffineTransform(scaleX: 1, y: -1)
        baseTransform = .identity
        pdf = writer
        var matrix = deviceToCairo.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_tolerance(cairo, 0.1)
    }

    /// A context in UIKit's coordinates: `size` points at `scale` pixels per point, origin at
    /// the top-left. This is what UIKit image renderers and layer drawing use.
    package convenience init(uikitSurface surface: ImageSurface, scale: CGFloat) {
        let height = CGFloat(surface.height)
        self.init(surface: surface,
                  initialCTM: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: height),
                  shadowsInFlippedSpace: true, shadowScale: scale)
    }

    deinit {
        // A PDF context that was never closed still finishes its document, as Quartz writes
        // the file when the context is released.
        if let pdf { pdf.finish(cairo: cairo) }
        cairo_destroy(cairo)
        releaseData?()
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colors, line attributes, alpha, blend
    /// mode, shadow …).
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the graphics state. An unbalanced call is ignored, as CoreGraphics ignores it.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    // MARK: Transformation

    /// The current transformation matrix: user space to device space.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(matrix).concatenating(deviceToCairo.inverted())
    }

    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Prepends `transform` to the CTM: later drawing is transformed by it first.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = transform.cairoMatrix
        cairo_transform(cairo, &matrix)
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        cairo_translate(cairo, Double(x), Double(y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        cairo_scale(cairo, Double(x), Double(y))
    }

    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// The matrix from user space to Cairo pixels.
    var userToCairo: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(matrix)
    }

    // MARK: Colors

    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// The global alpha, multiplied into everything drawn (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    // MARK: Line attributes

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(max(0, width))) }

    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairoValue) }

    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairoValue) }

    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    /// Dashes for strokes: alternating painted and unpainted lengths starting `phase` into
    /// the pattern. An empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map { Double(max(0, $0)) }
        guard !values.isEmpty, values.contains(where: { $0 > 0 }) else {
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        values.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), Double(phase))
        }
    }

    /// Accepted for API compatibility; Cairo picks its curve tolerance from `flatness`.
    public func setFlatness(_ flatness: CGFloat) {
        cairo_set_tolerance(cairo, Double(max(0.01, flatness)) * 0.1)
    }

    // MARK: Shadows

    /// Shadows everything drawn afterwards with `color` (nil or transparent turns them off).
    /// `offset` is in base space (see the type's discussion); `blur` is about twice the
    /// Gaussian's standard deviation.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// Shadows with black at one-third alpha, as Quartz does.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Rendering quality

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        cairo_set_antialias(cairo, shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Not part of the graphics state: when false, `setShouldAntialias(true)` has no effect.
    private var allowsAntialiasing = true

    public func setAllowsAntialiasing(_ allows: Bool) {
        allowsAntialiasing = allows
        setShouldAntialias(state.shouldAntialias)
    }

    /// Drawing is immediate in Slate; this only brings caller-owned memory up to date.
    public func flush() {
        mirrorDirtyPixels(in: nil)
    }

    public func synchronize() { flush() }
}

extension CGContext: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 3 }
}
