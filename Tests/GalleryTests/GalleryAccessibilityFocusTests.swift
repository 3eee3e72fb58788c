import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Accessibility page's focus: the icon bar and the priority list are focus groups, and
/// the last line names what has the focus.
@MainActor
@Suite("The Gallery's Accessibility page: focus", .serialized, .exclusiveUIKit)
struct GalleryAccessibilityFocusTests {
    @Test("Tab reaches the icon bar once and the arrows move along it; Tab enters the priority list, whose selection follows the arrows")
    func groups() throws {
        let gallery = try GalleryOnScreen(showing: .accessibility)
        defer { gallery.end() }
        let page = try #require(gallery.controller(AccessibilityDemoViewController.self))
        page.lastName.becomeFirstResponder()
        let screen = gallery.screen
        func tab() { screen.press(.keyboardTab, characters: "\t") }
        tab()
        #expect(page.focusStatus.text == "Focus: Announce")
        tab()
        #expect(page.focusStatus.text == "Focus: Reply")
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardRightArrow)
        #expect(page.focusStatus.text == "Focus: Trash")
        tab()
        #expect(page.focusStatus.text == "Focus: Low")
        #expect(gallery.log.contains("priority Low"))
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        #expect(page.focusStatus.text == "Focus: High")
        #expect(page.priorityList.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(gallery.log.suffix(4) == ["focus Medium", "priority Medium", "focus High", "priority High"])
        // Back to the icon bar: at the item it left.
        screen.press(.keyboardTab, characters: "\t", modifiers: .shift)
        #expect(page.focusStatus.text == "Focus: Trash")
        // A click ends the focus.
        screen.click(at: CGPoint(x: 1300, y: 1000))
        #expect(page.focusStatus.text == "Focus: none")
    }
}
