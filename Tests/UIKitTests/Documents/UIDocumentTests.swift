import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIDocument: opening, editing, autosaving and closing a file-backed document", .exclusiveUIKit, .serialized)
struct UIDocumentTests {
    @Test("Round trip: create, edit, autosaved 20 s after the edit (not at 19.9 s), close, reopen with the text")
    func roundTrip() async throws {
        let stage = try DocumentStage()
        let note = try #require(await stage.createNote("Groceries.txt", text: "milk"))
        #expect(stage.text(at: note.fileURL) == "milk")
        #expect(note.documentState == .normal)
        #expect(!note.hasUnsavedChanges)
        #expect(note.fileModificationDate != nil)

        note.edit(to: "milk, eggs")
        #expect(note.hasUnsavedChanges)
        stage.screen.advance(by: 19.9)
        await stage.run(until: { false }, limit: 2)
        #expect(stage.text(at: note.fileURL) == "milk")
        #expect(note.hasUnsavedChanges)
        stage.screen.advance(by: 0.2)
        #expect(stage.text(at: note.fileURL) == "milk, eggs")
        #expect(await stage.run(until: { !note.hasUnsavedChanges }))

        note.edit(to: "milk, eggs, bread")
        #expect(await stage.complete { note.close(completionHandler: $0) } == true)
        #expect(note.documentState == .closed)
        #expect(stage.text(at: note.fileURL) == "milk, eggs, bread")

        let reopened = NoteDocument(fileURL: note.fileURL)
        #expect(reopened.documentState == .closed)
        #expect(reopened.fileModificationDate == nil)
        #expect(await stage.complete { reopened.open(completionHandler: $0) } == true)
        #expect(reopened.text == "milk, eggs, bread")
        #expect(reopened.loads == 1)
        #expect(reopened.documentState == .normal)
        #expect(reopened.fileModificationDate != nil)
        #expect(reopened.progress?.fractionCompleted == 1)
        // No temporary files left beside the document.
        let names = try FileManager.default.contentsOfDirectory(atPath: stage.folder.path)
        #expect(names == ["Groceries.txt"])
    }

    @Test("Completion handlers run on a later main-queue turn, never inside the call; the file is read off the main thread")
    func completionsAreAsynchronous() async throws {
        let stage = try DocumentStage()
        try Data("hello".utf8).write(to: stage.url("a.txt"))
        let note = NoteDocument(fileURL: stage.url("a.txt"))
        var calls = 0
        note.open { _ in calls += 1 }
        #expect(calls == 0)
        #expect(note.documentState == [.closed, .progressAvailable])
        #expect(await stage.run(until: { calls == 1 }))
        #expect(note.text == "hello")
        #expect(note.documentState == .normal)
    }

    @Test("State notifications: open posts 2 (busy, then open), a save 2, close 1; each announces the new state")
    func stateNotifications() async throws {
        let stage = try DocumentStage()
        try Data("x".utf8).write(to: stage.url("n.txt"))
        let note = NoteDocument(fileURL: stage.url("n.txt"))
        let recorder = DocumentStateRecorder(note)
        defer { recorder.stop() }
        #expect(await stage.complete { note.open(completionHandler: $0) } == true)
        #expect(recorder.states == [[.closed, .progressAvailable], .normal])
        note.text = "y"
        note.updateChangeCount(.done)
        #expect(await stage.complete { note.save(to: note.fileURL, for: .forOverwriting, completionHandler: $0) } == true)
        #expect(recorder.states.count == 4)
        #expect(Array(recorder.states.suffix(2)) == [.progressAvailable, .normal])
        #expect(await stage.complete { note.close(completionHandler: $0) } == true)
        #expect(recorder.states.count == 5)
        #expect(recorder.states.last == .closed)
    }

