import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An app delegate that puts a Share item (`UICommandTagShare`) at the end of File.
@MainActor
private final class ShareItemDelegate: UIResponder, UIApplicationDelegate {
    var attributes: UIMenuElement.Attributes = []

    override func buildMenu(with builder: UIMenuBuilder) {
        guard builder.system == .main else { return }
        let share = UICommand(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), action: .shareItemUnhandled,
                              propertyList: UICommandTagShare, attributes: attributes)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [share]), atEndOfMenu: .file)
    }
}

extension Selector {
    /// The Share items' own action: only a `SheetOpener` performs it, and most tests have none.
    @MainActor fileprivate static let shareItemUnhandled = Selector("shareItemUnhandled:", SheetOpener.shareItemUnhandled)
}

/// An activity of the app's with a view controller of its own, which finishes when told.
@MainActor
private final class Annotate: UIActivity {
    let controller = UIViewController()
    var items: [Any] = []
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.annotate") }
    override var activityTitle: String? { "Annotate" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override var activityViewController: UIViewController? { controller }
}

/// A provider of text that answers when the test says.
@MainActor
private final class LateText {
    var answer: (() -> Void)?

    func provider(_ text: String) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { [weak self] completion in
            self?.answer = { completion(Data(text.utf8), nil) }
            return nil
        }
        return provider
    }
}

/// A view controller that performs the Share item's own action (a sheet of its own).
@MainActor
private final class SheetOpener: UIViewController {
    var opened = 0
    func shareItemUnhandled(_ sender: Any?) { opened += 1 }
}

/// A view that offers a context menu holding a Share item.
@MainActor
private final class ShareItemMenu: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Rename") { _ in },
                UICommand(title: "Share", action: .shareItemUnhandled, propertyList: UICommandTagShare),
            ])
        }
    }
}

@MainActor
@Suite("UICommandTagShare: a Share item receives the standard Share submenu", .serialized, .exclusiveUIKit)
struct ShareCommandTests {
    private func withMainMenu(attributes: UIMenuElement.Attributes = [], _ body: (ActivityStage) throws -> Void) throws {
        let stage = try ActivityStage()
        let delegate = ShareItemDelegate()
        delegate.attributes = attributes
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
        defer {
            withExtendedLifetime(delegate) {}
            stage.window.isHidden = true
            UIApplication.shared.delegate = nil
            UIMenuSystem.main.setNeedsRebuild()
        }
        try body(stage)
    }

    private func fileShare(_ stage: ActivityStage) -> MainMenuItem? {
        stage.screen.mainMenu(of: stage.window).joined().first { $0.title == "File" }?["Share"]
    }

    @Test("The tag is a property-list string that marks a command as a Share item")
    func tag() {
        let command = UICommand(title: "Share", action: .shareItemUnhandled, propertyList: UICommandTagShare)
        #expect(command.isShareCommand)
        #expect(!UICommand(title: "Other", action: .shareItemUnhandled, propertyList: "other").isShareCommand)
        #expect(!UICommand(title: "None", action: .shareItemUnhandled).isShareCommand)
    }

