import Foundation
import Testing
import UIKit
import UIKitTesting

/// NSTextStorage: edits are recorded with `edited(_:range:changeInLength:)`, batched between
/// `beginEditing()` and `endEditing()`, and processed once: the delegate's "will", then its
/// "did", then the layout managers.
@MainActor
@Suite("TextKit text storage", .serialized, .exclusiveUIKit)
struct TextKitStorageTests {
    /// Records what it hears, in order.
    final class Recorder: NSTextStorageDelegate {
        var events: [String] = []
        var onWill: ((NSTextStorage) -> Void)?
        func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            events.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
            onWill?(textStorage)
        }
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            events.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
    }

    /// A layout manager that records the edits it is told of.
    final class RecordingLayoutManager: NSLayoutManager {
        var log: (String) -> Void = { _ in }
        nonisolated override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                                                 range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
            MainActor.assumeIsolated { log("layout \(editMask.rawValue) \(newCharRange.location),\(newCharRange.length) \(delta)") }
            super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta, invalidatedRange: invalidatedCharRange)
        }
    }

    @Test("An edit outside a batch is processed at once: characters (mask 2) at 0,5 adding 5; then the pending state clears")
    func singleEditProcessedAtOnce() {
        let storage = NSTextStorage()
        let recorder = Recorder()
        storage.delegate = recorder
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "hello")
        #expect(recorder.events == ["will 2 0,5 5", "did 2 0,5 5"])
        #expect(storage.editedMask.isEmpty)
        #expect(storage.editedRange.location == NSNotFound)
        #expect(storage.changeInLength == 0)
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 2))
        #expect(recorder.events.suffix(2) == ["will 1 1,2 0", "did 1 1,2 0"])
    }

    @Test("Edits between beginEditing and endEditing (nested) are processed once, at the outermost end, with the union of ranges and the total change")
    func batchedEdits() {
        let storage = NSTextStorage(string: "xyz")
        let recorder = Recorder()
        storage.delegate = recorder
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "ab")
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 5, length: 0), with: "c")
        storage.endEditing()
        #expect(recorder.events.isEmpty)
        #expect(storage.editedMask == .editedCharacters)
        #expect(storage.editedRange == NSRange(location: 0, length: 6))
        #expect(storage.changeInLength == 3)
        storage.addAttribute(.underlineStyle, value: 1, range: NSRange(location: 0, length: 1))
        storage.endEditing()
        #expect(storage.string == "abxyzc")
        #expect(recorder.events == ["will 3 0,6 3", "did 3 0,6 3"])
    }

    @Test("A deletion before a pending edit moves the pending range: delete 0,2 after editing 4,1 of 'abcdef' gives 0,3 and -2")
    func pendingRangeMovesWithEarlierEdit() {
        let storage = NSTextStorage(string: "abcdef")
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 4, length: 1), with: "X")
        storage.replaceCharacters(in: NSRange(location: 0, length: 2), with: "")
        #expect(storage.editedRange == NSRange(location: 0, length: 3))
        #expect(storage.changeInLength == -2)
        storage.endEditing()
        #expect(storage.string == "cdXf")
    }

    @Test("Order: delegate will, will notification, delegate did, did notification, then each layout manager")
    func processingOrder() {
        let storage = NSTextStorage()
        let recorder = Recorder()
        storage.delegate = recorder
        let manager = RecordingLayoutManager()
        manager.log = { recorder.events.append($0) }
        storage.addLayoutManager(manager)
        nonisolated(unsafe) let heard = recorder
        let will = NotificationCenter.default.addObserver(forName: NSTextStorage.willProcessEditingNotification, object: storage, queue: nil) { _ in
            heard.events.append("will notification")
        }
        let did = NotificationCenter.default.addObserver(forName: NSTextStorage.didProcessEditingNotification, object: storage, queue: nil) { _ in
            heard.events.append("did notification")
        }
        defer { NotificationCenter.default.removeObserver(will); NotificationCenter.default.removeObserver(did) }
        storage.append(NSAttributedString(string: "abc"))
        #expect(recorder.events == ["will 3 0,3 3", "will notification", "did 3 0,3 3", "did notification", "layout 3 0,3 3"])
    }

    @Test("Changes made in willProcessEditing join the edit being processed: one pass, mask 3")
    func changesDuringWillJoin() {
        let storage = NSTextStorage()
        let recorder = Recorder()
        recorder.onWill = { storage in
            storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: storage.length))
        }
        storage.delegate = recorder
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "func")
        #expect(recorder.events == ["will 2 0,4 4", "did 3 0,4 4"])
        #expect(storage.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
    }

    /// Colours every "x" red as it processes an edit.
    final class XHighlightingStorage: NSTextStorage {
        var passes = 0
        override func processEditing() {
            passes += 1
            let text = string as NSString
            let lines = text.lineRange(for: editedRange)
            var search = lines
            while true {
                let found = text.range(of: "x", options: [], range: search)
                guard found.location != NSNotFound else { break }
                addAttribute(.foregroundColor, value: UIColor.red, range: found)
                search = NSRange(location: NSMaxRange(found), length: NSMaxRange(lines) - NSMaxRange(found))
            }
            super.processEditing()
        }
    }

    @Test("A subclass restyling in processEditing (before calling super) is processed once, and its attributes are in the edited range")
    func subclassProcessEditing() {
        let storage = XHighlightingStorage(string: "")
        let manager = RecordingLayoutManager()
        var log: [String] = []
        manager.log = { log.append($0) }
        storage.addLayoutManager(manager)
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "axbx")
        #expect(storage.passes == 1)
        #expect(log == ["layout 3 0,4 4"])
        #expect(storage.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        #expect(storage.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
    }

    @Test("addLayoutManager sets the manager's textStorage; adding it to another storage moves it; removing clears it")
    func layoutManagers() {
        let first = NSTextStorage(string: "one")
        let second = NSTextStorage(string: "two")
        let manager = NSLayoutManager()
        first.addLayoutManager(manager)
        first.addLayoutManager(manager)
        #expect(first.layoutManagers.count == 1)
        #expect(manager.textStorage === first)
        second.addLayoutManager(manager)
        #expect(first.layoutManagers.isEmpty)
        #expect(manager.textStorage === second)
        second.removeLayoutManager(manager)
        #expect(manager.textStorage == nil)
        #expect(second.layoutManagers.isEmpty)
    }

    @Test("Editing a text view's textStorage in code changes its text and keeps the caret after the same characters")
    func textViewShowsStorageEdits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "hello world"
        textView.selectedRange = NSRange(location: 6, length: 0)
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "XX")
        #expect(textView.text == "XXhello world")
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        textView.textStorage.deleteCharacters(in: NSRange(location: 0, length: 9))
        #expect(textView.text == "orld")
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test("A text view's storage, layout manager and container are wired: 5-point padding, width tracking, unlimited height")
    func textViewTextSystem() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        textView.layoutIfNeeded()
        #expect(textView.layoutManager.textStorage === textView.textStorage)
        #expect(textView.textStorage.layoutManagers.first === textView.layoutManager)
        #expect(textView.layoutManager.textContainers.first === textView.textContainer)
        #expect(textView.textContainer.layoutManager === textView.layoutManager)
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.widthTracksTextView)
        #expect(!textView.textContainer.heightTracksTextView)
        #expect(textView.textContainer.size.width == 270)
        #expect(textView.textContainer.size.height == CGFloat.greatestFiniteMagnitude)
        let container = NSTextContainer()
        #expect(container.size == .zero)
        #expect(container.lineFragmentPadding == 5)
        #expect(!container.widthTracksTextView)
    }
}
