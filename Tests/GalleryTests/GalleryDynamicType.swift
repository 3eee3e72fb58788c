import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Gallery launched headlessly at the largest accessibility text size, on one page: what
/// the Dynamic Type pixel and layout tests share.
@MainActor
enum GalleryDynamicType {
    /// The largest text size a user can choose (Settings' Larger Accessibility Sizes, at the end).
    static let category = UIContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// Launches the Gallery at AX5 in `style` on a 12.9-inch iPad at 1×, shows `page`, lets
    /// it settle, and hands the window to `body` before the app ends.
    static func withPage<Result>(_ page: GalleryPage, style: UIUserInterfaceStyle = .light,
                                 _ body: (HeadlessScreen, UIWindow) throws -> Result) throws -> Result {
        GalleryAppDelegate.report = { _ in }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        screen.userInterfaceStyle = style
        screen.preferredContentSizeCategory = category
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        defer { screen.endApplication() }
        // Later tests in the process start from the default text size and appearance (fonts
        // asked for outside a window follow the desktop's size).
        defer {
            screen.preferredContentSizeCategory = .large
            screen.userInterfaceStyle = .light
        }
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        let split = try #require(window.rootViewController as? GallerySplitViewController)
        #expect(window.traitCollection.preferredContentSizeCategory == category)
        split.show(page)
        screen.runUntilAnimationsSettle()
        return try body(screen, window)
    }

    /// The screen showing `page` at AX5 in `style`.
    static func render(_ page: GalleryPage, style: UIUserInterfaceStyle) throws -> CGImage {
        try withPage(page, style: style) { screen, _ in screen.render() }
    }

    /// The page's name in golden file names: "split-views" for Split Views.
    static func fileName(_ page: GalleryPage) -> String {
        page.title.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
