import CoreGraphics
import Foundation
import Testing

/// Colour spaces against published reference values: each named space's primaries and
/// curves, calibrated, Lab, CMYK, indexed and ICC-based spaces.
@Suite("CGColorSpace")
struct CGColorSpaceTests {
    private func sRGB(_ components: [CGFloat], in name: String) -> [Double] {
        let space = CGColorSpace(name: name)!
        let color = CGColor(colorSpace: space, components: components + [1])!
        let converted = color.converted(to: CGColorSpace(name: CGColorSpace.extendedSRGB)!, intent: .defaultIntent, options: nil)!
        return converted.components!.dropLast().map(Double.init)
    }

    private func close(_ a: [Double], _ b: [Double], within tolerance: Double = 0.002) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("Every named space exists with its model and component count")
    func namedSpaces() {
        let rgb = [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB,
                   CGColorSpace.displayP3, CGColorSpace.extendedDisplayP3, CGColorSpace.extendedLinearDisplayP3,
                   CGColorSpace.displayP3_PQ, CGColorSpace.displayP3_HLG, CGColorSpace.dcip3, CGColorSpace.itur_709,
                   CGColorSpace.itur_2020, CGColorSpace.extendedITUR_2020, CGColorSpace.extendedLinearITUR_2020,
                   kCGColorSpaceITUR_2100_PQ, kCGColorSpaceITUR_2100_HLG, CGColorSpace.adobeRGB1998, CGColorSpace.rommrgb,
                   CGColorSpace.acescgLinear, CGColorSpace.genericRGB, CGColorSpace.genericRGBLinear]
        for name in rgb {
            let space = CGColorSpace(name: name)
            #expect(space?.model == .rgb, "\(name)")
            #expect(space?.numberOfComponents == 3)
            #expect(space?.name == name)
        }
        for name in [CGColorSpace.genericGray, CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray,
                     CGColorSpace.linearGray, CGColorSpace.extendedLinearGray] {
            #expect(CGColorSpace(name: name)?.model == .monochrome, "\(name)")
        }
        #expect(CGColorSpace(name: CGColorSpace.genericCMYK)?.numberOfComponents == 4)
        #expect(CGColorSpace(name: CGColorSpace.genericLab)?.model == .lab)
        #expect(CGColorSpace(name: CGColorSpace.genericXYZ)?.model == .XYZ)
        #expect(CGColorSpaceCreateDeviceCMYK().model == .cmyk)
    }

    @Test("White stays white and each primary lands where its chromaticities put it")
    func primaries() {
        for name in [CGColorSpace.displayP3, CGColorSpace.itur_2020, CGColorSpace.adobeRGB1998, CGColorSpace.rommrgb,
                     CGColorSpace.acescgLinear, CGColorSpace.dcip3, CGColorSpace.itur_709] {
            #expect(close(sRGB([1, 1, 1], in: name), [1, 1, 1], within: 0.003), "\(name) white")
        }
        // Reference values (colour-science, Bradford adaptation where the white is not D65).
        #expect(close(sRGB([1, 0, 0], in: CGColorSpace.displayP3), [1.0931, -0.2267, -0.1501]))
        #expect(close(sRGB([0, 1, 0], in: CGColorSpace.adobeRGB1998), [-0.6639, 1, -0.2292], within: 0.003))
        #expect(close(sRGB([1, 0, 0], in: CGColorSpace.itur_2020), [1.2486, -0.3880, -0.1435], within: 0.004))
        // BT.709 shares sRGB's primaries: only the curve differs (0.5 encodes 0.2597 linear).
        let mid = sRGB([0.5, 0.5, 0.5], in: CGColorSpace.itur_709)[0]
        #expect(abs(mid - 0.5465) < 0.003)
        #expect(CGColorSpace(name: CGColorSpace.displayP3)!.isWideGamutRGB)
        #expect(CGColorSpace(name: CGColorSpace.itur_2020)!.isWideGamutRGB)
        #expect(!CGColorSpace(name: CGColorSpace.sRGB)!.isWideGamutRGB)
        #expect(!CGColorSpace(name: CGColorSpace.itur_709)!.isWideGamutRGB)
    }

