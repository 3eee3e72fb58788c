import Testing
import UIKitTesting
@testable import UIKit

/// allowsDefaultTighteningForTruncation: a line a little too long has its letters set closer
/// and shows whole; one far too long is truncated as before.
@MainActor
@Suite("Tightening before truncation", .exclusiveUIKit)
struct TextTighteningTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let text = "Tightening shows the whole line"

    private func layout(width: CGFloat, tightens: Bool, style: NSParagraphStyle? = nil) -> TextLayout {
        var options = TextLayout.Options()
        options.width = width
        options.maximumNumberOfLines = 1
        options.truncatesLastVisibleLine = true
        options.truncationMode = .byTruncatingTail
        options.paragraphLineBreakMode = .byWordWrapping
        options.tightensBeforeTruncating = tightens
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        return TextLayout(StyledText(string: text, attributes: attributes), options: options)
    }

    @Test("A line 2 % too long shows whole, narrower than its natural width; 30 % too long is truncated; without the option it is truncated")
    func tightens() {
        let natural = layout(width: 10_000, tightens: false).size.width
        let close = layout(width: natural * 0.98, tightens: true)
        #expect(!close.isTruncated)
        #expect(close.size.width <= natural * 0.98 + 0.5)
        #expect(layout(width: natural * 0.98, tightens: false).isTruncated)
        #expect(layout(width: natural * 0.7, tightens: true).isTruncated)

        let style = NSMutableParagraphStyle()
        #expect(!style.allowsDefaultTighteningForTruncation)
        style.allowsDefaultTighteningForTruncation = true
        style.lineBreakMode = .byTruncatingTail
        #expect((style.copy() as? NSParagraphStyle)?.allowsDefaultTighteningForTruncation == true)
        #expect(!layout(width: natural * 0.98, tightens: false, style: style).isTruncated, "the paragraph style's own")
    }

    @Test("UILabel and list text properties pass it on: off by default on a label, on by default in a list configuration")
    func labelsAndLists() {
        let label = UILabel()
        #expect(!label.allowsDefaultTighteningForTruncation)
        #expect(UIListContentConfiguration.cell().textProperties.allowsDefaultTighteningForTruncation)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = text
        configuration.textProperties.allowsDefaultTighteningForTruncation = false
        let view = UIListContentView(configuration: configuration)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == text && !$0.allowsDefaultTighteningForTruncation })
    }
}
