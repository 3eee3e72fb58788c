import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Mutated storyboards and xibs fed to the loader: every document either fails to read with
/// an error, or loads — raising UIKit's exceptions (caught here) where UIKit would — and
/// never crashes or hangs. Deterministic: a fixed seed.
@MainActor
@Suite("Storyboards and xibs: fuzzed documents", .exclusiveUIKit)
struct InterfaceBuilderFuzzTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    /// Mutations that keep much of the document readable, so the loader (not only the XML
    /// reader) sees damage: attribute values swapped for odd ones, ids redirected, elements
    /// dropped or duplicated, the document cut short.
    static func mutate(_ text: String, _ generator: inout Generator) -> String {
        var lines = text.components(separatedBy: "\n")
        let oddValues = ["", "-1", "NaN", "1e309", "YES", "NO", "zz", "0:0", "1:0", "999999999999", "-0.0", "<", "&amp;",
                         "Det-00-ctl", "Lst-00-ctl", "Nav-00-ctl", "nowhere", "Nav-00-ctl", "systemFooColor", "UICTFontTextStyleNope"]
        for _ in 0..<(1 + generator.below(4)) {
            guard !lines.isEmpty else { break }
            let index = generator.below(lines.count)
            switch generator.below(6) {
            case 0:
                // Replace one attribute's value.
                var line = lines[index]
                if let range = line.range(of: #"="[^"]*""#, options: .regularExpression) {
                    line.replaceSubrange(range, with: "=\"\(oddValues[generator.below(oddValues.count)])\"")
                }
                lines[index] = line
            case 1:
                lines.remove(at: index)
            case 2:
                lines.insert(lines[index], at: index)
            case 3:
                lines = Array(lines.prefix(index))
            case 4:
                // Point a reference at another object.
                let ids = ["Det-00-ctl", "Lst-00-ctl", "Nav-00-ctl", "DET-stk-000", "cst-006", "det-fr-000", "nte-ex-000", "LST-cel-000"]
                lines[index] = lines[index].replacingOccurrences(of: #"(destination|firstItem|secondItem|reference)="[^"]*""#,
                                                                 with: "$1=\"\(ids[generator.below(ids.count)])\"", options: .regularExpression)
            default:
                let kinds = ["show", "showDetail", "presentation", "popoverPresentation", "embed", "relationship", "unwind", "custom", "push", "bogus"]
                lines[index] = lines[index].replacingOccurrences(of: #"kind="[^"]*""#, with: "kind=\"\(kinds[generator.below(kinds.count)])\"",
                                                                 options: .regularExpression)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Loads a mutated document the ways an app would and uses what it gets.
    func exercise(_ data: Data, kind: String, screen: HeadlessScreen) {
        if kind == "storyboard" {
            guard let storyboard = try? UIStoryboard.read(data, name: "Fuzz", bundle: StoryboardFixtures.bundle) else { return }
            guard let initial = storyboard.instantiateInitialViewController() else { return }
            let window = UIWindow()
            window.rootViewController = initial
            window.makeKeyAndVisible()
            screen.presentFrame()
            for identifier in ["showDetail", "add", "save", "notes", "nutrition"] {
                let top = (initial as? UINavigationController)?.topViewController ?? initial
                top.performSegue(withIdentifier: identifier, sender: nil)
                screen.presentFrame()
            }
            _ = storyboard.instantiateViewController(withIdentifier: "Detail").view
            window.rootViewController = nil
        } else {
            let nib = UINib(data: data, bundle: StoryboardFixtures.bundle)
            let owner = ProfileViewController(nibName: "None", bundle: nil)
            for object in nib.instantiate(withOwner: owner, options: nil) {
                if let view = object as? UIView { view.layoutIfNeeded() }
            }
        }
    }

    @Test("200 mutated storyboards and xibs: errors or UIKit's exceptions, never a crash or a hang")
    func fuzz() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        var messages = 0
        UIKitFailure.handler = { _ in messages += 1 }
        defer { UIKitFailure.handler = nil }
        let directory = (#filePath as NSString).deletingLastPathComponent + "/Fixtures"
        let sources = [
            ("storyboard", try String(contentsOfFile: directory + "/Main.storyboard", encoding: .utf8)),
            ("storyboard", try String(contentsOfFile: directory + "/Variations.storyboard", encoding: .utf8)),
            ("xib", try String(contentsOfFile: directory + "/ProfileView.xib", encoding: .utf8)),
        ]
        var generator = Generator(state: 40)
        for round in 0..<200 {
            let (kind, text) = sources[round % sources.count]
            let mutated = Self.mutate(text, &generator)
            exercise(Data(mutated.utf8), kind: kind, screen: screen)
        }
        // Damage was seen: the loader raised for some of it (rather than ignoring everything).
        #expect(messages > 0)
    }
}
