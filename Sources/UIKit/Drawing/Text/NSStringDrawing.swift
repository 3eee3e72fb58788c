import Foundation

/// Measuring and drawing attributed strings in the current UIKit graphics context.
///
/// Sizes are fractional, as on iOS: round up before using them for view sizes.
extension NSAttributedString {
    /// The size of the text laid out one line per paragraph.
    public func size() -> CGSize {
        TextLayout(self, options: StringDrawing.options(for: .zero, options: [], context: nil, measuring: true)).size
    }

    /// Draws one line per paragraph with the top-left of the text at `point`.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(self, options: StringDrawing.options(for: .zero, options: [], context: nil, measuring: false))
            .draw(in: context, at: point)
    }

    /// Draws the text wrapped inside `rect`; lines that do not fit in its height are left out.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in `rect`. With `.usesLineFragmentOrigin` it wraps at the rectangle's
    /// width from its top-left; without, `rect.origin` is the first baseline and each
    /// paragraph is one line. `context` can let the text shrink to fit and reports the result.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let layout = TextLayout(self, options: StringDrawing.options(for: rect.size, options: options, context: context, measuring: false))
        let origin = options.contains(.usesLineFragmentOrigin)
            ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline)
        StringDrawing.report(layout, origin: origin, to: context)
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        layout.draw(in: graphics, at: origin)
    }

    /// The rectangle the text would occupy. With `.usesLineFragmentOrigin` the origin is
    /// (0, 0) and the text wraps at `size.width`; the height limits it only with
    /// `.truncatesLastVisibleLine`. Without, the origin is the first baseline, so `y` is
    /// negative (minus the ascent).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let layout = TextLayout(self, options: StringDrawing.options(for: size, options: options, context: context, measuring: true))
        let origin = options.contains(.usesLineFragmentOrigin) ? CGPoint.zero : CGPoint(x: 0, y: -layout.firstBaseline)
        StringDrawing.report(layout, origin: origin, to: context)
        return CGRect(origin: origin, size: layout.size)
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}

/// The same methods on Swift strings, as UIKit offers them.
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }

    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSString(string: String(self)).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// Turning the drawing API's parameters into layout options.
enum StringDrawing {
    /// Sizes of 0 or beyond this mean "no limit", as callers pass `.greatestFiniteMagnitude`.
    static let unlimited: CGFloat = 1e7

    static func options(for size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?,
                        measuring: Bool) -> TextLayout.Options {
        var result = TextLayout.Options()
        result.wrapsLines = options.contains(.usesLineFragmentOrigin)
        if size.width > 0, size.width < unlimited { result.width = size.width }
        // Measuring ignores the height unless truncating or shrinking must fit the text into it.
        let shrinks = (context?.minimumScaleFactor ?? 0) > 0
        let limitsHeight = result.wrapsLines && (!measuring || options.contains(.truncatesLastVisibleLine) || shrinks)
        if limitsHeight, size.height > 0, size.height < unlimited { result.height = size.height }
        result.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine)
        result.minimumScaleFactor = context?.minimumScaleFactor ?? 0
        return result
    }

    static func report(_ layout: TextLayout, origin: CGPoint, to context: NSStringDrawingContext?) {
        context?.actualScaleFactor = layout.scaleFactor
        context?.totalBounds = CGRect(origin: origin, size: layout.size)
    }
}