    @Test("A save to an unwritable place fails: completion false, .savingError set, handleError called once; a good save clears it")
    func saveFailure() async throws {
        let stage = try DocumentStage()
        let note = NoteDocument(fileURL: stage.url("no-such-folder/n.txt"))
        note.text = "lost"
        let recorder = DocumentStateRecorder(note)
        defer { recorder.stop() }
        #expect(await stage.complete { note.save(to: note.fileURL, for: .forCreating, completionHandler: $0) } == false)
        #expect(note.documentState.contains(.savingError))
        #expect(note.documentState.contains(.closed))
        #expect(note.handledErrors.count == 1)
        #expect(note.finishedErrors == [false])
        #expect(recorder.states.last == [.closed, .savingError])
        #expect(!FileManager.default.fileExists(atPath: stage.url("no-such-folder").path))

        let good = stage.url("n.txt")
        #expect(await stage.complete { note.save(to: good, for: .forCreating, completionHandler: $0) } == true)
        #expect(note.documentState == .normal)
        #expect(note.fileURL == good)
        #expect(stage.text(at: good) == "lost")
    }

    @Test("A document whose contents cannot be written (the base class's) fails to save, naming the override")
    func baseClassCannotSave() async throws {
        let stage = try DocumentStage()
        let document = UIDocument(fileURL: stage.url("plain.txt"))
        #expect(await stage.complete { document.save(to: document.fileURL, for: .forCreating, completionHandler: $0) } == false)
        #expect(document.documentState.contains(.savingError))
        #expect(!FileManager.default.fileExists(atPath: stage.url("plain.txt").path))
    }

    @Test("Revert discards unsaved edits and the undo actions, with editing disabled meanwhile")
    func revert() async throws {
        let stage = try DocumentStage()
        let note = try #require(await stage.createNote("r.txt", text: "saved"))
        note.edit(to: "unsaved")
        #expect(note.hasUnsavedChanges)
        let recorder = DocumentStateRecorder(note)
        defer { recorder.stop() }
        #expect(await stage.complete { note.revert(toContentsOf: note.fileURL, completionHandler: $0) } == true)
        #expect(note.text == "saved")
        #expect(!note.hasUnsavedChanges)
        #expect(!note.undoManager.canUndo)
        #expect(note.editingLog == ["disable", "enable"])
        #expect(recorder.states.first == .editingDisabled)
        #expect(recorder.states.contains([.editingDisabled, .progressAvailable]))
        #expect(recorder.states.last == .normal)
        #expect(stage.text(at: note.fileURL) == "saved")
    }

