import Foundation
import Testing
@testable import UIKit

/// `NSSecureCoding` of UIKit's value classes: what `NSKeyedArchiver` writes,
/// `NSKeyedUnarchiver` reads back the same.
@MainActor
@Suite("Keyed archives of UIKit's value classes")
struct ArchivingTests {
    private func roundTrip<T: NSObject & NSCoding>(_ object: T) throws -> T {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        return try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? T)
    }

    @Test("A Bézier path keeps its elements (lines, curves, closes) and its drawing settings")
    func bezierPath() throws {
        let path = UIBezierPath(roundedRect: CGRect(x: 10, y: 20, width: 100, height: 60), cornerRadius: 12)
        path.move(to: CGPoint(x: 5, y: 5))
        path.addQuadCurve(to: CGPoint(x: 50, y: 5), controlPoint: CGPoint(x: 25, y: -10))
        path.lineWidth = 3.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.usesEvenOddFillRule = true
        var dashes: [CGFloat] = [4, 2]
        path.setLineDash(&dashes, count: 2, phase: 1)
        let copy = try roundTrip(path)
        #expect(BezierPathArchive.elements(of: copy.cgPath) == BezierPathArchive.elements(of: path.cgPath))
        #expect(copy.bounds == path.bounds)
        #expect(copy.lineWidth == 3.5 && copy.lineCapStyle == .round && copy.lineJoinStyle == .bevel && copy.usesEvenOddFillRule)
        var count = 0
        var phase: CGFloat = 0
        copy.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2 && phase == 1)
    }

    @Test("Archived path elements that do not make a path decode as nil, not a crash")
    func badPath() {
        #expect(BezierPathArchive.path(from: [1.0, 3, 4]) == nil, "a line with no current point")
        #expect(BezierPathArchive.path(from: [0.0, 1]) == nil, "a point missing a coordinate")
        #expect(BezierPathArchive.path(from: [9.0]) == nil, "an unknown element")
        #expect(BezierPathArchive.path(from: "nonsense") == nil)
        #expect(BezierPathArchive.path(from: [0.0, 1, 2, 4])?.isEmpty == false)
    }

    @Test("A shadow keeps its offset, blur and colour; a trait collection keeps exactly the traits it specified")
    func shadowAndTraits() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 5)
        shadow.shadowBlurRadius = 7
        shadow.shadowColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        let copy = try roundTrip(shadow)
        #expect(copy.shadowOffset == CGSize(width: 2, height: 5) && copy.shadowBlurRadius == 7)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = (copy.shadowColor as? UIColor)?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 1) < 0.01 && abs(g - 0.5) < 0.01 && b < 0.01 && abs(a - 0.8) < 0.01)

        let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 2),
                                                    UITraitCollection(userInterfaceStyle: .dark),
                                                    UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
        let decoded = try roundTrip(traits)
        #expect(decoded == traits)
        #expect(decoded.verticalSizeClass == .unspecified, "unspecified stays unspecified")
        #expect(try roundTrip(UITraitCollection()) == UITraitCollection())
    }

    @Test("A font descriptor keeps its family, face, size, text style, width and features; timing parameters keep their curves")
    func fontDescriptorAndTiming() throws {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans", .size: 19])
            .withSymbolicTraits([.traitBold, .traitCondensed])!
            .addingAttributes([.featureSettings: [[UIFontDescriptor.FeatureKey.featureIdentifier: 6, .typeIdentifier: 0]]])
        let copy = try roundTrip(descriptor)
        #expect(copy.key == descriptor.key)
        #expect(copy.symbolicTraits.contains(.traitCondensed) && copy.symbolicTraits.contains(.traitBold))
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(try roundTrip(body).textStyle == .body)

        let cubic = try roundTrip(UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.1), controlPoint2: CGPoint(x: 0.3, y: 1)))
        #expect(cubic.controlPoint1 == CGPoint(x: 0.2, y: 0.1) && cubic.controlPoint2 == CGPoint(x: 0.3, y: 1) && cubic.timingCurveType == .cubic)
        let builtin = try roundTrip(UICubicTimingParameters(animationCurve: .easeIn))
        #expect(builtin.animationCurve == .easeIn && builtin.timingCurveType == .builtin)
        let spring = try roundTrip(UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 2)))
        #expect(spring.dampingRatio == 0.6 && spring.initialVelocity == CGVector(dx: 1, dy: 2))
        let physical = try roundTrip(UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: .zero))
        #expect(physical.physical?.stiffness == 300 && physical.dampingRatio == nil)
    }
}
