import Foundation

/// The layer properties animations can drive, read and written as `AnimationValue`s, with the
/// kind of change each makes for the compositor. Sub-paths ("position.x", "transform.scale")
/// read and write part of their property.
@MainActor
enum LayerKeyPath {
    struct Property {
        let get: (CALayer) -> AnimationValue
        let set: (CALayer, AnimationValue) -> Void
        let change: LayerChange
    }

    static let properties: [String: Property] = [
        "position": Property(get: { .point($0.position) }, set: { if case .point(let v) = $1 { $0.position = v } }, change: .geometry),
        "bounds": Property(get: { .rect($0.bounds) }, set: { if case .rect(let v) = $1 { $0.bounds = v } }, change: .geometry),
        "anchorPoint": Property(get: { .point($0.anchorPoint) }, set: { if case .point(let v) = $1 { $0.anchorPoint = v } }, change: .geometry),
        "zPosition": Property(get: { .scalar(Double($0.zPosition)) }, set: { if case .scalar(let v) = $1 { $0.zPosition = CGFloat(v) } }, change: .geometry),
        "transform": Property(get: { .transform($0.transform) }, set: { if case .transform(let v) = $1 { $0.transform = v } }, change: .geometry),
        "sublayerTransform": Property(get: { .transform($0.sublayerTransform) },
                                      set: { if case .transform(let v) = $1 { $0.sublayerTransform = v } }, change: .geometry),
        "opacity": Property(get: { .scalar(Double($0.opacity)) }, set: { if case .scalar(let v) = $1 { $0.opacity = Float(v) } }, change: .visibility),
        "backgroundColor": Property(get: { $0.backgroundColor.map(AnimationValue.color) ?? .color(CGColor(gray: 0, alpha: 0)) },
                                    set: { if case .color(let v) = $1 { $0.backgroundColor = v } }, change: .paint),
        "borderColor": Property(get: { $0.borderColor.map(AnimationValue.color) ?? .color(CGColor(gray: 0, alpha: 0)) },
                                set: { if case .color(let v) = $1 { $0.borderColor = v } }, change: .paint),
        "borderWidth": Property(get: { .scalar(Double($0.borderWidth)) }, set: { if case .scalar(let v) = $1 { $0.borderWidth = CGFloat(v) } }, change: .appearance),
        "cornerRadius": Property(get: { .scalar(Double($0.cornerRadius)) }, set: { if case .scalar(let v) = $1 { $0.cornerRadius = CGFloat(v) } }, change: .appearance),
        "shadowOpacity": Property(get: { .scalar(Double($0.shadowOpacity)) }, set: { if case .scalar(let v) = $1 { $0.shadowOpacity = Float(v) } }, change: .appearance),
        "shadowRadius": Property(get: { .scalar(Double($0.shadowRadius)) }, set: { if case .scalar(let v) = $1 { $0.shadowRadius = CGFloat(v) } }, change: .appearance),
        "shadowOffset": Property(get: { .size($0.shadowOffset) }, set: { if case .size(let v) = $1 { $0.shadowOffset = v } }, change: .appearance),
        "shadowColor": Property(get: { $0.shadowColor.map(AnimationValue.color) ?? .color(CGColor(gray: 0, alpha: 1)) },
                                set: { if case .color(let v) = $1 { $0.shadowColor = v } }, change: .appearance),
        "contentsRect": Property(get: { .rect($0.contentsRect) }, set: { if case .rect(let v) = $1 { $0.contentsRect = v } }, change: .contents),
    ]

    /// A sub-path of a property: how to read it from the whole and put it back.
    struct Part {
        let property: String
        let read: (AnimationValue) -> AnimationValue?
        let write: (AnimationValue, AnimationValue) -> AnimationValue?
    }

