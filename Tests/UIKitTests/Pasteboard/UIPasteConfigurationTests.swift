import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIPasteConfiguration", .serialized, .exclusiveUIKit)
struct UIPasteConfigurationTests {
    /// A view that takes text and colours, as Apple's paste-configuration samples do: it becomes
    /// first responder on a tap and records what reaches `paste(itemProviders:)`.
    final class PasteWell: UIView {
        var pasted: [[String]] = []
        var refuses = false
        var asked = 0
        override var canBecomeFirstResponder: Bool { true }
        override func paste(itemProviders: [NSItemProvider]) {
            pasted.append(itemProviders.flatMap(\.registeredTypeIdentifiers))
        }
        override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
            asked += 1
            return !refuses
        }
    }

    /// A responder with its own `paste(_:)`, which wins over the configuration.
    final class EditingWell: UIView, UIResponderStandardEditActions {
        var calls: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func cut(_ sender: Any?) {}
        func copy(_ sender: Any?) {}
        func paste(_ sender: Any?) { calls.append("paste(_:)") }
        func delete(_ sender: Any?) {}
        func select(_ sender: Any?) {}
        func selectAll(_ sender: Any?) {}
        override func paste(itemProviders: [NSItemProvider]) { calls.append("paste(itemProviders:)") }
    }

    struct Stage {
        let screen: HeadlessScreen
        let window: UIWindow
        let well: PasteWell
        let source: UIView
    }

    /// A 600×400 window: a well at (300,100) 200×150 taking text, and a square at (40,100)
    /// whose drag carries "Plum".
    func makeStage(source recorder: DragSourceRecorder) -> Stage {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 400), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let root = UIViewController()
        let well = PasteWell(frame: CGRect(x: 300, y: 100, width: 200, height: 150))
        well.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.text"])
        let source = UIView(frame: CGRect(x: 40, y: 100, width: 120, height: 120))
        source.addInteraction(UIDragInteraction(delegate: recorder))
        root.view.addSubview(well)
        root.view.addSubview(source)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Stage(screen: screen, window: window, well: well, source: source)
    }

    func swatch(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    func drag(_ stage: Stage, from start: CGPoint, to end: CGPoint) {
        stage.screen.movePointer(to: start)
        stage.screen.pointerDown(at: start)
        for step in 1...12 {
            let t = CGFloat(step) / 12
            stage.screen.movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            stage.screen.advance(by: 1.0 / 60)
        }
        stage.screen.pointerUp(at: end)
        _ = stage.screen.runUntilAnimationsSettle()
    }

    @Test("A configuration lists type identifiers: a class's readable types, added once each; the responder keeps a copy; it archives")
    func configuration() throws {
        let configuration = UIPasteConfiguration(forAccepting: UIColor.self)
        #expect(configuration.acceptableTypeIdentifiers == ["com.apple.uikit.color"])
        configuration.addTypeIdentifiers(forAccepting: UIImage.self)
        configuration.addAcceptableTypeIdentifiers(["public.png", "public.text"])
        #expect(configuration.acceptableTypeIdentifiers == ["com.apple.uikit.color", "public.png", "public.jpeg", "public.image", "public.text"])
        #expect(UIPasteConfiguration().acceptableTypeIdentifiers.isEmpty)

        let view = UIView()
        #expect(view.pasteConfiguration == nil)
        view.pasteConfiguration = configuration
        configuration.acceptableTypeIdentifiers = []
        #expect(view.pasteConfiguration?.acceptableTypeIdentifiers.count == 5, "the responder holds a copy (@NSCopying)")
        #expect(view.pasteConfiguration !== configuration)

        let archive = try NSKeyedArchiver.archivedData(withRootObject: view.pasteConfiguration!, requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIPasteConfiguration.self, from: archive))
        #expect(decoded == view.pasteConfiguration)
    }

    @Test("RSP-05 ⌘V reaches paste(itemProviders:) of a first responder whose configuration takes what the clipboard holds, and not otherwise")
    func pasteFromTheClipboard() {
        let stage = makeStage(source: DragSourceRecorder())
        defer { stage.window.isHidden = true }
        #expect(stage.well.becomeFirstResponder())

        // Another application copied an image: not text, so Paste is not offered.
        stage.screen.clipboardItems = [["public.png": swatch(.systemRed, CGSize(width: 4, height: 4)).pngData()!]]
        #expect(!stage.well.canPerformAction(.paste, withSender: nil))
        stage.screen.press(.keyboardV, characters: "v", modifiers: .command)
        #expect(stage.well.pasted.isEmpty)

        // Then text, in a type that conforms to public.text.
        stage.screen.clipboardItems = [["public.utf8-plain-text": Data("from gedit".utf8)]]
        #expect(stage.well.canPerformAction(.paste, withSender: nil))
        #expect(stage.well.target(forAction: .paste, withSender: nil) as? UIView === stage.well)
        stage.screen.press(.keyboardV, characters: "v", modifiers: .command)
        #expect(stage.well.pasted == [["public.utf8-plain-text"]])

        // canPaste(_:) has the last word.
        stage.well.refuses = true
        #expect(!stage.well.canPerformAction(.paste, withSender: nil))
        stage.screen.press(.keyboardV, characters: "v", modifiers: .command)
        #expect(stage.well.pasted.count == 1)
        #expect(stage.well.asked >= 2)

        // Without a configuration a plain view does not paste at all.
        stage.well.pasteConfiguration = nil
        #expect(!stage.well.canPerformAction(.paste, withSender: nil))
        #expect(!Selector.paste.isImplemented(by: stage.well))
    }

    @Test("A responder's own paste(_:) wins over its configuration, as an Objective-C method would")
    func ownPasteWins() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = UIViewController()
        let well = EditingWell(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        well.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.text"])
        window.rootViewController?.view.addSubview(well)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.clipboardItems = [["public.utf8-plain-text": Data("x".utf8)]]
        #expect(well.becomeFirstResponder())
        screen.press(.keyboardV, characters: "v", modifiers: .command)
        #expect(well.calls == ["paste(_:)"])
    }

    @Test("DND-01 a view with a paste configuration takes a drop of an acceptable type through paste(itemProviders:), as a copy")
    func dropWithinTheApp() {
        let recorder = DragSourceRecorder()
        let stage = makeStage(source: recorder)
        defer { stage.window.isHidden = true }
        #expect(stage.well.interactions.isEmpty, "the drop destination is not one of the view's interactions")
        drag(stage, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 175))
        #expect(stage.well.pasted == [["public.utf8-plain-text"]])
        #expect(recorder.calls.contains("didEndWith copy"))
    }

    @Test("DND-01 a drag of no acceptable type, one canPaste(_:) refuses, or one onto a view whose configuration was removed is not taken")
    func refusedDrops() {
        let recorder = DragSourceRecorder()
        let stage = makeStage(source: recorder)
        defer { stage.window.isHidden = true }
        stage.well.pasteConfiguration = UIPasteConfiguration(forAccepting: UIColor.self)
        drag(stage, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 175))
        #expect(stage.well.pasted.isEmpty)
        #expect(recorder.calls.contains("didEndWith cancel"))

        stage.well.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.text"])
        stage.well.refuses = true
        drag(stage, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 175))
        #expect(stage.well.pasted.isEmpty)

        stage.well.refuses = false
        stage.well.pasteConfiguration = nil
        drag(stage, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 175))
        #expect(stage.well.pasted.isEmpty)
    }

    @Test("DND-01 a view whose class overrides pasteConfiguration's getter takes drops too")
    func overriddenGetterTakesDrops() {
        final class TextWell: UIView {
            var pasted = 0
            override var pasteConfiguration: UIPasteConfiguration? {
                get { UIPasteConfiguration(acceptableTypeIdentifiers: ["public.text"]) }
                set {}
            }
            override func paste(itemProviders: [NSItemProvider]) { pasted += 1 }
        }
        let recorder = DragSourceRecorder()
        let stage = makeStage(source: recorder)
        defer { stage.window.isHidden = true }
        let well = TextWell(frame: stage.well.frame)
        stage.well.superview?.addSubview(well)
        drag(stage, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 175))
        #expect(well.pasted == 1)
        #expect(stage.well.pasted.isEmpty)
    }

    @Test("DND-01 the view's own drop interaction is asked before its paste configuration")
    func ownDropInteractionFirst() {
        let recorder = DragSourceRecorder()
        let stage = makeStage(source: recorder)
        defer { stage.window.isHidden = true }
        let target = DropTargetRecorder()
        stage.well.addInteraction(UIDropInteraction(delegate: target))
        drag(stage, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 400, y: 175))
        #expect(target.calls.contains("performDrop"))
        #expect(stage.well.pasted.isEmpty)
    }

    @Test("DND-15 a drag of text from another application onto the view is pasted; its data loads when asked")
    func dropFromAnotherApplication() async {
        let stage = makeStage(source: DragSourceRecorder())
        defer { stage.window.isHidden = true }
        let peer = stage.screen.desktop.addPeer(named: "editor", frame: CGRect(x: 650, y: 0, width: 350, height: 400), accepting: [])
        peer.beginDrag(items: [["text/plain;charset=utf-8": Data("Damson".utf8)]], at: CGPoint(x: 800, y: 200))
        for x in stride(from: 780, through: 400, by: -40) {
            stage.screen.movePointer(to: CGPoint(x: CGFloat(x), y: 175))
            stage.screen.advance(by: 1.0 / 60)
        }
        stage.screen.pointerUp(at: CGPoint(x: 400, y: 175))
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.well.pasted.count == 1)
        #expect(stage.well.pasted.first?.contains("public.utf8-plain-text") == true)
        #expect(peer.dragOutcomes == [.copy])
    }

    /// What a background completion handler received, read on the main actor afterwards.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Any?
        func keep(_ object: Any?) { lock.withLock { stored = object } }
        var object: Any? { lock.withLock { stored } }
    }

    @Test("UIColor and UIImage are item-provider objects: written and read back through a provider")
    func colorAndImageObjects() throws {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let provider = NSItemProvider(object: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(provider.canLoadObject(ofClass: UIColor.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        let color = Received()
        _ = provider.loadObject(ofClass: UIColor.self) { object, _ in color.keep(object) }
        screen.presentFrame()
        #expect((color.object as? UIColor)?.cgColor.sRGBA.green == 0.5)

        let imageProvider = NSItemProvider(object: swatch(.systemBlue, CGSize(width: 6, height: 3)))
        #expect(imageProvider.canLoadObject(ofClass: UIImage.self))
        let image = Received()
        _ = imageProvider.loadObject(ofClass: UIImage.self) { object, _ in image.keep(object) }
        screen.presentFrame()
        #expect((image.object as? UIImage)?.size == CGSize(width: 6, height: 3))

        // A JPEG from another application reads as an image too.
        #expect(UIPasteConfiguration(forAccepting: UIImage.self).accepts([{
            let jpeg = NSItemProvider()
            jpeg.registerDataRepresentation(forTypeIdentifier: "public.jpeg", visibility: .all) { $0(Data(), nil); return nil }
            return jpeg
        }()]))
    }
}