    @Test("Converting into a space and back returns the color")
    func roundTrip() {
        let original = CGColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.5)
        for name in [CGColorSpace.displayP3, CGColorSpace.itur_2020, CGColorSpace.adobeRGB1998, CGColorSpace.rommrgb,
                     CGColorSpace.genericLab, CGColorSpace.genericXYZ, CGColorSpace.genericCMYK, CGColorSpace.linearSRGB,
                     kCGColorSpaceITUR_2100_PQ, kCGColorSpaceITUR_2100_HLG, CGColorSpace.genericRGB] {
            let space = CGColorSpace(name: name)!
            let there = original.converted(to: space, intent: .defaultIntent, options: nil)!
            #expect(there.alpha == 0.5)
            let back = there.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!
            #expect(close(back.components!.map(Double.init), [0.8, 0.3, 0.1, 0.5], within: 0.003), "\(name)")
        }
    }

    @Test("HDR curves: PQ puts 100 cd/m² at 1.0, HLG the signal 0.5")
    func hdrCurves() {
        // PQ encodes 100 cd/m² as 0.5081.
        #expect(abs(sRGB([0.5081, 0.5081, 0.5081], in: kCGColorSpaceITUR_2100_PQ)[0] - 1) < 0.003)
        #expect(sRGB([0.75, 0.75, 0.75], in: kCGColorSpaceITUR_2100_PQ)[0] > 2)
        #expect(abs(sRGB([0.5, 0.5, 0.5], in: kCGColorSpaceITUR_2100_HLG)[0] - 1) < 0.003)
        #expect(CGColorSpaceUsesITUR_2100TF(CGColorSpace(name: kCGColorSpaceITUR_2100_PQ)!))
        #expect(CGColorSpaceUsesITUR_2100TF(CGColorSpace(name: CGColorSpace.displayP3_HLG)!))
        #expect(!CGColorSpaceUsesITUR_2100TF(CGColorSpace(name: CGColorSpace.displayP3)!))
    }

    @Test("Lab: L 100 is white, L 50 mid gray, and a* b* clamp to the range")
    func lab() {
        #expect(close(sRGB([100, 0, 0], in: CGColorSpace.genericLab), [1, 1, 1], within: 0.003))
        // L* 50 is 18.4 % luminance: sRGB 0.4663.
        #expect(close(sRGB([50, 0, 0], in: CGColorSpace.genericLab), [0.4663, 0.4663, 0.4663], within: 0.003))
        var white: [CGFloat] = [0.9505, 1, 1.089]
        var range: [CGFloat] = [-20, 20, -20, 20]
        let narrow = CGColorSpace(labWhitePoint: &white, blackPoint: nil, range: &range)!
        let clamped = CGColor(colorSpace: narrow, components: [50, 90, 0, 1])!
        let limit = CGColor(colorSpace: narrow, components: [50, 20, 0, 1])!
        #expect(clamped.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components
            == limit.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components)
        var badRange: [CGFloat] = [10, -10, 0, 0]
        #expect(CGColorSpace(labWhitePoint: &white, blackPoint: nil, range: &badRange) == nil)
    }

    @Test("Calibrated spaces: D65 white, sRGB's matrix and gamma 1 are linear sRGB")
    func calibrated() {
        var white: [CGFloat] = [0.95047, 1, 1.08883]
        var gamma: [CGFloat] = [1, 1, 1]
        var matrix: [CGFloat] = [0.4124, 0.2126, 0.0193, 0.3576, 0.7152, 0.1192, 0.1805, 0.0722, 0.9505]
        let calibrated = CGColorSpace(calibratedRGBWhitePoint: &white, blackPoint: nil, gamma: &gamma, matrix: &matrix)!
        let color = CGColor(colorSpace: calibrated, components: [0.2, 0.5, 0.8, 1])!
        let linear = CGColor(colorSpace: CGColorSpace(name: CGColorSpace.linearSRGB)!, components: [0.2, 0.5, 0.8, 1])!
        let a = color.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components!
        let b = linear.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components!
        #expect(close(a.map(Double.init), b.map(Double.init), within: 0.002))
        let gray = CGColorSpace(calibratedGrayWhitePoint: &white, blackPoint: nil, gamma: 2.2)!
        #expect(gray.model == .monochrome)
        var black: [CGFloat] = [0, 0, 0]
        #expect(CGColorSpace(calibratedGrayWhitePoint: &black, blackPoint: nil, gamma: 2.2) == nil)
    }

    @Test("CMYK converts by the device formula; pure K is black, nothing is white")
    func cmyk() {
        #expect(close(sRGB([0, 0, 0, 1], in: CGColorSpace.genericCMYK), [0, 0, 0]))
        #expect(close(sRGB([0, 0, 0, 0], in: CGColorSpace.genericCMYK), [1, 1, 1]))
        #expect(close(sRGB([1, 0, 0, 0], in: CGColorSpace.genericCMYK), [0, 1, 1]))
        let color = CGColor(genericCMYKCyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        #expect(color.numberOfComponents == 5)
        #expect(color.colorSpace?.name == CGColorSpace.genericCMYK)
    }

    @Test("Indexed spaces look colors up in their table; the table reads back")
    func indexed() {
        var table: [UInt8] = [255, 0, 0, 0, 0, 255, 255, 255, 255]
        let space = CGColorSpace(indexedBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)!, last: 2, colorTable: &table)!
        #expect(space.model == .indexed)
        #expect(space.numberOfComponents == 1)
        #expect(space.baseColorSpace?.name == CGColorSpace.sRGB)
        #expect(space.colorTable == table)
        let blue = CGColor(colorSpace: space, components: [1, 1])!
        #expect(blue.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!.components == [0, 0, 1, 1])
        // Converting into the space picks the nearest entry.
        let nearlyRed = CGColor(red: 0.9, green: 0.1, blue: 0, alpha: 1).converted(to: space, intent: .defaultIntent, options: nil)!
        #expect(nearlyRed.components == [0, 1])
        #expect(CGColorSpace(indexedBaseSpace: space, last: 0, colorTable: &table) == nil)
        #expect(CGColorSpace(indexedBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)!, last: 256, colorTable: &table) == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)!.colorTable == nil)
    }

    @Test("Linearized and extended variants are the named spaces where there are ones")
    func variants() {
        let sRGB = CGColorSpace(name: CGColorSpace.sRGB)!
        #expect(CGColorSpaceCreateLinearized(sRGB)?.name == CGColorSpace.linearSRGB)
        #expect(CGColorSpaceCreateExtended(sRGB)?.name == CGColorSpace.extendedSRGB)
        #expect(CGColorSpaceCreateExtendedLinearized(sRGB)?.name == CGColorSpace.extendedLinearSRGB)
        #expect(CGColorSpaceCreateExtended(CGColorSpace(name: CGColorSpace.displayP3)!)?.name == CGColorSpace.extendedDisplayP3)
        let linearAdobe = CGColorSpaceCreateLinearized(CGColorSpace(name: CGColorSpace.adobeRGB1998)!)!
        #expect(linearAdobe.name == nil)
        #expect(linearAdobe.model == .rgb)
        #expect(CGColorSpaceUsesExtendedRange(CGColorSpaceCreateExtended(linearAdobe)!))
        #expect(!CGColorSpaceUsesExtendedRange(sRGB))
        #expect(CGColorSpaceCreateLinearized(CGColorSpace(name: CGColorSpace.genericCMYK)!) == nil)
    }

    @Test("ICC: a written profile reads back as the same space; bad bytes give nil")
    func iccRoundTrip() throws {
        for name in [CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.adobeRGB1998, CGColorSpace.itur_2020,
                     CGColorSpace.genericGrayGamma2_2, CGColorSpace.rommrgb] {
            let original = CGColorSpace(name: name)!
            let data = try #require(original.copyICCData(), "\(name)")
            #expect(String(decoding: data[36..<40], as: UTF8.self) == "acsp")
            let read = try #require(CGColorSpace(iccData: data))
            #expect(read.model == original.model)
            #expect(read.copyICCData() == data)
            let color = original.numberOfComponents == 1 ? [0.3, 1] : [0.9, 0.4, 0.2, 1] as [CGFloat]
            let a = CGColor(colorSpace: original, components: color)!.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!
            let b = CGColor(colorSpace: read, components: color)!.converted(to: .init(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)!
            #expect(close(a.components!.map(Double.init), b.components!.map(Double.init), within: 0.002), "\(name)")
        }
        #expect(CGColorSpace(iccData: Data("not a profile".utf8)) == nil)
        #expect(CGColorSpace(name: kCGColorSpaceITUR_2100_PQ)!.copyICCData() == nil)
        #expect(CGColorSpace(name: CGColorSpace.genericLab)!.copyICCData() == nil)
    }

    @Test("ICC-based spaces fall back to the alternate, then the device space, when the profile cannot be read")
    func iccBased() {
        let profile = CGDataProvider(data: CGColorSpace(name: CGColorSpace.displayP3)!.copyICCData()!)!
        let p3 = CGColorSpace(iccBasedNComponents: 3, range: nil, profile: profile, alternate: nil)!
        #expect(p3.isWideGamutRGB)
        let junk = CGDataProvider(data: Data([1, 2, 3]))!
        let alternate = CGColorSpace(name: CGColorSpace.genericCMYK)!
        #expect(CGColorSpace(iccBasedNComponents: 4, range: nil, profile: junk, alternate: alternate)?.model == .cmyk)
        #expect(CGColorSpace(iccBasedNComponents: 1, range: nil, profile: junk, alternate: nil)?.model == .monochrome)
        #expect(CGColorSpace(iccBasedNComponents: 2, range: nil, profile: junk, alternate: nil) == nil)
        #expect(CGColorSpace(iccBasedNComponents: 3, range: nil, profile: junk, alternate: alternate) == nil)
    }

    @Test("Property lists: a name, or the profile of an unnamed space")
    func propertyLists() {
        let named = CGColorSpace(name: CGColorSpace.displayP3)!
        #expect(CGColorSpace(propertyListPlist: named.copyPropertyList()!) == named)
        let linearAdobe = CGColorSpaceCreateLinearized(CGColorSpace(name: CGColorSpace.adobeRGB1998)!)!
        let plist = linearAdobe.copyPropertyList()
        #expect(plist is Data)
        #expect(CGColorSpace(propertyListPlist: plist!)?.model == .rgb)
        #expect(CGColorSpace(propertyListPlist: 42) == nil)
    }

    @Test("Pattern spaces count their base's components")
    func patternSpaces() {
        #expect(CGColorSpace(patternBaseSpace: nil)?.numberOfComponents == 0)
        let stencil = CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)!)!
        #expect(stencil.numberOfComponents == 3)
        #expect(stencil.model == .pattern)
        #expect(CGColorSpace(patternBaseSpace: stencil) == nil)
    }

    @Test("CFGetTypeID tells CoreGraphics types apart")
    func typeIDs() {
        let ids = [CGColor.typeID, CGColorSpace.typeID, CGContext.typeID, CGImage.typeID, CGPath.typeID, CGDataProvider.typeID,
                   CGDataConsumer.typeID, CGGradient.typeID, CGPattern.typeID, CGShading.typeID, CGFunction.typeID,
                   CGPDFDocument.typeID, CGPDFPage.typeID]
        #expect(Set(ids).count == ids.count)
        let value: AnyObject = CGColor(gray: 0.5, alpha: 1)
        #expect(CFGetTypeID(value) == CGColor.typeID)
        #expect(CFGetTypeID(CGMutablePath()) == CGPath.typeID)
        #expect(CFGetTypeID(NSObject()) == 0)
    }
}
