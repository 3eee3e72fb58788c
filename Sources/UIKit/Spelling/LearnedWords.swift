import Foundation

/// The words `UITextChecker.learnWord(_:)` taught, for every checker in the app and every
/// language, kept in a file of the app's own: `$XDG_DATA_HOME/<app id>/learned-words`
/// (`~/.local/share/<app id>/learned-words`), one word a line, in the order learned.
///
/// They do not go into Enchant's personal dictionaries, which every Enchant user on the desktop
/// shares (see docs/porting.md).
@MainActor
final class LearnedWords {
    /// The store `UITextChecker` uses. Tests replace it with one in a temporary directory.
    static var shared = LearnedWords(file: defaultFile)

    static var defaultFile: URL {
        XDGBaseDirectories().applicationDirectory(in: \.dataHome, applicationIdentifier: UIApplication.applicationIdentifier)
            .appendingPathComponent("learned-words", isDirectory: false)
    }

    let file: URL
    private var words: [String]
    private var lookup: Set<String>

    /// Reads the words in `file`, if there is one.
    init(file: URL) {
        self.file = file
        let text = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var words: [String] = []
        var lookup: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) where lookup.insert(String(line)).inserted {
            words.append(String(line))
        }
        self.words = words
        self.lookup = lookup
    }

    var all: [String] { words }

    func contains(_ word: String) -> Bool { lookup.contains(word) }

    /// Whether a word in text is spelled as learned: the learned word itself, or, for a learned
    /// word in lower case, the word capitalized or in capitals (as a dictionary's words are).
    func accepts(_ word: String) -> Bool {
        lookup.contains(word) || (word != word.lowercased() && lookup.contains(word.lowercased())
            && (word == word.uppercased() || word == word.prefix(1).uppercased() + word.dropFirst()))
    }

    func learn(_ word: String) {
        // A line holds one word: a word with a line break in it could not be read back.
        guard !word.isEmpty, !word.contains(where: \.isNewline), lookup.insert(word).inserted else { return }
        words.append(word)
        save()
    }

    func unlearn(_ word: String) {
        guard lookup.remove(word) != nil else { return }
        words.removeAll { $0 == word }
        save()
    }

    /// Writes the file atomically; a failure (a read-only home, say) keeps the words for this run.
    private func save() {
        let text = words.map { $0 + "\n" }.joined()
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            UIKitLog.write("slate: UITextChecker could not save learned words to \(file.path): \(error)")
        }
    }
}
