import Foundation
import Testing
import UniformTypeIdentifiers
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIActivityViewController: the share sheet as a desktop offers it", .exclusiveUIKit)
struct UIActivityViewControllerTests {
    /// An app's activity that records what the sheet asks of it and finishes as told.
    final class RecordingActivity: UIActivity {
        var calls: [String] = []
        var prepared: [Any] = []
        var canPerformAnswer = true
        var finishes: Bool? = true
        var controller: UIViewController?

        override class var activityCategory: UIActivity.Category { .action }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.bookmark") }
        override var activityTitle: String? { "Bookmark" }
        override var activityImage: UIImage? { UIImage(systemName: "bookmark") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            calls.append("canPerform \(activityItems.count)")
            return canPerformAnswer
        }
        override func prepare(withActivityItems activityItems: [Any]) {
            calls.append("prepare")
            prepared = activityItems
        }
        override var activityViewController: UIViewController? {
            calls.append("activityViewController")
            return controller
        }
        override func perform() {
            calls.append("perform")
            if let finishes { activityDidFinish(finishes) }
        }
        override func activityDidFinish(_ completed: Bool) {
            calls.append("finish \(completed)")
            super.activityDidFinish(completed)
        }
    }

    /// An app's sharing activity (shown before Mail).
    final class PostActivity: UIActivity {
        override class var activityCategory: UIActivity.Category { .share }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.post") }
        override var activityTitle: String? { "Post" }
        override var activityImage: UIImage? { UIImage(systemName: "paperplane") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func perform() { activityDidFinish(true) }
    }

    /// An item source that gives a different item per activity type, and says what it was asked.
    final class Source: UIActivityItemSource {
        var asked: [UIActivity.ActivityType?] = []
        var subject = ""
        var items: [UIActivity.ActivityType: Any] = [:]
        let placeholder: Any

