import Foundation

/// Points, sizes and rectangles as dictionaries (`CGPointCreateDictionaryRepresentation` …),
/// for property lists and user defaults: `"X"`, `"Y"`, `"Width"` and `"Height"` numbers, the
/// keys Apple's use. Apple's dictionaries are `CFDictionary`s; Slate's are `NSDictionary`s (the
/// type Apple's bridges to), and the readers are the Swift overlay's failable initializers.
extension CGPoint {
    public var dictionaryRepresentation: NSDictionary {
        ["X": NSNumber(value: Double(x)), "Y": NSNumber(value: Double(y))] as NSDictionary
    }

    /// The point a `dictionaryRepresentation` holds; nil when a coordinate is missing or not a number.
    public init?(dictionaryRepresentation dict: NSDictionary) {
        guard let x = geometryNumber(dict, "X"), let y = geometryNumber(dict, "Y") else { return nil }
        self.init(x: x, y: y)
    }
}

extension CGSize {
    public var dictionaryRepresentation: NSDictionary {
        ["Width": NSNumber(value: Double(width)), "Height": NSNumber(value: Double(height))] as NSDictionary
    }

    /// The size a `dictionaryRepresentation` holds; nil when a dimension is missing or not a number.
    public init?(dictionaryRepresentation dict: NSDictionary) {
        guard let width = geometryNumber(dict, "Width"), let height = geometryNumber(dict, "Height") else { return nil }
        self.init(width: width, height: height)
    }
}

extension CGRect {
    public var dictionaryRepresentation: NSDictionary {
        ["X": NSNumber(value: Double(origin.x)), "Y": NSNumber(value: Double(origin.y)),
         "Width": NSNumber(value: Double(size.width)), "Height": NSNumber(value: Double(size.height))] as NSDictionary
    }

    /// The rectangle a `dictionaryRepresentation` holds; nil when a value is missing or not a number.
    public init?(dictionaryRepresentation dict: NSDictionary) {
        guard let origin = CGPoint(dictionaryRepresentation: dict), let size = CGSize(dictionaryRepresentation: dict) else { return nil }
        self.init(origin: origin, size: size)
    }
}

/// A coordinate stored under `key`: any number (a property list read back gives `NSNumber`s,
/// a Swift dictionary `Double`s or `CGFloat`s).
private func geometryNumber(_ dict: NSDictionary, _ key: String) -> CGFloat? {
    switch dict[key] {
    case let number as NSNumber: return CGFloat(number.doubleValue)
    case let value as Double: return CGFloat(value)
    case let value as CGFloat: return value
    case let value as Int: return CGFloat(value)
    default: return nil
    }
}
