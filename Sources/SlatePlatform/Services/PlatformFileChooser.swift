import Foundation

/// What the app asks of the desktop's file chooser: GTK's dialog (or the XDG portal's, when
/// GTK uses one) under the GTK host, a test's script under the headless host. UIKit's
/// document and image pickers stand on it, as Mac Catalyst's stand on the open and save panels.
package struct PlatformFileChooserRequest {
    package enum Action: Equatable, Sendable {
        /// Choose existing files (one, or several with `allowsMultipleSelection`).
        case open
        /// Choose where to save one file; `suggestedName` is the name offered.
        case save
        /// Choose a folder (exporting several files).
        case selectFolder
    }

    package var action: Action
    /// The dialog's title ("Open", "Choose a Photo").
    package var title: String
    /// The accept button's label; nil lets the desktop choose ("Open", "Save").
    package var acceptLabel: String?
    package var allowsMultipleSelection = false
    /// The MIME types offered (a filter named `filterName`); empty offers every file.
    package var mimeTypes: [String] = []
    package var filterName: String?
    package var suggestedName: String?
    package var initialFolder: URL?
    /// The window the dialog belongs to (modal for it); nil for none.
    package var window: PlatformWindow?

    package init(action: Action, title: String) {
        self.action = action
        self.title = title
    }
}

/// The desktop's answer: the files or folder chosen, or nil when the user cancelled (or the
/// desktop has no chooser to show).
package typealias PlatformFileChooserCompletion = @MainActor ([URL]?) -> Void
