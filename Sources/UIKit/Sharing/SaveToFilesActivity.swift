import Foundation
import SlatePlatform
import UniformTypeIdentifiers

/// Save to Files: the items as files where the user says, through the desktop's file chooser
/// — one file through a save dialog offering its name, several into a folder the user chooses
/// (a name already taken there gets a number, "Text 2.txt", as in the Files app). Text is saved
/// as a UTF-8 text file, images as PNG, data with its type's extension, and files as copies of
/// themselves; links and colours are not saved.
final class SaveToFilesActivity: SystemActivity {
    private let chooser = DesktopFileChooser()

    override var activityType: UIActivity.ActivityType? { .saveToFiles }
    override var activityTitle: String? { "Save to Files" }
    override var activityImage: UIImage? { UIImage(systemName: "folder") }

    override func canPerform(_ items: [ActivityItem]) -> Bool {
        items.contains { Self.file(for: $0, subject: nil) != nil }
    }

    override func perform() {
        let files = items.compactMap { Self.file(for: $0, subject: subject) }
        guard let sheet, !files.isEmpty else { return activityDidFinish(false) }
        var request = DesktopFileChooser.exportRequest(names: files.map(\.name), title: "Save to Files", folderTitle: "Save \(files.count) Items to Files")
        request.acceptLabel = "Save"
        chooser.show(request, for: sheet.dialogParent, api: "UIActivityViewController (Save to Files)") { [weak self] urls in
            guard let self else { return }
            guard let destination = urls?.first else { return self.activityDidFinish(false) }
            do {
                try Self.write(files, to: destination)
                self.activityDidFinish(true)
            } catch {
                UIKitLog.write("UIActivityViewController (Save to Files): \(error.localizedDescription); reported to the completion handler")
                self.error = error
                self.activityDidFinish(false)
            }
        }
    }

    /// A file to save: its name, and how it is written to a path (when the user has chosen).
    struct File {
        let name: String
        let write: (URL) throws -> Void

        init(name: String, write: @escaping (URL) throws -> Void) {
            self.name = name
            self.write = write
        }

        init(name: String, contents: @escaping () throws -> Data) {
            self.init(name: name) { try contents().write(to: $0) }
        }
    }

    /// The file an item is saved as, named after `subject` where it has no name of its own;
    /// nil for what is not saved (links, colours, folders).
    static func file(for item: ActivityItem, subject: String?) -> File? {
        let base = subject.flatMap { $0.isEmpty ? nil : $0.replacingOccurrences(of: "/", with: "-") }
        switch item {
        case .text(let text):
            return File(name: (base ?? "Text") + ".txt", contents: { Data(text.utf8) })
        case .image(let image):
            guard image.size.width > 0, image.size.height > 0 else { return nil }
            return File(name: (base ?? "Image") + ".png", contents: {
                guard let data = image.pngData() else { throw CocoaError(.fileWriteUnknown) }
                return data
            })
        case .data(let data, let typeIdentifier):
            let type = UTType(typeIdentifier)
            let stem = base ?? (type?.conforms(to: .image) == true ? "Image" : "Document")
            let ext = type?.preferredFilenameExtension
            return File(name: ext.map { stem + "." + $0 } ?? stem, contents: { data })
        case .file(let url):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            // Copied, not read whole: a film need not pass through memory, and keeps its permissions.
            return File(name: url.lastPathComponent) { try FileManager.default.copyItem(at: url, to: $0) }
        case .link, .color:
            return nil
        }
    }

    /// Writes each file where the export dialog's answer puts it (`DesktopFileChooser`).
    private static func write(_ files: [File], to chosen: URL) throws {
        for file in files {
            let destination = DesktopFileChooser.exportDestination(named: file.name, exportingCount: files.count, chosen: chosen)
            try DesktopFileChooser.place(at: destination, file.write)
        }
    }
}
