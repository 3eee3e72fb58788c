import Foundation
import UIKit
import UniformTypeIdentifiers

/// Files: the desktop's file chooser behind UIKit's pickers — a photo chosen with
/// `UIImagePickerController` and shown, a text file opened with `UIDocumentPickerViewController`,
/// a note exported (a copy saved where the user says); and the share sheet
/// (`UIActivityViewController`) for the note's text.
final class FilesDemoViewController: GalleryPageViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate, UIDocumentPickerDelegate {
    let photo = UIImageView()
    let status = UILabel()
    private lazy var shareButton = button("Share Note…") { [weak self] in self?.shareNote() }
    private var exportingNote = false

    override func viewDidLoad() {
        super.viewDidLoad()
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
            photo,
            status,
        ], spacing: 16)
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

    /// The share sheet for the note's text, in a popover from the button.
    func shareNote() {
        let sheet = UIActivityViewController(activityItems: ["Written by the Slate Gallery."], applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = shareButton
        sheet.popoverPresentationController?.sourceRect = shareButton.bounds
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.report("shared note \(type?.rawValue ?? "nothing") \(completed ? "completed" : "not completed")")
        }
        present(sheet, animated: true)
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
            let firstLine = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
            status.text = "\(url.lastPathComponent): \(firstLine)"
            report("opened text \(url.lastPathComponent): \(firstLine)")
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        report("document picker cancelled")
    }
}
