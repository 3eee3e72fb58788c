import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// Every Gallery page at the largest accessibility text size, read from its view tree rather
/// than its pixels: no label on screen is cut short.
@MainActor
@Suite("Gallery labels at the largest accessibility text size", .serialized, .exclusiveUIKit)
struct GalleryDynamicTypeLayoutTests {
    @Test("At AX5 every label on screen is tall enough for its wrapped text and wide enough for a single line", arguments: GalleryPage.allCases)
    func noLabelTruncated(_ page: GalleryPage) throws {
        try GalleryDynamicType.withPage(page) { _, window in
            var checked = 0
            for label in Self.visibleLabels(in: window) {
                checked += 1
                let width = label.bounds.width
                if label.numberOfLines == 0 {
                    // A wrapping label shows every line only when its height holds them all.
                    let needed = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                    #expect(label.bounds.height >= needed - 1,
                            "\(page.title): \"\(label.text ?? "")\" is \(label.bounds.height) points tall, its text needs \(needed)")
                } else if label.numberOfLines == 1, !label.adjustsFontSizeToFitWidth {
                    // A one-line label that does not shrink its text shows it all only when wide enough.
                    let needed = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
                    #expect(width >= needed - 1, "\(page.title): \"\(label.text ?? "")\" is \(width) points wide, its line needs \(needed)")
                }
            }
            #expect(checked > 0, "\(page.title) shows labels")
        }
    }

    /// Labels with text that show on the screen: not hidden, not transparent, not scrolled out
    /// of their scroll view or the window.
    static func visibleLabels(in window: UIWindow) -> [UILabel] {
        var found: [UILabel] = []
        func visit(_ view: UIView, clip: CGRect) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            let frame = view.convert(view.bounds, to: window)
            var clip = clip
            if view.clipsToBounds || view is UIScrollView { clip = clip.intersection(frame) }
            if let label = view as? UILabel, !(label.text ?? "").isEmpty, !frame.intersection(clip).isEmpty {
                found.append(label)
            }
            for subview in view.subviews { visit(subview, clip: clip) }
        }
        visit(window, clip: window.bounds)
        return found
    }
}
