import Foundation

/// The screen a picker shows while the desktop's file chooser is open (`FileChooserPromptView`).
@MainActor
final class FileChooserPromptController: UIViewController {
    var prompt = FileChooserPromptView(symbolName: "doc", title: "", message: "", buttonTitle: "") {
        didSet { if isViewLoaded { view = prompt } }
    }

    override func loadView() {
        view = prompt
    }
}
