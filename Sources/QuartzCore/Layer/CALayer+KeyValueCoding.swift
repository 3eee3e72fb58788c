import Foundation

/// Key-value coding of layers, without an Objective-C runtime.
///
/// Core Animation's layers are key-value containers: `setValue(_:forKey:)` sets a property
/// by name, and keeps a value for any other key. That is how a subclass's own animatable
/// properties work — declared `@NSManaged` (`@dynamic`) on Apple platforms, written on Slate as
/// a computed property over `value(forKey:)` and `setValue(_:forKey:)` (see docs/porting.md):
/// such a key is animated by `CABasicAnimation(keyPath:)` like a built-in one, copied into
/// presentation layers, and — when the class's `needsDisplay(forKey:)` says so — redraws
/// the layer when it is set and on every frame an animation moves it.
extension CALayer {
    /// A property of `CALayer` by its key-value name.
    struct KeyedProperty {
        let get: (CALayer) -> Any?
        /// Sets the property; false when the value is not of the property's type.
        let set: (CALayer, Any?) -> Bool
    }

    // MARK: Reading and writing by key

    func keyedValue(forKey key: String) -> Any? {
        if let property = Self.keyedProperties[key] { return property.get(self) }
        if let descriptor = type(of: self).ownAnimatableProperties[key] { return descriptor.get(self).object }
        return customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    func setKeyedValue(_ value: Any?, forKey key: String) {
        if let property = Self.keyedProperties[key] {
            if !property.set(self, value) { Self.reportMismatch(value, forKey: key) }
            return
        }
        if let descriptor = type(of: self).ownAnimatableProperties[key] {
            guard let animationValue = AnimationValue(value) else { return Self.reportMismatch(value, forKey: key) }
            descriptor.set(self, animationValue)
            return
        }
        let old = customValues[key]
        customValues[key] = Self.number(value, like: old ?? type(of: self).defaultValue(forKey: key))
        guard !CALayer.isApplyingPresentation else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        // A key of the layer's own runs its action (the delegate's, `actions`' or the class's)
        // as a property does; Core Animation gives such keys no implicit animation.
        runActionForChange(of: key, from: old ?? type(of: self).defaultValue(forKey: key))
    }

    func keyedValue(forKeyPath keyPath: String) -> Any? {
        if let property = LayerKeyPath.property(of: keyPath), property != keyPath,
           let descriptor = LayerKeyPath.descriptor(property, of: self) {
            return LayerKeyPath.value(of: keyPath, in: descriptor.get(self))?.object
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return keyedValue(forKey: keyPath) }
        // A key path through a layer-valued key ("mask.opacity").
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        return (keyedValue(forKey: head) as? CALayer)?.keyedValue(forKeyPath: rest)
    }

    func setKeyedValue(_ value: Any?, forKeyPath keyPath: String) {
        if let property = LayerKeyPath.property(of: keyPath), property != keyPath,
           let descriptor = LayerKeyPath.descriptor(property, of: self) {
            guard let part = AnimationValue(value), let whole = LayerKeyPath.replacing(keyPath, in: descriptor.get(self), with: part) else {
                return Self.reportMismatch(value, forKey: keyPath)
            }
            descriptor.set(self, whole)
            return
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return setKeyedValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        (keyedValue(forKey: head) as? CALayer)?.setKeyedValue(value, forKeyPath: rest)
    }

    /// A number `value` in the number type of `existing` (the key's current or default value):
    /// Core Animation keeps numbers as `NSNumber`, which any number type reads, but on Linux
    /// `value(forKey:) as? CGFloat` reads only a `CGFloat` — so `setValue(1, forKey:)` for a
    /// `CGFloat` property keeps a `CGFloat`. Anything else is kept as it is.
    static func number(_ value: Any?, like existing: Any?) -> Any? {
        guard let existing, !(value is Bool), let number = number(value) else { return value }
        switch existing {
        case is CGFloat, is Double, is Float, is Int, is NSNumber: return AnimationValue.scalar(number).object(like: existing)
        default: return value
        }
    }

    /// Where Core Animation raises (a value of the wrong type, nil for a number), Slate
    /// leaves the property as it was and says why.
    private static func reportMismatch(_ value: Any?, forKey key: String) {
        report("CALayer.setValue(_:forKey:): \(value.map { "a \(type(of: $0))" } ?? "nil") is not a value for \"\(key)\"; "
            + "the property is unchanged. Pass a value of the property's type (numbers as CGFloat, Double, Float, Int or NSNumber).")
    }

    // MARK: Defaults

    /// The default of one of `layerClass`'s own properties: `CALayer`'s, or an animatable one
    /// its class adds (a shape layer's `strokeEnd` is 1).
    static func builtInDefaultValue(forKey key: String, of layerClass: CALayer.Type) -> Any? {
        if let property = keyedProperties[key] { return property.get(pristine) }
        guard let descriptor = layerClass.ownAnimatableProperties[key] else { return nil }
        return descriptor.get(layerClass.init()).object
    }

    /// A layer no one changes, whose properties are Core Animation's defaults.
    private static let pristine = CALayer()

    // MARK: Custom keys in animations

    /// Whether `key` is a key of the layer's own (no property of `CALayer` or its class):
    /// one an animation can move through `customValues`.
    func isCustomAnimatableKey(_ key: String) -> Bool {
        !key.contains(".") && LayerKeyPath.properties[key] == nil && Self.keyedProperties[key] == nil
            && type(of: self).ownAnimatableProperties[key] == nil
    }

    /// How an animation reads and writes a key of the layer's own. An unset key reads as the
    /// class's default, else 0; a value written keeps the type of the one it replaces, so
    /// that a getter reading `value(forKey:) as? CGFloat` (or `Double`, `Float`) still reads it.
    ///
    /// Presenting and restoring go through the same setter: a key that was never set is put
    /// back unset (restoring writes the unset reading), so an animation leaves no value behind.
    static func customKeyDescriptor(_ key: String, of layer: CALayer) -> LayerKeyPath.Property {
        let change: LayerChange = type(of: layer).needsDisplay(forKey: key) ? .contents : .appearance
        func unsetReading(_ layer: CALayer) -> AnimationValue {
            AnimationValue(type(of: layer).defaultValue(forKey: key)) ?? .scalar(0)
        }
        return LayerKeyPath.Property(
            get: { layer in AnimationValue(layer.keyedValue(forKey: key)) ?? unsetReading(layer) },
            set: { layer, value in
                if CALayer.isApplyingPresentation, value == unsetReading(layer), layer.customValues[key] == nil
                    || layer.presentedCustomKeys.contains(key) {
                    layer.customValues[key] = nil
                    layer.presentedCustomKeys.remove(key)
                    return
                }
                if CALayer.isApplyingPresentation, layer.customValues[key] == nil { layer.presentedCustomKeys.insert(key) }
                layer.customValues[key] = value.object(like: layer.keyedValue(forKey: key))
            },
            change: change)
    }
}

/// Redrawing layers whose drawn keys animations move (`needsDisplay(forKey:)`).
extension CALayer {
    /// The values now in place of the keys this layer draws that its animations move; empty
    /// when none does. Read while presented values are applied.
    func presentedDrawnValues() -> [String: AnimationValue] {
        var values: [String: AnimationValue] = [:]
        for entry in animationEntries {
            Self.forEachKeyPath(of: entry.animation) { keyPath in
                guard let property = LayerKeyPath.property(of: keyPath, on: self), type(of: self).needsDisplay(forKey: property),
                      let descriptor = LayerKeyPath.descriptor(property, of: self) else { return }
                values[property] = descriptor.get(self)
            }
        }
        return values
    }

    /// Draws the layer with the values its animations present, unless it already shows them
    /// (a paused animation asks for no drawing frame after frame). Called with presented
    /// values applied; the new contents are a change the frame composites.
    func displayPresentedValuesIfMoved() {
        let values = presentedDrawnValues()
        guard !values.isEmpty, values != presentedDrawingValues else { return }
        let wasApplying = CALayer.isApplyingPresentation
        CALayer.isApplyingPresentation = false
        display()
        CALayer.isApplyingPresentation = wasApplying
        presentedDrawingValues = values
    }

    /// An animation left the layer: if it moved a key the layer draws, the model's value is
    /// drawn again.
    func animationLeft(_ animation: CAAnimation) {
        var drawsKey = false
        Self.forEachKeyPath(of: animation) { keyPath in
            if let property = LayerKeyPath.property(of: keyPath, on: self), type(of: self).needsDisplay(forKey: property) { drawsKey = true }
        }
        guard drawsKey, presentedDrawingValues != nil else { return }
        presentedDrawingValues = nil
        setNeedsDisplay()
    }
}

extension AnimationValue {
    /// The value as an object of `existing`'s type where that is a floating-point number type
    /// (so that a `Double` stays a `Double`), else as `object` (`CGFloat` for numbers: an
    /// `Int` animated takes the values between).
    func object(like existing: Any?) -> Any {
        guard case .scalar(let value) = self else { return object }
        switch existing {
        case is Double: return value
        case is Float: return Float(value)
        case is NSNumber: return NSNumber(value: value)
        default: return CGFloat(value)
        }
    }
}
