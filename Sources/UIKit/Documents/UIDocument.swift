import Foundation
import SlatePlatform
import UniformTypeIdentifiers

/// A document kept in a file: opened, edited, autosaved and closed, its file read and written
/// off the main thread.
///
/// Subclass it and override `contents(forType:)` (the data to save) and
/// `load(fromContents:ofType:)` (the data read); record changes with `updateChangeCount(_:)` or
/// the `undoManager`, and UIKit saves them — about 20 seconds after a change, when the app
/// leaves the foreground or a scene disconnects, and on `close(completionHandler:)`.
///
/// Completion handlers run on the main queue. Reads and writes run on one background
/// file-access queue; a save writes a temporary file beside the document and renames it over
/// the document, so that a crash never leaves half a file. Linux has no `NSFileCoordinator`,
/// `NSFilePresenter`, `NSFileVersion`, `FileWrapper` or iCloud: see docs/porting.md.
@MainActor
open class UIDocument: NSObject, UserActivityManaging {
    /// How long after the first unsaved change UIKit autosaves (iPadOS says "at appropriate
    /// times"; Slate picks 20 seconds of the host's clock, deterministic in headless tests).
    static let autosaveDelay: TimeInterval = 20

    /// Creates a document for the file at `url`; it stays closed (and the file untouched)
    /// until it is opened or saved.
    public init(fileURL url: URL) {
        fileURL = url
        super.init()
        observeLifecycle()
    }

    // MARK: Attributes

    /// Where the document lives; a save to another URL moves it there (and marks
    /// `userActivity` as needing a save).
    public private(set) var fileURL: URL {
        didSet {
            if fileURL != oldValue { userActivity?.needsSave = true }
        }
    }

    // MARK: User activity

    /// The `userInfo` key under which `updateUserActivityState(_:)` puts `fileURL`
    /// (`NSUserActivityDocumentURLKey`).
    public static let userActivityURLKey = "NSUserActivityDocumentURL"

    /// An activity about this document, which UIKit then manages: before the activity is saved
    /// (as a scene's `stateRestorationActivity`) its `userInfo` is emptied and the document,
    /// with every responder holding it, adds its state in `updateUserActivityState(_:)`.
    ///
    /// On Apple platforms UIKit creates one for an iCloud document whose type declares
    /// `NSUbiquitousDocumentUserActivityType`, for Handoff. Linux has neither, so it starts nil
    /// and an app sets it (docs/porting.md).
    open var userActivity: NSUserActivity? {
        didSet {
            guard userActivity !== oldValue else { return }
            oldValue?.responderDidRelease(self)
            userActivity?.responderDidAdopt(self)
        }
    }

    /// Puts `fileURL` in `userActivity.userInfo` under `UIDocument.userActivityURLKey`.
    /// Overrides add their own state and call super.
    open func updateUserActivityState(_ userActivity: NSUserActivity) {
        userActivity.addUserInfoEntries(from: [UIDocument.userActivityURLKey: fileURL])
    }

    /// Restores the document's state from an activity the app continues; for subclasses to
    /// override (the document itself is found by the app from `userActivityURLKey`).
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    /// The name shown to the user: the file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The file's uniform type identifier, from the extension of `fileURL`.
    open var fileType: String? {
        let fileExtension = fileURL.pathExtension
        guard !fileExtension.isEmpty else { return nil }
        return UTType(filenameExtension: fileExtension)?.identifier
    }

    /// When the file was last changed on disk, as of the last open, save or revert; nil before
    /// one of those succeeded.
    open var fileModificationDate: Date?

    /// What the document is doing; each change posts `UIDocument.stateChangedNotification`.
    public private(set) var documentState: State = .closed {
        didSet {
            guard documentState != oldValue else { return }
            NotificationCenter.default.post(name: UIDocument.stateChangedNotification, object: self)
        }
    }

    /// The progress of the read or write in flight; valid while `documentState` contains
    /// `.progressAvailable` (nil before the first).
    public private(set) var progress: Progress?

    private var fileOperationsInFlight = 0
    private var changeCount = 0
    /// Advances with every recorded change: the change-count token a save compares.
    private var changeGeneration = 0
    private var autosaveTimer: PlatformTimer?
    /// What the file-access queue read for the `read(from:)` call in progress.
    private var prefetched: (url: URL, contents: Result<DocumentFileContents, Error>)?
    /// The error given to `handleError(_:userInteractionPermitted:)` whose handling has not
    /// finished.
    private var errorBeingHandled: Error?
    private var ownUndoManager: UndoManager?
    private let observers = DocumentObservers()

    // MARK: Opening and closing

