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
}
