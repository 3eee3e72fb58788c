import Foundation

/// UIKit's geometry strings (`NSStringFromCGRect` and its family, which Swift calls
/// `NSCoder.string(for:)`), for logs and for storing geometry as text.
///
/// Written as UIKit writes them: braces around each group of numbers, `", "` between numbers,
/// each number with up to 17 significant digits (`{{0, 0}, {100, 50.5}}`,
/// `{0.10000000000000001, 2}`); a transform is `[a, b, c, d, tx, ty]`. Read back leniently,
/// as UIKit reads them: the numbers are taken in order whatever punctuation stands between
/// them, and a string with too few numbers reads as the zero value.
extension NSCoder {
    public class func string(for point: CGPoint) -> String {
        GeometryString.write([[point.x, point.y]])
    }

    public class func string(for vector: CGVector) -> String {
        GeometryString.write([[vector.dx, vector.dy]])
    }

    public class func string(for size: CGSize) -> String {
        GeometryString.write([[size.width, size.height]])
    }

    public class func string(for rect: CGRect) -> String {
        "{" + GeometryString.write([[rect.origin.x, rect.origin.y], [rect.size.width, rect.size.height]]) + "}"
    }

    public class func string(for transform: CGAffineTransform) -> String {
        "[" + GeometryString.numbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]) + "]"
    }

    public class func string(for insets: UIEdgeInsets) -> String {
        GeometryString.write([[insets.top, insets.left, insets.bottom, insets.right]])
    }

    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        GeometryString.write([[insets.top, insets.leading, insets.bottom, insets.trailing]])
    }

    public class func string(for offset: UIOffset) -> String {
        GeometryString.write([[offset.horizontal, offset.vertical]])
    }

    public class func cgPoint(for string: String) -> CGPoint {
        guard let n = GeometryString.read(string, count: 2) else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }

    public class func cgVector(for string: String) -> CGVector {
        guard let n = GeometryString.read(string, count: 2) else { return .zero }
        return CGVector(dx: n[0], dy: n[1])
    }

    public class func cgSize(for string: String) -> CGSize {
        guard let n = GeometryString.read(string, count: 2) else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }

    public class func cgRect(for string: String) -> CGRect {
        guard let n = GeometryString.read(string, count: 4) else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The identity when `string` holds fewer than six numbers, as UIKit's
    /// `CGAffineTransformFromString` answers.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let n = GeometryString.read(string, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let n = GeometryString.read(string, count: 4) else { return .zero }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        guard let n = GeometryString.read(string, count: 4) else { return .zero }
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }

    public class func uiOffset(for string: String) -> UIOffset {
        guard let n = GeometryString.read(string, count: 2) else { return .zero }
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}

/// The text form of geometry that `NSCoder.string(for:)` writes and `cgRect(for:)` … read.
enum GeometryString {
    static func write(_ groups: [[CGFloat]]) -> String {
        groups.map { "{" + numbers($0) + "}" }.joined(separator: ", ")
    }

    static func numbers(_ values: [CGFloat]) -> String {
        values.map { String(format: "%.17g", Double($0)) }.joined(separator: ", ")
    }

    /// The first `count` numbers in `string`, or nil when it holds fewer.
    static func read(_ string: String, count: Int) -> [CGFloat]? {
        var numbers: [CGFloat] = []
        var token = ""
        func finishToken() {
            if let value = Double(token), value.isFinite { numbers.append(CGFloat(value)) }
            token = ""
        }
        for character in string {
            if ("0"..."9").contains(character) || "+-.eE".contains(character) {
                // A sign starts a new number unless it follows an exponent's "e".
                if "+-".contains(character), let last = token.last, !"eE".contains(last) { finishToken() }
                token.append(character)
            } else {
                finishToken()
            }
            if numbers.count == count { return numbers }
        }
        finishToken()
        return numbers.count >= count ? Array(numbers.prefix(count)) : nil
    }
}
