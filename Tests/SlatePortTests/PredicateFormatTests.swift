import Foundation
import Testing
@testable import SlatePort

/// `NSPredicate(format:)` in a port: Linux Foundation has no format strings, so the porter
/// writes the block form for comparisons of `SELF` with a string.
@Suite("Predicate format strings in a port")
struct PredicateFormatTests {
    @Test("SELF CONTAINS[c] %@, as search tutorials filter: a block predicate with the argument read once")
    func containsCaseInsensitive() {
        let rewrite = RewriteHarness("""
            import UIKit
            func filter(_ text: String, _ data: [String]) -> [Any] {
                let searchPredicate = NSPredicate(format: "SELF CONTAINS[c] %@", text)
                return (data as NSArray).filtered(using: searchPredicate)
            }
            """)
        #expect(rewrite.output.contains("""
            let searchPredicate = { let value: String = text; return NSPredicate { object, _ in (object as? String)?.range(of: value, options: [.caseInsensitive]) != nil } }()
            """))
        #expect(rewrite.report.conversions.contains { $0.what.hasPrefix("`NSPredicate(format:") })
    }

    @Test("The operators and options translated: BEGINSWITH, ENDSWITH, ==, =, != with [c], [d], [cd]; other formats are reported")
    func operators() {
        let test = { (format: String) in PredicateFormat.Comparison(format)?.test(of: "o", against: "v") }
        #expect(test("SELF BEGINSWITH[cd] %@") == "(o as? String)?.range(of: v, options: [.caseInsensitive, .diacriticInsensitive, .anchored]) != nil")
        #expect(test("SELF ENDSWITH %@") == "(o as? String)?.range(of: v, options: [.anchored, .backwards]) != nil")
        #expect(test("SELF == %@") == "(o as? String)?.compare(v, options: []) == .orderedSame")
        // The closures `generatedCodeBehaves` runs, as the porter writes them.
        let run = { (format: String) in PredicateFormat.Comparison(format)?.test(of: "object", against: "value") }
        #expect(run("SELF CONTAINS[c] %@") == "(object as? String)?.range(of: value, options: [.caseInsensitive]) != nil")
        #expect(run("SELF BEGINSWITH[cd] %@") == "(object as? String)?.range(of: value, options: [.caseInsensitive, .diacriticInsensitive, .anchored]) != nil")
        #expect(run("SELF ENDSWITH %@") == "(object as? String)?.range(of: value, options: [.anchored, .backwards]) != nil")
        #expect(run("SELF ==[c] %@") == "(object as? String)?.compare(value, options: [.caseInsensitive]) == .orderedSame")
        #expect(test("self = %@") == "(o as? String)?.compare(v, options: []) == .orderedSame")
        #expect(test("SELF !=[d] %@") == "(o as? String)?.compare(v, options: [.diacriticInsensitive]) != .orderedSame")
        #expect(test("name CONTAINS %@") == nil, "key paths need key-value coding")
        #expect(test("SELF LIKE %@") == nil)
        let reported = RewriteHarness("let p = NSPredicate(format: \"age > %d\", 3)")
        #expect(reported.items.contains { $0.contains("no predicate format strings") })
    }

    @Test("The code the porter writes behaves as the format did (it is this test's own code, compiled here)")
    func generatedCodeBehaves() {
        let words = ["Apple", "Äpfel", "pineapple", "Banana"] as NSArray
        let text = "APP"
        let contains = { let value: String = text; return NSPredicate { object, _ in (object as? String)?.range(of: value, options: [.caseInsensitive]) != nil } }()
        #expect(words.filtered(using: contains) as? [String] == ["Apple", "pineapple"])
        let begins = { let value: String = "ap"; return NSPredicate { object, _ in (object as? String)?.range(of: value, options: [.caseInsensitive, .diacriticInsensitive, .anchored]) != nil } }()
        #expect(words.filtered(using: begins) as? [String] == ["Apple", "Äpfel"])
        let ends = { let value: String = "ana"; return NSPredicate { object, _ in (object as? String)?.range(of: value, options: [.anchored, .backwards]) != nil } }()
        #expect(words.filtered(using: ends) as? [String] == ["Banana"])
        let equal = { let value: String = "banana"; return NSPredicate { object, _ in (object as? String)?.compare(value, options: [.caseInsensitive]) == .orderedSame } }()
        #expect(words.filtered(using: equal) as? [String] == ["Banana"])
    }
}
