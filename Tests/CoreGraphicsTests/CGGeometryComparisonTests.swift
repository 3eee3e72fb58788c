import CoreGraphics
import Foundation
import Testing

@Suite("CoreGraphics: comparing geometry and its dictionary representations")
struct CGGeometryComparisonTests {
    @Test("equalTo compares points and sizes exactly, and rectangles standardized, two null rectangles equal")
    func equality() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        #expect(CGRect.null.equalTo(.null))
        #expect(CGAffineTransform(scaleX: 2, y: 3).equalTo(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)))
        #expect(!CGAffineTransform(scaleX: 2, y: 3).equalTo(.identity))
        #expect(!CGRect.null.equalTo(.zero))
    }

    @Test("A dictionary representation holds X, Y, Width and Height and reads back; one missing a value reads as nil")
    func dictionaries() throws {
        let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40.25)
        let dict = rect.dictionaryRepresentation
        #expect((dict["Width"] as? NSNumber)?.doubleValue == 30)
        #expect(CGRect(dictionaryRepresentation: dict) == rect)
        #expect(CGPoint(dictionaryRepresentation: CGPoint(x: 3, y: 4).dictionaryRepresentation) == CGPoint(x: 3, y: 4))
        #expect(CGSize(dictionaryRepresentation: CGSize(width: 5, height: 6).dictionaryRepresentation) == CGSize(width: 5, height: 6))
        #expect(CGSize(dictionaryRepresentation: ["Width": 5] as NSDictionary) == nil)
        #expect(CGPoint(dictionaryRepresentation: ["X": "one", "Y": 2] as NSDictionary) == nil)
        // Through a property list, as user defaults keep it.
        let data = try PropertyListSerialization.data(fromPropertyList: dict, format: .binary, options: 0)
        let read = try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? NSDictionary)
        #expect(CGRect(dictionaryRepresentation: read) == rect)
    }
}
