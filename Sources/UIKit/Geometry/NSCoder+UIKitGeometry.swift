import Foundation

/// UIKit's keyed coding of geometry. `encode(_:forKey:)` of `CGPoint`, `CGSize` and `CGRect`
/// is Foundation's; the rest are stored as arrays of their numbers.
extension NSCoder {
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }

    public func encode(_ vector: CGVector, forKey key: String) {
        encodeNumbers([vector.dx, vector.dy], forKey: key)
    }

    public func decodeCGVector(forKey key: String) -> CGVector {
        let n = decodeNumbers(forKey: key, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }

    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encodeNumbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], forKey: key)
    }

    /// The identity when nothing (or something else) was encoded under `key`.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        guard containsValue(forKey: key) else { return .identity }
        let n = decodeNumbers(forKey: key, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encodeNumbers([insets.top, insets.left, insets.bottom, insets.right], forKey: key)
    }

    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        let n = decodeNumbers(forKey: key, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encodeNumbers([insets.top, insets.leading, insets.bottom, insets.trailing], forKey: key)
    }

    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        let n = decodeNumbers(forKey: key, count: 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }

    public func encode(_ offset: UIOffset, forKey key: String) {
        encodeNumbers([offset.horizontal, offset.vertical], forKey: key)
    }

    public func decodeUIOffset(forKey key: String) -> UIOffset {
        let n = decodeNumbers(forKey: key, count: 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }

    private func encodeNumbers(_ numbers: [CGFloat], forKey key: String) {
        encode(numbers.map(Double.init), forKey: key)
    }

    /// `count` numbers; zeros for what is missing or not a number.
    private func decodeNumbers(forKey key: String, count: Int) -> [CGFloat] {
        let stored = decodeObject(forKey: key) as? [Any] ?? []
        return (0..<count).map { index in
            guard index < stored.count else { return 0 }
            switch stored[index] {
            case let value as Double: return CGFloat(value)
            case let value as Int: return CGFloat(value)
            case let value as NSNumber: return CGFloat(value.doubleValue)
            default: return 0
            }
        }
    }
}
