import Foundation
@testable import UIKit
import UIKitTesting

/// A plain-text note: the document subclass the UIDocument tests edit, save and reopen.
final class NoteDocument: UIDocument {
    var text = ""
    var loads = 0
    var handledErrors: [Error] = []
    var finishedErrors: [Bool] = []
    var interruptedErrors = 0
    var editingLog: [String] = []
    /// Whether handleError keeps the error (as an app showing an alert would) instead of
    /// finishing at once.
    var holdsErrors = false

    override func contents(forType typeName: String) throws -> Any {
        Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
        loads += 1
    }

    override func handleError(_ error: Error, userInteractionPermitted: Bool) {
        handledErrors.append(error)
        if !holdsErrors { super.handleError(error, userInteractionPermitted: userInteractionPermitted) }
    }

    override func finishedHandlingError(_ error: Error, recovered: Bool) {
        finishedErrors.append(recovered)
        super.finishedHandlingError(error, recovered: recovered)
    }

    override func userInteractionNoLongerPermittedForError(_ error: Error) {
        interruptedErrors += 1
        super.userInteractionNoLongerPermittedForError(error)
    }

    override func disableEditing() { editingLog.append("disable") }
    override func enableEditing() { editingLog.append("enable") }

    /// Changes the text as a user's edit: through the undo manager, one group per edit.
    func edit(to newText: String) {
        let old = text
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { $0.edit(to: old) }
        undoManager.endUndoGrouping()
        text = newText
    }
}

/// A headless screen (its virtual clock drives autosaving) and a scratch folder.
@MainActor
struct DocumentStage {
    let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("slate-document-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func text(at url: URL) -> String? {
        (try? Data(contentsOf: url)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Runs main-loop turns until `done` holds, at most `limit` of them; whether it held.
    @discardableResult
    func run(until done: () -> Bool, limit: Int = 10) async -> Bool {
        for _ in 0..<limit {
            if done() { return true }
            await screen.runLoopTurn()
        }
        return done()
    }

    /// Starts an operation taking a completion handler and runs until it is called.
    func complete(_ operation: (@escaping (Bool) -> Void) -> Void) async -> Bool? {
        var result: Bool?
        operation { result = $0 }
        await run(until: { result != nil })
        return result
    }

    /// Creates a note with `text` at `name`, saved and open.
    func createNote(_ name: String, text: String) async -> NoteDocument? {
        let note = NoteDocument(fileURL: url(name))
        note.text = text
        let saved = await complete { note.save(to: note.fileURL, for: .forCreating, completionHandler: $0) }
        return saved == true ? note : nil
    }
}

/// Counts a document's state-change notifications and the states they announce.
@MainActor
final class DocumentStateRecorder {
    private(set) var states: [UIDocument.State] = []
    private var token: NSObjectProtocol?

    init(_ document: UIDocument) {
        token = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { [weak self, weak document] _ in
            let recorder = self
            let document = document
            MainActor.assumeIsolated {
                guard let document else { return }
                recorder?.states.append(document.documentState)
            }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}
