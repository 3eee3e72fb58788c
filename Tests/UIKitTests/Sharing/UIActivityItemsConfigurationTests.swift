import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Activity items configurations: what they read back, the share sheet made from one, and
/// File ▸ Share… in the main menu for a responder that has one.
@MainActor
@Suite("UIActivityItemsConfiguration: items to share, from a responder or a sheet", .serialized, .exclusiveUIKit)
struct UIActivityItemsConfigurationTests {
    final class Bookmark: UIActivity {
        override class var activityCategory: UIActivity.Category { .action }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.example.bookmark") }
        override var activityTitle: String? { "Bookmark" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func perform() { activityDidFinish(true) }
    }

    /// A type of the app's that reads as a configuration with only its required member.
    final class Minimal: UIActivityItemsConfigurationReading {
        var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { [NSItemProvider(object: "minimal")] }
    }

    @Test("A configuration reads back its providers, all interactions by default, and what its closures give: metadata, per-item metadata, previews and activities; the protocol's optional members default to yes and nothing")
    func readingBack() {
        let providers = [NSItemProvider(object: "one"), NSItemProvider(object: URL(string: "https://example.com")!)]
        let configuration = UIActivityItemsConfiguration(itemProviders: providers)
        #expect(configuration.itemProvidersForActivityItemsConfiguration.count == 2)
        #expect(configuration.supportedInteractions == [.share])
        #expect(configuration.activityItemsConfigurationSupports(interaction: .share))
        #expect(configuration.activityItemsConfigurationMetadata(key: .title) == nil)
        configuration.metadataProvider = { key in key == .title ? "Two things" : nil }
        configuration.perItemMetadataProvider = { index, key in key == .messageBody ? "item \(index)" : nil }
        configuration.previewProvider = { index, intent, size in
            intent == .thumbnail && index == 0 ? NSItemProvider(object: UIImage.checkmark) : nil
        }
        configuration.applicationActivitiesProvider = { [Bookmark()] }
        configuration.localObject = 42
        #expect(configuration.activityItemsConfigurationMetadata(key: .title) as? String == "Two things")
        #expect(configuration.activityItemsConfigurationMetadata(key: .messageBody) == nil)
        #expect(configuration.activityItemsConfigurationMetadataForItem(at: 1, key: .messageBody) as? String == "item 1")
        #expect(configuration.activityItemsConfigurationPreviewForItem(at: 0, intent: .thumbnail, suggestedSize: CGSize(width: 40, height: 40)) != nil)
        #expect(configuration.activityItemsConfigurationPreviewForItem(at: 0, intent: .fullSize, suggestedSize: .zero) == nil)
        #expect(configuration.applicationActivitiesForActivityItemsConfiguration?.first?.activityTitle == "Bookmark")
        #expect(configuration.localObject as? Int == 42)
        configuration.supportedInteractions = []
        #expect(!configuration.activityItemsConfigurationSupports(interaction: .share))

        let objects = UIActivityItemsConfiguration(objects: [UIColor.red])
        #expect(objects.itemProvidersForActivityItemsConfiguration.first?.canLoadObject(ofClass: UIColor.self) == true)

        let minimal = Minimal()
        #expect(minimal.activityItemsConfigurationSupports(interaction: .share))
        #expect(minimal.activityItemsConfigurationMetadata(key: .title) == nil)
        #expect(minimal.activityItemsConfigurationMetadataForItem(at: 0, key: .title) == nil)
        #expect(minimal.activityItemsConfigurationPreviewForItem(at: 0, intent: .thumbnail, suggestedSize: .zero) == nil)
        #expect(minimal.applicationActivitiesForActivityItemsConfiguration == nil)
    }

    @Test("A share sheet from a configuration offers what its loaded items allow, its title heads the sheet, its activities come first in their category, and Copy copies the provider's text")
    func sheetFromConfiguration() throws {
        let stage = try ActivityStage()
        let configuration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "Shared text")])
        configuration.metadataProvider = { key in key == .title ? "A Title" : nil }
        configuration.applicationActivitiesProvider = { [Bookmark()] }
        let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
        let recorder = stage.present(sheet)
        #expect(stage.titles(of: sheet) == ["Mail", "Bookmark", "Copy", "Save to Files"])
        #expect((sheet.view as? ActivitySheetView)?.titleLabel.text == "A Title")
        try stage.tapRow("Copy", in: sheet)
        #expect(UIPasteboard.general.string == "Shared text")
        #expect(recorder.heardOnce(.copyToPasteboard, completed: true))

        let link = UIActivityViewController(activityItemsConfiguration: UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: URL(string: "https://example.com/a")!)]))
        stage.present(link)
        #expect(stage.titles(of: link) == ["Mail", "Copy", "Open in Browser"])
        withExtendedLifetime(stage.window) {}
    }

    final class SharingController: UIViewController {}

    @Test("File ▸ Share… is greyed until a responder up the chain has a configuration that supports sharing; choosing it presents the share sheet for that configuration, in a popover from the window's top trailing corner")
    func mainMenuShare() throws {
        let stage = try ActivityStage()
        func shareItem() -> MainMenuItem? {
            stage.screen.mainMenu(of: stage.window).joined().first { $0.title == "File" }?["Share…"]
        }
        #expect(shareItem()?.isEnabled == false)
        let configuration = UIActivityItemsConfiguration(itemProviders: [NSItemProvider(object: "From the menu")])
        configuration.supportedInteractions = []
        stage.root.activityItemsConfiguration = configuration
        #expect(shareItem()?.isEnabled == false, "a configuration that does not support sharing")
        configuration.supportedInteractions = [.share]
        #expect(shareItem()?.isEnabled == true)
        #expect(stage.screen.chooseMainMenuItem(["File", "Share…"], in: stage.window))
        stage.settle()
        let sheet = try #require(stage.root.presentedViewController as? UIActivityViewController)
        #expect(sheet.itemsConfiguration === configuration)
        #expect(sheet.popoverPresentationController?.sourceView === stage.window)
        #expect(stage.titles(of: sheet) == ["Mail", "Copy", "Save to Files"])
        sheet.dismiss(animated: false)
        stage.settle()
        stage.root.activityItemsConfiguration = nil
        #expect(shareItem()?.isEnabled == false)
        withExtendedLifetime(stage.window) {}
    }
}
