import Foundation

/// The per-thread stack of current drawing contexts (UIKit's `UIGraphics…` functions).
enum GraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// Set for contexts begun with `UIGraphicsBeginImageContext…`.
        let imageScale: CGFloat?
        /// Set for contexts begun with `UIGraphicsBeginPDFContext…`: the default page bounds.
        var pdfBounds: CGRect? = nil
        /// The open PDF page's bounds.
        var pdfPageBounds: CGRect? = nil
    }

    static let entries = ThreadLocal<[Entry]>(initial: { [] })

    static func push(_ context: CGContext, imageScale: CGFloat? = nil, pdfBounds: CGRect? = nil) {
        entries.value.append(Entry(context: context, imageScale: imageScale, pdfBounds: pdfBounds))
    }

    static func pop() {
        _ = entries.value.popLast()
    }

    static var top: Entry? { entries.value.last }
}

/// The context UIKit drawing (colors, paths, images, strings) draws into on this thread.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.top?.context
}

public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(context)
}

public func UIGraphicsPopContext() {
    GraphicsContextStack.pop()
}

/// Begins an image context of `size` points at scale 1 (prefer `UIGraphicsImageRenderer`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context; `scale` 0 means the main screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let effectiveScale = scale > 0 ? scale : ScreenDefaults.mainScale
    let context = ImageRendering.makeContext(size: size, scale: effectiveScale, opaque: opaque)
    GraphicsContextStack.push(context, imageScale: effectiveScale)
}

/// An image of the current image context, or nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.top, let scale = entry.imageScale,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context (ignored when the current context is not one).
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.top?.imageScale != nil else { return }
    GraphicsContextStack.pop()
}

public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame just inside `rect`.
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    context.restoreGState()
}

public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Making contexts in UIKit's coordinates.
enum ImageRendering {
    static let maximumPixels = 32_767

    /// A context of `size` points at `scale`, origin top-left. Opaque contexts start black, as
    /// on iOS.
    ///
    /// Cairo's images are at most 32,767 pixels a side: a larger context keeps that much and
    /// drawing past it is lost (iOS would allocate it all; the fuzzer met a drag preview of a
    /// text view 100,000 characters wide).
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext {
        func pixels(_ length: CGFloat) -> Int {
            let value = (length * scale).rounded(.up)
            return value.isFinite ? Int(min(max(value, 1), CGFloat(maximumPixels))) : 1
        }
        let surface = ImageSurface(width: pixels(size.width), height: pixels(size.height))
        let context = CGContext(uikitSurface: surface, scale: scale)
        if opaque {
            context.setFillColor(.black)
            context.fill(CGRect(origin: .zero, size: size))
        }
        return context
    }
}
