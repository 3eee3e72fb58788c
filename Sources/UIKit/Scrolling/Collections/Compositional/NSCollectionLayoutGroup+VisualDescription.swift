import Foundation

extension NSCollectionLayoutGroup {
    /// The group drawn in text, for the debugger: its box and each item's box as the group lays
    /// them out, numbered in order from 0, under a line giving its axis, its size and how many
    /// items it places. Fractional sizes are of the environment the group is being laid out in,
    /// else of the main screen. The picture is 48 characters wide and about as tall as it is
    /// wide (a character is taken to be twice as tall as it is wide).
    public func visualDescription() -> String {
        var container = environment?.container.effectiveContentSize ?? UIScreen.main.bounds.size
        if !(container.width > 0 && container.height > 0) { container = CGSize(width: 1024, height: 768) }
        let size = layoutSize.resolve(in: container)
        let kind: String
        switch arrangement {
        case .custom: kind = "custom"
        default: kind = axis == .horizontal ? "horizontal" : "vertical"
        }
        let numbers = "\(Self.points(size.width)) × \(Self.points(size.height))"
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return "NSCollectionLayoutGroup \(kind), \(numbers) points: empty"
        }
        let ownEnvironment = environment
        if ownEnvironment == nil { environment = CollectionLayoutEnvironment(contentSize: container, traitCollection: UITraitCollection()) }
        defer { environment = ownEnvironment }
        var frames: [CGRect] = []
        var estimated: [Bool] = []
        var owners: [NSCollectionLayoutItem?] = []
        let count = cellCount(in: size)
        place(in: CGRect(origin: .zero, size: size), limit: count, into: &frames, estimatedHeights: &estimated, owners: &owners)

        var picture = TextPicture(columns: 48, aspect: size.height / size.width)
        let scale = CGSize(width: CGFloat(picture.columns) / size.width, height: CGFloat(picture.rows) / size.height)
        picture.box(CGRect(origin: .zero, size: size), scale: scale, label: nil)
        for (index, frame) in frames.enumerated() { picture.box(frame, scale: scale, label: String(index)) }
        let header = "NSCollectionLayoutGroup \(kind), \(numbers) points, \(frames.count) item\(frames.count == 1 ? "" : "s"):"
        return ([header] + picture.lines).joined(separator: "\n")
    }

    private static func points(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(describing: Double(value)) }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

/// A grid of characters boxes are drawn into.
private struct TextPicture {
    let columns: Int
    let rows: Int
    private var cells: [[Character]]

    init(columns: Int, aspect: CGFloat) {
        self.columns = columns
        // A character is about twice as tall as it is wide.
        let wanted = (CGFloat(columns) * aspect / 2).rounded()
        rows = wanted.isFinite ? Int(min(48, max(2, wanted))) : 48
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    var lines: [String] {
        cells.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// Outlines `rect` (points, scaled by `scale` into cells) with `+`, `-` and `|`, and writes
    /// `label` just inside its top-left corner when it fits.
    mutating func box(_ rect: CGRect, scale: CGSize, label: String?) {
        guard rect.width.isFinite, rect.height.isFinite else { return }
        let left = clampColumn(Int((rect.minX * scale.width).rounded(.down)))
        let right = max(left, clampColumn(Int((rect.maxX * scale.width).rounded(.up)) - 1))
        let top = clampRow(Int((rect.minY * scale.height).rounded(.down)))
        let bottom = max(top, clampRow(Int((rect.maxY * scale.height).rounded(.up)) - 1))
        for column in left...right {
            mark(row: top, column: column, "-")
            mark(row: bottom, column: column, "-")
        }
        for row in top...bottom {
            mark(row: row, column: left, "|")
            mark(row: row, column: right, "|")
        }
        for (row, column) in [(top, left), (top, right), (bottom, left), (bottom, right)] { cells[row][column] = "+" }
        if let label, bottom - top >= 2, right - left - 1 >= label.count {
            for (offset, character) in label.enumerated() { cells[top + 1][left + 1 + offset] = character }
        }
    }

    /// Draws `character`, where lines cross making a corner.
    private mutating func mark(row: Int, column: Int, _ character: Character) {
        let current = cells[row][column]
        if current == "+" || (current == "-" && character == "|") || (current == "|" && character == "-") {
            cells[row][column] = "+"
        } else {
            cells[row][column] = character
        }
    }

    private func clampColumn(_ value: Int) -> Int { min(max(0, value), columns - 1) }
    private func clampRow(_ value: Int) -> Int { min(max(0, value), rows - 1) }
}
