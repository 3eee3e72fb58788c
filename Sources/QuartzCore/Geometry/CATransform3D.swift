/// A 4×4 transform for layers, in Core Animation's row-vector convention (the same as
/// `CGAffineTransform`, extended to three dimensions).
///
/// Slate composites in 2D: a layer is drawn with the transform's affine part (m11, m12, m21,
/// m22, m41, m42), an orthographic projection. Rotations about x or y therefore foreshorten
/// without perspective; see docs/porting.md.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity transform.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The 2D transform Slate renders with.
    var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    public var description: String {
        "CATransform3D(" + rows.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: "; ") + ")"
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation of `angle` radians about the vector (x, y, z). About z it equals
/// `CGAffineTransform(rotationAngle:)`. A zero vector gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), t = 1 - c
    return CATransform3D(
        m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b` (the product a × b).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
        }
    }
    return CATransform3D(rows: r)
}

/// Translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scaling applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it is singular (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows
    var inverse: [[CGFloat]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
              abs(m[pivot][column]) > 1e-12 else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let divisor = m[column][column]
        for j in 0..<4 { m[column][j] /= divisor; inverse[column][j] /= divisor }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                m[row][j] -= factor * m[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` has no effect on z and no perspective, i.e. is exactly a 2D affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (meaningful when `CATransform3DIsAffine(t)`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affinePart }
