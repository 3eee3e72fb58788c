import Foundation

/// The words of a Hunspell dictionary (`<language>.dic`), for completions: Enchant has no API
/// that lists a dictionary's words, so `UITextChecker` reads the file Enchant's Hunspell
/// provider reads.
///
/// A `.dic` file lists stems, each with the flags of the affixes it takes ("apple/MS"); the
/// words listed here are those stems, not the forms affixes make of them ("apples"). The file is
/// looked for where Enchant's Hunspell provider looks: `$XDG_CONFIG_HOME/enchant/hunspell`,
/// then `hunspell` in each of `$XDG_DATA_DIRS`, then `/usr/share/hunspell`. A language whose
/// dictionary is not Hunspell's (an Aspell one, say) has no words here.
@MainActor
enum HunspellWordList {
    private static var loaded: [String: [String]] = [:]

    /// The stems of the dictionary for a language tag ("en_US"), in the file's order; empty when
    /// no Hunspell dictionary for it is found.
    static func words(languageTag tag: String,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let words = loaded[tag] { return words }
        let words = dictionaryFile(for: tag, environment: environment).map(read) ?? []
        loaded[tag] = words
        return words
    }

    /// Where Enchant's Hunspell provider looks: the user's configuration, then each data
    /// directory's `hunspell`, then the system's.
    private static func searchDirectories(environment: [String: String]) -> [URL] {
        let xdg = XDGBaseDirectories(environment: environment)
        var directories = [xdg.configHome.appendingPathComponent("enchant/hunspell", isDirectory: true)]
        directories += xdg.dataDirectories.map { $0.appendingPathComponent("hunspell", isDirectory: true) }
        let system = URL(fileURLWithPath: "/usr/share/hunspell", isDirectory: true)
        if !directories.contains(system) { directories.append(system) }
        return directories
    }

    private static func dictionaryFile(for tag: String, environment: [String: String]) -> URL? {
        searchDirectories(environment: environment)
            .map { $0.appendingPathComponent(tag + ".dic", isDirectory: false) }
            .first { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    /// The stems of a `.dic` file: its first line is a count; every other line is a stem, then
    /// optionally "/" and flags, then optionally morphological fields after white space.
    private static func read(_ file: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        // The .aff file's SET names the encoding; Hunspell's dictionaries are UTF-8 or ISO 8859-1.
        let text = String(data: data, encoding: .utf8) ?? String(decoding: data.map { UInt16($0) }, as: UTF16.self)
        var words: [String] = []
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let entry = line.prefix { $0 != "/" && $0 != "\t" && $0 != " " }
            if !entry.isEmpty { words.append(String(entry)) }
        }
        return words
    }
}
