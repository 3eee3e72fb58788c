/// A place in the ported project's sources, for the report: a path relative to the project
/// and a 1-based line.
struct SourcePlace: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int

    var description: String { "\(file):\(line)" }

    static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
