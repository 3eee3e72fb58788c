import Foundation
import Testing
@testable import UIKit

/// Spelling with Enchant and the en_US Hunspell dictionary (`hunspell-en-us`, in Slate's package
/// list). No test depends on another language's dictionary being installed.
@MainActor
@Suite("UITextChecker", .serialized)
struct UITextCheckerTests {
    private func whole(_ string: String) -> NSRange { NSRange(location: 0, length: string.utf16.count) }

    /// The first misspelled word of all of `text`, in American English.
    private func misspelling(in text: String, by checker: UITextChecker = UITextChecker(), from start: Int = 0,
                             wrap: Bool = false, language: String = "en_US") -> NSRange {
        checker.rangeOfMisspelledWord(in: text, range: whole(text), startingAt: start, wrap: wrap, language: language)
    }

    /// Runs `body` with the learned words kept in a fresh temporary file, not the app's own.
    private func withTemporaryLearnedWords(_ body: (URL) throws -> Void) rethrows {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-learned-\(UUID().uuidString)", isDirectory: true)
        let file = directory.appendingPathComponent("learned-words")
        let saved = LearnedWords.shared
        LearnedWords.shared = LearnedWords(file: file)
        defer {
            LearnedWords.shared = saved
            try? FileManager.default.removeItem(at: directory)
        }
        try body(file)
    }

    @Test("The misspelled word of a sentence is found as its UTF-16 range")
    func findsTheMisspelledWordInASentence() {
        #expect(misspelling(in: "This sentense has one misspelled word.") == NSRange(location: 5, length: 8))
    }

    @Test("A sentence spelled right, with contractions and numbers, has no misspelled word")
    func correctSentenceHasNone() {
        let sentence = "It's the 4th time we don't see an mp3 file — fine."
        let range = misspelling(in: sentence, wrap: true)
        #expect(range.location == NSNotFound)
        #expect(range.length == 0)
    }

    @Test("Ranges count UTF-16 code units after characters outside the Basic Multilingual Plane")
    func rangesCountUTF16() {
        #expect(misspelling(in: "😀 wrold") == NSRange(location: 3, length: 5))
    }

    @Test("The search starts at the starting offset and wraps to the start of the range only when asked")
    func startingOffsetAndWrap() {
        let text = "Wrold peace and wrold order"
        let checker = UITextChecker()
        #expect(misspelling(in: text, by: checker) == NSRange(location: 0, length: 5))
        #expect(misspelling(in: text, by: checker, from: 1) == NSRange(location: 16, length: 5))
        #expect(misspelling(in: text, by: checker, from: 21).location == NSNotFound)
        #expect(misspelling(in: text, by: checker, from: 21, wrap: true) == NSRange(location: 0, length: 5))
    }

    @Test("Only words inside the range are checked, and a range past the end is cut at the end")
    func onlyTheRangeIsChecked() {
        let text = "Wrold peace and wrold order"
        let checker = UITextChecker()
        let afterFirst = NSRange(location: 6, length: text.utf16.count - 6)
        #expect(checker.rangeOfMisspelledWord(in: text, range: afterFirst, startingAt: 0, wrap: true, language: "en_US") == NSRange(location: 16, length: 5))
        let firstOnly = NSRange(location: 0, length: 5)
        #expect(checker.rangeOfMisspelledWord(in: text, range: firstOnly, startingAt: 1, wrap: false, language: "en_US").location == NSNotFound)
        let pastTheEnd = NSRange(location: 10, length: 1000)
        #expect(checker.rangeOfMisspelledWord(in: text, range: pastTheEnd, startingAt: 0, wrap: false, language: "en_US") == NSRange(location: 16, length: 5))
    }

    @Test("A language with no dictionary installed finds nothing, guesses nothing and is not available")
    func unavailableLanguage() {
        let text = "Wrold peace"
        let checker = UITextChecker()
        #expect(misspelling(in: text, by: checker, wrap: true, language: "zz_ZZ").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: text, language: "zz_ZZ") == [])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: text, language: "zz_ZZ") == [])
        #expect(!UITextChecker.availableLanguages.contains("zz_ZZ"))
    }

