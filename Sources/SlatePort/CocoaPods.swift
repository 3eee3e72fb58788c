import Foundation

/// The pods a project's Podfile asks for: CocoaPods links them into the app as
/// `Pods_<Target>.framework`, which says nothing about what is in it.
enum CocoaPods {
    /// The names in `pod 'Name'` lines of the Podfile at `url` (none without a Podfile).
    static func pods(inPodfile url: URL) -> [String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var pods: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("pod ") || trimmed.hasPrefix("pod(") else { continue }
            let quoted = trimmed.dropFirst(3).drop { $0 == " " || $0 == "(" }
            guard let quote = quoted.first, quote == "'" || quote == "\"" else { continue }
            let name = quoted.dropFirst().prefix { $0 != quote }
            if !name.isEmpty && !pods.contains(String(name)) { pods.append(String(name)) }
        }
        return pods
    }
}
