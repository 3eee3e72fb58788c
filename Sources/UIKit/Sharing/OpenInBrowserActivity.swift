import Foundation

/// Open in Browser: web links (http and https) handed to the desktop, which opens them in the
/// user's browser (`UIApplication.open`). Completed when the desktop took every link.
final class OpenInBrowserActivity: SystemActivity {
    override var activityType: UIActivity.ActivityType? { .openInBrowser }
    override var activityTitle: String? { "Open in Browser" }
    override var activityImage: UIImage? { UIImage(systemName: "safari") }

    override func canPerform(_ items: [ActivityItem]) -> Bool {
        items.contains { $0.webLink != nil }
    }

    override func perform() {
        let links = items.compactMap(\.webLink)
        guard !links.isEmpty else { return activityDidFinish(false) }
        var answers: [Bool] = []
        for link in links {
            UIApplication.shared.open(link) { [weak self] opened in
                answers.append(opened)
                if answers.count == links.count { self?.activityDidFinish(!answers.contains(false)) }
            }
        }
    }
}
