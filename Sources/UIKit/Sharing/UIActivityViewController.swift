import Foundation

/// The share sheet: the services that can take the app's items — the app's own activities
/// and the desktop's — one row each; choosing one performs it.
///
/// On iPad it is a popover: give its `popoverPresentationController` a `sourceView` (and
/// `sourceRect`) or a `barButtonItem` before presenting it, or the presentation raises, as in
/// UIKit. In a horizontally compact window it adapts to a sheet.
///
/// Slate's own activities are those a Linux desktop can do, as Mac Catalyst offers its Mac's:
/// Mail (a new message in the desktop's mail client, through a `mailto:` URL), Copy (onto the
/// desktop's clipboard), Save to Files (through the desktop's file chooser) and Open in
/// Browser (web links) — each only for items it can take and types not excluded. The app's
/// `applicationActivities` come first in their category; sharing activities before actions.
///
/// Choosing a row prepares the activity with the items (an item source's item for that
/// activity type) and performs it, or presents its `activityViewController` over the sheet.
/// When the activity calls `activityDidFinish(_:)` the sheet (and the activity's controller)
/// is dismissed, then `completionWithItemsHandler` hears the activity's type and whether it
/// completed. Closing the sheet without choosing — its close button, a tap outside the popover,
/// a swipe down the sheet — reports `(nil, false, nil, nil)`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// Activity types not to offer (the app's own or the system's); nil offers every one.
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { if isViewLoaded { showActivities() } }
    }

    /// Called once the sheet is dismissed, after an activity finished or without one chosen.
    /// QUIRK, emulated (the SDK's header): it is set to nil once called.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The items; for a sheet made from an activity items configuration, what its providers
    /// loaded (empty until they have).
    var activityItems: [Any]
    let applicationActivities: [UIActivity]
    /// The configuration the sheet was made from, if it was.
    var itemsConfiguration: UIActivityItemsConfigurationReading?
    /// The configuration's thumbnail preview of its first item, once loaded.
    var configurationThumbnail: UIImage?
    /// The desktop's activities, in the order they are offered within their categories.
    private let systemActivities: [SystemActivity] = [MailActivity(), CopyToPasteboardActivity(), SaveToFilesActivity(), OpenInBrowserActivity()]
    /// The activity chosen, until the sheet reports its end.
    private(set) var runningActivity: UIActivity?
    /// For a sheet never presented, whose activities a Share submenu performs: the view
    /// controller that presents their dialogs and view controllers.
    private weak var menuPresenter: UIViewController?
    /// A sheet not on show, while its activity runs.
    private var keptWhilePerforming: UIActivityViewController?
    /// The running activity's view controller, once presented.
    private var presentedActivityController: UIViewController?
    /// Set once the end is under way, so that it is reported once.
    private var isEnding = false
    /// The app's `isModalInPresentation`, given back when the activity ends.
    private var appIsModalInPresentation = false
    private lazy var sheetView = ActivitySheetView(frame: CGRect(origin: .zero, size: ActivitySheetMetrics.contentSize(rowCounts: [])))

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// An activity view controller is made in code, with its items.
    public required init?(coder: NSCoder) {
        UIKitLog.write("UIActivityViewController(coder:): an activity view controller is made in code, with init(activityItems:applicationActivities:)")
        return nil
    }

    // MARK: View

    open override func loadView() {
        view = sheetView
        sheetView.closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        sheetView.onChoose = { [weak self] activity in self?.choose(activity) }
        showActivities()
    }

    /// The activities the items can go to, in the order shown: sharing activities, then
    /// actions; the app's first in each.
    var availableActivities: [UIActivity] { activityGroups(for: placeholderItems).joined().map { $0 } }

    /// The activities the placeholders can go to, sharing activities then actions, each
    /// group's the app's first. The sheet's own activities take the placeholders classified
    /// once, rather than each classifying them again.
    private func activityGroups(for placeholders: [Any], classified: [ActivityItem]? = nil) -> [[UIActivity]] {
        let classified = classified ?? classifiedPlaceholders(placeholders)
        let excluded = Set(excludedActivityTypes ?? [])
        let offered = (applicationActivities + systemActivities).filter { activity in
            if let type = activity.activityType, excluded.contains(type) { return false }
            if let system = activity as? SystemActivity { return system.canPerform(classified) }
            return activity.canPerform(withActivityItems: placeholders)
        }
        return [offered.filter { type(of: $0).activityCategory == .share }, offered.filter { type(of: $0).activityCategory == .action }]
    }

    /// The rows shown (for tests and the pixel check).
    var activityRows: [ActivityRowView] { sheetView.rows }

    func showActivities() {
        let placeholders = placeholderItems
        let classified = classifiedPlaceholders(placeholders)
        let groups = activityGroups(for: placeholders, classified: classified)
        sheetView.show(header(for: classified))
        sheetView.show(groups)
        preferredContentSize = ActivitySheetMetrics.contentSize(rowCounts: groups.map(\.count))
    }

    // MARK: Performing

    /// The user chose `activity`: it gets the items for its type, then performs or shows its
    /// view controller. Further choices are ignored until it finishes; a tap outside no longer
    /// closes the sheet (the activity's end does).
    private func choose(_ activity: UIActivity) {
        guard runningActivity == nil, !isEnding else { return }
        runningActivity = activity
        appIsModalInPresentation = isModalInPresentation
        isModalInPresentation = true
        let resolved = items(for: activity.activityType)
        if let system = activity as? SystemActivity {
            system.items = resolved.compactMap { ActivityItem($0.value, typeIdentifier: $0.typeIdentifier) }
            system.subject = subject(for: activity.activityType)
            system.sheet = self
            system.error = nil
        }
        activity.finishHandler = { [weak self, weak activity] completed in
            guard let self, let activity else { return }
            self.end(activityType: activity.activityType, completed: completed, error: (activity as? SystemActivity)?.error)
        }
        activity.prepare(withActivityItems: resolved.map(\.value))
        if let controller = activity.activityViewController {
            presentedActivityController = controller
            dialogParent.present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// Performs `activity`, one of `availableActivities`, as if chosen in the sheet — for a
    /// sheet that is not on show: a Share submenu's row (`UICommandTagShare`). `presenter`
    /// presents what the activity shows.
    func perform(_ activity: UIActivity, presentingFrom presenter: UIViewController?) {
        guard runningActivity == nil, !isEnding else { return }
        menuPresenter = presenter
        // Nothing else holds a sheet that is not on show: it keeps itself until it reports.
        keptWhilePerforming = self
        choose(activity)
    }

    /// Where the activity's dialogs and view controller go: over the sheet, or, for a sheet
    /// not on show, over its menu's presenter.
    var dialogParent: UIViewController {
        guard presentingViewController == nil, let menuPresenter else { return self }
        return menuPresenter
    }

    /// The close button or Escape: the sheet goes without an activity.
    func close() {
        guard runningActivity == nil else { return }
        end(activityType: nil, completed: false, error: nil)
    }

    /// Dismisses the sheet (and whatever it presents), then tells the completion handler.
    private func end(activityType: UIActivity.ActivityType?, completed: Bool, error: Error?) {
        guard !isEnding else { return }
        isEnding = true
        // Held strongly: once dismissed, nothing else may keep the sheet until the report.
        let report = { [self] in self.report(activityType: activityType, completed: completed, error: error) }
        if let presenter = presentingViewController, !isBeingDismissed {
            presenter.dismiss(animated: true, completion: report)
        } else if let shown = presentedActivityController, let presenter = shown.presentingViewController, !shown.isBeingDismissed {
            // A sheet not on show: the activity's own view controller goes.
            presenter.dismiss(animated: true, completion: report)
        } else {
            report()
        }
    }

    private func report(activityType: UIActivity.ActivityType?, completed: Bool, error: Error?) {
        if let activity = runningActivity {
            activity.finishHandler = nil
            isModalInPresentation = appIsModalInPresentation
        }
        runningActivity = nil
        isEnding = false
        keptWhilePerforming = nil
        presentedActivityController = nil
        let handler = completionWithItemsHandler
        completionWithItemsHandler = nil
        handler?(activityType, completed, nil, error)
    }
}

extension UIActivityViewController: UserDismissalObserving {
    /// A tap outside the popover or a swipe down the sheet closed it without an activity.
    func presentationWasDismissedByUser() {
        guard !isEnding else { return }
        report(activityType: nil, completed: false, error: nil)
    }
}
