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
/// objects are); otherwise the rows last loaded for the same responder, or, the first time, no
/// Share item.
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
                if showingLastRowsWhileLoading, let sharer { remembered = Remembered(sharer: sharer, rows: rows) }
                completion(rows)
            }
            guard !loading.isDone else { return }
            loading.sheet = sheet
            if showingLastRowsWhileLoading, let remembered, let sharer, remembered.sharer === sharer { completion(remembered.rows) }
        }
        return UIMenu(title: command.title, image: command.image, children: [rows])
    }

    /// The main menu opens: only the rows of the responder it shares from now are kept (by
    /// the responder, not its configuration, which an app may make afresh at each read).
    static func keepRemembered(for sharer: UIResponder?) {
        if let sharer, remembered?.sharer === sharer { return }
        remembered = nil
    }

    /// The rows the main menu last made, and for which responder.
    private final class Remembered {
        weak var sharer: UIResponder?
        let rows: [UIMenuElement]
        init(sharer: UIResponder, rows: [UIMenuElement]) {
            self.sharer = sharer
            self.rows = rows
        }
    }

    private static var remembered: Remembered?
}
