import Testing
@testable import UIKit
import UIKitTesting

/// `UITableViewHeaderFooterView`'s classic labels: `textLabel` and the grouped style's
/// `detailTextLabel`.
@MainActor
@Suite("UITableViewHeaderFooterView, classic labels", .serialized, .exclusiveUIKit)
struct TableHeaderFooterDetailLabelTests {
    /// A header `size` big showing `title` and `detail`, laid out.
    private func header(_ size: CGSize, title: String, detail: String) throws -> (UITableViewHeaderFooterView, title: UILabel, detail: UILabel) {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.frame = CGRect(origin: .zero, size: size)
        let titleLabel = try #require(header.textLabel)
        let detailLabel = try #require(header.detailTextLabel)
        titleLabel.text = title
        detailLabel.text = detail
        header.layoutIfNeeded()
        return (header, titleLabel, detailLabel)
    }

    private let longDetail = "A detail long enough to need more than one line at this width"

    @Test("detailTextLabel is made on first use, in the secondary footnote style, and is the same label after")
    func madeOnFirstUse() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        let detail = try #require(header.detailTextLabel)
        #expect(header.detailTextLabel === detail)
        #expect(detail.superview === header.contentView)
        #expect(detail.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(detail.textColor == .secondaryLabel)
        #expect(detail !== header.textLabel)
    }

    @Test("With a title and a detail, the detail stands below the title, both within the margins and centred together")
    func detailBelowTitle() throws {
        let (header, title, detail) = try header(CGSize(width: 320, height: 80), title: "SETTINGS", detail: "Changes apply to every window.")
        #expect(title.frame.height > 0 && detail.frame.height > 0)
        #expect(detail.frame.minY == title.frame.maxY)
        #expect(title.frame.minX == header.directionalLayoutMargins.leading)
        #expect(detail.frame.minX == title.frame.minX && detail.frame.width == title.frame.width)
        let top = title.frame.minY, bottom = 80 - detail.frame.maxY
        #expect(abs(top - bottom) <= 1, "centred: \(top) above, \(bottom) below")
    }

    @Test("Text set after the header was laid out lays it out again: a detail that wraps pushes the title up")
    func textChangeLaysOutAgain() throws {
        let (header, title, detail) = try header(CGSize(width: 200, height: 120), title: "TITLE", detail: "Short")
        let before = (title.frame, detail.frame)
        detail.text = longDetail
        header.layoutIfNeeded()
        #expect(detail.frame.height > before.1.height)
        #expect(title.frame.minY < before.0.minY, "centred together, the title moves up")
        #expect(detail.frame.minY == title.frame.maxY)
    }

    @Test("A long detail wraps onto more lines within the width")
    func detailWraps() throws {
        let (_, _, detail) = try header(CGSize(width: 200, height: 120), title: "A", detail: longDetail)
        let oneLine = detail.font.lineHeight
        #expect(detail.frame.height > oneLine * 1.5)
        #expect(detail.frame.maxX <= 200)
    }

    @Test("Setting a content configuration removes both classic labels; asking again makes new ones")
    func configurationReplacesLabels() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        let title = try #require(header.textLabel)
        let detail = try #require(header.detailTextLabel)
        var configuration = header.defaultContentConfiguration()
        configuration.text = "Configured"
        header.contentConfiguration = configuration
        #expect(title.superview == nil && detail.superview == nil)
        let newDetail = try #require(header.detailTextLabel)
        #expect(newDetail !== detail)
    }
}
