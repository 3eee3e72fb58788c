import CEnchant
import Foundation

/// Enchant 2's dictionaries, one per language, opened on first use and kept for the process.
///
/// Enchant picks a provider with a dictionary for the language (Hunspell on Debian, reading
/// `/usr/share/hunspell`). Languages are UIKit's "en_US" form; "en-US" is taken too. A language
/// with no dictionary installed has none here: its words are never misspelled.
@MainActor
enum SpellingDictionaries {
    /// A dictionary for one language. Words are passed as UTF-8.
    struct Dictionary {
        fileprivate let handle: OpaquePointer
        /// The language tag of the dictionary Enchant chose ("en_US"; "en" when asked for "en_GB"
        /// and only a general English one is installed).
        let languageTag: String

        /// Whether the dictionary knows the word (Enchant's personal word list for the language
        /// counts too). An error counts as known: spelling never flags what it could not check.
        func knows(_ word: String) -> Bool {
            let result = word.withCString { enchant_dict_check(handle, $0, -1) }
            return result <= 0
        }

        /// Enchant's suggestions for a word, best first.
        func suggestions(for word: String) -> [String] {
            var count = 0
            guard let list = word.withCString({ enchant_dict_suggest(handle, $0, -1, &count) }) else { return [] }
            defer { enchant_dict_free_string_list(handle, list) }
            return (0..<count).compactMap { list[$0].map { String(cString: $0) } }
        }
    }

    private static let broker: OpaquePointer? = enchant_broker_init()
    private static var opened: [String: Dictionary?] = [:]

    /// The dictionary for a language in UIKit's form ("en_US"), or nil when none is installed.
    static func dictionary(for language: String) -> Dictionary? {
        let tag = language.replacingOccurrences(of: "-", with: "_")
        if let known = opened[tag] { return known }
        var dictionary: Dictionary?
        if let broker, !tag.isEmpty, tag.withCString({ enchant_broker_dict_exists(broker, $0) }) != 0,
           let handle = tag.withCString({ enchant_broker_request_dict(broker, $0) }) {
            dictionary = Dictionary(handle: handle, languageTag: describedTag(of: handle) ?? tag)
        }
        opened[tag] = dictionary
        return dictionary
    }

    /// The languages with an installed dictionary, in UIKit's form ("en_US"), sorted.
    static var availableLanguages: [String] {
        guard let broker else { return [] }
        let box = TagCollector()
        enchant_broker_list_dicts(broker, { tag, _, _, _, userData in
            guard let tag, let userData else { return }
            Unmanaged<TagCollector>.fromOpaque(userData).takeUnretainedValue().tags.insert(String(cString: tag))
        }, Unmanaged.passUnretained(box).toOpaque())
        return box.tags.map { $0.replacingOccurrences(of: "-", with: "_") }.sorted()
    }

    private static func describedTag(of handle: OpaquePointer) -> String? {
        let box = TagCollector()
        enchant_dict_describe(handle, { tag, _, _, _, userData in
            guard let tag, let userData else { return }
            Unmanaged<TagCollector>.fromOpaque(userData).takeUnretainedValue().tags.insert(String(cString: tag))
        }, Unmanaged.passUnretained(box).toOpaque())
        return box.tags.first
    }

    /// Gathers the tags Enchant's describe callbacks report (they run synchronously).
    private final class TagCollector {
        var tags: Set<String> = []
    }
}
