import Testing
import UIKitTesting
@testable import UIKit

@Suite("Text layout of long paragraphs", .exclusiveUIKit)
struct TextLayoutTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func layout(_ string: String, width: CGFloat) -> TextLayout {
        var options = TextLayout.Options()
        options.width = width
        options.paragraphLineBreakMode = .byWordWrapping
        return TextLayout(StyledText(string: string, attributes: [.font: font]), options: options)
    }

    /// The UTF-16 offset each line starts at: the first offset whose caret is on it.
    private func lineStarts(_ layout: TextLayout, length: Int) -> [Int] {
        var starts: [Int] = []
        var lastY = -CGFloat.infinity
        for offset in 0..<length {
            guard let caret = layout.caretRect(atUTF16Offset: offset) else { continue }
            if caret.minY > lastY + 0.5 {
                starts.append(offset)
                lastY = caret.minY
            }
        }
        return starts
    }

    @Test("Fuzz finding: a paragraph that is one 100,000-character word wraps in pieces exactly as it did whole (whole, Pango took a minute)")
    func longWordWraps() {
        // A short word breaks into lines of `perLine` characters; the long one must break
        // the same way all along, its pieces' ends included.
        let short = layout(String(repeating: "x", count: 500), width: 300)
        let shortStarts = lineStarts(short, length: 500)
        #expect(shortStarts.count > 2)
        let perLine = shortStarts[1]
        let count = 100_000
        let long = layout(String(repeating: "x", count: count), width: 300)
        let lines = (count + perLine - 1) / perLine
        #expect(abs(long.size.height - short.size.height / CGFloat(shortStarts.count) * CGFloat(lines)) < 1)
        for line in stride(from: 0, to: lines, by: 97) {
            let caret = long.caretRect(atUTF16Offset: line * perLine)
            let first = long.caretRect(atUTF16Offset: 0)
            #expect(caret?.minX == first?.minX, "line \(line) starts at the line's start")
            let previous = line > 0 ? long.caretRect(atUTF16Offset: line * perLine - 1) : nil
            #expect(line == 0 || (previous?.minY ?? 0) < (caret?.minY ?? 0), "line \(line) begins a new line")
        }
    }

    @Test("A long paragraph is shaped in pieces that end after white space or between grapheme clusters")
    func pieces() {
        #expect(ParagraphSource.shapingPieces(of: String(repeating: "x", count: 2 * ParagraphSource.pieceBytes)).isEmpty)
        let cluster = "a\u{301}\u{5D0}"
        let texts = [String(repeating: "x", count: 20_000), String(repeating: cluster + " ", count: 5_000),
                     String(repeating: "e\u{301}\u{302}\u{303}", count: 4_000), String(repeating: "👩‍👩‍👧‍👦", count: 1_000)]
        for text in texts {
            let pieces = ParagraphSource.shapingPieces(of: text)
            #expect(pieces.first?.lowerBound == 0)
            #expect(pieces.last?.upperBound == text.utf8.count)
            #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(pieces.allSatisfy { $0.count <= ParagraphSource.pieceBytes * 3 / 2 + 32 })
            // Every end falls between characters (grapheme clusters).
            var boundaries = Set<Int>()
            var offset = 0
            for character in text {
                offset += character.utf8.count
                boundaries.insert(offset)
            }
            #expect(pieces.allSatisfy { boundaries.contains($0.upperBound) })
        }
        let spaced = String(repeating: cluster + " ", count: 5_000)
        let bytes = Array(spaced.utf8)
        #expect(ParagraphSource.shapingPieces(of: spaced).dropLast().allSatisfy { bytes[$0.upperBound - 1] == 0x20 })
    }

    @Test("A wrapping paragraph that fits on one line is laid out as it would be at its width: every line, caret and size the same, for every alignment and direction")
    func fittingLineLaidOutUnwrapped() {
        let strings = ["Row 123456", "Trailing spaces   ", "   leading", "tab\tstop", "שלום עולם", "مرحبا بالعالم",
                       "abc שלום def", "👩‍👩‍👧‍👦 family", "e\u{301}\u{302} marks", "two\u{2028}lines", "日本語のテキスト",
                       "AVAWAY kerning", "A long sentence that has to wrap at any of these widths but the widest one."]
        let widths: [CGFloat] = [20, 57.3, 120, 333.3, 1000]
        let alignments: [NSTextAlignment] = [.natural, .left, .right, .center, .justified]
        let directions: [NSWritingDirection] = [.natural, .leftToRight, .rightToLeft]
        let fonts = [UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 13.5)]
        var compared = 0, unwrapped = 0
        defer { TextLayout.laysOutFittingLinesUnwrapped = true }
        for string in strings {
            for alignment in alignments {
                for direction in directions {
                    let style = NSMutableParagraphStyle()
                    style.alignment = alignment
                    style.baseWritingDirection = direction
                    let text = StyledText(string: string, attributes: [.font: fonts[compared % 2], .paragraphStyle: style])
                    for width in widths {
                        for lines in [0, 1] {
                            var options = TextLayout.Options()
                            options.width = width
                            options.maximumNumberOfLines = lines
                            options.truncatesLastVisibleLine = true
                            options.paragraphLineBreakMode = compared % 3 == 0 ? .byCharWrapping : .byWordWrapping
                            TextLayout.laysOutFittingLinesUnwrapped = false
                            let wrapped = TextLayout(text, options: options)
                            TextLayout.laysOutFittingLinesUnwrapped = true
                            let fast = TextLayout(text, options: options)
                            let context = "\(string.debugDescription) \(alignment) \(direction) width \(width) lines \(lines)"
                            #expect(fast.size == wrapped.size, "\(context)")
                            #expect(fast.firstBaseline == wrapped.firstBaseline && fast.lastBaseline == wrapped.lastBaseline, "\(context)")
                            #expect(fast.isTruncated == wrapped.isTruncated, "\(context)")
                            #expect(fast.lineBoxes.map(\.frame) == wrapped.lineBoxes.map(\.frame), "\(context)")
                            #expect(fast.lineBoxes.map(\.range) == wrapped.lineBoxes.map(\.range), "\(context)")
                            let carets = (0...text.length).map { fast.caretRect(atUTF16Offset: $0) }
                            #expect(carets == (0...text.length).map { wrapped.caretRect(atUTF16Offset: $0) }, "\(context)")
                            if fast.lineBoxes.count == 1, fast.size.width < width { unwrapped += 1 }
                            compared += 1
                        }
                    }
                }
            }
        }
        // Most cases take the short way; the rest wrap or truncate.
        #expect(unwrapped > compared / 3)
    }

    @Test("A centred line whose width and free width are whole points stands where Pango's rounding puts it")
    func centredWholePointLine() throws {
        // Find a size at which the line is a whole number of points wide (Pango rounds the
        // centring offset only then).
        var found: (font: UIFont, width: CGFloat)?
        for step in 0..<4_000 where found == nil {
            let font = try #require(UIFont(name: "DejaVu Sans Mono", size: 12 + CGFloat(step) / 1_000))
            let width = TextLayout(StyledText(string: "MMMM", attributes: [.font: font]), options: .init()).size.width
            if width == width.rounded() { found = (font, width) }
        }
        let (font, lineWidth) = try #require(found)
        defer { TextLayout.laysOutFittingLinesUnwrapped = true }
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = StyledText(string: "MMMM", attributes: [.font: font, .paragraphStyle: style])
        var options = TextLayout.Options()
        options.width = lineWidth + 7
        options.paragraphLineBreakMode = .byWordWrapping
        TextLayout.laysOutFittingLinesUnwrapped = false
        let wrapped = TextLayout(text, options: options)
        TextLayout.laysOutFittingLinesUnwrapped = true
        let fast = TextLayout(text, options: options)
        #expect(wrapped.lineBoxes.first?.frame.minX == 4, "Pango rounds 3.5 points up")
        #expect(fast.lineBoxes.map(\.frame) == wrapped.lineBoxes.map(\.frame))
        #expect(fast.caretRect(atUTF16Offset: 2) == wrapped.caretRect(atUTF16Offset: 2))
    }
}
