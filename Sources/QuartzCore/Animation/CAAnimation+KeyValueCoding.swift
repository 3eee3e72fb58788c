import Foundation

/// Key-value coding of animations, without an Objective-C runtime: the properties of
/// `CAAnimation` and its subclasses by name, and any other key kept as a value.
extension CAAnimation {
    /// A property by its key-value name, on the animations of the class that declares it.
    struct KeyedProperty {
        let get: (CAAnimation) -> Any??
        /// Sets the property; nil when the animation has no such property, false when the
        /// value is not of its type.
        let set: (CAAnimation, Any?) -> Bool?
    }

    func keyedValue(forKey key: String) -> Any? {
        if let property = Self.keyedProperties[key], let value = property.get(self) { return value }
        return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    func setKeyedValue(_ value: Any?, forKey key: String) {
        if let property = Self.keyedProperties[key], let done = property.set(self, value) {
            if !done {
                CALayer.report("CAAnimation.setValue(_:forKey:): \(value.map { "a \(type(of: $0))" } ?? "nil") is not a value for "
                    + "\"\(key)\"; the property is unchanged. Pass a value of the property's type.")
            }
            return
        }
        customValues[key] = value
    }

    static func builtInDefaultValue(forKey key: String, of animationClass: CAAnimation.Type) -> Any? {
        guard let property = keyedProperties[key] else { return nil }
        return property.get(animationClass.init()) ?? nil
    }

    static let keyedProperties: [String: KeyedProperty] = [
        "beginTime": number(\CAAnimation.beginTime), "duration": number(\CAAnimation.duration),
        "speed": number(\CAAnimation.speed), "timeOffset": number(\CAAnimation.timeOffset),
        "repeatCount": number(\CAAnimation.repeatCount), "repeatDuration": number(\CAAnimation.repeatDuration),
        "autoreverses": flag(\CAAnimation.autoreverses), "removedOnCompletion": flag(\CAAnimation.isRemovedOnCompletion),
        "fillMode": typed(\CAAnimation.fillMode), "timingFunction": typed(\CAAnimation.timingFunction),
        "delegate": typed(\CAAnimation.delegate),
        "keyPath": typed(\CAPropertyAnimation.keyPath), "additive": flag(\CAPropertyAnimation.isAdditive),
        "cumulative": flag(\CAPropertyAnimation.isCumulative), "valueFunction": typed(\CAPropertyAnimation.valueFunction),
        "fromValue": typed(\CABasicAnimation.fromValue), "toValue": typed(\CABasicAnimation.toValue),
        "byValue": typed(\CABasicAnimation.byValue),
        "values": typed(\CAKeyframeAnimation.values), "path": typed(\CAKeyframeAnimation.path),
        "keyTimes": typed(\CAKeyframeAnimation.keyTimes), "timingFunctions": typed(\CAKeyframeAnimation.timingFunctions),
        "calculationMode": typed(\CAKeyframeAnimation.calculationMode), "tensionValues": typed(\CAKeyframeAnimation.tensionValues),
        "continuityValues": typed(\CAKeyframeAnimation.continuityValues), "biasValues": typed(\CAKeyframeAnimation.biasValues),
        "rotationMode": typed(\CAKeyframeAnimation.rotationMode),
        "mass": number(\CASpringAnimation.mass), "stiffness": number(\CASpringAnimation.stiffness),
        "damping": number(\CASpringAnimation.damping), "initialVelocity": number(\CASpringAnimation.initialVelocity),
        "animations": typed(\CAAnimationGroup.animations),
        "type": typed(\CATransition.type), "subtype": typed(\CATransition.subtype),
        "startProgress": number(\CATransition.startProgress), "endProgress": number(\CATransition.endProgress),
    ]

    /// A number property, set from any of Swift's number types or `NSNumber`.
    private static func number<Animation: CAAnimation, Number: BinaryFloatingPoint>(
        _ keyPath: ReferenceWritableKeyPath<Animation, Number>) -> KeyedProperty {
        KeyedProperty(get: { ($0 as? Animation).map { $0[keyPath: keyPath] } }, set: { animation, value in
            guard let animation = animation as? Animation else { return nil }
            guard let number = CALayer.number(value) else { return false }
            animation[keyPath: keyPath] = Number(number)
            return true
        })
    }

    private static func flag<Animation: CAAnimation>(_ keyPath: ReferenceWritableKeyPath<Animation, Bool>) -> KeyedProperty {
        KeyedProperty(get: { ($0 as? Animation).map { $0[keyPath: keyPath] } }, set: { animation, value in
            guard let animation = animation as? Animation else { return nil }
            guard let flag = (value as? Bool) ?? CALayer.number(value).map({ $0 != 0 }) else { return false }
            animation[keyPath: keyPath] = flag
            return true
        })
    }

    /// A property of any other type; an optional one is cleared by nil.
    private static func typed<Animation: CAAnimation, Value>(_ keyPath: ReferenceWritableKeyPath<Animation, Value>) -> KeyedProperty {
        KeyedProperty(get: { ($0 as? Animation).map { $0[keyPath: keyPath] as Any? } }, set: { animation, value in
            guard let animation = animation as? Animation else { return nil }
            if let typed = value as? Value {
                animation[keyPath: keyPath] = typed
                return true
            }
            if value == nil, let none = Optional<Any>.none as? Value {
                animation[keyPath: keyPath] = none
                return true
            }
            return false
        })
    }
}
