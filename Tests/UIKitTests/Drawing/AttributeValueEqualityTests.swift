import Foundation
import Testing
@testable import UIKit

/// Linux Foundation's attributed strings compare neighbouring runs' attribute values with
/// CoreFoundation's `CFEqual`, which trapped on Slate's paragraph styles and shadows (their
/// first stored word did not look like a Swift object to it): two paragraphs aligned
/// differently, or two shadows, in one string crashed.
@Suite("Attribute values in Linux Foundation's attributed strings")
struct AttributeValueEqualityTests {
    @Test("Runs with different and equal paragraph styles, shadows, tab stops, attachments, fonts and colours sit side by side")
    func neighbouringRuns() {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let shadow = NSShadow()
        let offsetShadow = NSShadow()
        offsetShadow.shadowOffset = CGSize(width: 2, height: 2)
        let values: [(NSAttributedString.Key, Any, Any)] = [
            (.paragraphStyle, NSMutableParagraphStyle(), centered),
            (.paragraphStyle, NSMutableParagraphStyle(), NSMutableParagraphStyle()),
            (.shadow, shadow, offsetShadow),
            (.shadow, NSShadow(), NSShadow()),
            (.attachment, NSTextAttachment(), NSTextAttachment()),
            (NSAttributedString.Key("SlateTab"), NSTextTab(textAlignment: .left, location: 1), NSTextTab(textAlignment: .left, location: 2)),
            (.font, UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12)),
            (.foregroundColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1)),
        ]
        for (key, first, second) in values {
            let text = NSMutableAttributedString(string: "ab", attributes: [key: first])
            text.append(NSAttributedString(string: "cd", attributes: [key: second]))
            text.addAttribute(key, value: second, range: NSRange(location: 0, length: 1))
            var runs = 0
            text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
            let equal = (first as! NSObject).isEqual(second)
            #expect(runs == (equal ? 1 : 3), "\(key.rawValue): equal values share a run, different ones do not")
        }
    }
}
