import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// Every Gallery page read by a screen reader: each control named, nothing off screen that
/// cannot be scrolled to, no two elements on top of each other.
@MainActor
@Suite("Accessibility audit of the Gallery", .serialized, .exclusiveUIKit)
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

/// The Accessibility page as a screen reader reads it.
@MainActor
@Suite("The Gallery's Accessibility page", .serialized, .exclusiveUIKit)
struct GalleryAccessibilityPageTests {
    @Test("The chart is read bar by bar and skimmed with its rotor, the card offers its actions, the status follows the reader, Announce is heard")
    func page() throws {
        GalleryAppDelegate.report = { _ in }
        var log: [String] = []
        GalleryAppDelegate.report = { log.append($0) }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        defer { screen.endApplication() }
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        let split = try #require(window.rootViewController as? GallerySplitViewController)
        split.show(.accessibility)
        screen.runUntilAnimationsSettle()
        let reader = screen.attachScreenReader()
        screen.runUntilAnimationsSettle()
        let names = reader.elements(in: window).map(\.name)
        #expect(names.contains("A screen reader is listening."))
        let months = reader.elements(in: window).filter { $0.role == "image" }.map(\.name)
        #expect(months == ["January", "February", "March", "April"])
        #expect(reader.element(named: "April", in: window)?.value == "38 sales")
        let card = try #require(reader.element(named: "Message from Ada: Lunch on Friday?", in: window))
        #expect(card.actions == ["click", "Reply", "Archive"])
        #expect(reader.perform(customAction: "Archive", on: card, in: window))
        #expect(log.contains("card archive"))
        // The chart's rotor skims its best months.
        let january = try #require(reader.element(named: "January", in: window))
        #expect(reader.rotors(at: january, in: window) == ["Best months"])
        let february = try #require(reader.rotor("Best months", .next, from: january, in: window))
        #expect(february.element.name == "February")
        #expect(reader.rotor("Best months", .next, from: february.element, in: window)?.element.name == "April")
        #expect(reader.rotor("Best months", .previous, from: february.element, in: window) == nil)
        reader.activate(try #require(reader.element(named: "Announce", in: window)), in: window)
        #expect(reader.announcements(in: window) == ["Saved"])
        screen.detachScreenReader()
        screen.presentFrame()
        #expect(reader.tree(of: window) == nil)
    }
}
