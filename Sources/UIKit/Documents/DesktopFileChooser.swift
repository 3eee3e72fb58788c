import Foundation
import SlatePlatform
import UniformTypeIdentifiers

/// One view controller's use of the desktop's file chooser: shows at most one dialog at a
/// time, modal for the controller's window, and hands the answer back on a later turn.
///
/// Without a host (UIKit used with no display and no headless screen) there is no chooser:
/// the answer is a cancellation, and the log says why.
@MainActor
final class DesktopFileChooser {
    private(set) var isShowing = false

    func show(_ request: PlatformFileChooserRequest, for viewController: UIViewController, api: String,
              completion: @escaping @MainActor ([URL]?) -> Void) {
        guard !isShowing else { return }
        isShowing = true
        var request = request
        request.window = viewController.viewIfLoaded?.window?.platformWindow
        let answer: @MainActor ([URL]?) -> Void = { [weak self] urls in
            self?.isShowing = false
            completion(urls)
        }
        guard let host = UIKitHost.current else {
            UIKitLog.write("\(api): there is no desktop to show a file chooser on (no host); treated as cancelled")
            UIKitHost.runOnNextTurn { answer(nil) }
            return
        }
        host.chooseFiles(request, completion: answer)
    }

    /// A place in the app's temporary folder for a copy of `source` that no other file has
    /// taken: `folder/name`, or `folder/name-1`, `name-2` … when taken.
    static func freshDestination(for source: URL, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return uniqueURL(named: source.lastPathComponent, in: folder, separator: "-", firstNumber: 1)
    }

    /// `folder/name`, or the first of `name<separator><firstNumber>`, the next number … (before
    /// the extension) that no file has.
    static func uniqueURL(named name: String, in folder: URL, separator: String, firstNumber: Int) -> URL {
        var candidate = folder.appendingPathComponent(name)
        let stem = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var number = firstNumber
        while FileManager.default.fileExists(atPath: candidate.path) {
            let numbered = stem + separator + String(number)
            candidate = folder.appendingPathComponent(ext.isEmpty ? numbered : numbered + "." + ext)
            number += 1
        }
        return candidate
    }

    // MARK: Exporting

    /// The dialog for exporting files named `names`: a save dialog offering the name of one, a
    /// folder chooser for several.
    static func exportRequest(names: [String], title: String, folderTitle: String) -> PlatformFileChooserRequest {
        guard names.count == 1 else { return PlatformFileChooserRequest(action: .selectFolder, title: folderTitle) }
        var request = PlatformFileChooserRequest(action: .save, title: title)
        request.suggestedName = names[0]
        return request
    }

    /// Where an exported file named `name` goes, given what the export dialog chose: the path
    /// itself when one file is exported (the save dialog asked before replacing), otherwise
    /// in the chosen folder under a name no file there has, as the Files app names copies
    /// ("Notes 2.txt"). Each file must be placed before the next one's destination is asked.
    static func exportDestination(named name: String, exportingCount count: Int, chosen: URL) -> URL {
        count == 1 ? chosen : uniqueURL(named: name, in: chosen, separator: " ", firstNumber: 2)
    }

    /// Puts a file at `destination`: `write` makes it beside it under a hidden name, and only
    /// then does it replace what is there — a failed write leaves the old file as it was.
    static func place(at destination: URL, _ write: (URL) throws -> Void) throws {
        let files = FileManager.default
        let staging = destination.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString)-\(destination.lastPathComponent)")
        do {
            try write(staging)
            if files.fileExists(atPath: destination.path) { try files.removeItem(at: destination) }
            try files.moveItem(at: staging, to: destination)
        } catch {
            try? files.removeItem(at: staging)
            throw error
        }
    }
}