    static let parts: [String: Part] = {
        func pointPart(_ name: String, x: Bool) -> Part {
            Part(property: name, read: { if case .point(let p) = $0 { return .scalar(Double(x ? p.x : p.y)) } else { return nil } },
                 write: { whole, part in
                     guard case .point(var p) = whole, case .scalar(let v) = part else { return nil }
                     if x { p.x = CGFloat(v) } else { p.y = CGFloat(v) }
                     return .point(p)
                 })
        }
        func boundsSize(_ component: Int?) -> Part {
            Part(property: "bounds", read: { value in
                guard case .rect(let r) = value else { return nil }
                switch component {
                case 0: return .scalar(Double(r.width))
                case 1: return .scalar(Double(r.height))
                default: return .size(r.size)
                }
            }, write: { whole, part in
                guard case .rect(var r) = whole else { return nil }
                switch (component, part) {
                case (0, .scalar(let v)): r.size.width = CGFloat(v)
                case (1, .scalar(let v)): r.size.height = CGFloat(v)
                case (nil, .size(let s)): r.size = s
                default: return nil
                }
                return .rect(r)
            })
        }
        func transformPart(_ read: @escaping (AffineDecomposition) -> AnimationValue,
                           _ write: @escaping (inout AffineDecomposition, AnimationValue) -> Bool) -> Part {
            Part(property: "transform", read: { value in
                guard case .transform(let t) = value else { return nil }
                return read(AffineDecomposition(t.affinePart))
            }, write: { whole, part in
                guard case .transform(let t) = whole else { return nil }
                var decomposition = AffineDecomposition(t.affinePart)
                guard write(&decomposition, part) else { return nil }
                return .transform(CATransform3DMakeAffineTransform(decomposition.transform))
            })
        }
        let rotation = transformPart({ .scalar(Double($0.rotation)) }, { d, v in
            guard case .scalar(let angle) = v else { return false }
            d.rotation = CGFloat(angle)
            return true
        })
        return [
            "position.x": pointPart("position", x: true),
            "position.y": pointPart("position", x: false),
            "anchorPoint.x": pointPart("anchorPoint", x: true),
            "anchorPoint.y": pointPart("anchorPoint", x: false),
            "bounds.size": boundsSize(nil),
            "bounds.size.width": boundsSize(0),
            "bounds.size.height": boundsSize(1),
            "bounds.origin": Part(property: "bounds", read: { if case .rect(let r) = $0 { return .point(r.origin) } else { return nil } },
                                  write: { whole, part in
                                      guard case .rect(var r) = whole, case .point(let p) = part else { return nil }
                                      r.origin = p
                                      return .rect(r)
                                  }),
            "transform.rotation": rotation,
            "transform.rotation.z": rotation,
            "transform.scale": transformPart({ .scalar(Double(($0.scale.width + $0.scale.height) / 2)) }, { d, v in
                guard case .scalar(let s) = v else { return false }
                d.scale = CGSize(width: CGFloat(s), height: CGFloat(s))
                return true
            }),
            "transform.scale.x": transformPart({ .scalar(Double($0.scale.width)) }, { d, v in
                guard case .scalar(let s) = v else { return false }
                d.scale.width = CGFloat(s)
                return true
            }),
            "transform.scale.y": transformPart({ .scalar(Double($0.scale.height)) }, { d, v in
                guard case .scalar(let s) = v else { return false }
                d.scale.height = CGFloat(s)
                return true
            }),
            "transform.translation": transformPart({ .size(CGSize(width: $0.translation.x, height: $0.translation.y)) }, { d, v in
                guard case .size(let s) = v else { return false }
                d.translation = CGPoint(x: s.width, y: s.height)
                return true
            }),
            "transform.translation.x": transformPart({ .scalar(Double($0.translation.x)) }, { d, v in
                guard case .scalar(let x) = v else { return false }
                d.translation.x = CGFloat(x)
                return true
            }),
            "transform.translation.y": transformPart({ .scalar(Double($0.translation.y)) }, { d, v in
                guard case .scalar(let y) = v else { return false }
                d.translation.y = CGFloat(y)
                return true
            }),
        ]
    }()

    /// The property a key path animates ("position" for "position.x") on any layer.
    static func property(of keyPath: String) -> String? {
        if properties[keyPath] != nil { return keyPath }
        return parts[keyPath]?.property
    }

    /// The property a key path animates on `layer`, whose class may add properties of its own.
    /// A key of the layer's own (a subclass's `@dynamic`-style property kept by key-value
    /// coding) is its own property.
    static func property(of keyPath: String, on layer: CALayer) -> String? {
        if let property = property(of: keyPath) { return property }
        if type(of: layer).ownAnimatableProperties[keyPath] != nil { return keyPath }
        return layer.isCustomAnimatableKey(keyPath) ? keyPath : nil
    }

    /// How to read and write `property` of `layer`: one of its class's properties, or a key
    /// of its own.
    static func descriptor(_ property: String, of layer: CALayer) -> Property? {
        if let descriptor = builtInDescriptor(property, of: layer) { return descriptor }
        return layer.isCustomAnimatableKey(property) ? CALayer.customKeyDescriptor(property, of: layer) : nil
    }

    /// How to read and write `property` when it is one of the layer class's properties.
    static func builtInDescriptor(_ property: String, of layer: CALayer) -> Property? {
        properties[property] ?? type(of: layer).ownAnimatableProperties[property]
    }

    /// The key path's value in `whole` (its property's value).
    static func value(of keyPath: String, in whole: AnimationValue) -> AnimationValue? {
        guard let part = parts[keyPath] else { return whole }
        return part.read(whole)
    }

    /// `whole` with the key path's part set to `value`.
    static func replacing(_ keyPath: String, in whole: AnimationValue, with value: AnimationValue) -> AnimationValue? {
        guard let part = parts[keyPath] else { return value }
        return part.write(whole, value)
    }
}
