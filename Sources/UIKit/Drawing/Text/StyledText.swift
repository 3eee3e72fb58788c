import Foundation

/// Text with its attributes in runs: what the text engine lays out.
///
/// An `NSAttributedString` converts into one; a label's plain text becomes one with a single
/// run without making an `NSAttributedString` at all — which matters on Linux, where each
/// `NSAttributedString` made leaks its storage (swift-corelibs-foundation#5256).
package struct StyledText {
    struct Run {
        /// UTF-16 range in the string.
        let range: NSRange
        let attributes: [NSAttributedString.Key: Any]
    }

    package let string: String
    /// The length in UTF-16 units, as `NSAttributedString.length`.
    let length: Int
    /// Consecutive runs covering the whole string.
    let runs: [Run]

    package init(_ text: NSAttributedString) {
        string = text.string
        length = text.length
        var runs: [Run] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            runs.append(Run(range: range, attributes: attributes))
        }
        self.runs = runs
    }

    /// `string` with the same attributes throughout.
    package init(string: String, attributes: [NSAttributedString.Key: Any]) {
        self.string = string
        length = string.utf16.count
        runs = length > 0 ? [Run(range: NSRange(location: 0, length: length), attributes: attributes)] : []
    }

    /// The attributes of the character at `index` (UTF-16).
    func attributes(at index: Int) -> [NSAttributedString.Key: Any] {
        var low = 0, high = runs.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = runs[mid].range
            if index < range.location { high = mid - 1 } else if index >= NSMaxRange(range) { low = mid + 1 } else { return runs[mid].attributes }
        }
        return [:]
    }

    /// Each run's attributes over the part of it inside `range`, in order.
    func enumerateAttributes(in range: NSRange, _ body: ([NSAttributedString.Key: Any], NSRange) -> Void) {
        for run in runs {
            let overlap = NSIntersectionRange(run.range, range)
            if overlap.length > 0 { body(run.attributes, overlap) }
        }
    }

    /// The first value of `key` anywhere in the text.
    func firstValue(of key: NSAttributedString.Key) -> Any? {
        for run in runs { if let value = run.attributes[key] { return value } }
        return nil
    }
}