    /// Reads the file on the file-access queue, then (on the main queue) calls `read(from:)`
    /// and `completionHandler` with whether it succeeded. A document that cannot be read stays
    /// closed and hears `handleError(_:userInteractionPermitted:)`.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        let url = fileURL
        beginFileOperation()
        let completion = DocumentHandoff(value: completionHandler)
        DocumentFileAccess.perform {
            let contents = Result { try DocumentFileContents(readingFrom: url) }
            let date = DocumentFileContents.modificationDate(of: url)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.finishOpening(url, contents: contents, date: date, completion: completion.value) }
            }
        }
    }

    private func finishOpening(_ url: URL, contents: Result<DocumentFileContents, Error>, date: Date?, completion: ((Bool) -> Void)?) {
        prefetched = (url, contents)
        var failure: Error?
        do { try read(from: url) } catch { failure = error }
        prefetched = nil
        var state = stateAfterFileOperation()
        if failure == nil {
            state.remove(.closed)
            fileModificationDate = date
        }
        documentState = state
        if let failure { report(failure) }
        scheduleAutosave()
        completion?(failure == nil)
    }

    /// Autosaves unsaved changes, then closes the document; `completionHandler` hears whether
    /// the save (if one was needed) succeeded. The document closes either way.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        autosave { success in
            self.autosaveTimer?.cancel()
            self.autosaveTimer = nil
            self.documentState.insert(.closed)
            completionHandler?(success)
        }
    }

    // MARK: Simple reading and writing

    /// Loads the document's model from what was read: `Data` for a flat file. Override it;
    /// the default throws, naming the fix.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        throw CocoaError(.fileReadUnknown, userInfo: [
            NSLocalizedDescriptionKey: "UIDocument.load(fromContents:ofType:): \(type(of: self)) does not load contents. Override load(fromContents:ofType:) (or read(from:)).",
        ])
    }

    /// A snapshot of the document's model to save: `Data`. Override it; the default throws,
    /// naming the fix.
    open func contents(forType typeName: String) throws -> Any {
        throw CocoaError(.fileWriteUnknown, userInfo: [
            NSLocalizedDescriptionKey: "UIDocument.contents(forType:): \(type(of: self)) has no contents to save. Override contents(forType:) (or the writeContents methods).",
        ])
    }

    // MARK: Disabling and enabling editing

    /// Called when editing becomes unsafe (a revert starts). Does nothing; override it to stop
    /// the user's edits.
    open func disableEditing() {}

    /// Called when editing is safe again. Does nothing; override it to allow edits again.
    open func enableEditing() {}

    // MARK: Change management

    /// The document's undo manager, created on first use. Registering undo actions counts as
    /// changes: a closed undo group is a change done, an undo a change undone, a redo one redone.
    /// Setting nil makes the next use create a new one.
    open var undoManager: UndoManager! {
        get {
            if ownUndoManager == nil { adoptUndoManager(UndoManager()) }
            return ownUndoManager
        }
        set { adoptUndoManager(newValue) }
    }

    private func adoptUndoManager(_ manager: UndoManager?) {
        ownUndoManager = manager
        guard let manager else {
            observers.replaceUndo(with: [])
            return
        }
        let center = NotificationCenter.default
        func observe(_ name: Notification.Name, _ change: @escaping @MainActor (UIDocument, UndoManager) -> Void) -> NSObjectProtocol {
            center.addObserver(forName: name, object: manager, queue: nil) { [weak self, weak manager] _ in
                let document = self
                let manager = manager
                MainActor.assumeIsolated {
                    guard let document, let manager, document.ownUndoManager === manager else { return }
                    change(document, manager)
                }
            }
        }
        observers.replaceUndo(with: [
            observe(UndoManager.didCloseUndoGroupNotification) { document, manager in
                // Closing the group an undo or redo fills is that undo or redo, counted below.
                guard !manager.isUndoing, !manager.isRedoing else { return }
                document.updateChangeCount(.done)
            },
            observe(UndoManager.didUndoChangeNotification) { document, _ in document.updateChangeCount(.undone) },
            observe(UndoManager.didRedoChangeNotification) { document, _ in document.updateChangeCount(.redone) },
        ])
    }

    /// Whether changes were made since the document was opened, last saved or reverted.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Records a change: done and redone changes count up, undone ones down, and cleared
    /// (saved, reverted) sets the count to none. A document with unsaved changes is autosaved
    /// about 20 seconds later.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        changeGeneration += 1
        scheduleAutosave()
    }

    /// A token for the changes recorded so far, taken when a save begins.
    open func changeCountToken(for saveOperation: SaveOperation) -> Any {
        changeGeneration
    }

    /// Called when a save that began with `changeCountToken` ends: clears the change count if
    /// no change was recorded while the file was being written.
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        guard let token = changeCountToken as? Int, token == changeGeneration else { return }
        updateChangeCount(.cleared)
    }

    // MARK: Advanced reading and writing

    /// Saves the document to `url`: asks `contents(forType:)` and
    /// `fileAttributesToWrite(to:for:)` now, writes with
    /// `writeContents(_:andAttributes:safelyTo:for:)` on the file-access queue, then (on the
    /// main queue) updates `fileURL`, the change count and the state and calls
    /// `completionHandler`. A failure sets `.savingError` and is handed to
    /// `handleError(_:userInteractionPermitted:)`.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let token = changeCountToken(for: saveOperation)
        beginFileOperation()
        let work: DocumentHandoff<(contents: Any, attributes: [AnyHashable: Any])>
        do {
            let contents = try self.contents(forType: savingFileType ?? fileType ?? UTType.data.identifier)
            work = DocumentHandoff(value: (contents, try fileAttributesToWrite(to: url, for: saveOperation)))
        } catch {
            let completion = DocumentHandoff(value: completionHandler)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.finishSaving(to: url, saveOperation, token: token, result: .failure(error), completion: completion.value) }
            }
            return
        }
        let completion = DocumentHandoff(value: (token: token, handler: completionHandler))
        DocumentFileAccess.perform {
            let result = Result { () throws -> Date? in
                try self.writeContents(work.value.contents, andAttributes: work.value.attributes, safelyTo: url, for: saveOperation)
                return DocumentFileContents.modificationDate(of: url)
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.finishSaving(to: url, saveOperation, token: completion.value.token, result: result, completion: completion.value.handler)
                }
            }
        }
    }

    private func finishSaving(to url: URL, _ saveOperation: SaveOperation, token: Any, result: Result<Date?, Error>,
                              completion: ((Bool) -> Void)?) {
        var state = stateAfterFileOperation()
        switch result {
        case .success(let date):
            fileURL = url
            fileModificationDate = date
            state.remove(.savingError)
            state.remove(.closed)
            // Observers of the state change see the change count the save left.
            updateChangeCount(withToken: token, for: saveOperation)
            documentState = state
            // Changes made while the file was written wait for the next autosave.
            scheduleAutosave()
            completion?(true)
        case .failure(let error):
            state.insert(.savingError)
            documentState = state
            report(error)
            scheduleAutosave()
            completion?(false)
        }
    }

    /// Saves unsaved changes to `fileURL` (UIKit calls it: periodically, when the app leaves
    /// the foreground, on close); with none, `completionHandler` hears true at once.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            let completion = DocumentHandoff(value: completionHandler)
            DispatchQueue.main.async { MainActor.assumeIsolated { completion.value?(true) } }
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// The type to save as: `fileType`.
    open var savingFileType: String? { fileType }

    /// The file name extension for `typeName` (the document's own when nil).
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        guard let typeName else { return fileURL.pathExtension }
        return UTType(typeName)?.preferredFilenameExtension ?? fileURL.pathExtension
    }

    /// Writes `contents` so that a crash at any moment leaves either the old file or the new
    /// one: into a temporary file beside `url` (through
    /// `writeContents(_:to:for:originalContentsURL:)`), given `additionalFileAttributes`
    /// (`FileAttributeKey`s), then renamed over `url`. Runs on the file-access queue.
    nonisolated open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
                                        safelyTo url: URL, for saveOperation: SaveOperation) throws {
        let fileManager = FileManager.default
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).saving-\(UUID().uuidString)")
        let original = fileManager.fileExists(atPath: url.path) ? url : nil
        do {
            try writeContents(contents, to: temporary, for: saveOperation, originalContentsURL: original)
            var attributes: [FileAttributeKey: Any] = [:]
            for (key, value) in additionalFileAttributes ?? [:] {
                if let key = key.base as? FileAttributeKey {
                    attributes[key] = value
                } else if let key = key.base as? String {
                    attributes[FileAttributeKey(rawValue: key)] = value
                }
            }
            if !attributes.isEmpty { try fileManager.setAttributes(attributes, ofItemAtPath: temporary.path) }
            var isDirectory: ObjCBool = false
            if original != nil, fileManager.fileExists(atPath: temporary.path, isDirectory: &isDirectory), isDirectory.boolValue {
                // rename(2) cannot replace a directory that has files in it.
                _ = try fileManager.replaceItemAt(url, withItemAt: temporary)
            } else if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
                ])
            }
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes `contents` (`Data`) to `url`. Override it for other contents, such as the files
    /// of a package. Runs on the file-access queue.
    nonisolated open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        guard let data = contents as? Data else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSFilePathErrorKey: url.path,
                NSLocalizedDescriptionKey: "UIDocument.writeContents(_:to:for:originalContentsURL:): contents of type \(type(of: contents)) cannot be written; return Data from contents(forType:) or override this method.",
            ])
        }
        try data.write(to: url)
    }

    /// The `FileAttributeKey` attributes to give the written file: none by default.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] {
        [:]
    }

    /// Reads the document from `url` and hands the contents to `load(fromContents:ofType:)`.
    /// `open(completionHandler:)` calls it on the main queue with what the file-access queue
    /// read; called directly it reads the file itself. A directory (a file package) needs an
    /// override: Linux Foundation has no `FileWrapper`.
    open func read(from url: URL) throws {
        let contents: DocumentFileContents
        if let prefetched, prefetched.url == url {
            contents = try prefetched.contents.get()
        } else {
            contents = try DocumentFileContents(readingFrom: url)
        }
        switch contents {
        case .data(let data): try load(fromContents: data, ofType: fileType)
        case .directory: throw DocumentFileContents.packageError(at: url)
        }
    }

    // MARK: File access serialization

    /// Runs `block` on the file-access queue, after the reads and writes already scheduled.
    /// Hop back to the main queue with `DispatchQueue.main.async`.
    open func performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) {
        DocumentFileAccess.perform(block)
    }

    // MARK: Error presentation

    /// Called with a failed open or save. The default finishes handling it at once
    /// (`finishedHandlingError(_:recovered:)`, not recovered); override it to tell the user,
    /// and call `finishedHandlingError(_:recovered:)` when done.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        finishedHandlingError(error, recovered: false)
    }

    /// Hands a failed open or save to `handleError(_:userInteractionPermitted:)`, remembering
    /// it until its handling finishes.
    private func report(_ error: Error) {
        errorBeingHandled = error
        handleError(error, userInteractionPermitted: true)
    }

    /// Ends the handling of `error`. Overrides must call super.
    open func finishedHandlingError(_ error: Error, recovered: Bool) {
        errorBeingHandled = nil
    }

    /// Called when the app leaves the foreground while an error is still being handled: wrap
    /// up at once. The default finishes handling it (not recovered).
    open func userInteractionNoLongerPermittedForError(_ error: Error) {
        finishedHandlingError(error, recovered: false)
    }

    // MARK: Reverting

    /// Discards unsaved changes (and the undo manager's actions) and reads the document again
    /// from `url`, with editing disabled (`.editingDisabled`, `disableEditing()`) meanwhile.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        documentState.insert(.editingDisabled)
        disableEditing()
        fileURL = url
        open { success in
            if success {
                self.ownUndoManager?.removeAllActions()
                self.updateChangeCount(.cleared)
            }
            self.documentState.remove(.editingDisabled)
            self.enableEditing()
            completionHandler?(success)
        }
    }

    // MARK: Busy state and autosaving

    private func beginFileOperation() {
        fileOperationsInFlight += 1
        guard fileOperationsInFlight == 1 else { return }
        progress = Progress(totalUnitCount: 1)
        documentState.insert(.progressAvailable)
    }

    /// The state once a file operation ended (the caller assigns it with its own changes, so
    /// that observers hear one change).
    private func stateAfterFileOperation() -> State {
        var state = documentState
        fileOperationsInFlight = max(0, fileOperationsInFlight - 1)
        if fileOperationsInFlight == 0 {
            progress?.completedUnitCount = progress?.totalUnitCount ?? 1
            state.remove(.progressAvailable)
        }
        return state
    }

    /// Arms the autosave timer on the host's clock while an open document has unsaved
    /// changes; disarms it when it has none.
    private func scheduleAutosave() {
        guard hasUnsavedChanges, !documentState.contains(.closed) else {
            if !hasUnsavedChanges {
                autosaveTimer?.cancel()
                autosaveTimer = nil
            }
            return
        }
        guard autosaveTimer == nil, let host = UIKitHost.current else { return }
        autosaveTimer = host.schedule(at: host.currentTime + Self.autosaveDelay) { [weak self] in
            guard let self else { return }
            self.autosaveTimer = nil
            guard !self.documentState.contains(.closed) else { return }
            self.autosave()
        }
    }

    private func observeLifecycle() {
        for name in [UIApplication.didEnterBackgroundNotification, UIScene.didDisconnectNotification] {
            observers.addLifecycle(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                let document = self
                MainActor.assumeIsolated { document?.leaveForeground() }
            })
        }
    }

    /// The app went to the background or a scene disconnected: error handling must end now,
    /// and unsaved changes are saved.
    private func leaveForeground() {
        if let errorBeingHandled { userInteractionNoLongerPermittedForError(errorBeingHandled) }
        // A save already writing (the app backgrounded as a scene disconnected) carries them.
        guard !documentState.contains(.closed), hasUnsavedChanges, fileOperationsInFlight == 0 else { return }
        autosaveTimer?.cancel()
        autosaveTimer = nil
        autosave()
    }
}