        init(placeholder: Any) { self.placeholder = placeholder }

        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { placeholder }
        func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            asked.append(activityType)
            return activityType.flatMap { items[$0] }
        }
        func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
            subject
        }
    }

    /// A provider that makes its item for the activity chosen, and notes the type it saw.
    final class Provider: UIActivityItemProvider, @unchecked Sendable {
        var seen: [UIActivity.ActivityType?] = []
        override var item: Any {
            seen.append(activityType)
            return activityType == .copyToPasteboard ? "made for the clipboard" : "made"
        }
    }

    /// A provider that gives Mail a subject, as iOS code overrides the item-source methods.
    final class SubjectProvider: UIActivityItemProvider, @unchecked Sendable {
        override var item: Any { "Body text" }
        override func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
            "Minutes"
        }
    }

    // MARK: What is offered

    @Test("A popover on iPad, with UIKit's defaults")
    func defaults() {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        #expect(sheet.modalPresentationStyle == .popover)
        #expect(sheet.popoverPresentationController != nil)
        #expect(sheet.excludedActivityTypes == nil)
        #expect(sheet.completionWithItemsHandler == nil)
        #expect(UIActivity.activityCategory == .action)
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
        #expect(UIActivity.ActivityType.postToTencentWeibo.rawValue == "com.apple.UIKit.activity.TencentWeibo")
        #expect(UIActivity.ActivityType("com.apple.UIKit.activity.Mail") == .mail)
        let plain = UIActivity()
        #expect(plain.activityType == nil && plain.activityTitle == nil && plain.activityImage == nil)
        #expect(!plain.canPerform(withActivityItems: ["x"]))
        #expect(plain.activityViewController == nil)
    }

    @Test("Text: Mail, then Copy and Save to Files; each row has a title and an image")
    func rowsForText() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        stage.present(sheet)
        #expect(stage.titles(of: sheet) == ["Mail", "Copy", "Save to Files"])
        #expect(sheet.activityRows.allSatisfy { $0.iconView.image != nil })
        #expect(sheet.preferredContentSize.width == 320)
        #expect(sheet.view.window === stage.window)
        withExtendedLifetime(stage.window) {}
    }

    @Test("A web link: Mail, Copy and Open in Browser; not Save to Files")
    func rowsForLink() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.org/page")!], applicationActivities: nil)
        #expect(stage.titles(of: sheet) == ["Mail", "Copy", "Open in Browser"])
    }

    @Test("An image, alone or with its caption: Copy and Save to Files; no Mail, which cannot attach it")
    func rowsForImage() throws {
        let stage = try ActivityStage()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(stage.titles(of: UIActivityViewController(activityItems: [image], applicationActivities: nil)) == ["Copy", "Save to Files"])
        #expect(stage.titles(of: UIActivityViewController(activityItems: [image.pngData()!, "Tree"], applicationActivities: [])) == ["Copy", "Save to Files"])
        #expect(stage.titles(of: UIActivityViewController(activityItems: [UIColor.red], applicationActivities: nil)) == ["Copy"])
    }

    @Test("Nothing the sheet knows and no app activity: no rows, a line saying so")
    func rowsForNothing() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: [42], applicationActivities: nil)
        #expect(stage.titles(of: sheet).isEmpty)
        #expect(sheet.preferredContentSize.height > 0)
    }

    @Test("Excluded types are not offered, the system's and the app's alike")
    func exclusion() throws {
        let stage = try ActivityStage()
        let bookmark = RecordingActivity()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [bookmark])
        sheet.excludedActivityTypes = [.copyToPasteboard, .mail, .print]
        #expect(stage.titles(of: sheet) == ["Bookmark", "Save to Files"])
        sheet.excludedActivityTypes = [UIActivity.ActivityType("org.example.bookmark"), UIActivity.ActivityType("com.apple.DocumentManagerUICore.SaveToFiles")]
        #expect(stage.titles(of: sheet) == ["Mail", "Copy"], "iOS's Save to Files string excludes Slate's")
    }

    @Test("The app's activities come first in their category; one that cannot take the items is left out")
    func applicationActivitiesOrder() throws {
        let stage = try ActivityStage()
        let bookmark = RecordingActivity()
        let unable = RecordingActivity()
        unable.canPerformAnswer = false
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [bookmark, PostActivity(), unable])
        #expect(stage.titles(of: sheet) == ["Post", "Mail", "Bookmark", "Copy", "Save to Files"])
        #expect(bookmark.calls.first == "canPerform 1")
    }

    // MARK: Performing

    @Test("An app's activity: canPerform, prepare with the items, perform, activityDidFinish; then the sheet goes and the handler hears its type")
    func applicationActivityLifecycle() throws {
        let stage = try ActivityStage()
        let bookmark = RecordingActivity()
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.org")!], applicationActivities: [bookmark])
        let recorder = stage.present(sheet)
        bookmark.calls.removeAll()
        try stage.tapRow("Bookmark", in: sheet)
        #expect(bookmark.calls == ["prepare", "activityViewController", "perform", "finish true"])
        #expect(bookmark.prepared.count == 2)
        #expect(bookmark.prepared.first as? String == "Hello")
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(UIActivity.ActivityType("org.example.bookmark"), completed: true))
        #expect(recorder.calls.first?.sheetWasPresented == false, "the handler runs once the sheet is gone")
        #expect(sheet.completionWithItemsHandler == nil, "set to nil once called, as the SDK's header says")
        withExtendedLifetime(stage.window) {}
    }

    @Test("An activity that finishes later keeps the sheet up, and a tap outside does not close it meanwhile")
    func laterFinish() throws {
        let stage = try ActivityStage()
        let bookmark = RecordingActivity()
        bookmark.finishes = nil
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [bookmark])
        let recorder = stage.present(sheet)
        try stage.tapRow("Bookmark", in: sheet)
        #expect(stage.root.presentedViewController === sheet)
        stage.tapOutside()
        #expect(stage.root.presentedViewController === sheet)
        try stage.tapRow("Copy", in: sheet)
        #expect(recorder.calls.isEmpty, "a second choice waits for the first to finish")
        bookmark.activityDidFinish(false)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(UIActivity.ActivityType("org.example.bookmark"), completed: false))
        withExtendedLifetime(stage.window) {}
    }

    @Test("An activity with its own view controller: shown over the sheet instead of perform(); its finish dismisses both")
    func activityViewController() throws {
        let stage = try ActivityStage()
        let bookmark = RecordingActivity()
        let editor = UIViewController()
        bookmark.controller = editor
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [bookmark])
        let recorder = stage.present(sheet)
        bookmark.calls.removeAll()
        try stage.tapRow("Bookmark", in: sheet)
        #expect(bookmark.calls == ["prepare", "activityViewController"])
        #expect(sheet.presentedViewController === editor)
        #expect(editor.view.window === stage.window)
        #expect(recorder.calls.isEmpty)
        bookmark.activityDidFinish(true)
        stage.settle()
        #expect(stage.root.presentedViewController == nil)
        #expect(editor.viewIfLoaded?.window == nil)
        #expect(recorder.heardOnce(UIActivity.ActivityType("org.example.bookmark"), completed: true))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Copy: the items onto the desktop's clipboard, one pasteboard item each")
    func copy() throws {
        let stage = try ActivityStage()
        UIPasteboard.general.string = "before"
        let link = URL(string: "https://example.org/a")!
        let sheet = UIActivityViewController(activityItems: ["Hello", link], applicationActivities: nil)
        let recorder = stage.present(sheet)
        try stage.tapRow("Copy", in: sheet)
        #expect(UIPasteboard.general.numberOfItems == 2)
        #expect(UIPasteboard.general.string == "Hello")
        #expect(UIPasteboard.general.url == link)
        #expect(stage.screen.clipboardItems.count == 2)
        #expect(recorder.heardOnce(.copyToPasteboard, completed: true))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Save to Files: a save dialog offering the file's name; the file written where the user said")
    func saveToFiles() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: ["Shopping list:\nmilk"], applicationActivities: nil)
        let recorder = stage.present(sheet)
        try stage.tapRow("Save to Files", in: sheet)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.action == .save)
        #expect(dialog.suggestedName == "Text.txt")
        #expect(dialog.hasParentWindow)
        #expect(stage.root.presentedViewController === sheet, "the sheet stays while the dialog is open")
        let destination = stage.folder.appendingPathComponent("List.txt")
        dialog.choose([destination])
        stage.settle()
        #expect(try String(contentsOf: destination, encoding: .utf8) == "Shopping list:\nmilk")
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(UIActivity.ActivityType("com.apple.DocumentManagerUICore.SaveToFiles"), completed: true))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Save to Files, cancelled: nothing written; the handler hears it not completed")
    func saveToFilesCancelled() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: ["Draft"], applicationActivities: nil)
        let recorder = stage.present(sheet)
        try stage.tapRow("Save to Files", in: sheet)
        try #require(stage.screen.fileChooser).cancel()
        stage.settle()
        #expect(try FileManager.default.contentsOfDirectory(atPath: stage.folder.path).isEmpty)
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(UIActivity.ActivityType("com.apple.DocumentManagerUICore.SaveToFiles"), completed: false))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Save to Files with several items: a folder; an image as PNG, a file copied under its name, a taken name numbered")
    func saveSeveralToFiles() throws {
        let stage = try ActivityStage()
        let document = stage.folder.appendingPathComponent("Report.pdf")
        try Data("%PDF-1.4 not really".utf8).write(to: document)
        let target = stage.folder.appendingPathComponent("target", isDirectory: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: target.appendingPathComponent("Text.txt"))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let sheet = UIActivityViewController(activityItems: [image, document, "note"], applicationActivities: nil)
        stage.present(sheet)
        try stage.tapRow("Save to Files", in: sheet)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.action == .selectFolder)
        dialog.choose([target])
        stage.settle()
        let saved = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
        #expect(saved == ["Image.png", "Report.pdf", "Text 2.txt", "Text.txt"])
        #expect(try String(contentsOf: target.appendingPathComponent("Text.txt"), encoding: .utf8) == "kept")
        #expect(try String(contentsOf: target.appendingPathComponent("Text 2.txt"), encoding: .utf8) == "note")
        #expect(UIImage(contentsOfFile: target.appendingPathComponent("Image.png").path) != nil)
        withExtendedLifetime(stage.window) {}
    }

    @Test("Open in Browser: the link handed to the desktop (the headless host writes it down)")
    func openInBrowser() throws {
        let stage = try ActivityStage()
        let link = URL(string: "https://example.org/news")!
        let sheet = UIActivityViewController(activityItems: [link], applicationActivities: nil)
        let recorder = stage.present(sheet)
        try stage.tapRow("Open in Browser", in: sheet)
        #expect(stage.host.openedURLs.last == link)
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(UIActivity.ActivityType("org.slate.UIKit.activity.OpenInBrowser"), completed: true))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Mail: a mailto: URL with the source's subject and the text and link as the body")
    func mail() throws {
        let stage = try ActivityStage()
        let source = Source(placeholder: "")
        source.subject = "Lunch & more"
        source.items[.mail] = "See you at 1"
        let sheet = UIActivityViewController(activityItems: [source, URL(string: "https://example.org/menu")!], applicationActivities: nil)
        let recorder = stage.present(sheet)
        try stage.tapRow("Mail", in: sheet)
        #expect(stage.host.openedURLs.last?.absoluteString
            == "mailto:?subject=Lunch%20%26%20more&body=See%20you%20at%201%0D%0A%0D%0Ahttps%3A%2F%2Fexample.org%2Fmenu")
        #expect(recorder.heardOnce(.mail, completed: true))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Item sources: the placeholder decides the rows; the item is asked for with the chosen activity's type; nil leaves it out")
    func itemSources() throws {
        let stage = try ActivityStage()
        let source = Source(placeholder: "placeholder")
        source.items[.copyToPasteboard] = "for the clipboard"
        let silent = Source(placeholder: "other")
        let sheet = UIActivityViewController(activityItems: [source, silent], applicationActivities: nil)
        #expect(stage.titles(of: sheet) == ["Mail", "Copy", "Save to Files"])
        #expect(source.asked.isEmpty, "no item is asked for before a choice")
        stage.present(sheet)
        try stage.tapRow("Copy", in: sheet)
        #expect(source.asked == [.copyToPasteboard])
        #expect(silent.asked == [.copyToPasteboard])
        #expect(UIPasteboard.general.strings == ["for the clipboard"])
        withExtendedLifetime(stage.window) {}
    }

    @Test("An item provider: its placeholder decides the rows; its item is made once, when an activity is chosen, for that type")
    func itemProvider() throws {
        let stage = try ActivityStage()
        let provider = Provider(placeholderItem: "placeholder")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        stage.present(sheet)
        #expect(stage.titles(of: sheet) == ["Mail", "Copy", "Save to Files"])
        #expect(provider.seen.isEmpty)
        #expect(provider.placeholderItem as? String == "placeholder")
        try stage.tapRow("Copy", in: sheet)
        #expect(provider.seen == [.copyToPasteboard])
        #expect(provider.activityType == nil, "nil outside item")
        #expect(provider.isFinished)
        #expect(UIPasteboard.general.string == "made for the clipboard")
        withExtendedLifetime(stage.window) {}
    }

    @Test("An item provider subclass overrides the item-source methods: Mail takes its subject")
    func itemProviderSubject() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: [SubjectProvider(placeholderItem: "")], applicationActivities: nil)
        stage.present(sheet)
        try stage.tapRow("Mail", in: sheet)
        #expect(stage.host.openedURLs.last?.absoluteString == "mailto:?subject=Minutes&body=Body%20text")
        withExtendedLifetime(stage.window) {}
    }

    // MARK: Closing

    @Test("A tap outside the popover closes it without an activity: the handler hears (nil, false, nil, nil) once")
    func dismissOutside() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let recorder = stage.present(sheet)
        stage.tapOutside()
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(nil, completed: false))
        #expect(recorder.calls.first?.sheetWasPresented == false)
        withExtendedLifetime(stage.window) {}
    }

    @Test("Presented again after closing: a new handler hears the next choice")
    func presentedAgain() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let first = stage.present(sheet)
        stage.tapOutside()
        #expect(first.heardOnce(nil, completed: false))
        let second = stage.present(sheet)
        #expect(stage.root.presentedViewController === sheet)
        try stage.tapRow("Copy", in: sheet)
        #expect(second.heardOnce(.copyToPasteboard, completed: true))
        #expect(first.calls.count == 1)
        withExtendedLifetime(stage.window) {}
    }

    @Test("The close button closes it the same way")
    func closeButton() throws {
        let stage = try ActivityStage()
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let recorder = stage.present(sheet)
        let close = try #require(sheet.view.subviews.first { ($0 as? UIButton)?.buttonType == .close })
        stage.tap(close)
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(nil, completed: false))
        withExtendedLifetime(stage.window) {}
    }

    @Test("POP-03 presented as a popover with no sourceView or barButtonItem: UIKit's raise, nothing presented")
    func missingAnchor() throws {
        let stage = try ActivityStage()
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        stage.root.present(sheet, animated: true)
        stage.settle()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("sourceView") == true && messages.first?.contains("barButtonItem") == true)
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("ADAPT-05 in a compact window it adapts to a sheet, which needs no anchor")
    func compactWindow() throws {
        let stage = try ActivityStage(size: CGSize(width: 500, height: 700))
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let recorder = CompletionRecorder()
        recorder.attach(to: sheet, root: stage.root)
        stage.root.present(sheet, animated: true)
        stage.settle()
        #expect(messages.isEmpty)
        #expect(stage.root.presentedViewController === sheet)
        #expect(sheet.view.bounds.width == 500, "a compact window's sheet is as wide as the window")
        try stage.tapRow("Copy", in: sheet)
        #expect(stage.root.presentedViewController == nil)
        #expect(recorder.heardOnce(.copyToPasteboard, completed: true))
        withExtendedLifetime(stage.window) {}
    }

    @Test("From a bar button item: anchored to it, no raise")
    func barButtonAnchor() throws {
        let stage = try ActivityStage()
        let navigation = UINavigationController(rootViewController: stage.root)
        let item = UIBarButtonItem(title: "Share", primaryAction: nil)
        stage.root.navigationItem.rightBarButtonItem = item
        stage.window.rootViewController = navigation
        stage.settle()
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = item
        stage.root.present(sheet, animated: true)
        stage.settle()
        #expect(messages.isEmpty)
        #expect(stage.root.presentedViewController === sheet)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        withExtendedLifetime(stage.window) {}
    }
}

@MainActor
@Suite("Share sheet items: bytes no one described")
struct ActivityItemTypeTests {
    @Test("Undescribed bytes are typed from their first bytes, without decoding them")
    func typedBySignature() {
        func type(_ bytes: [UInt8]) -> String { ActivityItem.typeIdentifier(of: Data(bytes)) }
        #expect(type([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]) == "public.png")
        #expect(type([0xFF, 0xD8, 0xFF, 0xE0]) == "public.jpeg")
        #expect(type(Array("GIF89a".utf8)) == "com.compuserve.gif")
        #expect(type(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)) == "org.webmproject.webp")
        #expect(type([0, 0, 0, 24] + Array("ftypheic".utf8)) == "public.heic")
        #expect(type([0x49, 0x49, 0x2A, 0x00]) == "public.tiff")
        #expect(type(Array("not a picture".utf8)) == "public.data")
        #expect(type([]) == "public.data")
    }
}
