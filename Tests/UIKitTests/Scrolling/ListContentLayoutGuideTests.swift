import Testing
import UIKit
import UIKitTesting

/// UIListContentView's layout guides: around the text, the secondary text and the image as the
/// view laid them out, for constraining views of one's own to them.
@MainActor
@Suite("UIListContentView layout guides", .serialized, .exclusiveUIKit)
struct ListContentLayoutGuideTests {
    @Test("The guides sit where the text, secondary text and image are, follow them when the content changes, and are nil for what is not shown")
    func guidesFollowTheContent() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        window.addSubview(content)
        window.makeKeyAndVisible()
        screen.presentFrame()

        #expect(content.secondaryTextLayoutGuide == nil)
        #expect(content.imageLayoutGuide == nil)
        let text = try #require(content.textLayoutGuide)
        #expect(text.owningView === content)
        #expect(content.textLayoutGuide === text, "the same guide each time")
        #expect(text.layoutFrame == content.textLayoutGuideFrame)
        #expect(text.layoutFrame.minX == 16)

        // A badge constrained to the text's trailing edge follows the text.
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: text.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8), badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        screen.presentFrame()
        #expect(badge.frame.minX == content.textLayoutGuideFrame.maxX + 4)

        configuration.image = UIImage(systemName: "star")
        configuration.secondaryText = "Subtitle"
        content.configuration = configuration
        screen.presentFrame()
        let image = try #require(content.imageLayoutGuide)
        let secondary = try #require(content.secondaryTextLayoutGuide)
        #expect(text.layoutFrame == content.textLayoutGuideFrame)
        #expect(text.layoutFrame.minX > image.layoutFrame.maxX, "the text moved past the image")
        #expect(secondary.layoutFrame.minY >= text.layoutFrame.maxY)
        #expect(badge.frame.minX == content.textLayoutGuideFrame.maxX + 4)
        #expect(abs(badge.frame.midY - text.layoutFrame.midY) <= 0.5, "centred, rounded to the pixel")
    }

    @Test("accompaniedSidebarSubtitleCell: a sidebar row with its subtitle under the text, turning white when selected")
    func accompaniedSidebarSubtitle() {
        let configuration = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
        #expect(!configuration.prefersSideBySideTextAndSecondaryText)
        #expect(configuration.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(configuration.updated(for: state).textProperties.color == .white)
    }
}
