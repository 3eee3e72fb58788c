import Foundation

/// `CALayer`'s properties by their key-value names (Core Animation's: `"hidden"` for
/// `isHidden`, `"opaque"` for `isOpaque`), as `value(forKey:)` and `setValue(_:forKey:)` reach
/// them. Numbers are accepted as any of Swift's number types or `NSNumber`; geometry as the
/// CoreGraphics value; transforms as `CATransform3D` (or `CGAffineTransform`).
extension CALayer {
    static let keyedProperties: [String: KeyedProperty] = [
        "bounds": rect(\.bounds), "frame": rect(\.frame), "position": point(\.position), "anchorPoint": point(\.anchorPoint),
        "anchorPointZ": scalar(\.anchorPointZ), "zPosition": scalar(\.zPosition),
        "transform": transform(\.transform), "sublayerTransform": transform(\.sublayerTransform),
        "hidden": flag(\.isHidden), "opacity": float(\.opacity), "allowsGroupOpacity": flag(\.allowsGroupOpacity),
        "shouldRasterize": flag(\.shouldRasterize), "rasterizationScale": scalar(\.rasterizationScale),
        "masksToBounds": flag(\.masksToBounds), "opaque": flag(\.isOpaque), "doubleSided": flag(\.isDoubleSided), "geometryFlipped": flag(\.isGeometryFlipped),
        "mask": object(\.mask), "backgroundColor": color(\.backgroundColor), "borderColor": color(\.borderColor),
        "shadowColor": color(\.shadowColor), "cornerRadius": scalar(\.cornerRadius), "borderWidth": scalar(\.borderWidth),
        "shadowOpacity": float(\.shadowOpacity), "shadowOffset": size(\.shadowOffset), "shadowRadius": scalar(\.shadowRadius),
        "shadowPath": object(\.shadowPath),
        "contents": KeyedProperty(get: { $0.contents }, set: { layer, value in layer.contents = value; return true }),
        "contentsRect": rect(\.contentsRect), "contentsCenter": rect(\.contentsCenter), "contentsScale": scalar(\.contentsScale),
        "contentsGravity": named(\.contentsGravity), "cornerCurve": named(\.cornerCurve),
        "needsDisplayOnBoundsChange": flag(\.needsDisplayOnBoundsChange), "name": object(\.name),
        "allowsEdgeAntialiasing": flag(\.allowsEdgeAntialiasing),
        "edgeAntialiasingMask": KeyedProperty(get: { $0.edgeAntialiasingMask.rawValue }, set: { layer, value in
            guard let number = number(value), number >= 0, number <= Double(UInt32.max) else { return false }
            layer.edgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: UInt32(number))
            return true
        }),
        "beginTime": double(\.beginTime), "duration": double(\.duration), "speed": float(\.speed),
        "timeOffset": double(\.timeOffset), "repeatCount": float(\.repeatCount), "repeatDuration": double(\.repeatDuration),
        "autoreverses": flag(\.autoreverses), "fillMode": named(\.fillMode),
    ]

    /// A number of any of the types key-value coding passes numbers as.
    static func number(_ value: Any?) -> Double? {
        guard case .scalar(let number)? = AnimationValue(value) else { return nil }
        return number
    }

    private static func scalar(_ keyPath: ReferenceWritableKeyPath<CALayer, CGFloat>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let number = number(value) else { return false }
            layer[keyPath: keyPath] = CGFloat(number)
            return true
        })
    }

    private static func double(_ keyPath: ReferenceWritableKeyPath<CALayer, Double>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let number = number(value) else { return false }
            layer[keyPath: keyPath] = number
            return true
        })
    }

    private static func float(_ keyPath: ReferenceWritableKeyPath<CALayer, Float>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let number = number(value) else { return false }
            layer[keyPath: keyPath] = Float(number)
            return true
        })
    }

    private static func flag(_ keyPath: ReferenceWritableKeyPath<CALayer, Bool>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let flag = (value as? Bool) ?? number(value).map({ $0 != 0 }) else { return false }
            layer[keyPath: keyPath] = flag
            return true
        })
    }

    private static func point(_ keyPath: ReferenceWritableKeyPath<CALayer, CGPoint>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let point = value as? CGPoint else { return false }
            layer[keyPath: keyPath] = point
            return true
        })
    }

    private static func size(_ keyPath: ReferenceWritableKeyPath<CALayer, CGSize>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let size = value as? CGSize else { return false }
            layer[keyPath: keyPath] = size
            return true
        })
    }

    private static func rect(_ keyPath: ReferenceWritableKeyPath<CALayer, CGRect>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let rect = value as? CGRect else { return false }
            layer[keyPath: keyPath] = rect
            return true
        })
    }

    private static func transform(_ keyPath: ReferenceWritableKeyPath<CALayer, CATransform3D>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard case .transform(let transform)? = AnimationValue(value) else { return false }
            layer[keyPath: keyPath] = transform
            return true
        })
    }

    /// An optional colour; nil clears it.
    private static func color(_ keyPath: ReferenceWritableKeyPath<CALayer, CGColor?>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            if value == nil {
                layer[keyPath: keyPath] = nil
                return true
            }
            guard let color = value as? CGColor else { return false }
            layer[keyPath: keyPath] = color
            return true
        })
    }

    /// An optional object property; nil clears it.
    private static func object<Value>(_ keyPath: ReferenceWritableKeyPath<CALayer, Value?>) -> KeyedProperty {
        KeyedProperty(get: { $0[keyPath: keyPath] as Any? }, set: { layer, value in
            if value == nil {
                layer[keyPath: keyPath] = nil
                return true
            }
            guard let typed = value as? Value else { return false }
            layer[keyPath: keyPath] = typed
            return true
        })
    }

    /// A string-backed name (`CALayerContentsGravity`, `CAMediaTimingFillMode` …), set as
    /// itself or as its string.
    private static func named<Name: RawRepresentable>(_ keyPath: ReferenceWritableKeyPath<CALayer, Name>) -> KeyedProperty
        where Name.RawValue == String {
        KeyedProperty(get: { $0[keyPath: keyPath] }, set: { layer, value in
            guard let name = (value as? Name) ?? (value as? String).flatMap(Name.init(rawValue:)) else { return false }
            layer[keyPath: keyPath] = name
            return true
        })
    }
}
