import Foundation
import QuartzCore

/// UIKit's boxing of geometry in `NSValue`, as in a notification's `userInfo` (the keyboard's
/// frame) or an `NSArray` of values.
///
/// `CGRect`, `CGPoint` and `CGSize` are Foundation's own values. Linux Foundation cannot box
/// a C struct by its type encoding, so the other kinds are boxed as arrays of doubles: their
/// `objCType` is `[2d]`, `[4d]` or `[6d]` rather than Apple's `{UIEdgeInsets=dddd}`, and two
/// values of different kinds with the same numbers compare equal (see docs/porting.md).
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }

    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [vector.dx, vector.dy])
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical])
    }

    public var cgVectorValue: CGVector {
        let n = doubles(2)
        return CGVector(dx: n[0], dy: n[1])
    }

    public var cgAffineTransformValue: CGAffineTransform {
        let n = doubles(6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        let n = doubles(4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let n = doubles(4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }

    public var uiOffsetValue: UIOffset {
        let n = doubles(2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}
