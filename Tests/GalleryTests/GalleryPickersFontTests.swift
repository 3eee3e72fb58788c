import Foundation
import Testing
@testable import UIKit
import UIKitTesting
@testable import Gallery

/// The Pickers page's Font button: a font picker in a popover that sets the order's typeface.
@MainActor
@Suite("The Gallery's font picker", .serialized, .exclusiveUIKit)
struct GalleryPickersFontTests {
    @Test("Font… opens a font picker popover under the button with the order's family marked; a click on a family sets the order's font and closes it")
    func fontButtonPicksTheOrderFont() throws {
        let gallery = try GalleryOnScreen(showing: .pickers)
        defer { gallery.end() }
        let page = try #require(gallery.controller(PickersDemoViewController.self))
        let button = page.fontButton
        let buttonCenter = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        #expect(abs(buttonCenter.x - 1229) < 12 && abs(buttonCenter.y - 86) < 8, "the GUI test's Spot.fontButton: \(buttonCenter)")
        gallery.screen.click(at: buttonCenter)
        gallery.screen.runUntilAnimationsSettle()
        #expect(gallery.log.contains("font picker showing"))
        let picker = try #require(page.presentedViewController as? UIFontPickerViewController)
        #expect(picker.modalPresentationStyle == .popover)
        #expect(picker.selectedIndexPath != nil, "the order's family is marked")
        let popoverFrame = picker.view.convert(picker.view.bounds, to: nil)
        #expect(popoverFrame.midY > button.convert(button.bounds, to: nil).maxY, "below the button")

        // The GUI test clicks the first row where this finds it (GalleryGUITests.Spot.firstFontRow).
        picker.tableView.setContentOffset(.zero, animated: false)
        gallery.screen.presentFrame()
        let row = try #require(picker.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let center = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        #expect(abs(center.x - 1196) < 20 && abs(center.y - 238) < 20, "first row at \(center)")
        gallery.screen.click(at: center)
        gallery.screen.runUntilAnimationsSettle()
        let family = UIFont.familyNames[0]
        #expect(gallery.log.contains("picked font \(family)"))
        #expect(page.presentedViewController == nil)
    }
}
