import Foundation

/// The application's own command in the main menu, as Mac Catalyst's menu bar has it:
/// Application ▸ Quit. The responder chain ends at the application, so it runs whatever is
/// first responder.
extension UIApplication {
    /// Application ▸ Quit (Ctrl+Q): as when the desktop asks the app to quit — every window's
    /// state is saved, the app terminates, and its windows reopen at the next launch.
    func quitFromMainMenu(_ sender: Any?) {
        quit()
    }
}

extension Selector {
    /// AppKit's name, which Mac Catalyst's menu bar sends.
    @MainActor static let quitApplication = Selector("terminate:", UIApplication.quitFromMainMenu)
}
