import Foundation

/// iOS 14's pattern detection: whether the pasteboard's text looks like a web address, a
/// search or a number, without reading it (`detectPatterns`), or with the values
/// (`detectValues`). Slate detects from the items' text (or URL) itself, with the rules below,
/// and calls the completion handler before returning. A desktop tells nobody that an app read
/// its clipboard, so the two kinds differ only in what they hand back.
extension UIPasteboard {
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The text is one web address (`https://…`, or `www.example.com/…`); its value is the
        /// text.
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// The text is something one would search the web for: one short line that is not a
        /// web address; its value is the text.
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// The text is a number; its value is an `NSNumber`.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
    }

    /// Which of `patterns` the first item matches.
    public func detectPatterns(for patterns: Set<DetectionPattern>,
                               completionHandler: @escaping (Result<Set<DetectionPattern>, Error>) -> Void) {
        completionHandler(.success(storedItems.first.map { Set(Self.detectedValues(in: $0, patterns: patterns).keys) } ?? []))
    }

    /// Which of `patterns` each item of `itemSet` (nil: every item) matches, in order.
    public func detectPatterns(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?,
                               completionHandler: @escaping (Result<[Set<DetectionPattern>], Error>) -> Void) {
        completionHandler(detectedItems(itemSet, patterns: patterns, api: "detectPatterns(for:inItemSet:completionHandler:)").map { items in
            items.map { Set($0.keys) }
        })
    }

    /// The patterns of `patterns` the first item matches, each with its value.
    public func detectValues(for patterns: Set<DetectionPattern>,
                             completionHandler: @escaping (Result<[DetectionPattern: Any], Error>) -> Void) {
        completionHandler(.success(storedItems.first.map { Self.detectedValues(in: $0, patterns: patterns) } ?? [:]))
    }

    /// For each item of `itemSet` (nil: every item), the patterns it matches with their values.
    public func detectValues(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?,
                             completionHandler: @escaping (Result<[[DetectionPattern: Any]], Error>) -> Void) {
        completionHandler(detectedItems(itemSet, patterns: patterns, api: "detectValues(for:inItemSet:completionHandler:)"))
    }

    private func detectedItems(_ itemSet: IndexSet?, patterns: Set<DetectionPattern>, api: String) -> Result<[[DetectionPattern: Any]], Error> {
        let items = storedItems
        let indexes = itemSet.map(Array.init) ?? Array(items.indices)
        if let beyond = indexes.first(where: { !items.indices.contains($0) }) {
            return .failure(NSError(domain: "UIPasteboardErrorDomain", code: 1, userInfo: [
                NSLocalizedDescriptionKey: "UIPasteboard.\(api): item \(beyond) is beyond the pasteboard's \(items.count) items.",
            ]))
        }
        return .success(indexes.map { Self.detectedValues(in: items[$0], patterns: patterns) })
    }

    /// What `item` says to `patterns`: its text, trimmed, judged by each.
    static func detectedValues(in item: [String: Data], patterns: Set<DetectionPattern>) -> [DetectionPattern: Any] {
        guard let raw = detectableText(in: item) else { return [:] }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return [:] }
        var found: [DetectionPattern: Any] = [:]
        let isWebURL = Self.isProbableWebURL(text)
        if patterns.contains(.probableWebURL), isWebURL { found[.probableWebURL] = text }
        if patterns.contains(.probableWebSearch), !isWebURL, Self.isProbableWebSearch(text) { found[.probableWebSearch] = text }
        if patterns.contains(.number), let number = Self.number(in: text) { found[.number] = number }
        return found
    }

    private static func detectableText(in item: [String: Data]) -> String? {
        for type in typeListString + typeListURL {
            if let data = item[type], let text = String(data: data, encoding: .utf8) { return text }
        }
        return nil
    }

    /// One address and nothing else: a web scheme with a host; or a host name of letters,
    /// digits and hyphens that starts with `www.`, ends in a common generic top-level domain
    /// (`example.org/path`), or has three labels or more (`bbc.co.uk`) — so that a file name
    /// (`notes.md`, `report.pdf`) is not taken for an address.
    static func isProbableWebURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            return ["http", "https"].contains(scheme) && !(url.host ?? "").isEmpty
        }
        let host = (text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? text).lowercased()
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let domain = labels.last, domain.count >= 2, domain.allSatisfy(\.isLetter),
              labels.allSatisfy({ label in !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        else { return false }
        return host.hasPrefix("www.") || genericTopLevelDomains.contains(String(domain)) || labels.count >= 3
    }

    private static let genericTopLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "int", "info", "biz", "io", "dev", "app", "co", "me", "ai", "tv",
        "blog", "shop", "news", "online", "site", "tech", "cloud", "xyz",
    ]

    /// One line of at most 200 characters with a letter in it.
    static func isProbableWebSearch(_ text: String) -> Bool {
        text.count <= 200 && !text.contains(where: \.isNewline) && text.contains(where: \.isLetter)
    }

    /// A number as written in the user's locale or in plain digits (`1,234.5`, `-3`, `2e6`).
    static func number(in text: String) -> NSNumber? {
        if let value = Double(text), value.isFinite { return NSNumber(value: value) }
        let formatter = NumberFormatter()
        formatter.locale = .current
        formatter.numberStyle = .decimal
        return formatter.number(from: text)
    }
}
