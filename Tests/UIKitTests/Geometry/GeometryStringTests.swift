import Foundation
import Testing
@testable import UIKit

@Suite("Geometry as strings and boxed values")
struct GeometryStringTests {
    @Test("NSCoder.string(for:) writes UIKit's text forms: braces, \", \" between numbers, up to 17 significant digits")
    func writing() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 100, height: 50.5)) == "{100, 50.5}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: -4, width: 100, height: 50.5)) == "{{0, -4}, {100, 50.5}}")
        #expect(NSCoder.string(for: CGVector(dx: 3, dy: -1)) == "{3, -1}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 5, vertical: 6)) == "{5, 6}")
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 10, y: 20)) == "[1, 0, 0, 1, 10, 20]")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 1e20)) == "{0.10000000000000001, 1e+20}")
    }

    @Test("What NSCoder.string(for:) writes reads back the same, exactly")
    func roundTrip() {
        let rect = CGRect(x: 1.0 / 3, y: -2.75, width: 1e-7, height: 12345.678)
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
        let transform = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -9)
        #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: transform)) == transform)
        let insets = UIEdgeInsets(top: 0.5, left: -1, bottom: 2e3, right: 4)
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: insets)) == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSCoder.nsDirectionalEdgeInsets(for: NSCoder.string(for: directional)) == directional)
        #expect(NSCoder.uiOffset(for: NSCoder.string(for: UIOffset(horizontal: -3, vertical: 7))) == UIOffset(horizontal: -3, vertical: 7))
        #expect(NSCoder.cgVector(for: "{3, -1}") == CGVector(dx: 3, dy: -1))
        #expect(NSCoder.cgSize(for: "{100,50.5}") == CGSize(width: 100, height: 50.5))
    }

    @Test("Reading is lenient about punctuation, and a string without enough numbers reads as zero (a transform as the identity)")
    func lenientReading() {
        #expect(NSCoder.cgPoint(for: " { 3 ,  4 } ") == CGPoint(x: 3, y: 4))
        #expect(NSCoder.cgRect(for: "{{1,2},{3,4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{-1.5e2,+2}") == CGPoint(x: -150, y: 2))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3}}") == .zero)
        #expect(NSCoder.cgPoint(for: "garbage") == .zero)
        #expect(NSCoder.cgPoint(for: "") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "[1, 2]") == .identity)
        #expect(NSCoder.uiEdgeInsets(for: "nan, inf") == .zero)
    }

    @Test("NSValue boxes vectors, transforms, insets and offsets and gives them back; the equality functions agree with ==")
    func boxedValues() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: -2)).cgVectorValue == CGVector(dx: 1, dy: -2))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 8, vertical: 9)).uiOffsetValue == UIOffset(horizontal: 8, vertical: 9))
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets))
        #expect(NSValue(uiEdgeInsets: insets) != NSValue(uiEdgeInsets: .zero))
        // A value of another kind reads as zero rather than trapping.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).uiEdgeInsetsValue == .zero)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))

        #expect(UIEdgeInsetsEqualToEdgeInsets(insets, insets))
        #expect(!UIEdgeInsetsEqualToEdgeInsets(insets, .zero))
        #expect(NSDirectionalEdgeInsetsEqualToDirectionalEdgeInsets(directional, directional))
        #expect(!UIOffsetEqualToOffset(UIOffset(horizontal: 1, vertical: 0), .zero))
    }
}
