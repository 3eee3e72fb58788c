/// What the port did and what it could not do, written as `PORTING-REPORT.md`.
struct PortReport {
    /// Something left for the developer, with where it is and why.
    struct Item: Hashable {
        var place: SourcePlace?
        var message: String
    }

    /// How many of each conversion were made, by description, in the order first made.
    private(set) var conversions: [(what: String, count: Int)] = []
    /// What was not converted.
    private(set) var items: [Item] = []
    /// Facts about the port (target chosen, files copied) that need no action.
    private(set) var notes: [String] = []

    init() {}

    mutating func count(_ what: String, _ amount: Int = 1) {
        guard amount > 0 else { return }
        if let index = conversions.firstIndex(where: { $0.what == what }) {
            conversions[index].count += amount
        } else {
            conversions.append((what, amount))
        }
    }

    mutating func add(_ message: String, at place: SourcePlace? = nil) {
        let item = Item(place: place, message: message)
        if !items.contains(item) { items.append(item) }
    }

    mutating func note(_ message: String) {
        notes.append(message)
    }

    func conversionCount(_ what: String) -> Int {
        conversions.first { $0.what == what }?.count ?? 0
    }

    /// The report as Markdown: what was converted (counts), what was not (by file and
    /// line), and notes.
    func markdown(title: String) -> String {
        var text = "# Porting report: \(title)\n\nWritten by `slate port`. "
        text += items.isEmpty ? "Everything it found was converted.\n" : "\(items.count) item(s) need your attention.\n"
        text += "\n## Converted\n\n"
        if conversions.isEmpty { text += "Nothing needed converting.\n" }
        for conversion in conversions { text += "- \(conversion.what): \(conversion.count)\n" }
        text += "\n## Not converted\n\n"
        if items.isEmpty { text += "Nothing.\n" }
        let sorted = items.sorted { ($0.place ?? SourcePlace(file: "", line: 0), $0.message) < ($1.place ?? SourcePlace(file: "", line: 0), $1.message) }
        for item in sorted {
            text += item.place.map { "- `\($0)`: \(item.message)\n" } ?? "- \(item.message)\n"
        }
        if !notes.isEmpty {
            text += "\n## Notes\n\n"
            for note in notes { text += "- \(note)\n" }
        }
        return text
    }
}
