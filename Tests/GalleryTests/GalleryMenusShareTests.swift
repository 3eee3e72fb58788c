import Foundation
import Testing
@testable import UIKit
import UIKitTesting
@testable import Gallery

/// The Menus page's photos: their context menu's Share item is the standard Share submenu
/// (`UICommandTagShare`) for the photo's caption.
@MainActor
@Suite("The Menus page's Share submenu", .serialized, .exclusiveUIKit)
struct GalleryMenusShareTests {
    @Test("A right click on a photo, then Share: the submenu opens in place with the share sheet's activities for the photo's caption; Copy copies it")
    func shareSubmenuCopies() throws {
        let gallery = try GalleryOnScreen(showing: .menus)
        defer { gallery.end() }
        let screen = gallery.screen, window = gallery.window
        let beach = try #require(gallery.views(UILabel.self).first { $0.text == "Beach" })
        let pointer = beach.convert(CGPoint(x: 20, y: 20), to: window)
        screen.movePointer(to: pointer)
        screen.click(at: pointer, button: 2)
        _ = screen.runUntilAnimationsSettle()
        func rows() -> [UIMenuElement] { ContextMenuPresentation.active(in: window)?.menuView.rowViews.map(\.element) ?? [] }
        func center(_ title: String) throws -> CGPoint {
            let row = try #require(ContextMenuPresentation.active(in: window)?.menuView.rowViews.first { $0.element.title == title })
            return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
        }
        #expect(rows().map(\.title).prefix(2) == ["Copy", "Share"])
        #expect(rows()[1] is UIMenu, "Share is a submenu")
        // The GUI test clicks 45 points below the pointer for Share, then 75 for Copy.
        #expect(abs(try center("Share").y - (pointer.y + 45)) < 1)
        screen.click(at: try center("Share"))
        _ = screen.runUntilAnimationsSettle()
        #expect(rows().map(\.title) == ["Mail", "Copy", "Save to Files"])
        #expect(abs(try center("Copy").y - (pointer.y + 75)) < 1)
        UIPasteboard.general.string = "before"
        screen.click(at: try center("Copy"))
        _ = screen.runUntilAnimationsSettle()
        #expect(UIPasteboard.general.string == MenusDemoViewController.caption(of: "Beach"))
        #expect(ContextMenuPresentation.active(in: window) == nil)
    }
}
