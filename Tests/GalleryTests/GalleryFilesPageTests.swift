import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Files page's scratch note, kept in a `UIDocument`.
@MainActor
@Suite("The Gallery's Files page", .serialized, .exclusiveUIKit)
struct GalleryFilesPageTests {
    @Test("The scratch note is created on Save, shows its state, reverts to the saved text and autosaves 20 s after an edit")
    func scratchNote() async throws {
        var log: [String] = []
        GalleryAppDelegate.report = { log.append($0) }
        defer { GalleryAppDelegate.report = { _ in } }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        defer { screen.endApplication() }
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        let split = try #require(window.rootViewController as? GallerySplitViewController)
        split.show(.files)
        screen.runUntilAnimationsSettle()
        let files = try #require(filesPage(in: split))
        func settle(until done: () -> Bool) async {
            for _ in 0..<10 where !done() { await screen.runLoopTurn() }
        }

        #expect(files.noteStatus.text == "Scratch note: not saved yet.")
        files.noteField.text = "Buy milk"
        files.noteEdited()
        #expect(files.scratchNote?.documentState == .closed)
        files.saveNote()
        await settle { log.contains("note saved: 8 characters") }
        #expect(log.contains("note saved: 8 characters"))
        let note = try #require(files.scratchNote)
        #expect(try String(contentsOf: note.fileURL, encoding: .utf8) == "Buy milk")
        #expect(files.noteStatus.text == "Scratch note: saved as Scratch Note.txt, 8 characters.")

        files.noteField.text = "Buy milk and tea"
        files.noteEdited()
        #expect(files.noteStatus.text == "Scratch note: edited; saves itself within 20 seconds.")
        files.revertNote()
        await settle { log.contains("note reverted") }
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

    private func filesPage(in controller: UIViewController) -> FilesDemoViewController? {
        if let files = controller as? FilesDemoViewController { return files }
        for child in controller.children + [controller.presentedViewController].compactMap({ $0 }) {
            if let files = filesPage(in: child) { return files }
        }
        return nil
    }
}
