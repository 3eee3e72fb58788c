import Foundation

/// A value an animation moves between, in the few shapes layer properties take. Animations
/// accept what Core Animation accepts in `fromValue`/`toValue`/`values` — numbers, points,
/// sizes, rectangles, transforms, colors, and arrays of them (a gradient's colours and
/// locations) — and interpolate shape by shape.
enum AnimationValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)
    /// Element by element; arrays of different lengths jump half way, as Core Animation does.
    indirect case array([AnimationValue])

    /// The value behind `any`, if it is one of the animatable kinds.
    init?(_ any: Any?) {
        switch any {
        case let value as AnimationValue: self = value
        case let value as CGFloat: self = .scalar(Double(value))
        case let value as Double: self = .scalar(value)
        case let value as Float: self = .scalar(Double(value))
        case let value as Int: self = .scalar(Double(value))
        case let value as NSNumber: self = .scalar(value.doubleValue)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as NSValue:
            // Boxed geometry, as Objective-C-style code passes it (NSValue(caTransform3D:) …).
            let type = String(cString: value.objCType)
            if value.doubleCount == 16 { self = .transform(value.caTransform3DValue) }
            else if type.contains("CGRect") || type.contains("NSRect") { self = .rect(value.rectValue) }
            else if type.contains("CGPoint") || type.contains("NSPoint") { self = .point(value.pointValue) }
            else if type.contains("CGSize") || type.contains("NSSize") { self = .size(value.sizeValue) }
            else { return nil }
        case let values as [Any]:
            var elements: [AnimationValue] = []
            for element in values {
                guard let value = AnimationValue(element) else { return nil }
                elements.append(value)
            }
            self = .array(elements)
        default: return nil
        }
    }

    /// The value in the type layer properties use (`CGFloat` for scalars).
    var object: Any {
        switch self {
        case .scalar(let value): return CGFloat(value)
        case .point(let value): return value
        case .size(let value): return value
        case .rect(let value): return value
        case .transform(let value): return value
        case .color(let value): return value
        case .array(let values): return values.map(\.object) as [Any]
        }
    }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1). Transforms interpolate
    /// their decomposed translation, rotation, scale and shear, as Core Animation does; colors
    /// their sRGB components.
    func interpolated(to other: AnimationValue, _ t: CGFloat) -> AnimationValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * Double(t))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(origin: CGPoint(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y)),
                                size: CGSize(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))))
        case let (.transform(a), .transform(b)):
            return .transform(CATransform3DMakeAffineTransform(AffineDecomposition(a.affinePart)
                .interpolated(to: AffineDecomposition(b.affinePart), t).transform))
        case let (.color(a), .color(b)):
            let from = a.sRGBA, to = b.sRGBA
            return .color(CGColor(srgbRed: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                                  alpha: mix(from.alpha, to.alpha)))
        case let (.array(a), .array(b)) where a.count == b.count:
            return .array(zip(a, b).map { $0.interpolated(to: $1, t) })
        default:
            return t < 0.5 ? self : other
        }
    }

    /// `self + other`, for additive animations (transforms concatenate).
    func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(origin: CGPoint(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y),
                                size: CGSize(width: a.size.width + b.size.width, height: a.size.height + b.size.height)))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        default: return other
        }
    }

    /// `self − other`: the offset an additive animation starts from.
    func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            // Raw origin and size: an offset may have a negative size, which minX and width
            // would standardize away.
            return .rect(CGRect(origin: CGPoint(x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y),
                                size: CGSize(width: a.size.width - b.size.width, height: a.size.height - b.size.height)))
        default: return nil
        }
    }

    /// The zero of this value's kind.
    var zero: AnimationValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color: return self
        case .array(let values): return .array(values.map(\.zero))
        }
    }
}

/// An affine transform as translation, rotation, scale and shear, for interpolation.
struct AffineDecomposition {
    var translation: CGPoint
    var rotation: CGFloat
    var scale: CGSize
    var shear: CGFloat

    init(_ m: CGAffineTransform) {
        translation = CGPoint(x: m.tx, y: m.ty)
        var sx = hypot(m.a, m.b)
        var a = m.a, b = m.b, c = m.c, d = m.d
        if sx > 0 { a /= sx; b /= sx }
        var shear = a * c + b * d
        c -= a * shear
        d -= b * shear
        var sy = hypot(c, d)
        if sy > 0 { c /= sy; d /= sy; shear /= sy }
        // A reflection shows as a negative determinant: put it in the x scale.
        if a * d - b * c < 0 {
            sx = -sx
            a = -a
            b = -b
        }
        rotation = atan2(b, a)
        scale = CGSize(width: sx, height: sy)
        self.shear = shear
    }

    var transform: CGAffineTransform {
        // Scale, shear, rotate, then translate.
        let cosR = cos(rotation), sinR = sin(rotation)
        let a = scale.width * cosR
        let b = scale.width * sinR
        let c = scale.height * (shear * cosR - sinR)
        let d = scale.height * (shear * sinR + cosR)
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: translation.x, ty: translation.y)
    }

    func interpolated(to other: AffineDecomposition, _ t: CGFloat) -> AffineDecomposition {
        var result = self
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        result.translation = CGPoint(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y))
        var delta = other.rotation - rotation
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        result.rotation = rotation + delta * t
        result.scale = CGSize(width: mix(scale.width, other.scale.width), height: mix(scale.height, other.scale.height))
        result.shear = mix(shear, other.shear)
        return result
    }
}
