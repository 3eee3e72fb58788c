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
/// as they would for the sheet. A context menu shows a loading row until they are in; the
/// main menu, which has no loading rows, shows the submenu when they are in at once (the
/// app's own objects are) and leaves it out otherwise.
@MainActor
enum ShareSubmenu {
    /// The submenu standing for `command` in a menu opened from `start`; nil when no
    /// responder from `start` shares.
    static func menu(for command: UICommand, from start: UIResponder) -> UIMenu? {
        guard let sharer = start.sharingResponder, let configuration = sharer.activityItemsConfiguration else { return nil }
        let rows = UIDeferredMenuElement.uncached { [weak sharer] completion in
            _ = UIActivityViewController(activityItemsConfiguration: configuration) { sheet in
                completion(sheet.availableActivities.map { activity in
                    UIAction(title: activity.activityTitle ?? "", image: activity.activityImage) { _ in
                        guard let (presenter, _) = sharer?.sharingPresenter() else { return }
                        sheet.perform(activity, presentingFrom: presenter)
                    }
                })
            }
        }
        return UIMenu(title: command.title, image: command.image, children: [rows])
    }
}
