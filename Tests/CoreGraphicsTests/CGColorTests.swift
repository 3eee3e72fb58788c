import CoreGraphics
import Testing

@Suite("CGColor and CGColorSpace")
struct CGColorTests {
    @Test("sRGB colors keep their components; alpha is the last one")
    func components() {
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(color.components == [1, 0.5, 0.25, 0.75])
        #expect(color.alpha == 0.75)
        #expect(color.numberOfComponents == 4)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test("Gray colors have two components and convert to equal RGB values")
    func gray() {
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.numberOfComponents == 2)
        #expect(gray.colorSpace?.model == .monochrome)
        let rgb = gray.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!
        let c = rgb.components!
        #expect(c[0] == c[1] && c[1] == c[2])
        // Gamma 2.2 gray 0.5 is a little lighter than sRGB 0.5.
        #expect(c[0] > 0.5 && c[0] < 0.52)
    }

    @Test("Extended sRGB keeps components outside 0…1; sRGB clamps")
    func extendedRange() {
        let extended = CGColorSpace(name: CGColorSpace.extendedSRGB)!
        let wide = CGColor(colorSpace: extended, components: [1.2, -0.1, 0.5, 1])!
        #expect(wide.components == [1.2, -0.1, 0.5, 1])
        let clamped = wide.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!
        #expect(clamped.components == [1, 0, 0.5, 1])
        #expect(extended.isWideGamutRGB)
    }

    @Test("Display P3 red is outside sRGB: it converts to extended sRGB above 1")
    func displayP3() {
        let p3 = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.displayP3)!, components: [1, 0, 0, 1])!
        let extended = p3.converted(to: CGColorSpace(name: CGColorSpace.extendedSRGB)!, intent: .defaultIntent, options: nil)!
        #expect(extended.components![0] > 1.05)
        #expect(extended.components![1] < 0)
    }

    @Test("copy(alpha:), constants, equality, and unknown color space names")
    func misc() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.copy(alpha: 0.5)!.alpha == 0.5)
        #expect(red == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(red != CGColor(red: 1, green: 0, blue: 0, alpha: 0.9))
        #expect(CGColor.clear.alpha == 0)
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0]) == nil)
    }
}
