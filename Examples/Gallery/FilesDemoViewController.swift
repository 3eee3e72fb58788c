import Foundation
import UIKit
import UniformTypeIdentifiers

/// Files: the desktop's file chooser behind UIKit's pickers — a photo chosen with
/// `UIImagePickerController` and shown, a text file opened with `UIDocumentPickerViewController`,
/// a note exported (a copy saved where the user says); and the share sheet
/// (`UIActivityViewController`) for the note's text, from the page's activity items
/// configuration — which File ▸ Share… in the main menu opens too; and a scratch note kept in a `UIDocument`:
/// typed, saved (and autosaved), reverted, and printed (`UIPrintInteractionController`: the
/// desktop's print dialog, or the headless host's virtual printer).
final class FilesDemoViewController: GalleryPageViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate, UIDocumentPickerDelegate {
    let photo = UIImageView()
    let status = UILabel()
    private lazy var shareButton = button("Share Note…") { [weak self] in self?.shareNote() }
    private lazy var printButton = button("Print Note…") { [weak self] in self?.printNote() }
    private var exportingNote = false
    let noteField = UITextField()
    let noteStatus = UILabel()
    /// Created on the first save, in a folder of its own (see `GalleryNoteDocument.makeURL()`).
    private(set) var scratchNote: GalleryNoteDocument?
    private var noteObserver: NSObjectProtocol?

