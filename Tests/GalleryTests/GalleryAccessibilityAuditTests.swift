import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// Every Gallery page read by a screen reader: each control named, nothing off screen that
/// cannot be scrolled to, no two elements on top of each other.
@MainActor
@Suite("Accessibility audit of the Gallery", .serialized)
struct GalleryAccessibilityAuditTests {
    @Test("Every page passes the accessibility audit", arguments: GalleryPage.allCases)
    func audit(_ page: GalleryPage) throws {
        GalleryAppDelegate.report = { _ in }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        defer { screen.endApplication() }
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        let split = try #require(window.rootViewController as? GallerySplitViewController)
        let reader = screen.attachScreenReader()
        split.show(page)
        screen.runUntilAnimationsSettle()
        #expect(!reader.elements(in: window).isEmpty)
        let issues = reader.audit(window)
        #expect(issues.isEmpty, "\(page.title): \(issues.map(\.description).joined(separator: "\n"))")
    }
}
