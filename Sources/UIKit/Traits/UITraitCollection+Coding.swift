import Foundation

/// `NSSecureCoding`: the specified traits, each under its own key; unspecified ones are not
/// written, so a decoded collection specifies what the archived one did.
extension UITraitCollection: NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        // Linux Foundation cannot decode an object that wrote no value at all (an empty
        // collection): a version is always written.
        coder.encode(1, forKey: "UITraitCollectionVersion")
        func put<Value: RawRepresentable>(_ value: Value?, _ key: String) where Value.RawValue == Int {
            if let value { coder.encode(value.rawValue, forKey: key) }
        }
        put(traits.horizontalSizeClass, "UITraitHorizontalSizeClass")
        put(traits.verticalSizeClass, "UITraitVerticalSizeClass")
        put(traits.userInterfaceIdiom, "UITraitUserInterfaceIdiom")
        put(traits.userInterfaceStyle, "UITraitUserInterfaceStyle")
        put(traits.layoutDirection, "UITraitLayoutDirection")
        put(traits.displayGamut, "UITraitDisplayGamut")
        put(traits.forceTouchCapability, "UITraitForceTouchCapability")
        put(traits.accessibilityContrast, "UITraitAccessibilityContrast")
        put(traits.userInterfaceLevel, "UITraitUserInterfaceLevel")
        put(traits.legibilityWeight, "UITraitLegibilityWeight")
        put(traits.activeAppearance, "UITraitActiveAppearance")
        if let scale = traits.displayScale { coder.encode(Double(scale), forKey: "UITraitDisplayScale") }
        if let category = traits.preferredContentSizeCategory { coder.encode(category.rawValue, forKey: "UITraitPreferredContentSizeCategory") }
    }

    /// The traits an archive specified; a value this version does not know stays unspecified.
    public convenience init?(coder: NSCoder) {
        func take<Value: RawRepresentable>(_ key: String) -> Value? where Value.RawValue == Int {
            coder.containsValue(forKey: key) ? Value(rawValue: coder.decodeInteger(forKey: key)) : nil
        }
        var traits = Traits()
        traits.horizontalSizeClass = take("UITraitHorizontalSizeClass")
        traits.verticalSizeClass = take("UITraitVerticalSizeClass")
        traits.userInterfaceIdiom = take("UITraitUserInterfaceIdiom")
        traits.userInterfaceStyle = take("UITraitUserInterfaceStyle")
        traits.layoutDirection = take("UITraitLayoutDirection")
        traits.displayGamut = take("UITraitDisplayGamut")
        traits.forceTouchCapability = take("UITraitForceTouchCapability")
        traits.accessibilityContrast = take("UITraitAccessibilityContrast")
        traits.userInterfaceLevel = take("UITraitUserInterfaceLevel")
        traits.legibilityWeight = take("UITraitLegibilityWeight")
        traits.activeAppearance = take("UITraitActiveAppearance")
        if coder.containsValue(forKey: "UITraitDisplayScale") {
            let scale = coder.decodeDouble(forKey: "UITraitDisplayScale")
            if scale.isFinite, scale >= 0 { traits.displayScale = CGFloat(scale) }
        }
        // Linux Foundation's decodeObject(forKey:) raises for a key that is not there.
        if coder.containsValue(forKey: "UITraitPreferredContentSizeCategory"),
           let category = coder.decodeObject(forKey: "UITraitPreferredContentSizeCategory") as? String {
            traits.preferredContentSizeCategory = UIContentSizeCategory(rawValue: category)
        }
        self.init(traits: traits)
    }
}
