import Foundation
import Testing
import UniformTypeIdentifiers
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIDocumentPickerViewController: opening and exporting through the desktop's file chooser", .exclusiveUIKit)
struct UIDocumentPickerViewControllerTests {
    final class Delegate: UIDocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancels = 0
        /// Whether the picker was still presented when the delegate heard.
        var presentedWhenCalled: [Bool] = []
        weak var root: UIViewController?
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            picked.append(urls)
            presentedWhenCalled.append(root?.presentedViewController != nil)
        }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            cancels += 1
            presentedWhenCalled.append(root?.presentedViewController != nil)
        }
    }

    final class OldDelegate: UIDocumentPickerDelegate {
        var picked: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked.append(url) }
    }

    func delegate(for stage: PickerStage) -> Delegate {
        let delegate = Delegate()
        delegate.root = stage.root
        return delegate
    }

    @Test("Opening in place: the chooser filters by the content types; the delegate gets the files themselves after the picker dismissed itself")
    func openInPlace() throws {
        let stage = try PickerStage()
        let file = try stage.writeText("hello", named: "Notes.txt")
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        let delegate = delegate(for: stage)
        picker.delegate = delegate
        picker.directoryURL = stage.folder
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.action == .open)
        #expect(dialog.mimeTypes.contains("text/plain"))
        #expect(dialog.initialFolder == stage.folder)
        #expect(!dialog.allowsMultipleSelection)
        dialog.choose([file])
        stage.settle()
        #expect(delegate.picked == [[file]])
        #expect(delegate.presentedWhenCalled == [false])
        #expect(file.startAccessingSecurityScopedResource())
        file.stopAccessingSecurityScopedResource()
        withExtendedLifetime(stage.window) {}
    }

    @Test("Opening as a copy: copies in the app's Inbox, numbered when a name is taken; the originals untouched")
    func openAsCopy() throws {
        let stage = try PickerStage()
        let first = try stage.writeText("one", named: "Report.txt")
        let other = stage.folder.appendingPathComponent("other", isDirectory: true)
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let second = try stage.writeText("two", named: "Report.txt", in: other)
        try? FileManager.default.removeItem(at: UIDocumentPickerViewController.inboxFolder)
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item], asCopy: true)
        picker.allowsMultipleSelection = true
        let delegate = delegate(for: stage)
        picker.delegate = delegate
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.mimeTypes.isEmpty, "public.item offers every file")
        #expect(dialog.allowsMultipleSelection)
        dialog.choose([first, second])
        stage.settle()
        let copies = try #require(delegate.picked.first)
        #expect(copies.map(\.lastPathComponent) == ["Report.txt", "Report-1.txt"])
        #expect(copies.allSatisfy { $0.deletingLastPathComponent().lastPathComponent.hasSuffix("-Inbox") })
        #expect(try String(contentsOf: copies[1], encoding: .utf8) == "two")
        #expect(FileManager.default.fileExists(atPath: first.path) && FileManager.default.fileExists(atPath: second.path))
        withExtendedLifetime(stage.window) {}
    }

    @Test("Exporting one file as a copy: a save dialog offering its name; an existing file there is replaced; the app's file stays")
    func exportOneCopy() throws {
        let stage = try PickerStage()
        let source = try stage.writeText("new", named: "Draft.md")
        let destination = try stage.writeText("old", named: "Saved.md")
        let picker = UIDocumentPickerViewController(forExporting: [source], asCopy: true)
        let delegate = delegate(for: stage)
        picker.delegate = delegate
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.action == .save)
        #expect(dialog.suggestedName == "Draft.md")
        dialog.choose([destination])
        stage.settle()
        #expect(delegate.picked == [[destination]])
        #expect(try String(contentsOf: destination, encoding: .utf8) == "new")
        #expect(FileManager.default.fileExists(atPath: source.path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: stage.folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
        withExtendedLifetime(stage.window) {}
    }

    @Test("Moving several files: a folder chooser; names already there get a number as in the Files app")
    func exportSeveralMove() throws {
        let stage = try PickerStage()
        let outbox = stage.folder.appendingPathComponent("outbox", isDirectory: true)
        let target = stage.folder.appendingPathComponent("target", isDirectory: true)
        try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let a = try stage.writeText("a", named: "Notes.txt", in: outbox)
        let b = try stage.writeText("b", named: "List.txt", in: outbox)
        _ = try stage.writeText("kept", named: "Notes.txt", in: target)
        let picker = UIDocumentPickerViewController(forExporting: [a, b])
        let delegate = delegate(for: stage)
        picker.delegate = delegate
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.action == .selectFolder)
        dialog.choose([target])
        stage.settle()
        #expect(delegate.picked.first?.map(\.lastPathComponent) == ["Notes 2.txt", "List.txt"])
        #expect(try String(contentsOf: target.appendingPathComponent("Notes.txt"), encoding: .utf8) == "kept")
        #expect(try String(contentsOf: target.appendingPathComponent("Notes 2.txt"), encoding: .utf8) == "a")
        #expect(!FileManager.default.fileExists(atPath: a.path), "moved, not copied")
        withExtendedLifetime(stage.window) {}
    }

    @Test("Cancelling: the picker dismisses itself, then the delegate hears documentPickerWasCancelled")
    func cancel() throws {
        let stage = try PickerStage()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        let delegate = delegate(for: stage)
        picker.delegate = delegate
        stage.present(picker)
        let dialog = try #require(stage.screen.fileChooser)
        #expect(dialog.mimeTypes == ["application/pdf"])
        dialog.cancel()
        stage.settle()
        #expect(delegate.cancels == 1)
        #expect(delegate.presentedWhenCalled == [false])
        #expect(stage.root.presentedViewController == nil)
        withExtendedLifetime(stage.window) {}
    }

    @Test("A file that cannot be copied: reported as cancelled, logged, and the app's file kept")
    func failedExport() throws {
        let stage = try PickerStage()
        let missing = stage.folder.appendingPathComponent("Gone.txt")
        let picker = UIDocumentPickerViewController(forExporting: [missing], asCopy: true)
        let delegate = delegate(for: stage)
        picker.delegate = delegate
        stage.present(picker)
        UIKitLog.clear()
        try #require(stage.screen.fileChooser).choose([stage.folder.appendingPathComponent("Out.txt")])
        stage.settle()
        #expect(delegate.cancels == 1)
        #expect(delegate.picked.isEmpty)
        #expect(UIKitLog.messages.contains { $0.hasPrefix("UIDocumentPickerViewController:") && $0.contains("reported to the delegate as cancelled") })
        withExtendedLifetime(stage.window) {}
    }

    @Test("A delegate with only the iOS 8 single-document method hears the first file")
    func singleDocumentDelegate() throws {
        let stage = try PickerStage()
        let file = try stage.writeText("x", named: "Only.txt")
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        let delegate = OldDelegate()
        picker.delegate = delegate
        stage.present(picker)
        try #require(stage.screen.fileChooser).choose([file])
        stage.settle()
        #expect(delegate.picked == [file])
        withExtendedLifetime(stage.window) {}
    }

    @Test("The iOS 13 initializers map to the iOS 14 ones")
    func deprecatedInitializers() {
        let importing = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .import)
        #expect(importing.documentPickerMode == .import)
        let moving = UIDocumentPickerViewController(url: URL(fileURLWithPath: "/tmp/x"), in: .moveToService)
        #expect(moving.documentPickerMode == .moveToService)
        #expect(!importing.allowsMultipleSelection)
        #expect(!importing.shouldShowFileExtensions)
    }
}
