import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UILocalizedIndexedCollation", .exclusiveUIKit)
struct UILocalizedIndexedCollationTests {
    final class Person: NSObject {
        let name: String
        let age: Int
        init(_ name: String, _ age: Int = 0) {
            self.name = name
            self.age = age
        }
    }

    static let name = Selector("name", \Person.name)

    @Test("The current collation (an English app): A to Z, then #, as section and index titles; index titles map to their sections")
    func englishTitles() {
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 27)
        #expect(collation.sectionTitles.first == "A" && collation.sectionTitles[25] == "Z" && collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
        #expect(collation.section(forSectionIndexTitle: 4) == 4)
        #expect(collation.section(forSectionIndexTitle: 99) == 26, "out of range stays in the list")
    }

    @Test("Objects go in the section of their string's first letter, accents folded; digits, symbols and empty strings in #")
    func sections() {
        let collation = UILocalizedIndexedCollation(languageCode: "en")
        func section(_ name: String) -> Int { collation.section(for: Person(name), collationStringSelector: Self.name) }
        #expect(section("apple") == 0)
        #expect(section("Émile") == 4)
        #expect(section("  zebra") == 25)
        #expect(section("Åsa") == 0, "a variant of A in English")
        #expect(section("42 Street") == 26)
        #expect(section("") == 26)
        #expect(section("Ωmega") == 26)
        // A selector that reads no string (an action, or another type's property) puts it in #.
        let age = Selector("age", \Person.age)
        #expect(collation.section(for: Person("Ann", 3), collationStringSelector: age) == 26)
    }

    @Test("Swedish and Norwegian have their own letters after Z, and sort them there")
    func nordic() {
        let swedish = UILocalizedIndexedCollation(languageCode: "sv")
        #expect(Array(swedish.sectionTitles.suffix(4)) == ["Å", "Ä", "Ö", "#"])
        #expect(swedish.section(for: Person("Åsa"), collationStringSelector: Self.name) == 26)
        #expect(swedish.section(for: Person("Östen"), collationStringSelector: Self.name) == 28)
        let norwegian = UILocalizedIndexedCollation(languageCode: "nb-NO")
        #expect(Array(norwegian.sectionTitles.suffix(4)) == ["Æ", "Ø", "Å", "#"])
        let sorted = swedish.sortedArray(from: ["Östen", "Åsa", "Zoe", "adam"].map { Person($0) }, collationStringSelector: Self.name)
        #expect(sorted.compactMap { ($0 as? Person)?.name } == ["adam", "Zoe", "Åsa", "Östen"])
    }

    @Test("sortedArray sorts case-insensitively and keeps the order of equals; objects with no string go last")
    func sorting() {
        let collation = UILocalizedIndexedCollation(languageCode: "en")
        let people = ["bob", "Alice", "carol", "Bob", "alice"].map { Person($0) }
        let sorted = collation.sortedArray(from: people, collationStringSelector: Self.name).compactMap { ($0 as? Person)?.name }
        #expect(sorted == ["Alice", "alice", "bob", "Bob", "carol"])
        let mixed: [Any] = [Person("zed"), "not a person", Person("amy")]
        let order = collation.sortedArray(from: mixed, collationStringSelector: Self.name)
        #expect((order[0] as? Person)?.name == "amy" && (order[1] as? Person)?.name == "zed" && order[2] as? String == "not a person")
    }

    @Test("A key-path selector reads the property and performs nothing")
    func keyPathSelector() {
        let person = Person("Ada")
        #expect(Self.name.value(of: person) as? String == "Ada")
        #expect(Self.name.isImplemented(by: person))
        #expect(!Self.name.perform(on: person, sender: nil))
        #expect(Self.name.value(of: "a string") == nil)
    }
}