    @Test("Change counting: done and redone count up, undone down, cleared resets; the undo manager's groups, undos and redos count")
    func changeCounting() async throws {
        let stage = try DocumentStage()
        let note = try #require(await stage.createNote("c.txt", text: "a"))
        note.updateChangeCount(.done)
        note.updateChangeCount(.done)
        note.updateChangeCount(.undone)
        #expect(note.hasUnsavedChanges)
        note.updateChangeCount(.undone)
        #expect(!note.hasUnsavedChanges)
        note.updateChangeCount(.undone)
        #expect(note.hasUnsavedChanges) // undone past the saved state: -1
        note.updateChangeCount(.redone)
        #expect(!note.hasUnsavedChanges)
        note.updateChangeCount(.done)
        note.updateChangeCount(.cleared)
        #expect(!note.hasUnsavedChanges)

        note.edit(to: "b")
        #expect(note.hasUnsavedChanges)
        note.undoManager.undo()
        #expect(note.text == "a")
        #expect(!note.hasUnsavedChanges)
        note.undoManager.redo()
        #expect(note.text == "b")
        #expect(note.hasUnsavedChanges)

        // A change made while the file is being written stays unsaved.
        var saved: Bool?
        note.save(to: note.fileURL, for: .forOverwriting) { saved = $0 }
        note.updateChangeCount(.done)
        await stage.run(until: { saved != nil })
        #expect(saved == true)
        #expect(note.hasUnsavedChanges)

        // A replaced undo manager is the one that counts.
        let manager = UndoManager()
        note.undoManager = manager
        note.updateChangeCount(.cleared)
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: note) { _ in }
        manager.endUndoGrouping()
        #expect(note.hasUnsavedChanges)
        note.undoManager = nil
        #expect(note.undoManager !== manager)
    }

    @Test("Autosave: a timer 20 s after the first unsaved change; none while nothing changed or the document is closed")
    func autosaveTimer() async throws {
        let stage = try DocumentStage()
        let note = try #require(await stage.createNote("t.txt", text: "one"))
        let before = stage.text(at: note.fileURL)
        stage.screen.advance(by: 60)
        #expect(stage.text(at: note.fileURL) == before)

        note.text = "two"
        note.updateChangeCount(.done)
        stage.screen.advance(by: 10)
        note.text = "three"
        note.updateChangeCount(.done) // does not push the save back
        stage.screen.advance(by: 10)
        #expect(stage.text(at: note.fileURL) == "three")
        #expect(await stage.run(until: { !note.hasUnsavedChanges }))

        // A closed document is not autosaved.
        #expect(await stage.complete { note.close(completionHandler: $0) } == true)
        note.text = "four"
        note.updateChangeCount(.done)
        stage.screen.advance(by: 60)
        await stage.run(until: { false }, limit: 2)
        #expect(stage.text(at: note.fileURL) == "three")
    }

    @Test("The app going to the background autosaves at once and ends error handling still waiting on the user")
    func autosaveOnBackground() async throws {
        let stage = try DocumentStage()
        LaunchLog.reset()
        stage.screen.launchApplication(delegateClass: SceneAppDelegate.self)
        defer { stage.screen.endApplication() }
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        let note = try #require(await stage.createNote("b.txt", text: "draft"))
        note.edit(to: "final")

        let failing = NoteDocument(fileURL: stage.url("missing/f.txt"))
        failing.holdsErrors = true
        failing.text = "x"
        #expect(await stage.complete { failing.save(to: failing.fileURL, for: .forCreating, completionHandler: $0) } == false)
        #expect(failing.handledErrors.count == 1)
        #expect(failing.finishedErrors.isEmpty)

        stage.screen.moveScene(scene, to: .background)
        #expect(await stage.run(until: { !note.hasUnsavedChanges }))
        #expect(stage.text(at: note.fileURL) == "final")
        #expect(stage.screen.currentTime < UIDocument.autosaveDelay)
        #expect(failing.interruptedErrors == 1)
        #expect(failing.finishedErrors == [false])
    }

    @Test("Closing one of two windows (its scene disconnects) autosaves at once while the app stays in the foreground")
    func autosaveOnSceneDisconnect() async throws {
        let stage = try DocumentStage()
        LaunchLog.reset()
        let application = stage.screen.launchApplication(delegateClass: MultiSceneAppDelegate.self)
        defer { stage.screen.endApplication() }
        stage.screen.presentFrame()
        let activity = NSUserActivity(activityType: pageActivityType)
        activity.userInfo = ["page": "two"]
        application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        stage.screen.presentFrame()
        let two = try #require(application.connectedScenes.compactMap { $0 as? UIWindowScene }.first {
            ($0.windows.first?.rootViewController as? PageViewController)?.page == "two"
        })
        let note = try #require(await stage.createNote("s.txt", text: "open"))
        note.edit(to: "closing")
        stage.screen.clickCloseButton(of: try #require(two.windows.first))
        #expect(application.connectedScenes.count == 1)
        #expect(application.applicationState != .background)
        #expect(await stage.run(until: { !note.hasUnsavedChanges }))
        #expect(stage.text(at: note.fileURL) == "closing")
        #expect(stage.screen.currentTime < UIDocument.autosaveDelay)
    }

    @Test("fileType and localizedName come from the URL; the extension for a type from UTType")
    func typeAndName() throws {
        let stage = try DocumentStage()
        let note = UIDocument(fileURL: stage.url("Shopping List.txt"))
        #expect(note.fileType == "public.plain-text")
        #expect(note.savingFileType == "public.plain-text")
        #expect(note.localizedName == "Shopping List")
        #expect(UIDocument(fileURL: stage.url("photo.png")).fileType == "public.png")
        #expect(UIDocument(fileURL: stage.url("README")).fileType == nil)
        #expect(UIDocument(fileURL: stage.url("README")).localizedName == "README")
        #expect(note.fileNameExtension(forType: "public.png", saveOperation: .forCreating) == "png")
        #expect(note.fileNameExtension(forType: nil, saveOperation: .forCreating) == "txt")
        #expect(note.documentState == .closed)
        #expect(note.progress == nil)
    }

    @Test("Bad input: a missing file, a directory and unreadable contents open with false and stay closed, without a crash")
    func openFailures() async throws {
        let stage = try DocumentStage()
        let missing = NoteDocument(fileURL: stage.url("nothing-here.txt"))
        #expect(await stage.complete { missing.open(completionHandler: $0) } == false)
        #expect(missing.documentState == .closed)
        #expect(missing.handledErrors.count == 1)
        #expect(missing.fileModificationDate == nil)

        let package = stage.url("Bundle.pages")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let packaged = NoteDocument(fileURL: package)
        #expect(await stage.complete { packaged.open(completionHandler: $0) } == false)
        #expect(packaged.documentState == .closed)

        try Data([0xff, 0xfe, 0xfd]).write(to: stage.url("bad.txt"))
        let corrupt = NoteDocument(fileURL: stage.url("bad.txt"))
        #expect(await stage.complete { corrupt.open(completionHandler: $0) } == false)
        #expect(corrupt.loads == 0)

        let plain = UIDocument(fileURL: stage.url("bad.txt"))
        #expect(await stage.complete { plain.open(completionHandler: $0) } == false)

        // Closing a document that never opened saves nothing and succeeds.
        #expect(await stage.complete { missing.close(completionHandler: $0) } == true)
        #expect(!FileManager.default.fileExists(atPath: missing.fileURL.path))
    }

    @Test("performAsynchronousFileAccess runs blocks in order after the reads and writes already scheduled")
    func fileAccessOrder() async throws {
        let stage = try DocumentStage()
        let note = try #require(await stage.createNote("o.txt", text: "1"))
        note.text = "2"
        var saved: Bool?
        note.save(to: note.fileURL, for: .forOverwriting) { saved = $0 }
        let url = note.fileURL
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var text: String?
        }
        let seen = Seen()
        note.performAsynchronousFileAccess {
            let text = (try? Data(contentsOf: url)).flatMap { String(data: $0, encoding: .utf8) }
            seen.lock.withLock { seen.text = text }
        }
        await stage.run(until: { saved != nil })
        #expect(seen.lock.withLock { seen.text } == "2")
    }

    @Test("REST-02 a document's userActivity is managed as a responder's: emptied, then the document puts its fileURL under userActivityURLKey; a save to a new URL marks it needsSave")
    func userActivity() async throws {
        let stage = try DocumentStage()
        let note = try #require(await stage.createNote("Activity.txt", text: "a"))
        #expect(note.userActivity == nil)
        #expect(UIDocument.userActivityURLKey == "NSUserActivityDocumentURL")

        let activity = NSUserActivity(activityType: "org.slate.tests.document")
        activity.userInfo = ["stale": true]
        let view = UIView()
        note.userActivity = activity
        view.userActivity = activity
        activity.updateFromResponders()
        #expect(activity.userInfo?.count == 1)
        #expect(activity.userInfo?[UIDocument.userActivityURLKey] as? URL == note.fileURL)
        #expect(!activity.needsSave)
        // The URL survives the store, as on Apple platforms.
        #expect(PropertyListValue(activity.userInfo!) == .dictionary([UIDocument.userActivityURLKey: .url(note.fileURL)]))

        let moved = stage.url("Moved.txt")
        #expect(await stage.complete { note.save(to: moved, for: .forCreating, completionHandler: $0) } == true)
        #expect(activity.needsSave)
        activity.updateFromResponders()
        #expect(activity.userInfo?[UIDocument.userActivityURLKey] as? URL == moved)

        note.userActivity = nil
        activity.updateFromResponders()
        #expect(activity.userInfo?.isEmpty == true)
    }
}
