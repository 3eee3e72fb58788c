import Foundation
import SlatePlatform
import UIKit

/// The desktop's file chooser as a headless test sees it: open until the test answers, as a
/// user would — with files, or by cancelling.
///
/// ```swift
/// root.present(UIImagePickerController(), animated: false)
/// screen.presentFrame()
/// let dialog = try #require(screen.fileChooser)
/// dialog.choose([photoURL])
/// screen.presentFrame()   // the delegate hears it on this turn
/// ```
@MainActor
public final class FileChooserDialog {
    public enum Action: Sendable {
        case open, save, selectFolder
    }

    let prompt: HeadlessFileChooserPrompt

    init(prompt: HeadlessFileChooserPrompt) {
        self.prompt = prompt
    }

    public var action: Action {
        switch prompt.request.action {
        case .open: .open
        case .save: .save
        case .selectFolder: .selectFolder
        }
    }

    public var title: String { prompt.request.title }
    /// The MIME types the dialog's filter offers; empty when it offers every file.
    public var mimeTypes: [String] { prompt.request.mimeTypes }
    public var allowsMultipleSelection: Bool { prompt.request.allowsMultipleSelection }
    /// The name a save dialog offers.
    public var suggestedName: String? { prompt.request.suggestedName }
    public var initialFolder: URL? { prompt.request.initialFolder }
    /// Whether the dialog was opened for a window (modal for it), as UIKit's pickers do.
    public var hasParentWindow: Bool { prompt.request.window != nil }

    /// The user chooses `urls` (files to open, the place to save, or the folder).
    public func choose(_ urls: [URL]) { prompt.choose(urls) }

    /// The user cancels or closes the dialog.
    public func cancel() { prompt.cancel() }
}

extension HeadlessScreen {
    /// The file chooser on show (the latest, when several are), or nil.
    public var fileChooser: FileChooserDialog? {
        host.openFileChooserPrompts.last.map(FileChooserDialog.init)
    }

    /// How many file choosers are on show.
    public var desktopFileChooserCount: Int { host.openFileChooserPrompts.count }
}
