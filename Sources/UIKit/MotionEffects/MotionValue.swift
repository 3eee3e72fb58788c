import Foundation

/// A motion effect's relative value: a number or a pair (point, size, offset), which
/// interpolates and adds component by component.
enum MotionValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case offset(UIOffset)

    /// A number (`NSNumber`, any Swift integer or floating-point type), `CGPoint`, `CGSize`
    /// or `UIOffset`; nil for anything else.
    init?(_ any: Any?) {
        switch any {
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as UIOffset: self = .offset(value)
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as any BinaryFloatingPoint: self = .number(Double(value))
        case let value as any BinaryInteger: self = .number(Double(value))
        default: return nil
        }
    }

    var components: [Double] {
        switch self {
        case .number(let value): [value]
        case .point(let value): [Double(value.x), Double(value.y)]
        case .size(let value): [Double(value.width), Double(value.height)]
        case .offset(let value): [Double(value.horizontal), Double(value.vertical)]
        }
    }

    private func with(_ components: [Double]) -> MotionValue {
        switch self {
        case .number: .number(components[0])
        case .point: .point(CGPoint(x: components[0], y: components[1]))
        case .size: .size(CGSize(width: components[0], height: components[1]))
        case .offset: .offset(UIOffset(horizontal: components[0], vertical: components[1]))
        }
    }

    private func sameKind(_ other: MotionValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.offset, .offset): true
        default: false
        }
    }

    func interpolated(to other: MotionValue, fraction: CGFloat) -> MotionValue? {
        guard sameKind(other) else { return nil }
        let t = Double(fraction)
        return with(zip(components, other.components).map { $0 + ($1 - $0) * t })
    }

    func adding(_ other: MotionValue) -> MotionValue? {
        guard sameKind(other) else { return nil }
        return with(zip(components, other.components).map(+))
    }

    var object: Any {
        switch self {
        case .number(let value): CGFloat(value)
        case .point(let value): value
        case .size(let value): value
        case .offset(let value): value
        }
    }

    /// `dictionaries` merged; values of one key path added (a value that does not add to the
    /// one before it is left out). Nil when there is nothing.
    static func merged(_ dictionaries: [[String: Any]]) -> [String: Any]? {
        var merged: [String: MotionValue] = [:]
        for dictionary in dictionaries {
            for (keyPath, any) in dictionary {
                guard let value = MotionValue(any) else { continue }
                if let existing = merged[keyPath] {
                    if let sum = existing.adding(value) { merged[keyPath] = sum }
                } else {
                    merged[keyPath] = value
                }
            }
        }
        return merged.isEmpty ? nil : merged.mapValues(\.object)
    }
}
