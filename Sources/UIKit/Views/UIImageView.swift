import Foundation

/// Shows an image, placed by `contentMode`.
///
/// Like UIKit's, it shows the image as its layer's contents — it never calls `draw(_:)` — so
/// resizing it scales the bitmap without redrawing. Resizable images stretch their middle
/// (tiling ones are rendered at the view's size); template images are filled with the tint
/// color; `highlightedImage` shows while `isHighlighted`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            updateImageAnimation()
            imageDidChange()
        }
    }

    open var highlightedImage: UIImage? {
        didSet {
            guard highlightedImage !== oldValue, isHighlighted else { return }
            updateImageAnimation()
            imageDidChange()
        }
    }

    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            updateImageAnimation()
            imageDidChange()
        }
    }

    // MARK: Frame animation

    /// Frames shown in turn by `startAnimating()`, in place of the image.
    open var animationImages: [UIImage]?
    /// The frames shown instead while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds the frames take together; 0 (the default): a thirtieth of a second a frame.
    open var animationDuration: TimeInterval = 0
    /// How many times the frames play; 0 (the default): until `stopAnimating()`.
    open var animationRepeatCount = 0

    /// The frame animation running: `animationImages` (`startAnimating()`), or the frames of
    /// an animated image shown while the view is in a window.
    private var frameAnimation: ImageFrameAnimation?
    private var animatesFrames = false

    /// Shows `animationImages` (or `highlightedAnimationImages` while highlighted) in turn.
    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        guard let frames, !frames.isEmpty else { return }
        frameAnimation?.stop()
        animatesFrames = true
        let animation = ImageFrameAnimation(frames: frames, duration: animationDuration, repeatCount: animationRepeatCount,
                                            onFrame: { [weak self] in self?.updateContents() },
                                            onFinish: { [weak self] in self?.stopAnimating() })
        frameAnimation = animation
        animation.start()
        imageDidChange()
    }

    /// Stops the frames; the image shows again.
    open func stopAnimating() {
        guard animatesFrames else { return }
        animatesFrames = false
        frameAnimation?.stop()
        frameAnimation = nil
        updateImageAnimation()
        imageDidChange()
    }

    /// Whether `startAnimating()`'s frames are showing.
    open var isAnimating: Bool { animatesFrames }

    /// The animated image whose frames `frameAnimation` shows, if it shows one's.
    private weak var animatedSource: UIImage?

    /// An animated image plays while the view is in a window, unless `animationImages` do.
    /// Its frames draw as it does (its rendering mode and tint). A frame changes the contents,
    /// not the view's size, which is the image's.
    private func updateImageAnimation() {
        guard !animatesFrames else { return }
        let shown = (isHighlighted ? highlightedImage : nil) ?? image
        if let shown, let frames = shown.images, window != nil {
            if animatedSource === shown, frameAnimation != nil { return }
            frameAnimation?.stop()
            let styled = frames.map { $0.copy(renderingMode: shown.renderingMode, tintColor: .some(shown.imageTintColor)) }
            let animation = ImageFrameAnimation(frames: styled, duration: shown.duration, repeatCount: 0,
                                                onFrame: { [weak self] in self?.updateContents() }, onFinish: {})
            frameAnimation = animation
            animatedSource = shown
            animation.start()
        } else if frameAnimation != nil {
            frameAnimation?.stop()
            frameAnimation = nil
            animatedSource = nil
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        let wasAnimating = frameAnimation != nil
        updateImageAnimation()
        if wasAnimating != (frameAnimation != nil) { updateContents() }
    }

    /// How symbol images are drawn here, over their own configuration (iOS 13).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { imageDidChange() } }
    }

    /// The image shown: the animation's frame while one runs; the highlighted one while
    /// highlighted, if there is one; a symbol image drawn with the preferred configuration, and
    /// a symbol or PDF image drawn for the view's display scale.
    var displayedImage: UIImage? {
        guard let chosen = sourceImage else { return nil }
        let shown = assetVariant(of: chosen)
        guard shown.isSymbolImage || shown.vector != nil else { return shown }
        let scale = traitCollection.displayScale
        if let resolved = resolvedVectorImage, resolved.source === shown, resolved.preferred == preferredSymbolConfiguration,
           resolved.scale == scale {
            return resolved.image
        }
        let configured = preferredSymbolConfiguration.flatMap { shown.applyingSymbolConfiguration($0) } ?? shown
        let drawn = configured.atDisplayScale(scale)
        resolvedVectorImage = (shown, preferredSymbolConfiguration, scale, drawn)
        return drawn
    }

    /// The image to show before it is fitted to the view: the animation's frame, the
    /// highlighted image or the image.
    private var sourceImage: UIImage? {
        frameAnimation?.frame ?? (isHighlighted ? highlightedImage : nil) ?? image
    }

    /// An asset's image as the asset has it for this view's traits and display scale (its
    /// dark variant in a dark view), as UIKit's image views resolve an image's `imageAsset`:
    /// an asset catalog's image set, or variants the app registered; other images as they are.
    private func assetVariant(of image: UIImage) -> UIImage {
        guard image.variesWithTraits else { return image }
        let traits = traitCollection
        if let resolved = resolvedAssetImage, resolved.source === image, resolved.traits == traits { return resolved.image }
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        let variant: UIImage
        if let registered = image.imageAssetIfMade, registered.catalogSet == nil, registered.resolvesByTraits {
            // An asset the app registered variants with (catalog images among them): its
            // variant's pixels, drawn as this image is configured (rendering mode, tint, caps).
            let found = registered.image(with: UITraitCollection(traitsFrom: [traits, UITraitCollection(displayScale: scale)]))
            variant = image.replacingBitmap(with: found)
        } else if let asset = image.asset {
            variant = asset.image(resolvedFor: traits, scale: scale).map { image.replacingBitmap(with: $0) } ?? image
        } else {
            variant = image
        }
        resolvedAssetImage = (image, traits, variant)
        return variant
    }

    /// The asset image last picked by `assetVariant(of:)`, and what it was picked for.
    private var resolvedAssetImage: (source: UIImage, traits: UITraitCollection, image: UIImage)?

    /// The symbol or PDF image last drawn for `displayedImage`, and what it was drawn from:
    /// layout reads the displayed image often, and one is drawn again only when one changes.
    private var resolvedVectorImage: (source: UIImage, preferred: UIImage.SymbolConfiguration?, scale: CGFloat, image: UIImage)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpImageView() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
        updateContents()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        isOpaque = false
        updateContents()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpImageView()
    }

    override var managesLayerContents: Bool { true }

    // MARK: Size

    /// Whether a vector or symbol image grows with the accessibility text sizes (iOS 11); false
    /// by default. See `UIImageView+ContentSizeCategory.swift`.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false {
        didSet { if oldValue != adjustsImageSizeForAccessibilityContentSizeCategory { invalidateIntrinsicContentSize() } }
    }

    /// The image's size (grown for an accessibility text size when the view adjusts it); none
    /// without an image.
    /// Auto Layout sizes the alignment rect: the image's alignment insets are left out.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedSize else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let insets = alignmentRectInsets
        return CGSize(width: max(0, size.width - insets.left - insets.right), height: max(0, size.height - insets.top - insets.bottom))
    }

    /// An image with a baseline gives the view its baselines (both the same), measured in the
    /// alignment rect, for `firstBaselineAnchor` and `lastBaselineAnchor`.
    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let image = displayedImage, let baseline = image.baselineOffsetFromBottom else { return nil }
        return (image.size.height - baseline) * accessibilityImageScale - alignmentRectInsets.top
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let image = displayedImage, let baseline = image.baselineOffsetFromBottom else { return nil }
        return baseline * accessibilityImageScale - alignmentRectInsets.bottom
    }

    /// The image's alignment insets, scaled as the image is shown.
    open override var alignmentRectInsets: UIEdgeInsets {
        guard let image = displayedImage else { return .zero }
        let insets = image.alignmentRectInsets
        let scale = accessibilityImageScale
        return UIEdgeInsets(top: insets.top * scale, left: insets.left * scale, bottom: insets.bottom * scale, right: insets.right * scale)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedSize ?? .zero
    }

    /// The image's size as shown: grown at an accessibility text size when the view adjusts it.
    private var displayedSize: CGSize? {
        guard let size = displayedImage?.size else { return nil }
        let scale = accessibilityImageScale
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    // MARK: Contents

    private func imageDidChange() {
        updateContents()
        invalidateIntrinsicContentSize()
    }

    /// Template images are drawn in the tint color, so a new tint means new contents.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.isTemplate == true { updateContents() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsImageSizeForAccessibilityContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
        if sourceImage?.variesWithTraits == true {
            // Another variant (dark, another scale) may show, perhaps of another size.
            imageDidChange()
        } else if let previousTraitCollection, previousTraitCollection.displayScale != traitCollection.displayScale {
            // The window moved to a display of another scale: symbol and vector images are
            // drawn again for it, and an image drawn at the view's size at its pixels.
            updateContents()
        } else if let displayedImage, displayedImage.isTemplate || displayedImage.imageTintColor != nil {
            updateContents()
        } else if displayedImage?.flipsForRightToLeftLayoutDirection == true, previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
            updateContents()
        }
    }

    /// An image that flips for right-to-left layouts follows the view's own direction too.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet {
            if semanticContentAttribute != oldValue, displayedImage?.flipsForRightToLeftLayoutDirection == true { updateContents() }
        }
    }

    override func boundsSizeDidChangeHook(from oldSize: CGSize) {
        if let displayedImage, displayedImage.needsRenderingAtViewSize { updateContents() }
    }

    /// Puts the image in the layer: the bitmap itself when it can be shown as is (the common
    /// case, sharing the image's pixels), otherwise a rendering of it.
    private func updateContents() {
        guard let source = displayedImage, let bitmap = source.cgImage else {
            layer.contents = nil
            return
        }
        let mirrors = source.flipsForRightToLeftLayoutDirection && isRightToLeft
        let image = mirrors ? source.withHorizontallyFlippedOrientation() : source
        layer.contentsScale = image.scale
        if image.needsRenderingAtViewSize {
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            layer.contents = rendered(image, size: bounds.size)
            layer.contentsScale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
            return
        }
        var shown = bitmap
        if image.imageOrientation != .up, let upright = rendered(image, size: image.size) {
            shown = upright
        } else if image.isTemplate {
            shown = UIImage.tinted(bitmap, with: tintColor.resolvedColor(with: traitCollection).cgColor)
        } else if let tint = image.imageTintColor {
            shown = UIImage.tinted(bitmap, with: tint.resolvedColor(with: traitCollection).cgColor)
        }
        layer.contentsCenter = image.stretchCenter
        layer.contents = shown
    }

    /// `image` drawn at `size` (tiling caps, orientation), with the view's tint for templates.
    private func rendered(_ image: UIImage, size: CGSize) -> CGImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.needsRenderingAtViewSize ? (traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale) : image.scale
        let tint = image.isTemplate ? tintColor.resolvedColor(with: traitCollection) : nil
        let prepared = tint.map { image.withTintColor($0) } ?? image
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            prepared.draw(in: CGRect(origin: .zero, size: size))
        }.cgImage
    }
}

extension UIImage {
    /// Tiling caps cannot be shown by a layer's contents; they are rendered at the view's size.
    var needsRenderingAtViewSize: Bool {
        capInsets != .zero && resizingMode == .tile
    }

    /// The stretchable middle as a layer's `contentsCenter`, in unit coordinates.
    var stretchCenter: CGRect {
        guard capInsets != .zero, resizingMode == .stretch, size.width > 0, size.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let caps = capInsets
        return CGRect(x: caps.left / size.width, y: caps.top / size.height,
                      width: max(0, size.width - caps.left - caps.right) / size.width,
                      height: max(0, size.height - caps.top - caps.bottom) / size.height)
    }
}
