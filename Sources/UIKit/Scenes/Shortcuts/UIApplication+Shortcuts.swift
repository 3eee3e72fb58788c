import Foundation

/// Quick actions (`UIApplicationShortcutItem`): which the app has, and how the user's choice
/// reaches it.
///
/// The desktop launches the app with `--slate-shortcut-item=<type>` (DesktopLaunchRequest):
/// - at launch, a scene-based app finds the item in its first scene's
///   `ConnectionOptions.shortcutItem` (and `windowScene(_:performActionFor:completionHandler:)`
///   is not called); an app without scenes finds it in `launchOptions[.shortcutItem]`, then, if
///   both finish-launching methods returned true, gets
///   `application(_:performActionFor:completionHandler:)` before it becomes active;
/// - while the app runs (a second launch hands the request over), the frontmost scene's delegate
///   gets `windowScene(_:performActionFor:completionHandler:)` and its window comes forward; an
///   app without scenes gets `application(_:performActionFor:completionHandler:)`.
/// A type that is neither a static item's (`UIApplicationDelegate.applicationShortcutItems`) nor
/// a dynamic one's (`shortcutItems`) is ignored, with a line on standard error, as iOS never
/// hands an app an action it does not have.
extension UIApplication {
    /// The quick action of `type`: a static item first (the menu lists them first), else a
    /// dynamic one; nil, with a message, when the app has none.
    func shortcutItem(ofType type: String) -> UIApplicationShortcutItem? {
        let staticItems = launchedDelegate.map { Swift.type(of: $0).applicationShortcutItems } ?? []
        if let item = (staticItems + (storedShortcutItems ?? [])).first(where: { $0.type == type }) {
            return item.copy() as? UIApplicationShortcutItem
        }
        UIKitLog.write("slate: the app has no quick action of type \"\(type)\" (declare it in the app delegate's applicationShortcutItems or set UIApplication.shared.shortcutItems); ignored")
        return nil
    }

    /// Hands an app without scenes the quick action it was launched with, before it becomes active.
    func deliverLaunchShortcutToAppDelegate() {
        guard let item = launchShortcutItem else { return }
        launchShortcutItem = nil
        delegate?.application(self, performActionFor: item, completionHandler: { _ in })
    }

    /// A later launch of the app asked for `request`: its URLs are opened, then its quick action
    /// performed, in the frontmost scene (which comes forward). A scene-based app with no scene
    /// connected opens a new one for them.
    func receiveLaunch(_ request: DesktopLaunchRequest) {
        let contexts = request.urls.compactMap(openURLContext(for:))
        let item = request.shortcutType.flatMap(shortcutItem(ofType:))
        guard !contexts.isEmpty || item != nil else { return }
        guard isSceneBased else {
            for context in contexts { _ = delegate?.application(self, open: context.url, options: context.options.dictionary) }
            if let item { delegate?.application(self, performActionFor: item, completionHandler: { _ in }) }
            if let scene = frontmostScene { bringForward(scene.session) }
            return
        }
        guard let scene = frontmostScene else {
            let options = UIScene.ConnectionOptions(urlContexts: Set(contexts), shortcutItem: item)
            return connectScene(for: UISceneSession(role: .windowApplication), options: options, isNew: true)
        }
        if !contexts.isEmpty { scene.delegate?.scene(scene, openURLContexts: Set(contexts)) }
        if let item, let windowScene = scene as? UIWindowScene {
            (windowScene.delegate as? UIWindowSceneDelegate)?.windowScene(windowScene, performActionFor: item, completionHandler: { _ in })
        }
        bringForward(scene.session)
    }

    /// The request a second launch with `arguments` hands the running app (what the
    /// launch-forwarding channel carries), for tests that launch the app again.
    package static func forwardedLaunch(arguments: [String]) -> [URL] {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return DesktopLaunchRequest(arguments: arguments, relativeTo: directory).forwarded
    }

    // MARK: Dynamic items

    /// Where the dynamic items are kept between launches: beside the app's scene sessions.
    private var shortcutItemsFile: URL? {
        sessionStore?.directory.appendingPathComponent("shortcut-items.plist", isDirectory: false)
    }

    /// Reads the dynamic items the app set when it last ran (none when it set none).
    func loadShortcutItems() {
        guard let file = shortcutItemsFile, let data = try? Data(contentsOf: file) else { return }
        guard let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [[String: Any]] else {
            return UIKitLog.write("slate: \(file.path) is not a list of quick actions; the app starts without its dynamic quick actions")
        }
        storedShortcutItems = list.compactMap(UIApplicationShortcutItem.init(propertyList:))
    }

    /// Keeps `items` (as copies, as UIKit does) and writes them down for the next launch.
    func setShortcutItems(_ items: [UIApplicationShortcutItem]?) {
        storedShortcutItems = items?.compactMap { $0.copy() as? UIApplicationShortcutItem }
        guard let file = shortcutItemsFile else { return }
        do {
            guard let items = storedShortcutItems, !items.isEmpty else {
                if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
                return
            }
            let data = try PropertyListSerialization.data(fromPropertyList: items.map(\.propertyList), format: .xml, options: 0)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            UIKitLog.write("slate: cannot keep the app's quick actions in \(file.path): \(error.localizedDescription)")
        }
    }
}
