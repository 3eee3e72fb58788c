import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Accessibility page's icon bar under the large content viewer.
@MainActor
@Suite("The Gallery's large content viewer", .serialized, .exclusiveUIKit)
struct GalleryLargeContentViewerTests {
    @Test("At an accessibility text size a long press on the icon bar shows the button large, and lifting on another taps that one")
    func iconBar() throws {
        let gallery = try GalleryOnScreen(showing: .accessibility)
        defer {
            gallery.screen.preferredContentSizeCategory = .large
            gallery.end()
        }
        let page = try #require(gallery.controller(AccessibilityDemoViewController.self))
        gallery.screen.preferredContentSizeCategory = .accessibilityLarge
        gallery.screen.presentFrame()
        let buttons = page.iconBar.arrangedSubviews
        func center(_ index: Int) -> CGPoint {
            buttons[index].convert(CGPoint(x: buttons[index].bounds.midX, y: buttons[index].bounds.midY), to: nil)
        }
        gallery.screen.touchDown(at: center(0))
        gallery.screen.advance(by: 0.6)
        let hud = page.view.subviews.first { String(describing: type(of: $0)) == "LargeContentViewerHUD" }
        #expect(hud != nil, "the viewer shows")
        #expect(hud?.accessibilityLabel == "Reply")
        gallery.screen.touchMove(to: center(2))
        gallery.screen.touchUp(at: center(2))
        #expect(gallery.log.contains("icon bar trash"))
        #expect(!gallery.log.contains("icon bar reply"))
        #expect(!page.view.subviews.contains { String(describing: type(of: $0)) == "LargeContentViewerHUD" })
    }
}