    @Test("In the main menu, a Share item is a submenu of the activities the share sheet would offer for the first responder's items; choosing Copy copies them with no sheet on show")
    func mainMenuSubmenu() throws {
        try withMainMenu { stage in
            let share = try #require(fileShare(stage))
            #expect(share.sections.isEmpty && share.isEnabled == false, "no responder shares: a greyed command")
            let configuration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "From File ▸ Share")])
            stage.root.activityItemsConfiguration = configuration
            let submenu = try #require(fileShare(stage))
            #expect(submenu.sections.map { $0.map(\.title) } == [["Mail", "Copy", "Save to Files"]])
            let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
            #expect(submenu.sections.joined().map(\.title) == stage.titles(of: sheet), "the sheet's rows, in its order")
            UIPasteboard.general.string = "before"
            #expect(stage.screen.chooseMainMenuItem(["File", "Share", "Copy"], in: stage.window))
            stage.settle()
            #expect(UIPasteboard.general.string == "From File ▸ Share")
            #expect(stage.root.presentedViewController == nil, "no sheet")
            configuration.supportedInteractions = []
            #expect(fileShare(stage)?.sections.isEmpty == true, "a configuration that does not share: the command again")
        }
    }

    @Test("A hidden Share item stays hidden, a disabled one a greyed command")
    func hiddenAndDisabled() throws {
        try withMainMenu(attributes: .disabled) { stage in
            stage.root.activityItemsConfiguration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "text")])
            let share = try #require(fileShare(stage))
            #expect(share.sections.isEmpty && !share.isEnabled)
        }
        try withMainMenu(attributes: .hidden) { stage in
            stage.root.activityItemsConfiguration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "text")])
            #expect(fileShare(stage) == nil)
        }
    }

    @Test("An activity with a view controller of its own is presented from the responder's view controller and dismissed when it finishes; the submenu's sheet then goes")
    func activityControllerFromMenu() throws {
        try withMainMenu { stage in
            weak var weakActivity: Annotate?
            try sheetGoes(stage) { annotate in weakActivity = annotate }
            stage.root.activityItemsConfiguration = nil
            UIMenuSystem.main.setNeedsRebuild()
            _ = stage.screen.mainMenu(of: stage.window)
            #expect(weakActivity == nil, "the sheet that held the activity is gone")
        }
    }

    private func sheetGoes(_ stage: ActivityStage, _ watch: (Annotate) -> Void) throws {
        do {
            let annotate = Annotate()
            watch(annotate)
            let configuration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "note")])
            configuration.applicationActivitiesProvider = { [annotate] }
            stage.root.activityItemsConfiguration = configuration
            #expect(fileShare(stage)?.sections.joined().map(\.title) == ["Mail", "Annotate", "Copy", "Save to Files"],
                    "the app's activities first in their category, as in the sheet")
            #expect(stage.screen.chooseMainMenuItem(["File", "Share", "Annotate"], in: stage.window))
            stage.settle()
            #expect(stage.root.presentedViewController === annotate.controller)
            #expect(annotate.items as? [String] == ["note"])
            annotate.activityDidFinish(true)
            stage.settle()
            #expect(stage.root.presentedViewController == nil)
            #expect(annotate.finishHandler == nil, "the sheet heard the end and let the activity go")
        }
    }

    @Test("Items that load later: a context menu's Share submenu shows a loading row, then the activities; the main menu, which has no loading rows, leaves the item out the first time and then shows the rows last loaded")
    func itemsLoadingLater() throws {
        try withMainMenu { stage in
            let late = LateText()
            let configuration = UIActivityItemsConfiguration(itemProviders: [late.provider("late text")])
            stage.root.activityItemsConfiguration = configuration
            #expect(fileShare(stage) == nil, "nothing to show yet")
            late.answer?()
            stage.settle()
            #expect(fileShare(stage)?.sections.joined().map(\.title) == ["Mail", "Copy", "Save to Files"], "the rows last loaded")

            let delegate = ShareItemMenu()
            let view = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 200))
            view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            stage.root.view.addSubview(view)
            stage.settle()
            stage.screen.movePointer(to: CGPoint(x: 250, y: 260))
            stage.screen.click(at: CGPoint(x: 250, y: 260), button: 2)
            stage.settle()
            let menu = try #require(ContextMenuPresentation.active(in: stage.window)?.menuView)
            menu.choose(1)
            #expect(menu.rowViews.map(\.element.title) == ["Loading…"])
            late.answer?()
            stage.settle()
            #expect(menu.rowViews.map(\.element.title) == ["Mail", "Copy", "Save to Files"])
            UIPasteboard.general.string = "before"
            menu.choose(1)
            stage.settle()
            #expect(UIPasteboard.general.string == "late text")
            #expect(stage.root.presentedViewController == nil, "no sheet")
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("With no responder that shares, a Share item is a command: enabled when a responder performs its action, which it then gets")
    func commandWithoutSharer() throws {
        let stage = try ActivityStage()
        defer { stage.window.isHidden = true }
        let opener = SheetOpener()
        stage.root.addChild(opener)
        stage.root.view.addSubview(opener.view)
        opener.didMove(toParent: stage.root)
        let delegate = ShareItemMenu()
        let view = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 200))
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        opener.view.addSubview(view)
        stage.settle()
        stage.screen.movePointer(to: CGPoint(x: 250, y: 260))
        stage.screen.click(at: CGPoint(x: 250, y: 260), button: 2)
        stage.settle()
        let menu = try #require(ContextMenuPresentation.active(in: stage.window)?.menuView)
        #expect(menu.rowViews.map(\.element.title) == ["Rename", "Share"])
        #expect(menu.rowViews.last?.element is UICommand)
        menu.choose(1)
        stage.settle()
        #expect(opener.opened == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test("In a context menu, a Share item is a submenu of the activities for the items of the first responder up from the menu's view")
    func contextMenuSubmenu() throws {
        let stage = try ActivityStage()
        defer { stage.window.isHidden = true }
        let delegate = ShareItemMenu()
        let view = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 200))
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.root.view.addSubview(view)
        stage.root.activityItemsConfiguration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: URL(string: "https://example.com/page")!)])
        stage.settle()
        stage.screen.movePointer(to: CGPoint(x: 250, y: 260))
        stage.screen.click(at: CGPoint(x: 250, y: 260), button: 2)
        stage.settle()
        func rows() -> [UIMenuElement] { ContextMenuPresentation.active(in: stage.window)?.menuView.rowViews.map(\.element) ?? [] }
        #expect(rows().map(\.title) == ["Rename", "Share"])
        #expect(rows().last is UIMenu, "the Share item is a submenu")
        let menu = try #require(ContextMenuPresentation.active(in: stage.window)?.menuView)
        menu.choose(1)
        #expect(rows().map(\.title) == ["Mail", "Copy", "Open in Browser"])
        UIPasteboard.general.string = "before"
        menu.choose(1)
        stage.settle()
        #expect(UIPasteboard.general.url == URL(string: "https://example.com/page"))
        #expect(stage.root.presentedViewController == nil, "no sheet")
        withExtendedLifetime(delegate) {}
    }
}
