import Testing
import UIKitTesting
import UIKit

@Suite("UIColor", .exclusiveUIKit)
struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    private func bytes(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let c = color.resolvedColor(with: traits).cgColor.sRGBA
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test("RGB colors are extended sRGB; white colors extended gray; components outside 0…1 survive")
    func spaces() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.cgColor.colorSpace?.name == CGColorSpace.extendedSRGB)
        #expect(red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(rgba(UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1)) == [1.2, -0.1, 0, 1])
    }

    @Test("HSB converts to RGB and back")
    func hsb() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.6) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(b - 0.8) < 1e-9 && a == 1)
        #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    }

    @Test("getWhite succeeds only for grayscale colors")
    func white() {
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a) && w == 0.25 && a == 0.5)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test("System colors resolve to iOS's light and dark values")
    func systemColors() {
        #expect(bytes(.systemBlue, light) == [0, 122, 255, 100])
        #expect(bytes(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(bytes(.systemRed, light) == [255, 59, 48, 100])
        #expect(bytes(.systemRed, dark) == [255, 69, 58, 100])
        #expect(bytes(.systemGreen, dark) == [48, 209, 88, 100])
        #expect(bytes(.systemGray5, dark) == [44, 44, 46, 100])
        #expect(bytes(.label, light) == [0, 0, 0, 100])
        #expect(bytes(.label, dark) == [255, 255, 255, 100])
        #expect(bytes(.secondaryLabel, light) == [60, 60, 67, 60])
        #expect(bytes(.systemBackground, dark) == [0, 0, 0, 100])
        #expect(bytes(.secondarySystemGroupedBackground, light) == [255, 255, 255, 100])
        #expect(bytes(.separator, dark) == [84, 84, 88, 60])
        // An unspecified style resolves as light.
        #expect(bytes(.systemBlue, UITraitCollection()) == [0, 122, 255, 100])
    }

    @Test("Increased contrast and elevated dark variants")
    func contrastAndElevation() {
        let darkHighContrast = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(bytes(.systemBlue, darkHighContrast) == [64, 156, 255, 100])
        let lightHighContrast = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
        #expect(bytes(.systemBlue, lightHighContrast) == [0, 64, 221, 100])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(bytes(.systemBackground, elevated) == [28, 28, 30, 100])
        #expect(bytes(.systemBackground, UITraitCollection(traitsFrom: [light, UITraitCollection(userInterfaceLevel: .elevated)]))
                == [255, 255, 255, 100])
    }

    @Test("Dynamic providers resolve per trait collection; cgColor uses the current traits")
    func dynamicProvider() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(rgba(color.resolvedColor(with: dark)) == [1, 1, 1, 1])
        #expect(rgba(color.resolvedColor(with: light)) == [0, 0, 0, 1])
        var resolved: CGColor?
        dark.performAsCurrent { resolved = color.cgColor }
        #expect(resolved?.sRGBA.red == 1)
        let faded = color.withAlphaComponent(0.5)
        #expect(rgba(faded.resolvedColor(with: dark)) == [1, 1, 1, 0.5])
        #expect(rgba(faded.resolvedColor(with: light)) == [0, 0, 0, 0.5])
    }

    @Test("Equality compares fixed colors by value and dynamic ones by identity")
    func equality() {
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1) == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor(dynamicProvider: { _ in .red }) != UIColor(dynamicProvider: { _ in .red }))
        #expect(UIColor.clear.cgColor.alpha == 0)
    }
}

@Suite("UIColor.accessibilityName", .exclusiveUIKit)
@MainActor
struct UIColorAccessibilityNameTests {
    @Test("(issue 45) colours are named by hue, with dark, pale and vibrant as brightness and saturation say; greys, black, white and clear by themselves", arguments: [
        (UIColor(red: 1, green: 0, blue: 0, alpha: 1), "vibrant red"),
        (UIColor(red: 0.5, green: 0, blue: 0, alpha: 1), "dark red"),
        (UIColor(red: 1, green: 0.75, blue: 0.8, alpha: 1), "pale red"),
        (UIColor(red: 1, green: 0.6, blue: 0, alpha: 1), "vibrant orange"),
        (UIColor(red: 0.55, green: 0.35, blue: 0.15, alpha: 1), "brown"),
        (UIColor(red: 1, green: 0.9, blue: 0.2, alpha: 1), "yellow"),
        (UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1), "green"),
        (UIColor(red: 0, green: 0.3, blue: 0.1, alpha: 1), "dark green"),
        (UIColor(red: 0.3, green: 0.85, blue: 0.9, alpha: 1), "cyan"),
        (UIColor(red: 0, green: 0.48, blue: 1, alpha: 1), "vibrant blue"),
        (UIColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1), "dark blue"),
        (UIColor(red: 0.6, green: 0.3, blue: 0.85, alpha: 1), "purple"),
        (UIColor(red: 1, green: 0.2, blue: 0.7, alpha: 1), "pink"),
        (UIColor.black, "black"), (UIColor.white, "white"), (UIColor.gray, "gray"),
        (UIColor.darkGray, "dark gray"), (UIColor.lightGray, "light gray"), (UIColor.clear, "clear"),
    ])
    func names(color: UIColor, name: String) {
        #expect(color.accessibilityName == name)
    }

    @Test("(issue 45) a dynamic colour is named as it resolves in the current traits")
    func dynamic() {
        let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(ink.accessibilityName == "white")
        }
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            #expect(ink.accessibilityName == "black")
        }
    }
}
