import Foundation

/// Core Animation's boxing of a 3D transform in `NSValue` (a `CABasicAnimation`'s
/// `fromValue`, an array of values for a keyframe animation).
///
/// As for UIKit's geometry (`NSValue(cgAffineTransform:)`), Linux Foundation cannot box a C
/// struct by its type encoding: the sixteen numbers are boxed as doubles, `objCType` `[16d]`
/// (Apple's is `{CATransform3D=dddddddddddddddd}`); see docs/porting.md.
extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
    }

    /// The transform boxed; the identity for a value that holds no transform (as Apple's
    /// accessor reads whatever the bytes are, this never traps).
    public var caTransform3DValue: CATransform3D {
        guard doubleCount == 16 else { return CATransform3DIdentity }
        let m = doubles(16)
        return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                             m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