    /// The note the page shares: its text, titled, with the Gallery's own activity.
    static func makeNoteConfiguration() -> UIActivityItemsConfiguration {
        let configuration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "Written by the Slate Gallery.")])
        configuration.metadataProvider = { key in key == .title ? "Gallery Note" : nil }
        return configuration
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        activityItemsConfiguration = Self.makeNoteConfiguration()
        view.backgroundColor = .systemBackground
        photo.contentMode = .center
        photo.backgroundColor = .secondarySystemBackground
        photo.layer.cornerRadius = 10
        photo.clipsToBounds = true
        photo.image = UIImage(systemName: "photo", withConfiguration: UIImage.SymbolConfiguration(pointSize: 64))
        photo.tintColor = .tertiaryLabel
        photo.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            photo.widthAnchor.constraint(equalToConstant: 320),
            photo.heightAnchor.constraint(equalToConstant: 220),
        ])
        status.font = .preferredFont(forTextStyle: .body)
        status.textColor = .secondaryLabel
        status.numberOfLines = 0
        status.text = "Choose a photo, open a text file, export or share a note."
        addColumn([
            button("Open Photo…") { [weak self] in self?.openPhoto() },
            button("Open Text File…") { [weak self] in self?.openText() },
            button("Export Note…") { [weak self] in self?.exportNote() },
            shareButton,
            photoAndNote(),
            status,
        ], spacing: 16)
    }

    /// The scratch note's field and its status line.
    private func setUpNote() {
        noteField.placeholder = "Scratch note"
        noteField.accessibilityLabel = "Scratch note"
        noteField.borderStyle = .roundedRect
        noteField.adjustsFontForContentSizeCategory = true
        let width = noteField.widthAnchor.constraint(equalToConstant: UIFontMetrics.default.scaledValue(for: 280))
        width.priority = .defaultHigh
        width.isActive = true
        noteField.addAction(UIAction { [weak self] _ in self?.noteEdited() }, for: .editingChanged)
        noteStatus.font = .preferredFont(forTextStyle: .footnote)
        noteStatus.adjustsFontForContentSizeCategory = true
        noteStatus.textColor = .secondaryLabel
        noteStatus.numberOfLines = 0
        noteStatus.text = "Scratch note: not saved yet."
    }

    /// The photo and, beside it, the scratch note: its field, buttons and status.
    private func photoAndNote() -> UIStackView {
        setUpNote()
        let buttons = UIStackView(arrangedSubviews: [
            button("Save Note") { [weak self] in self?.saveNote() },
            button("Revert Note") { [weak self] in self?.revertNote() },
        ])
        buttons.spacing = 24
        // Printing on a line of its own, so the row of buttons still fits at the largest text sizes.
        let note = UIStackView(arrangedSubviews: [noteField, buttons, printButton, noteStatus])
        note.axis = .vertical
        note.alignment = .leading
        note.spacing = 12
        let row = UIStackView(arrangedSubviews: [photo, note])
        row.alignment = .top
        row.spacing = 24
        return row
    }

    /// The document for the note, made (closed, nothing on disk yet) on first use.
    private func note() -> GalleryNoteDocument {
        if let scratchNote { return scratchNote }
        let note = GalleryNoteDocument(fileURL: GalleryNoteDocument.makeURL())
        scratchNote = note
        noteObserver = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: note, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateNoteStatus() }
        }
        return note
    }

    /// A typed change: the document counts it, and autosaves it if the user does not save.
    func noteEdited() {
        let note = note()
        note.text = noteField.text ?? ""
        note.updateChangeCount(.done)
        updateNoteStatus()
    }

    /// Saves the note: creating its file the first time, overwriting it after.
    func saveNote() {
        let note = note()
        note.text = noteField.text ?? ""
        let creating = note.documentState.contains(.closed)
        if creating {
            try? FileManager.default.createDirectory(at: note.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        note.save(to: note.fileURL, for: creating ? .forCreating : .forOverwriting) { [weak self] success in
            self?.report("note \(success ? "saved" : "not saved"): \(note.text.count) characters")
            self?.updateNoteStatus()
        }
    }

    /// Puts back the text last saved.
    func revertNote() {
        guard let note = scratchNote, !note.documentState.contains(.closed) else {
            report("nothing to revert")
            return
        }
        note.revert(toContentsOf: note.fileURL) { [weak self] success in
            guard let self else { return }
            if success { self.noteField.text = note.text }
            self.report("note \(success ? "reverted" : "not reverted")")
            self.updateNoteStatus()
        }
    }

    private func updateNoteStatus() {
        guard let note = scratchNote else { return }
        let state = note.documentState
        if state.contains(.savingError) {
            noteStatus.text = "Scratch note: could not be saved."
        } else if state.contains(.progressAvailable) {
            noteStatus.text = "Scratch note: saving…"
        } else if state.contains(.closed) {
            noteStatus.text = note.hasUnsavedChanges ? "Scratch note: not saved yet." : "Scratch note: closed."
        } else if note.hasUnsavedChanges {
            noteStatus.text = "Scratch note: edited; saves itself within 20 seconds."
        } else {
            noteStatus.text = "Scratch note: saved as \(note.fileURL.lastPathComponent), \(note.text.count) characters."
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("files showing")
    }

    func openPhoto() {
        let picker = UIImagePickerController()
        picker.delegate = self
        present(picker, animated: true)
    }

    func openText() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.delegate = self
        exportingNote = false
        present(picker, animated: true)
    }

    /// Writes a short note to the temporary folder and offers a copy of it to the user.
    func exportNote() {
        let note = FileManager.default.temporaryDirectory.appendingPathComponent("Gallery Note.txt")
        try? Data("Written by the Slate Gallery.\n".utf8).write(to: note)
        let picker = UIDocumentPickerViewController(forExporting: [note], asCopy: true)
        picker.delegate = self
        exportingNote = true
        present(picker, animated: true)
    }

    /// The share sheet for the page's activity items configuration (the note's text), in a
    /// popover from the button.
    func shareNote() {
        let sheet = UIActivityViewController(activityItemsConfiguration: Self.makeNoteConfiguration())
        sheet.popoverPresentationController?.sourceView = shareButton
        sheet.popoverPresentationController?.sourceRect = shareButton.bounds
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.report("shared note \(type?.rawValue ?? "nothing") \(completed ? "completed" : "not completed")")
        }
        present(sheet, animated: true)
    }

    /// Prints the scratch note's text (a placeholder line when it is empty) with a header
    /// naming it, from the button.
    func printNote() {
        let text = noteField.text.flatMap { $0.isEmpty ? nil : $0 } ?? "The scratch note is empty."
        let formatter = UISimpleTextPrintFormatter(text: text)
        formatter.font = .systemFont(ofSize: 14)
        formatter.perPageContentInsets = UIEdgeInsets(top: 36, left: 36, bottom: 36, right: 36)
        let info = UIPrintInfo.printInfo()
        info.jobName = "Scratch Note"
        let controller = UIPrintInteractionController.shared
        controller.printInfo = info
        controller.printFormatter = formatter
        let shown = controller.present(from: printButton.bounds, in: printButton, animated: true) { [weak self] _, completed, error in
            let outcome = completed ? "printed" : error.map { "not printed: \($0.localizedDescription)" } ?? "not printed"
            self?.noteStatus.text = "Scratch note: \(outcome)."
            self?.report("note \(outcome)")
        }
        if !shown { report("printing unavailable") }
    }

    // MARK: UIImagePickerControllerDelegate

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
        guard let image = info[.originalImage] as? UIImage else { return }
        photo.image = image
        photo.contentMode = .scaleAspectFit
        let name = (info[.imageURL] as? URL)?.lastPathComponent ?? "photo"
        status.text = "\(name), \(Int(image.size.width)) × \(Int(image.size.height))"
        report("picked photo \(name) \(Int(image.size.width))x\(Int(image.size.height))")
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
        report("photo picker cancelled")
    }

    // MARK: UIDocumentPickerDelegate

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        guard let url = urls.first else { return }
        if exportingNote {
            status.text = "Exported to \(url.path)"
            report("exported note to \(url.path)")
        } else {
            showText(at: url)
        }
    }

    /// Shows a text file's name and first line: one chosen in the document picker, or opened
    /// with the Gallery from the desktop (the scene delegate's `openURLContexts`).
    func showText(at url: URL) {
        loadViewIfNeeded()
        let firstLine = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        status.text = "\(url.lastPathComponent): \(firstLine)"
        report("opened text \(url.lastPathComponent): \(firstLine)")
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        report("document picker cancelled")
    }
}
