import Foundation
import Testing
import UniformTypeIdentifiers
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIImagePickerController: photos from the desktop's file chooser", .exclusiveUIKit)
struct UIImagePickerControllerTests {
    final class Delegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [[UIImagePickerController.InfoKey: Any]] = []
        var cancels = 0
        var dismissesOnFinish = true
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked.append(info)
            if dismissesOnFinish { picker.dismiss(animated: true) }
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancels += 1
            picker.dismiss(animated: true)
        }
    }

    /// Adopts only the navigation delegate's protocol and the picker's, implementing neither
    /// picker method: the defaults dismiss.
    final class SilentDelegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

    @Test("Presenting the picker opens the desktop's chooser for images, modal for the window, over a Photos screen")
    func presentingOpensChooser() throws {
        let stage = try PickerStage()
        let picker = UIImagePickerController()
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.action == .open)
        #expect(dialog.mimeTypes.contains("image/png"))
        #expect(dialog.mimeTypes.contains("image/jpeg"))
        #expect(!dialog.mimeTypes.contains { $0.hasPrefix("video/") })
        #expect(!dialog.allowsMultipleSelection)
        #expect(dialog.hasParentWindow)
        #expect(stage.root.presentedViewController === picker)
        #expect(picker.topViewController?.title == "Photos")
        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"])
        #expect(!picker.allowsEditing)
        withExtendedLifetime(stage.window) {}
    }

    @Test("Choosing a PNG gives the delegate the image, a copy's URL and the media type; the delegate dismisses")
    func choosingAnImage() throws {
        let stage = try PickerStage()
        let source = try stage.writePNG(named: "Beach.png")
        let picker = UIImagePickerController()
        let delegate = Delegate()
        picker.delegate = delegate
        stage.present(picker)
        try #require(stage.screen.fileChooser).choose([source])
        stage.settle()
        let info = try #require(delegate.picked.first)
        let image = try #require(info[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(info[.mediaType] as? String == "public.image")
        let copy = try #require(info[.imageURL] as? URL)
        #expect(copy != source)
        #expect(copy.lastPathComponent == "Beach.png")
        #expect(try Data(contentsOf: copy) == Data(contentsOf: source))
        #expect(info[.editedImage] == nil)
        #expect(info[.cropRect] == nil)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.screen.fileChooser == nil)
        withExtendedLifetime(stage.window) {}
    }

    @Test("With allowsEditing, the edited image and crop rectangle are the whole image (no crop step)")
    func allowsEditing() throws {
        let stage = try PickerStage()
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        let delegate = Delegate()
        picker.delegate = delegate
        stage.present(picker)
        try #require(stage.screen.fileChooser).choose([try stage.writePNG(named: "Dune.png", size: CGSize(width: 64, height: 48))])
        stage.settle()
        let info = try #require(delegate.picked.first)
        #expect((info[.editedImage] as? UIImage)?.size == CGSize(width: 64, height: 48))
        #expect((info[.cropRect] as? NSValue)?.rectValue == CGRect(x: 0, y: 0, width: 64, height: 48))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Cancelling the chooser tells the delegate, which dismisses the picker")
    func cancelling() throws {
        let stage = try PickerStage()
        let picker = UIImagePickerController()
        let delegate = Delegate()
        picker.delegate = delegate
        stage.present(picker)
        try #require(stage.screen.fileChooser).cancel()
        stage.settle()
        #expect(delegate.cancels == 1)
        #expect(delegate.picked.isEmpty)
        #expect(stage.root.presentedViewController == nil)
        withExtendedLifetime(stage.window) {}
    }

    @Test("A delegate that implements neither method, or none at all: the picker dismisses itself", arguments: [true, false])
    func defaultsDismiss(hasDelegate: Bool) throws {
        let stage = try PickerStage()
        let silent = SilentDelegate()
        for answer in ["choose", "cancel"] {
            let picker = UIImagePickerController()
            if hasDelegate { picker.delegate = silent }
            stage.present(picker)
            let dialog = try #require(stage.screen.fileChooser)
            if answer == "choose" { dialog.choose([try stage.writePNG(named: "Tide.png")]) } else { dialog.cancel() }
            stage.settle()
            #expect(stage.root.presentedViewController == nil, "after \(answer)")
        }
        withExtendedLifetime(stage.window) {}
    }

    @Test("The picker's button shows the chooser again, never a second one while one is open")
    func promptButtons() throws {
        let stage = try PickerStage()
        let picker = UIImagePickerController()
        let delegate = Delegate()
        delegate.dismissesOnFinish = false
        picker.delegate = delegate
        stage.present(picker)
        try #require(stage.screen.fileChooser).cancel()
        // This delegate's cancel dismisses; present again and use the screen's own buttons.
        stage.settle()
        let again = UIImagePickerController()
        again.delegate = delegate
        stage.present(again)
        #expect(stage.screen.fileChooser != nil)
        let prompt = try #require(again.topViewController?.view as? FileChooserPromptView)
        prompt.chooseButton.sendActions(for: .primaryActionTriggered)
        #expect(stage.screen.desktopFileChooserCount == 1, "the open dialog is not opened twice")
        try #require(stage.screen.fileChooser).cancel()
        stage.settle()
        #expect(delegate.cancels == 2)
        withExtendedLifetime(stage.window) {}
    }

    @Test("A file that is not an image leaves the picker open, saying so; another choice then succeeds")
    func unreadableFile() throws {
        let stage = try PickerStage()
        let picker = UIImagePickerController()
        let delegate = Delegate()
        picker.delegate = delegate
        stage.present(picker)
        UIKitLog.clear()
        try #require(stage.screen.fileChooser).choose([try stage.writeText("not a picture", named: "Fake.png")])
        stage.settle()
        #expect(delegate.picked.isEmpty)
        #expect(stage.root.presentedViewController === picker)
        #expect(UIKitLog.messages.contains { $0.contains("“Fake.png” is not an image") })
        let prompt = try #require(picker.topViewController?.view as? FileChooserPromptView)
        #expect(prompt.messageLabel.text?.contains("Fake.png") == true)
        prompt.chooseButton.sendActions(for: .primaryActionTriggered)
        try #require(stage.screen.fileChooser).choose([try stage.writePNG(named: "Real.png")])
        stage.settle()
        #expect(delegate.picked.count == 1)
        withExtendedLifetime(stage.window) {}
    }

    @Test("Movies: the chooser offers video types and the delegate gets the movie's URL")
    func movies() throws {
        let stage = try PickerStage()
        let picker = UIImagePickerController()
        picker.mediaTypes = ["public.movie"]
        let delegate = Delegate()
        picker.delegate = delegate
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.mimeTypes.contains("video/mp4"))
        #expect(!dialog.mimeTypes.contains("image/png"))
        dialog.choose([try stage.writeText("pretend movie", named: "Waves.mp4")])
        stage.settle()
        let info = try #require(delegate.picked.first)
        #expect(info[.mediaType] as? String == "public.movie")
        #expect((info[.mediaURL] as? URL)?.lastPathComponent == "Waves.mp4")
        #expect(info[.originalImage] == nil)
        withExtendedLifetime(stage.window) {}
    }

    @Test("No camera: the camera source is unavailable, and setting it raises UIKit's message")
    func noCamera() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image", "public.movie"])
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        #expect(messages == ["UIImagePickerController.sourceType: Source type 1 not available. Check UIImagePickerController.isSourceTypeAvailable(_:) before setting it."])
        #expect(picker.sourceType == .photoLibrary)
        picker.mediaTypes = ["public.plain-text"]
        #expect(messages.last?.contains("No available types for source 0") == true)
        #expect(picker.mediaTypes == ["public.image"])
    }

    @Test("Info keys have UIKit's raw values")
    func infoKeys() {
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        #expect(UIImagePickerController.InfoKey.imageURL.rawValue == "UIImagePickerControllerImageURL")
        #expect(UIImagePickerController.InfoKey.mediaType.rawValue == "UIImagePickerControllerMediaType")
    }
}
