import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private protocol Archiving: AnyObject {
    func archive(_ sender: Any?)
    func refresh(_ sender: Any?)
}

/// A controller as sample code writes one: it overrides `canBecomeFirstResponder` and asks to
/// become first responder in `viewDidLoad`, before its view is in a window.
@MainActor
private final class InboxViewController: UIViewController, Archiving {
    var asksInViewDidLoad = true
    var becameInViewDidLoad: Bool?
    var commands: [UIKeyCommand]?
    var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }

    override func viewDidLoad() {
        super.viewDidLoad()
        if asksInViewDidLoad { becameInViewDidLoad = becomeFirstResponder() }
    }

    func archive(_ sender: Any?) { log.append("archive") }
    func refresh(_ sender: Any?) { log.append("refresh") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("press \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
    }
}

extension Selector {
    @MainActor fileprivate static let archive = Selector("archive:", { (target: any Archiving) in target.archive })
    @MainActor fileprivate static let refresh = Selector("refresh:", { (target: any Archiving) in target.refresh })
}

@MainActor
@Suite("View controllers and key commands", .serialized, .exclusiveUIKit)
struct ViewControllerKeyCommandTests {
    private func archiveCommand() -> UIKeyCommand {
        UIKeyCommand(title: "Archive", action: .archive, input: "e", modifierFlags: .command)
    }

    /// A key window on an 800×600 screen with `root`, set before or after the window is shown.
    private func show(_ root: UIViewController, rootFirst: Bool = true) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        if rootFirst { window.rootViewController = root }
        window.makeKeyAndVisible()
        if !rootFirst { window.rootViewController = root }
        return (screen, window)
    }

    @Test("A root controller that becomes first responder in viewDidLoad is first responder once shown (root set, then made key)")
    func firstResponderInViewDidLoadRootFirst() {
        let inbox = InboxViewController()
        inbox.commands = [archiveCommand()]
        let (screen, window) = show(inbox)
        defer { window.isHidden = true }
        #expect(inbox.becameInViewDidLoad == true)
        #expect(inbox.isFirstResponder)
        screen.press(.keyboardE, modifiers: .command)
        #expect(inbox.log == ["archive"])
    }

    @Test("A root controller that becomes first responder in viewDidLoad is first responder once shown (made key, then root set)")
    func firstResponderInViewDidLoadWindowFirst() {
        let inbox = InboxViewController()
        inbox.commands = [archiveCommand()]
        let (screen, window) = show(inbox, rootFirst: false)
        defer { window.isHidden = true }
        #expect(inbox.becameInViewDidLoad == true)
        #expect(inbox.isFirstResponder)
        screen.press(.keyboardE, modifiers: .command)
        #expect(inbox.log == ["archive"])
    }

    @Test("In a launched app the scene's root controller takes first responder in viewDidLoad and its key commands work")
    func firstResponderInViewDidLoadLaunchedApp() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        defer { screen.endApplication() }
        let application = screen.launchApplication(delegateClass: InboxAppDelegate.self)
        let window = (application.connectedScenes.first as? UIWindowScene)?.windows.first
        let inbox = window?.rootViewController as? InboxViewController
        #expect(inbox?.becameInViewDidLoad == true)
        #expect(window?.isKeyWindow == true)
        screen.press(.keyboardE, modifiers: .command)
        #expect(inbox?.log == ["archive"])
    }

    @Test("A controller whose chain reaches no window cannot become first responder")
    func noWindowNoFirstResponder() {
        _ = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let inbox = InboxViewController()
        inbox.loadViewIfNeeded()
        #expect(inbox.becameInViewDidLoad == false)
        #expect(!inbox.isFirstResponder)
    }

    @Test("With no first responder, keys start at the deepest visible controller: its key commands and presses work")
    func noFirstResponderStartsAtDeepestController() {
        let first = InboxViewController(), second = InboxViewController()
        for inbox in [first, second] {
            inbox.asksInViewDidLoad = false
            inbox.commands = [archiveCommand()]
        }
        let navigation = UINavigationController(rootViewController: first)
        let (screen, window) = show(navigation)
        defer { window.isHidden = true }
        navigation.pushViewController(second, animated: false)
        screen.presentFrame()
        #expect(window.firstResponder == nil)
        screen.press(.keyboardE, modifiers: .command)
        screen.press(.keyboardR)
        #expect(second.log == ["archive", "press r"])
        #expect(first.log.isEmpty, "the controller under the top one is not in the chain")
    }

    @Test("KEY-01 addKeyCommand adds to keyCommands, shows in the shortcut overlay; removeKeyCommand takes it away")
    func addAndRemoveKeyCommand() {
        let inbox = InboxViewController()
        inbox.commands = [archiveCommand()]
        let (screen, window) = show(inbox)
        defer { window.isHidden = true }
        inbox.addKeyCommand(UIKeyCommand(title: "Refresh", action: .refresh, input: "r", modifierFlags: .command))
        #expect(inbox.keyCommands?.count == 1, "keyCommands is the override's; added commands are kept apart")

        screen.press(.keyboardE, modifiers: .command)
        screen.press(.keyboardR, modifiers: .command)
        #expect(inbox.log == ["archive", "refresh"])

        let overlay = window.inputDispatcher.keyboard.overlay
        let titles = overlay.sections().first { $0.heading == "Commands" }?.rows.map(\.title)
        #expect(titles == ["Archive", "Refresh"])

        // An equal command — same input, modifiers and action — removes the added one.
        inbox.removeKeyCommand(UIKeyCommand(title: "Reload", action: .refresh, input: "r", modifierFlags: .command))
        screen.press(.keyboardR, modifiers: .command)
        #expect(inbox.log == ["archive", "refresh", "press r"], "Ctrl+R is a plain press again")
        inbox.removeKeyCommand(archiveCommand())
        screen.press(.keyboardE, modifiers: .command)
        #expect(inbox.log.last == "archive", "commands from keyCommands stay")
    }
}

@MainActor
final class InboxAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = InboxSceneDelegate.self
        return configuration
    }
}

@MainActor
final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let inbox = InboxViewController()
        inbox.commands = [UIKeyCommand(title: "Archive", action: .archive, input: "e", modifierFlags: .command)]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        self.window = window
    }
}
