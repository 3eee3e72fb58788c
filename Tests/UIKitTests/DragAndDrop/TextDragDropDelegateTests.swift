import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The app's say in text drag and drop: `UITextDragDelegate` and `UITextDropDelegate` on a
/// text field and a text view, with their requests, options and proposals.
@MainActor
@Suite("Text drag and drop delegates", .serialized, .exclusiveUIKit)
struct TextDragDropDelegateTests {
    private let base = TextDragAndDropTests()

    @MainActor
    private final class DragLog: NSObject, UITextDragDelegate {
        var log: [String] = []
        var replacement: String?
        var refuses = false
        var request: UITextDragRequest?

        func textDraggableView(_ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: UITextDragRequest) -> [UIDragItem] {
            request = dragRequest
            log.append("items \(textDraggableView.text(in: dragRequest.dragRange) ?? "?")")
            if refuses { return [] }
            guard let replacement else { return dragRequest.suggestedItems }
            return [UIDragItem(itemProvider: NSItemProvider(object: replacement))]
        }
        func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: UIDragSession) {
            log.append("will begin")
        }
        func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: UIDragSession, with operation: UIDropOperation) {
            log.append("did end \(operation == .copy ? "copy" : "\(operation.rawValue)")")
        }
    }

    @MainActor
    private final class DropLog: NSObject, UITextDropDelegate {
        var log: [String] = []
        var editability: UITextDropEditability = .no
        var action: UITextDropProposal.Action = .insert
        var performer: UITextDropProposal.Performer = .view
        var lastRequest: UITextDropRequest?

        func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willBecomeEditableForDrop drop: UITextDropRequest) -> UITextDropEditability {
            log.append("editable?")
            return editability
        }
        func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: UITextDropRequest) -> UITextDropProposal {
            lastRequest = drop
            if log.last != "proposal" { log.append("proposal") }
            let proposal = drop.suggestedProposal.copy() as! UITextDropProposal
            proposal.dropAction = action
            proposal.dropPerformer = performer
            return proposal
        }
        func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: UITextDropRequest) {
            log.append("will perform")
        }
        func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnter session: UIDropSession) {
            log.append("enter active=\(textDroppableView.isTextDropActive)")
        }
        func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: UIDropSession) {
            log.append("end")
        }
    }

    @Test("The drag delegate sees the request (range, suggested items, selection), may replace the items or refuse, and hears the session begin and end")
    func dragDelegate() throws {
        let stage = base.makeStage()
        defer { stage.window.isHidden = true }
        let delegate = DragLog()
        stage.source.textDragDelegate = delegate
        #expect(stage.source.textDragDelegate === delegate && stage.source.textDragOptions.isEmpty)
        delegate.replacement = "planet"
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        let to = base.point(stage.field, at: 4)
        base.pointerDrag(stage, from: base.point(stage.source, at: 8), to: CGPoint(x: to.x + 2, y: to.y))
        #expect(stage.field.text == "Say planet")
        #expect(delegate.log == ["items world", "will begin", "did end copy"])
        let request = try #require(delegate.request)
        #expect(request.isSelected && request.existingItems.isEmpty && request.suggestedItems.count == 1)

        delegate.log = []
        delegate.refuses = true
        base.selectInSource(stage, NSRange(location: 0, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 2), to: CGPoint(x: to.x + 2, y: to.y))
        #expect(delegate.log == ["items Hello"])
        #expect(stage.field.text == "Say planet")
        #expect(!stage.source.isTextDragActive)
    }

    @Test("The lifted text keeps its colours unless stripTextColorFromPreviews")
    func previewColours() throws {
        let stage = base.makeStage()
        defer { stage.window.isHidden = true }
        stage.source.attributedText = NSAttributedString(string: "Hello world", attributes: [.foregroundColor: UIColor.systemRed])
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        let source = stage.source.textDragAndDrop.source
        let item = UIDragItem(itemProvider: NSItemProvider(object: "world"))
        item.localObject = TextDragOrigin(host: stage.source, range: NSRange(location: 6, length: 5))
        let session = DragSession(items: [item], location: .zero, window: stage.window)
        func previewColor() throws -> UIColor? {
            let preview = try #require(source.dragInteraction(source.interaction, previewForLifting: item, session: session))
            let label = try #require(preview.view as? UILabel)
            return label.attributedText?.attribute(NSAttributedString.Key.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        }
        #expect(try previewColor() == .systemRed)
        stage.source.textDragOptions = .stripTextColorFromPreviews
        #expect(try previewColor() != .systemRed)
    }

    @Test("The drop delegate hears the session, proposes how the text goes in (insert, replace the selection, replace everything), and may put it in itself")
    func dropDelegate() throws {
        let stage = base.makeStage()
        defer { stage.window.isHidden = true }
        let delegate = DropLog()
        stage.textView.textDropDelegate = delegate
        #expect(stage.textView.textDropInteraction != nil && !stage.textView.isTextDropActive)
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        let into = base.point(stage.textView, at: 3)
        base.pointerDrag(stage, from: base.point(stage.source, at: 8), to: into)
        #expect(stage.textView.text == "abcworld def")
        #expect(delegate.log == ["enter active=true", "proposal", "will perform", "end"])
        let request = try #require(delegate.lastRequest)
        #expect(!request.isSameView && request.suggestedProposal.dropAction == .insert && request.suggestedProposal.operation == .copy)
        #expect(!stage.textView.isTextDropActive)

        delegate.action = .replaceAll
        base.selectInSource(stage, NSRange(location: 0, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 2), to: base.point(stage.textView, at: 3))
        #expect(stage.textView.text == "Hello")

        delegate.performer = .delegate
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 8), to: base.point(stage.textView, at: 2))
        #expect(stage.textView.text == "Hello", "the delegate performs: the view inserts nothing")
        #expect(delegate.log.suffix(2) == ["will perform", "end"])
    }

    @Test("An uneditable text view takes a drop only when its delegate lets it: temporary keeps it uneditable, yes makes it editable")
    func uneditableDrops() {
        let stage = base.makeStage()
        defer { stage.window.isHidden = true }
        stage.textView.isEditable = false
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 8), to: base.point(stage.textView, at: 3))
        #expect(stage.textView.text == "abc def", "no delegate: no drop")

        let delegate = DropLog()
        stage.textView.textDropDelegate = delegate
        delegate.editability = .temporary
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 8), to: base.point(stage.textView, at: 3))
        #expect(stage.textView.text == "abcworld def")
        #expect(!stage.textView.isEditable && delegate.log.first == "editable?")

        delegate.editability = .yes
        base.selectInSource(stage, NSRange(location: 0, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 2), to: base.point(stage.textView, at: 0))
        #expect(stage.textView.text == "Helloabcworld def")
        #expect(stage.textView.isEditable)
    }
}
