import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The share sheet's look, light and dark: a popover under its button with a header for a
/// link and the rows a link gets (with an app's activity first among the actions), at 1×.
@MainActor
@Suite("Share sheet pixels", .serialized, .exclusiveUIKit)
struct ActivityPixelTests {
    final class BookmarkActivity: UIActivity {
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.bookmark") }
        override var activityTitle: String? { "Add Bookmark" }
        override var activityImage: UIImage? { UIImage(systemName: "bookmark") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    }

    private func render(_ style: UIUserInterfaceStyle) throws -> CGImage? {
        let stage = try ActivityStage(size: CGSize(width: 800, height: 480), style: style)
        defer { stage.window.isHidden = true }
        stage.root.view.backgroundColor = .systemBackground
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.org/news")!], applicationActivities: [BookmarkActivity()])
        stage.present(sheet)
        return stage.screen.render(stage.window)
    }

    @Test("The share sheet for a link, light and dark")
    func look() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(try render(style))
            expectGolden(image, named: "share-sheet-link-\(style == .dark ? "dark" : "light")")
        }
    }
}
