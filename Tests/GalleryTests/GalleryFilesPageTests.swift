import Foundation
import Testing
@testable import UIKit
import UIKitTesting
@testable import Gallery

/// The Files page's scratch note, kept in a `UIDocument`.
@MainActor
@Suite("The Gallery's Files page", .serialized, .exclusiveUIKit)
struct GalleryFilesPageTests {
    @Test("The scratch note is created on Save, shows its state, reverts to the saved text and autosaves 20 s after an edit")
    func scratchNote() async throws {
        let gallery = try GalleryOnScreen(showing: .files)
        defer { gallery.end() }
        let screen = gallery.screen
        let files = try #require(gallery.controller(FilesDemoViewController.self))
        func settle(until done: () -> Bool) async {
            for _ in 0..<10 where !done() { await screen.runLoopTurn() }
        }

        #expect(files.noteStatus.text == "Scratch note: not saved yet.")
        files.noteField.text = "Buy milk"
        files.noteEdited()
        #expect(files.scratchNote?.documentState == .closed)
        files.saveNote()
        await settle { gallery.log.contains("note saved: 8 characters") }
        #expect(gallery.log.contains("note saved: 8 characters"))
        let note = try #require(files.scratchNote)
        #expect(try String(contentsOf: note.fileURL, encoding: .utf8) == "Buy milk")
        #expect(files.noteStatus.text == "Scratch note: saved as Scratch Note.txt, 8 characters.")

        files.noteField.text = "Buy milk and tea"
        files.noteEdited()
        #expect(files.noteStatus.text == "Scratch note: edited; saves itself within 20 seconds.")
        files.revertNote()
        await settle { gallery.log.contains("note reverted") }
        #expect(files.noteField.text == "Buy milk")
        #expect(files.noteStatus.text == "Scratch note: saved as Scratch Note.txt, 8 characters.")

        files.noteField.text = "Tea"
        files.noteEdited()
        screen.advance(by: 20)
        await settle { note.hasUnsavedChanges == false }
        #expect(try String(contentsOf: note.fileURL, encoding: .utf8) == "Tea")
        #expect(files.noteStatus.text == "Scratch note: saved as Scratch Note.txt, 3 characters.")
        try? FileManager.default.removeItem(at: note.fileURL.deletingLastPathComponent())
    }

    @Test("Print Note… prints the scratch note's text: the dialog offers a 1-page job named Scratch Note; printing reports it on the page")
    func printNote() async throws {
        let gallery = try GalleryOnScreen(showing: .files)
        defer { gallery.end() }
        let screen = gallery.screen
        let files = try #require(gallery.controller(FilesDemoViewController.self))
        files.noteField.text = "Buy milk"
        files.printNote()
        let dialog = try #require(screen.printDialog)
        #expect(dialog.job.name == "Scratch Note")
        #expect(dialog.job.pageCount == 1)
        #expect(dialog.hasParentWindow)
        dialog.print()
        for _ in 0..<5 where !gallery.log.contains("note printed") { await screen.runLoopTurn() }
        #expect(gallery.log.contains("note printed"))
        #expect(files.noteStatus.text == "Scratch note: printed.")
        #expect(screen.printedJobs.count == 1)

        files.printNote()
        try #require(screen.printDialog).cancel()
        for _ in 0..<5 where !gallery.log.contains("note not printed") { await screen.runLoopTurn() }
        #expect(files.noteStatus.text == "Scratch note: not printed.")
    }
}

extension GalleryFilesPageTests {
    @Test("The Files page offers its note to share: File ▸ Share… in the main menu opens the share sheet for the page's activity items configuration, titled Gallery Note, and Copy copies the note (UIActivityItemsConfiguration, UIResponder.activityItemsConfiguration)")
    func shareFromMainMenu() throws {
        let gallery = try GalleryOnScreen(showing: .files)
        defer { gallery.end() }
        let screen = gallery.screen
        let files = try #require(gallery.controller(FilesDemoViewController.self))
        #expect(files.activityItemsConfiguration?.activityItemsConfigurationMetadata(key: .title) as? String == "Gallery Note")
        let window = try #require(files.view.window)
        #expect(screen.chooseMainMenuItem(["File", "Share…"], in: window))
        _ = screen.runUntilAnimationsSettle()
        var presenter: UIViewController? = window.rootViewController
        while let presented = presenter?.presentedViewController, !(presented is UIActivityViewController) { presenter = presented }
        let sheet = try #require(presenter?.presentedViewController as? UIActivityViewController)
        sheet.loadViewIfNeeded()
        #expect(sheet.activityRows.map { $0.titleLabel.text ?? "" } == ["Mail", "Copy", "Save to Files"])
        let copy = try #require(sheet.activityRows.first { $0.titleLabel.text == "Copy" })
        screen.tap(at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: nil))
        _ = screen.runUntilAnimationsSettle()
        #expect(UIPasteboard.general.string == "Written by the Slate Gallery.")
    }
}
