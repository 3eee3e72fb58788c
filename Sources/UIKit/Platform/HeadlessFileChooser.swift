import Foundation
import SlatePlatform

/// The headless desktop's file chooser: a dialog that stays open until a test answers it.
///
/// Each `chooseFiles` call opens a prompt; the test reads what was asked (`request`) and
/// answers with files (`choose(_:)`) or cancels. The answer reaches the app on the next turn,
/// as a real dialog's response arrives from the main loop.
@MainActor
package final class HeadlessFileChooserPrompt {
    package let request: PlatformFileChooserRequest
    private let completion: PlatformFileChooserCompletion
    private unowned let host: HeadlessHost
    package private(set) var isAnswered = false

    init(request: PlatformFileChooserRequest, host: HeadlessHost, completion: @escaping PlatformFileChooserCompletion) {
        self.request = request
        self.host = host
        self.completion = completion
    }

    /// The user chooses `urls` and presses the accept button.
    package func choose(_ urls: [URL]) {
        answer(urls)
    }

    /// The user closes the dialog or presses Cancel.
    package func cancel() {
        answer(nil)
    }

    private func answer(_ urls: [URL]?) {
        precondition(!isAnswered, "HeadlessFileChooserPrompt: this dialog was already answered")
        isAnswered = true
        host.fileChooserPromptDidClose(self)
        let completion = self.completion
        host.schedule(at: host.currentTime) { completion(urls) }
        host.setNeedsTurn()
    }
}

extension HeadlessHost {
    package func chooseFiles(_ request: PlatformFileChooserRequest, completion: @escaping PlatformFileChooserCompletion) {
        openFileChooserPrompts.append(HeadlessFileChooserPrompt(request: request, host: self, completion: completion))
    }

    func fileChooserPromptDidClose(_ prompt: HeadlessFileChooserPrompt) {
        openFileChooserPrompts.removeAll { $0 === prompt }
    }
}
