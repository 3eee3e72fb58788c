/// An affine transformation matrix for 2D drawing, laid out as in Apple's CoreGraphics:
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// Points are row vectors, so a point maps as `(x, y) → (a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Composition follows UIKit (spec V-32): `A.concatenating(B)` is the product A×B, which maps a
/// point through A first and then through B. The chained modifiers (`translatedBy`,
/// `scaledBy`, `rotated`) prepend their operation, so `t.rotated(by: a)` equals
/// `CGAffineTransform(rotationAngle: a).concatenating(t)`.
public struct CGAffineTransform: Hashable, Codable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians. In UIKit's flipped coordinates a positive angle turns
    /// clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = Self.sineAndCosine(of: angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()

    public var isIdentity: Bool { self == .identity }

    /// Whether the two transforms are the same (`CGAffineTransformEqualToTransform`).
    public func equalTo(_ t2: CGAffineTransform) -> Bool { self == t2 }

    /// The product `self × t2`: points are mapped by `self`, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scaling applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the matrix is singular (as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    /// Exact values at multiples of a quarter turn, so that rotating by `.pi / 2` yields a
    /// matrix of zeros and ones rather than 6e-17 residues.
    static func sineAndCosine(of angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarterTurns = angle / (.pi / 2)
        if quarterTurns == quarterTurns.rounded() {
            switch Int(quarterTurns.rounded()) & 3 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (CGFloat(Foundation.sin(Double(angle))), CGFloat(Foundation.cos(Double(angle))))
    }
}

extension CGAffineTransform: CustomStringConvertible {
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

// MARK: - Components

/// The parts an affine transform decomposes into, applied in this order: scale, horizontal
/// shear, rotation, translation.
public struct CGAffineTransformComponents: Hashable, Codable, Sendable {
    public var scale: CGSize
    public var horizontalShear: CGFloat
    public var rotation: CGFloat
    public var translation: CGVector

    public init() {
        self.init(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: .zero)
    }

    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// Composes scale, then horizontal shear, then rotation, then translation.
    public init(_ components: CGAffineTransformComponents) {
        let scale = CGAffineTransform(scaleX: components.scale.width, y: components.scale.height)
        let shear = CGAffineTransform(a: 1, b: 0, c: components.horizontalShear, d: 1, tx: 0, ty: 0)
        let rotation = CGAffineTransform(rotationAngle: components.rotation)
        let translation = CGAffineTransform(translationX: components.translation.dx, y: components.translation.dy)
        self = scale.concatenating(shear).concatenating(rotation).concatenating(translation)
    }

    /// The inverse of `init(_:)`: `CGAffineTransform(t.decomposed()) ≈ t`.
    public func decomposed() -> CGAffineTransformComponents {
        let scaleX = (a * a + b * b).squareRoot()
        guard scaleX != 0 else {
            return CGAffineTransformComponents(
                scale: CGSize(width: 0, height: d), horizontalShear: 0, rotation: 0,
                translation: CGVector(dx: tx, dy: ty))
        }
        let rotation = CGFloat(atan2(Double(b), Double(a)))
        let cosine = a / scaleX
        let sine = b / scaleX
        let scaleY = d * cosine - c * sine
        let shear = scaleY == 0 ? 0 : (c * cosine + d * sine) / scaleY
        return CGAffineTransformComponents(
            scale: CGSize(width: scaleX, height: scaleY),
            horizontalShear: shear,
            rotation: rotation,
            translation: CGVector(dx: tx, dy: ty)
        )
    }
}

// MARK: - Applying to geometry

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Applies only the linear part of the transform (no translation), as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle that contains the transformed corners
    /// (spec V-29: this is what a transformed view reports as its frame).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        if t.b == 0 && t.c == 0 {
            return CGRect(x: minX * t.a + t.tx, y: minY * t.d + t.ty, width: width * t.a, height: height * t.d)
                .standardized
        }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
