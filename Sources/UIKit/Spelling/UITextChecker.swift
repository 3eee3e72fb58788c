import Foundation

/// Checks a string for misspelled words, suggests corrections and completes partial words.
///
/// Spelling comes from Enchant 2 with the installed Hunspell dictionaries (Debian's
/// `hunspell-*` packages; `hunspell-en-us` is in Slate's package list). A language with no
/// dictionary installed is not in ``availableLanguages`` and none of its words are misspelled.
/// Words the app learns (``learnWord(_:)``) are kept for the app alone in
/// `~/.local/share/<app id>/learned-words` and count for every checker and language; ignored
/// words (``ignoreWord(_:)``) count for one checker.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    private var ignored: [String]?

    public override init() {
        super.init()
    }

    // MARK: Spelling

    /// The range of the first misspelled word in `range` of `stringToCheck`, searching from
    /// `startingOffset` to the end of `range` and then, when `wrapFlag` is true, from the start
    /// of `range` up to `startingOffset`. Returns `NSRange(location: NSNotFound, length: 0)` when
    /// every word is spelled right or no dictionary for `language` is installed.
    ///
    /// Ranges and offsets count UTF-16 code units, as `NSString` does; `startingOffset` is an index
    /// in the string (the same as an offset in `range` when `range` starts at 0, as it usually
    /// does). A range reaching past the end of the string is cut at the end.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let dictionary = SpellingDictionaries.dictionary(for: language),
              let range = Self.clamped(range, in: stringToCheck) else { return notFound }
        let nsString = stringToCheck as NSString
        let start = max(startingOffset, range.location)
        let misspelled = { (word: NSRange) -> Bool in
            let text = nsString.substring(with: word)
            return !(self.ignored?.contains(text) ?? false) && !LearnedWords.shared.accepts(text) && !dictionary.knows(text)
        }
        if let word = SpellingWordScanner(stringToCheck, range: range, from: start).first(where: misspelled) { return word }
        if wrapFlag, let word = SpellingWordScanner(stringToCheck, range: range, from: range.location)
            .prefix(while: { $0.location < start }).first(where: misspelled) { return word }
        return notFound
    }

    /// Corrections for the word at `range` of `string`, most likely first (Enchant's order); empty
    /// when there are none or no dictionary for `language` is installed, nil when `range` is not
    /// a range of `string`.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let range = Self.clamped(range, in: string), range.length > 0 else { return nil }
        guard let dictionary = SpellingDictionaries.dictionary(for: language) else { return [] }
        return dictionary.suggestions(for: (string as NSString).substring(with: range))
    }

    /// The words that begin with the partial word at `range` of `string`: the learned words, then
    /// the dictionary's, shorter before longer and alphabetical among the same length; empty
    /// when there are none, nil when `range` is not a range of `string`.
    ///
    /// Enchant cannot list words, so the dictionary's are the stems in its Hunspell `.dic` file:
    /// "appl" completes to "apple" and "applicable", not to the forms affixes make ("apples"). A
    /// capitalized partial word also completes to lower-case words, capitalized ("Appl" gives
    /// "Apple"). A language whose dictionary is not Hunspell's has no completions.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let range = Self.clamped(range, in: string), range.length > 0 else { return nil }
        guard let dictionary = SpellingDictionaries.dictionary(for: language) else { return [] }
        let partial = (string as NSString).substring(with: range)
        let lowered = partial.prefix(1).lowercased() + partial.dropFirst()
        let capitalize = lowered != partial
        var seen: Set<String> = [partial]
        func completion(of word: String) -> String? {
            if word.hasPrefix(partial) { return word }
            if capitalize, word.hasPrefix(lowered) { return word.prefix(1).uppercased() + word.dropFirst() }
            return nil
        }
        let learned = LearnedWords.shared.all.compactMap(completion(of:)).filter { seen.insert($0).inserted }
        let listed = HunspellWordList.words(languageTag: dictionary.languageTag).compactMap(completion(of:))
            .filter { seen.insert($0).inserted }
        return learned + listed.sorted { ($0.utf16.count, $0) < ($1.utf16.count, $1) }
    }

    // MARK: Ignored words

    /// Tells this checker to take `wordToIgnore` as spelled right from now on.
    open func ignoreWord(_ wordToIgnore: String) {
        if ignored?.contains(wordToIgnore) == true { return }
        ignored = (ignored ?? []) + [wordToIgnore]
    }

    /// The words this checker takes as spelled right, in the order ignored; nil until one is.
    open var ignoredWords: [String]? {
        get { ignored }
        set { ignored = newValue }
    }

    // MARK: Learned words

    /// Teaches every checker of the app the word, in every language, now and in later runs.
    open class func learnWord(_ word: String) {
        LearnedWords.shared.learn(word)
    }

    /// Whether the app has learned the word.
    open class func hasLearnedWord(_ word: String) -> Bool {
        LearnedWords.shared.contains(word)
    }

    /// Forgets a learned word.
    open class func unlearnWord(_ word: String) {
        LearnedWords.shared.unlearn(word)
    }

    // MARK: Languages

    /// The languages with a dictionary installed, as "en_US", sorted.
    open class var availableLanguages: [String] {
        SpellingDictionaries.availableLanguages
    }

    /// `range` cut at the end of `string`; nil when it starts past the end or is not a range.
    private static func clamped(_ range: NSRange, in string: String) -> NSRange? {
        let length = string.utf16.count
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= length else { return nil }
        return NSRange(location: range.location, length: min(range.length, length - range.location))
    }
}
