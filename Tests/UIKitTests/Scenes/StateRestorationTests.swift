import Foundation
import Testing
import UIKit
import UIKitTesting

/// User activities and state restoration (REST): responders holding activities, saving
/// them, and one model shown in several windows.
@MainActor
@Suite("State restoration", .serialized, .exclusiveUIKit)
struct StateRestorationTests {
    @Test("REST-01 every responder — view, controller, window, scene, application — has a userActivity")
    func everyResponderHasAnActivity() {
        let activity = NSUserActivity(activityType: "org.slate.tests.any")
        let responders: [UIResponder] = [UIView(), UIViewController(), UIWindow(), UIApplication.shared]
        for responder in responders {
            responder.userActivity = activity
            #expect(responder.userActivity === activity)
            responder.userActivity = nil
        }
    }

    @Test("REST-02 every responder sharing an activity adds its state, into a userInfo emptied first")
    func sharedActivityUpdates() {
        let activity = NSUserActivity(activityType: "org.slate.tests.shared")
        activity.userInfo = ["stale": true]
        let first = StateAddingResponder(key: "first")
        let second = StateAddingResponder(key: "second")
        first.userActivity = activity
        second.userActivity = activity
        activity.updateFromResponders()
        #expect(first.calls == 1)
        #expect(second.calls == 1)
        #expect(Set(activity.userInfo?.keys.compactMap { $0.base as? String } ?? []) == ["first", "second"])
        #expect(!activity.needsSave)

        second.userActivity = nil
        activity.updateFromResponders()
        #expect(second.calls == 1)
        #expect(activity.userInfo?.count == 1)
    }

    @Test("REST-02 an activity no responder holds is saved as the app filled it")
    func unmanagedActivityKeepsItsState() {
        let activity = NSUserActivity(activityType: "org.slate.tests.plain")
        activity.addUserInfoEntries(from: ["a": 1])
        activity.addUserInfoEntries(from: ["b": 2])
        #expect(activity.needsSave)
        activity.updateFromResponders()
        #expect(activity.userInfo?.count == 2)
    }

    @Test("REST-03 REST-05 going to the background asks for the scene's activity, brings it up to date through its responders, and keeps a property-list copy in the session")
    func backgroundSavesTheActivity() throws {
        LaunchLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        screen.launchApplication(delegateClass: MultiSceneAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let page = try #require(scene.windows.first?.rootViewController as? PageViewController)
        #expect(page.userActivity === scene.userActivity)
        page.page = "edited"
        scene.userActivity?.addUserInfoEntries(from: ["stale": 1])
        page.extraState = ["view": UIView(), "ok": 1]
        UIKitLog.clear()
        screen.moveScene(scene, to: .background)
        let saved = try #require(scene.session.stateRestorationActivity)
        #expect(saved !== scene.userActivity)
        #expect(saved.activityType == pageActivityType)
        #expect(saved.userInfo?["page"] as? String == "edited")
        #expect(saved.userInfo?["ok"] as? Int == 1)
        // UIKit emptied userInfo before asking the responders (REST-02): what no responder
        // added is gone; a value that is no property-list value is dropped with a message.
        #expect(saved.userInfo?["stale"] == nil)
        #expect(saved.userInfo?["view"] == nil)
        #expect(UIKitLog.messages.contains { $0.contains("userInfo[\"view\"]") && $0.contains("property-list") })
        // The scene's delegate heard that the responders brought the activity up to date.
        let delegate = try #require(scene.delegate as? PageSceneDelegate)
        #expect(delegate.updated.count == 1 && delegate.updated.first === scene.userActivity)
    }

    @Test("REST-06 two windows showing one model both update when it changes; the one in the background redraws when refreshed")
    func sharedModelAcrossWindows() throws {
        LaunchLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let application = screen.launchApplication(delegateClass: MultiSceneAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let activity = NSUserActivity(activityType: pageActivityType)
        activity.userInfo = ["page": "home"]
        application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        let pages = application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows.first?.rootViewController as? PageViewController }
        #expect(pages.count == 2)
        let model = SharedPageModel()
        let observers = pages.map { $0.observe(model) }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        let background = try #require(pages.first { $0.view.window?.windowScene?.activationState != .foregroundActive })
        let backgroundScene = try #require(background.view.window?.windowScene)
        screen.setMinimized(true, window: try #require(background.view.window))
        screen.presentFrame()
        let drawsBefore = background.draws

        model.rename(to: "shared")
        #expect(pages.allSatisfy { $0.page == "shared" })
        screen.presentFrame()
        #expect(background.draws == drawsBefore)
        application.requestSceneSessionRefresh(backgroundScene.session)
        screen.presentFrame()
        #expect(background.draws > drawsBefore)
    }
}

/// A responder adding one key to any activity it is asked to update.
@MainActor
private final class StateAddingResponder: UIResponder {
    let key: String
    var calls = 0

    init(key: String) {
        self.key = key
        super.init()
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        calls += 1
        activity.addUserInfoEntries(from: [key: calls])
    }
}

/// A model shared by every window, which broadcasts its changes (REST-06).
@MainActor
final class SharedPageModel {
    static let didChange = Notification.Name("SharedPageModelDidChange")
    private(set) var name = "home"

    func rename(to name: String) {
        self.name = name
        NotificationCenter.default.post(name: Self.didChange, object: self)
    }
}

extension PageViewController {
    /// Follows `model`: every change renames the page (its look is refreshed separately).
    func observe(_ model: SharedPageModel) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: SharedPageModel.didChange, object: model, queue: nil) { [weak self, weak model] _ in
            MainActor.assumeIsolated {
                guard let self, let model else { return }
                self.page = model.name
            }
        }
    }
}
