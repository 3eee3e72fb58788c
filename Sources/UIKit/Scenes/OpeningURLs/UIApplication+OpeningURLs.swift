import Foundation

/// URLs the desktop hands the app: files opened with it and links with its schemes.
///
/// The desktop launches the app with them as arguments (the desktop entry's `%U`; a file
/// manager's "Open With"; a terminal). They reach the app as iOS hands over URLs:
/// - a scene-based app gets them in the connecting scene's `ConnectionOptions.urlContexts`
///   at launch, and through the frontmost scene's `scene(_:openURLContexts:)` while it runs;
/// - an app without scenes gets `launchOptions[.url]`, then, if both finish-launching methods
///   returned true, `application(_:open:options:)` before it becomes active; while it runs,
///   `application(_:open:options:)` again.
///
/// A file is the file itself when the app delegate declares `supportsOpeningDocumentsInPlace`;
/// otherwise UIKit copies it into the app's Inbox first, so that an app that moves or deletes
/// what it imports never touches the user's original.
extension UIApplication {
    /// The URLs among a launch's arguments (the executable's name excluded): each argument
    /// with a URL scheme (`https://…`, `myapp:…`, `file:///…`), or naming a file that exists
    /// (relative to `directory`). Options (`-x`, `--name`) and anything else are not URLs.
    static func urlsToOpen(inArguments arguments: [String], relativeTo directory: URL) -> [URL] {
        arguments.compactMap { argument in
            guard !argument.isEmpty, !argument.hasPrefix("-") else { return nil }
            if hasURLScheme(argument), let url = URL(string: argument) { return url }
            let file = argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : directory.appendingPathComponent(argument)
            return FileManager.default.fileExists(atPath: file.path) ? file.standardizedFileURL : nil
        }
    }

    /// RFC 3986's `scheme ":"`, with a scheme longer than one letter (so a Windows-style
    /// `C:` path is not one).
    private static func hasURLScheme(_ argument: String) -> Bool {
        guard let colon = argument.firstIndex(of: ":") else { return false }
        let scheme = argument[..<colon]
        guard scheme.count > 1, let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// The context for a URL the desktop handed over: a file the app does not open in place is
    /// copied into its Inbox (nil, with a message, when it cannot be read or copied).
    func openURLContext(for url: URL) -> UIOpenURLContext? {
        guard url.isFileURL else { return UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(openInPlace: false)) }
        let inPlace = launchedDelegate.map { type(of: $0).supportsOpeningDocumentsInPlace } ?? false
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            UIKitLog.write("slate: cannot open \(url.path): no such file, or it cannot be read")
            return nil
        }
        if inPlace { return UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(openInPlace: true)) }
        do {
            let copy = try DesktopFileChooser.freshDestination(for: url, in: UIDocumentPickerViewController.inboxFolder)
            try FileManager.default.copyItem(at: url, to: copy)
            return UIOpenURLContext(url: copy, options: UIScene.OpenURLOptions(openInPlace: false))
        } catch {
            UIKitLog.write("slate: cannot copy \(url.path) into the app's Inbox to open it: \(error.localizedDescription)")
            return nil
        }
    }

    /// Hands an app without scenes the URLs it was launched with, before it becomes active.
    func deliverLaunchURLsToAppDelegate() {
        let contexts = launchURLContexts
        launchURLContexts = []
        for context in contexts { _ = delegate?.application(self, open: context.url, options: context.options.dictionary) }
    }

    /// The running app was launched again with `urls`: the frontmost scene (or the app
    /// delegate, without scenes) gets them, and its window comes forward. A scene-based app
    /// with no scene connected opens a new one for them.
    func openURLs(fromDesktop urls: [URL]) {
        receiveLaunch(DesktopLaunchRequest(urls: urls))
    }

    /// The scene the user last worked in: the key window's, else an active one, else the
    /// most recently opened.
    var frontmostScene: UIScene? {
        if let scene = UIWindow.keyWindow?.windowScene, connectedScenes.contains(scene) { return scene }
        if let active = connectedScenes.first(where: { $0.activationState == .foregroundActive }) { return active }
        return connectedScenes.max { $0.session.openingOrder < $1.session.openingOrder }
    }
}

extension UIScene.OpenURLOptions {
    /// The same options as `application(_:open:options:)` takes them.
    var dictionary: [UIApplication.OpenURLOptionsKey: Any] {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: openInPlace]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        return options
    }
}
