/// iOS's semantic and system colors with their light, dark, increased-contrast and
/// elevated values (iOS 14; `systemMint` and `systemCyan` from iOS 15). An unspecified
/// interface style resolves as light.
extension UIColor {
    /// An 8-bit sRGB value and an alpha.
    struct RGBA: Sendable {
        var red: UInt8, green: UInt8, blue: UInt8
        var alpha: CGFloat = 1

        init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: CGFloat = 1) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }

        var color: UIColor {
            UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
        }
    }

    /// The variants of one system color.
    struct SystemVariants<Value: Sendable>: Sendable {
        var light: Value
        var dark: Value
        var lightHighContrast: Value?
        var darkHighContrast: Value?
        var darkElevated: Value?

        func resolve(_ traits: UITraitCollection) -> Value {
            let highContrast = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark {
                if traits.userInterfaceLevel == .elevated, let elevated = darkElevated { return elevated }
                return highContrast ? (darkHighContrast ?? dark) : dark
            }
            return highContrast ? (lightHighContrast ?? light) : light
        }

        func map<T>(_ transform: (Value) -> T) -> SystemVariants<T> {
            SystemVariants<T>(light: transform(light), dark: transform(dark),
                              lightHighContrast: lightHighContrast.map(transform),
                              darkHighContrast: darkHighContrast.map(transform),
                              darkElevated: darkElevated.map(transform))
        }
    }

    static func system(_ name: String, _ variants: SystemVariants<RGBA>) -> UIColor {
        let colors = variants.map(\.color)
        return UIColor(storage: .dynamic(name: name, provider: { colors.resolve($0) }))
    }

    private static func tint(_ name: String, _ light: RGBA, _ dark: RGBA, _ lightHC: RGBA, _ darkHC: RGBA) -> UIColor {
        system(name, SystemVariants(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC))
    }

    // MARK: Tints

    public static let systemRed = tint("systemRedColor", RGBA(255, 59, 48), RGBA(255, 69, 58), RGBA(215, 0, 21), RGBA(255, 105, 97))
    public static let systemOrange = tint("systemOrangeColor", RGBA(255, 149, 0), RGBA(255, 159, 10), RGBA(201, 52, 0), RGBA(255, 179, 64))
    public static let systemYellow = tint("systemYellowColor", RGBA(255, 204, 0), RGBA(255, 214, 10), RGBA(178, 80, 0), RGBA(255, 212, 38))
    public static let systemGreen = tint("systemGreenColor", RGBA(52, 199, 89), RGBA(48, 209, 88), RGBA(36, 138, 61), RGBA(48, 219, 91))
    public static let systemMint = tint("systemMintColor", RGBA(0, 199, 190), RGBA(99, 230, 226), RGBA(12, 129, 123), RGBA(102, 212, 207))
    public static let systemTeal = tint("systemTealColor", RGBA(90, 200, 250), RGBA(100, 210, 255), RGBA(0, 113, 164), RGBA(112, 215, 255))
    public static let systemCyan = tint("systemCyanColor", RGBA(50, 173, 230), RGBA(100, 210, 255), RGBA(0, 113, 164), RGBA(112, 215, 255))
    public static let systemBlue = tint("systemBlueColor", RGBA(0, 122, 255), RGBA(10, 132, 255), RGBA(0, 64, 221), RGBA(64, 156, 255))
    public static let systemIndigo = tint("systemIndigoColor", RGBA(88, 86, 214), RGBA(94, 92, 230), RGBA(54, 52, 163), RGBA(125, 122, 255))
    public static let systemPurple = tint("systemPurpleColor", RGBA(175, 82, 222), RGBA(191, 90, 242), RGBA(137, 68, 171), RGBA(218, 143, 255))
    public static let systemPink = tint("systemPinkColor", RGBA(255, 45, 85), RGBA(255, 55, 95), RGBA(211, 15, 69), RGBA(255, 100, 130))
    public static let systemBrown = tint("systemBrownColor", RGBA(162, 132, 94), RGBA(172, 142, 104), RGBA(127, 101, 69), RGBA(181, 148, 105))

    // MARK: Grays

    public static let systemGray = tint("systemGrayColor", RGBA(142, 142, 147), RGBA(142, 142, 147), RGBA(108, 108, 112), RGBA(174, 174, 178))
    public static let systemGray2 = tint("systemGray2Color", RGBA(174, 174, 178), RGBA(99, 99, 102), RGBA(142, 142, 147), RGBA(124, 124, 128))
    public static let systemGray3 = tint("systemGray3Color", RGBA(199, 199, 204), RGBA(72, 72, 74), RGBA(174, 174, 178), RGBA(84, 84, 86))
    public static let systemGray4 = tint("systemGray4Color", RGBA(209, 209, 214), RGBA(58, 58, 60), RGBA(188, 188, 192), RGBA(68, 68, 70))
    public static let systemGray5 = tint("systemGray5Color", RGBA(229, 229, 234), RGBA(44, 44, 46), RGBA(216, 216, 220), RGBA(54, 54, 56))
    public static let systemGray6 = tint("systemGray6Color", RGBA(242, 242, 247), RGBA(28, 28, 30), RGBA(235, 235, 240), RGBA(36, 36, 38))

    // MARK: Labels

    public static let label = system("labelColor", SystemVariants(light: RGBA(0, 0, 0), dark: RGBA(255, 255, 255)))
    public static let secondaryLabel = system("secondaryLabelColor", SystemVariants(
        light: RGBA(60, 60, 67, 0.6), dark: RGBA(235, 235, 245, 0.6),
        lightHighContrast: RGBA(60, 60, 67, 0.68), darkHighContrast: RGBA(235, 235, 245, 0.68)))
    public static let tertiaryLabel = system("tertiaryLabelColor", SystemVariants(
        light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3),
        lightHighContrast: RGBA(60, 60, 67, 0.38), darkHighContrast: RGBA(235, 235, 245, 0.38)))
    public static let quaternaryLabel = system("quaternaryLabelColor", SystemVariants(
        light: RGBA(60, 60, 67, 0.18), dark: RGBA(235, 235, 245, 0.16),
        lightHighContrast: RGBA(60, 60, 67, 0.26), darkHighContrast: RGBA(235, 235, 245, 0.24)))
    public static let placeholderText = system("placeholderTextColor", SystemVariants(
        light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3),
        lightHighContrast: RGBA(60, 60, 67, 0.38), darkHighContrast: RGBA(235, 235, 245, 0.38)))
    public static let link = system("linkColor", SystemVariants(light: RGBA(0, 122, 255), dark: RGBA(9, 132, 255)))

    // MARK: Fills

    public static let systemFill = system("systemFillColor", SystemVariants(
        light: RGBA(120, 120, 128, 0.2), dark: RGBA(120, 120, 128, 0.36),
        lightHighContrast: RGBA(120, 120, 128, 0.28), darkHighContrast: RGBA(120, 120, 128, 0.44)))
    public static let secondarySystemFill = system("secondarySystemFillColor", SystemVariants(
        light: RGBA(120, 120, 128, 0.16), dark: RGBA(120, 120, 128, 0.32),
        lightHighContrast: RGBA(120, 120, 128, 0.24), darkHighContrast: RGBA(120, 120, 128, 0.40)))
    public static let tertiarySystemFill = system("tertiarySystemFillColor", SystemVariants(
        light: RGBA(118, 118, 128, 0.12), dark: RGBA(118, 118, 128, 0.24),
        lightHighContrast: RGBA(118, 118, 128, 0.20), darkHighContrast: RGBA(118, 118, 128, 0.32)))
    public static let quaternarySystemFill = system("quaternarySystemFillColor", SystemVariants(
        light: RGBA(116, 116, 128, 0.08), dark: RGBA(118, 118, 128, 0.18),
        lightHighContrast: RGBA(116, 116, 128, 0.16), darkHighContrast: RGBA(118, 118, 128, 0.26)))

    // MARK: Backgrounds

    public static let systemBackground = system("systemBackgroundColor", SystemVariants(
        light: RGBA(255, 255, 255), dark: RGBA(0, 0, 0), darkElevated: RGBA(28, 28, 30)))
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", SystemVariants(
        light: RGBA(242, 242, 247), dark: RGBA(28, 28, 30), darkElevated: RGBA(44, 44, 46)))
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", SystemVariants(
        light: RGBA(255, 255, 255), dark: RGBA(44, 44, 46), darkElevated: RGBA(58, 58, 60)))
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", SystemVariants(
        light: RGBA(242, 242, 247), dark: RGBA(0, 0, 0), darkElevated: RGBA(28, 28, 30)))
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor", SystemVariants(
        light: RGBA(255, 255, 255), dark: RGBA(28, 28, 30), darkElevated: RGBA(44, 44, 46)))
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor", SystemVariants(
        light: RGBA(242, 242, 247), dark: RGBA(44, 44, 46), darkElevated: RGBA(58, 58, 60)))

    // MARK: Separators and fixed text colors

    public static let separator = system("separatorColor", SystemVariants(
        light: RGBA(60, 60, 67, 0.29), dark: RGBA(84, 84, 88, 0.6),
        lightHighContrast: RGBA(60, 60, 67, 0.37), darkHighContrast: RGBA(84, 84, 88, 0.7)))
    public static let opaqueSeparator = system("opaqueSeparatorColor", SystemVariants(
        light: RGBA(198, 198, 200), dark: RGBA(56, 56, 58)))
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// The default tint of controls (`UIView.tintColor` at the root).
    public static let tintColor = UIColor.systemBlue
}