    @Test("Guesses for a misspelled word include its correction")
    func guessesIncludeTheCorrection() {
        let text = "I recieve mail"
        let guesses = UITextChecker().guesses(forWordRange: NSRange(location: 2, length: 7), in: text, language: "en_US")
        #expect(guesses?.contains("receive") == true)
    }

    @Test("Completions of a partial word are dictionary words that begin with it, shorter first")
    func completionsBeginWithThePartialWord() throws {
        let text = "an appl"
        let completions = try #require(UITextChecker().completions(forPartialWordRange: NSRange(location: 3, length: 4), in: text, language: "en_US"))
        #expect(completions.contains("apple"))
        #expect(completions.allSatisfy { $0.hasPrefix("appl") && $0 != "appl" })
        #expect(completions.map(\.utf16.count) == completions.map(\.utf16.count).sorted())
        let capitalized = try #require(UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "Appl", language: "en_US"))
        #expect(capitalized.contains("Apple"))
    }

    @Test("A range outside the string gives no guesses or completions")
    func rangeOutsideTheString() {
        let checker = UITextChecker()
        #expect(checker.guesses(forWordRange: NSRange(location: 20, length: 3), in: "short", language: "en_US") == nil)
        #expect(checker.completions(forPartialWordRange: NSRange(location: NSNotFound, length: 0), in: "short", language: "en_US") == nil)
    }

    @Test("An ignored word is skipped by the checker that ignores it and by no other")
    func ignoredWordsArePerChecker() {
        let text = "Zorblax is here"
        let ignoring = UITextChecker()
        let other = UITextChecker()
        #expect(ignoring.ignoredWords == nil)
        ignoring.ignoreWord("Zorblax")
        ignoring.ignoreWord("Zorblax")
        #expect(ignoring.ignoredWords == ["Zorblax"])
        #expect(misspelling(in: text, by: ignoring).location == NSNotFound)
        #expect(misspelling(in: text, by: other) == NSRange(location: 0, length: 7))
        ignoring.ignoredWords = nil
        #expect(misspelling(in: text, by: ignoring) == NSRange(location: 0, length: 7))
    }

    @Test("A learned word is skipped by every checker, is kept in the app's file and survives a new checker")
    func learnedWordsAreSharedAndPersist() throws {
        try withTemporaryLearnedWords { file in
            let text = "Quuxify the data"
            let before = UITextChecker()
            #expect(!UITextChecker.hasLearnedWord("quuxify"))
            UITextChecker.learnWord("quuxify")
            #expect(UITextChecker.hasLearnedWord("quuxify"))
            // Learned in lower case, it is right capitalized too, for old and new checkers alike.
            #expect(misspelling(in: text, by: before).location == NSNotFound)
            #expect(misspelling(in: text).location == NSNotFound)
            let contents = try String(contentsOf: file, encoding: .utf8)
            #expect(contents == "quuxify\n")
            // The next run of the app reads the file again.
            LearnedWords.shared = LearnedWords(file: file)
            #expect(UITextChecker.hasLearnedWord("quuxify"))
            #expect(UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "quu", language: "en_US")?.first == "quuxify")
        }
    }

    @Test("An unlearned word is misspelled again and leaves the file")
    func unlearnWord() throws {
        try withTemporaryLearnedWords { file in
            let text = "Frobnicate it"
            UITextChecker.learnWord("Frobnicate")
            UITextChecker.learnWord("Blorptastic")
            UITextChecker.unlearnWord("Frobnicate")
            #expect(!UITextChecker.hasLearnedWord("Frobnicate"))
            #expect(UITextChecker.hasLearnedWord("Blorptastic"))
            #expect(misspelling(in: text) == NSRange(location: 0, length: 10))
            let contents = try String(contentsOf: file, encoding: .utf8)
            #expect(contents == "Blorptastic\n")
        }
    }

    @Test("Available languages are in UIKit's form and include American English")
    func availableLanguagesIncludeAmericanEnglish() {
        let languages = UITextChecker.availableLanguages
        #expect(languages.contains("en_US"))
        #expect(languages.allSatisfy { !$0.contains("-") })
    }
}
