import Foundation

/// The name of a value function (`CAValueFunction`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One input, radians: a rotation about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One input, radians: a rotation about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One input, radians: a rotation about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three inputs: scale factors along x, y and z.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three inputs: a translation along x, y and z.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into the transform it animates, so that
/// a `transform` animation can turn a layer by several half-turns about y, or move it in z —
/// which interpolating two matrices cannot express.
///
/// Set as `CAPropertyAnimation.valueFunction` of a `transform` (or `sublayerTransform`)
/// animation whose values are numbers (arrays of three for `.scale` and `.translate`).
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function called `name`; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard Self.inputCounts[name] != nil else { return nil }
        self.name = name
        super.init()
    }

    private static let inputCounts: [CAValueFunctionName: Int] = [
        .rotateX: 1, .rotateY: 1, .rotateZ: 1, .scale: 3, .scaleX: 1, .scaleY: 1, .scaleZ: 1,
        .translate: 3, .translateX: 1, .translateY: 1, .translateZ: 1,
    ]

    /// The input that makes the identity: 1 for scales, 0 otherwise. An animation with one end
    /// missing starts or ends there.
    var identityInput: AnimationValue {
        let one: Double = name.rawValue.hasPrefix("scale") ? 1 : 0
        return Self.inputCounts[name] == 3 ? .array([.scalar(one), .scalar(one), .scalar(one)]) : .scalar(one)
    }

    /// The transform for `input`; nil when the input is not the number (or three numbers) the
    /// function takes.
    func transform(for input: AnimationValue) -> CATransform3D? {
        let numbers: [CGFloat]
        switch input {
        case .scalar(let value): numbers = [CGFloat(value)]
        case .array(let values):
            numbers = values.compactMap { if case .scalar(let value) = $0 { return CGFloat(value) } else { return nil } }
            guard numbers.count == values.count else { return nil }
        default: return nil
        }
        guard let count = Self.inputCounts[name], numbers.count == count else { return nil }
        let v = numbers[0]
        switch name {
        case .rotateX: return CATransform3DMakeRotation(v, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(v, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(v, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(numbers[0], numbers[1], numbers[2])
        case .scaleX: return CATransform3DMakeScale(v, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, v, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, v)
        case .translate: return CATransform3DMakeTranslation(numbers[0], numbers[1], numbers[2])
        case .translateX: return CATransform3DMakeTranslation(v, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, v, 0)
        default: return CATransform3DMakeTranslation(0, 0, v)
        }
    }
}
