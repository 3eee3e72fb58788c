import Foundation
import UIKit
import Testing

@Suite("PropertyListValue conversion")
struct PropertyListValueTests {
    @Test("Swift Bool and Int stay distinct")
    func swiftBoolAndInt() {
        #expect(PropertyListValue(true) == .bool(true))
        #expect(PropertyListValue(false) == .bool(false))
        #expect(PropertyListValue(1) == .integer(1))
        #expect(PropertyListValue(0) == .integer(0))
        #expect(PropertyListValue(1.0) == .double(1.0))
    }

    @Test("NSNumber booleans, integers and doubles are told apart on Linux")
    func nsNumberDisambiguation() {
        #expect(PropertyListValue(NSNumber(value: true)) == .bool(true))
        #expect(PropertyListValue(NSNumber(value: false)) == .bool(false))
        #expect(PropertyListValue(NSNumber(value: 1)) == .integer(1))
        #expect(PropertyListValue(NSNumber(value: 0)) == .integer(0))
        #expect(PropertyListValue(NSNumber(value: Int8(1))) == .integer(1))
        #expect(PropertyListValue(NSNumber(value: UInt8(0))) == .integer(0))
        #expect(PropertyListValue(NSNumber(value: 1.0)) == .double(1.0))
        #expect(PropertyListValue(NSNumber(value: Float(1.5))) == .double(1.5))
        #expect(PropertyListValue(NSNumber(value: Int64.min)) == .integer(Int(Int64.min)))
        #expect(PropertyListValue(NSNumber(value: UInt64(Int.max))) == .integer(.max))
        #expect(PropertyListValue(NSNumber(value: UInt64.max)) == nil)
    }

    @Test("fixed-width integers and floating-point types convert exactly or not at all")
    func otherNumericTypes() {
        #expect(PropertyListValue(Int8(-5)) == .integer(-5))
        #expect(PropertyListValue(UInt16(65535)) == .integer(65535))
        #expect(PropertyListValue(Int32.min) == .integer(Int(Int32.min)))
        #expect(PropertyListValue(UInt(42)) == .integer(42))
        #expect(PropertyListValue(UInt64(Int.max)) == .integer(.max))
        #expect(PropertyListValue(UInt64.max) == nil)
        #expect(PropertyListValue(UInt.max) == nil)
        #expect(PropertyListValue(Float(0.25)) == .double(0.25))
        #expect(PropertyListValue(CGFloat(2.5)) == .double(2.5))
    }

    @Test("strings, dates, data and their Foundation classes convert")
    func scalarKinds() {
        let date = Date(timeIntervalSinceReferenceDate: 12.5)
        #expect(PropertyListValue("text") == .string("text"))
        #expect(PropertyListValue(NSString(string: "text")) == .string("text"))
        #expect(PropertyListValue(date) == .date(date))
        #expect(PropertyListValue(NSDate(timeIntervalSinceReferenceDate: 12.5)) == .date(date))
        #expect(PropertyListValue(Data([1, 2])) == .data(Data([1, 2])))
        #expect(PropertyListValue(NSData(bytes: [1, 2] as [UInt8], length: 2)) == .data(Data([1, 2])))
    }

    @Test("URLs and UUIDs convert, as NSUserActivity's userInfo takes them on Apple platforms; their Foundation classes too")
    func urlsAndUUIDs() {
        let url = URL(fileURLWithPath: "/tmp/a b.txt")
        let uuid = UUID()
        #expect(PropertyListValue(url) == .url(url))
        #expect(PropertyListValue(NSURL(fileURLWithPath: "/tmp/a b.txt")) == .url(url))
        #expect(PropertyListValue(uuid) == .uuid(uuid))
        #expect(PropertyListValue(NSUUID(uuidString: uuid.uuidString)!) == .uuid(uuid))
        #expect(PropertyListValue.url(url).anyValue as? URL == url)
    }

    @Test("arrays and dictionaries convert recursively, including Foundation collections")
    func collections() {
        let nested: [String: Any] = ["list": [1, true, 2.5, "x"] as [Any], "map": ["inner": Data([7])]]
        #expect(PropertyListValue(nested) == .dictionary([
            "list": .array([.integer(1), .bool(true), .double(2.5), .string("x")]),
            "map": .dictionary(["inner": .data(Data([7]))]),
        ]))
        #expect(PropertyListValue(NSArray(array: [NSNumber(value: true), NSNumber(value: 1)])) == .array([.bool(true), .integer(1)]))
        #expect(PropertyListValue(NSDictionary(dictionary: ["a": NSNumber(value: 3)])) == .dictionary(["a": .integer(3)]))
        let anyHashableKeys: [AnyHashable: Any] = ["key": 1]
        #expect(PropertyListValue(anyHashableKeys) == .dictionary(["key": .integer(1)]))
        let integerKeys: [AnyHashable: Any] = [1: "one"]
        #expect(PropertyListValue(integerKeys) == nil)
        #expect(PropertyListValue([Int]()) == .array([]))
    }

    @Test("non-property-list values are refused, also when nested")
    func refusedValues() {
        final class Custom {}
        #expect(PropertyListValue(Custom()) == nil)
        #expect(PropertyListValue(NSNull()) == nil)
        #expect(PropertyListValue(CGPoint.zero) == nil)
        #expect(PropertyListValue(Set([1])) == nil)
        #expect(PropertyListValue([1, Custom()] as [Any]) == nil)
        #expect(PropertyListValue(["a": ["b": NSNull()]] as [String: Any]) == nil)
        let nothing: Int? = nil
        #expect(PropertyListValue(nothing as Any) == nil)
    }

    @Test("nesting beyond the conversion limit is refused instead of recursing forever")
    func nestingLimit() {
        var value: Any = 1
        for _ in 0..<PropertyListValue.maximumConversionDepth {
            value = [value]
        }
        #expect(PropertyListValue(value) != nil)
        #expect(PropertyListValue([value]) == nil)
        #expect(PropertyListValue(["key": value]) == nil)
        // A self-containing NSMutableArray is not tested: swift-corelibs-foundation
        // bridges nested NSArrays eagerly and recursively on first element access
        // and overflows the stack inside Foundation, before this code sees an element.
    }

    @Test("dictionary(_:) keeps good entries and reports the rejected keys sorted")
    func userInfoConversion() {
        let (value, rejected) = PropertyListValue.dictionary([
            "ok": 1, "alsoOK": ["x": true], "bad": NSNull(), "worse": [CGPoint.zero],
        ])
        #expect(value == ["ok": .integer(1), "alsoOK": .dictionary(["x": .bool(true)])])
        #expect(rejected == ["bad", "worse"])
    }

    @Test("anyValue gives plain Swift values that convert back to the same value")
    func anyValueRoundTrip() throws {
        let original = PropertyListValue.dictionary(everyValueKind)
        let any = original.anyValue
        let dictionary = try #require(any as? [String: Any])
        #expect(dictionary["integerOne"] is Int)
        #expect(dictionary["true"] is Bool)
        #expect(dictionary["doubleOne"] is Double)
        #expect(dictionary["array"] is [Any])
        #expect(PropertyListValue(any) == original)
    }
}
