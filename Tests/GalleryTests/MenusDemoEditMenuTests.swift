import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Menus page's note and its edit menu, as a user and a screen reader meet them.
@MainActor
@Suite("The Menus page's edit menu", .serialized, .exclusiveUIKit)
struct MenusDemoEditMenuTests {
    @Test("Holding the note shows Copy and Pin, read as buttons by their titles; Pin pins the note and hides the menu; a click elsewhere hides it")
    func noteEditMenu() throws {
        let gallery = try GalleryOnScreen(showing: .menus)
        defer { gallery.end() }
        let screen = gallery.screen, window = gallery.window
        let note = try #require(gallery.view(EditMenuNoteView.self))
        let center = note.convert(CGPoint(x: note.bounds.midX, y: note.bounds.midY), to: window)
        let menu = UIMenuController.shared

        screen.longPress(at: center)
        screen.runUntilAnimationsSettle()
        #expect(menu.isMenuVisible)
        #expect(gallery.log.contains("menus edit menu"))
        // Above the note, inside the window.
        #expect(menu.menuFrame.maxY <= note.convert(note.bounds, to: window).minY)
        let reader = screen.attachScreenReader()
        screen.runUntilAnimationsSettle()
        let copy = try #require(reader.element(named: "Copy", in: window))
        let pin = try #require(reader.element(named: "Pin", in: window))
        #expect(copy.role == "button" && pin.role == "button")
        let issues = reader.audit(window)
        #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))")
        reader.activate(pin, in: window)
        screen.runUntilAnimationsSettle()
        #expect(gallery.log.contains("menus note pinned true"))
        #expect(!menu.isMenuVisible)
        screen.detachScreenReader()

        // A right-click shows it again, now offering Unpin; a click elsewhere hides it.
        screen.movePointer(to: center)
        screen.click(at: center, button: 2)
        screen.runUntilAnimationsSettle()
        #expect(menu.isMenuVisible)
        let far = CGPoint(x: window.bounds.maxX - 40, y: window.bounds.maxY - 40)
        screen.movePointer(to: far)
        screen.click(at: far)
        screen.runUntilAnimationsSettle()
        #expect(!menu.isMenuVisible)
    }
}
