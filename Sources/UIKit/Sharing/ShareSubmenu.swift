import Foundation

/// The standard Share submenu a command tagged `UICommandTagShare` receives, built as Mac
/// Catalyst builds it: titled and pictured as the command, a row per activity the share sheet
/// would offer for the activity items of the first responder that shares (the app's own
/// activities, then the desktop's: Mail, Copy, Save to Files, Open in Browser — those the
/// items suit). Choosing a row performs that activity at once, without the sheet; what it
/// shows (a file chooser, its view controller) is presented from the nearest view controller
/// of that responder.
///
/// The rows are a deferred element, asked afresh each time the menu opens: the items load
/// as they would for the sheet. A context menu shows a loading row until they are in. The
/// main menu, which has no loading rows, shows them when they are in at once (the app's own
/// objects are); otherwise the rows last loaded for the same configuration, or, the first
/// time, no Share item.
@MainActor
enum ShareSubmenu {
    /// The submenu standing for `command` in a menu opened from `start`; nil when no
    /// responder from `start` shares.
    static func menu(for command: UICommand, from start: UIResponder, showingLastRowsWhileLoading: Bool) -> UIMenu? {
        guard let sharer = start.sharingResponder, let configuration = sharer.activityItemsConfiguration else { return nil }
        let rows = UIDeferredMenuElement.uncached { [weak sharer, weak start] completion in
            // Nothing else holds the sheet until its items are in.
            final class Loading { var sheet: UIActivityViewController?; var isDone = false }
            let loading = Loading()
            let sheet = UIActivityViewController(activityItemsConfiguration: configuration) { sheet in
                loading.isDone = true
                loading.sheet = nil
                let rows = sheet.availableActivities.map { activity in
                    UIAction(title: activity.activityTitle ?? "", image: activity.activityImage) { _ in
                        // What the activity shows goes over the sharer's view controller, else
                        // the menu's; an activity that shows nothing needs neither.
                        let presenter = sharer?.sharingPresenter()?.0 ?? start?.sharingPresenter()?.0
                        sheet.perform(activity, presentingFrom: presenter)
                    }
                }
                if showingLastRowsWhileLoading { remember(rows, for: configuration) }
                completion(rows)
            }
            guard !loading.isDone else { return }
            loading.sheet = sheet
            if showingLastRowsWhileLoading, let last = lastRows(for: configuration) { completion(last) }
        }
        return UIMenu(title: command.title, image: command.image, children: [rows])
    }

    /// The main menu opens: only the rows of the configuration it shares now are kept (rows
    /// hold their sheet, and the sheet its configuration).
    static func keepRemembered(for configuration: UIActivityItemsConfigurationReading?) {
        if let configuration, let kept = remembered?.configuration, kept === configuration { return }
        remembered = nil
    }

    /// The rows the main menu last made, and for which configuration.
    private final class Remembered {
        weak var configuration: AnyObject?
        let rows: [UIMenuElement]
        init(configuration: AnyObject, rows: [UIMenuElement]) {
            self.configuration = configuration
            self.rows = rows
        }
    }

    private static var remembered: Remembered?

    private static func remember(_ rows: [UIMenuElement], for configuration: AnyObject) {
        remembered = Remembered(configuration: configuration, rows: rows)
    }

    private static func lastRows(for configuration: AnyObject) -> [UIMenuElement]? {
        guard let remembered, remembered.configuration === configuration else { return nil }
        return remembered.rows
    }
}
