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
}
