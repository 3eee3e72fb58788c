import Foundation

/// The screen a picker shows while the desktop's file chooser is open (`FileChooserPromptView`).
@MainActor
final class FileChooserPromptController: UIViewController {
    let prompt: FileChooserPromptView

    init(prompt: FileChooserPromptView) {
        self.prompt = prompt
        super.init(nibName: nil, bundle: nil)
    }

    /// Made only in code, never from an archive.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = prompt
    }
}
