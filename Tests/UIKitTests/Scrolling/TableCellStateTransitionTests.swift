import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell that logs its state transitions, with whether it was editing when told.
private final class TransitionLoggingCell: UITableViewCell {
    nonisolated(unsafe) static var log: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        Self.log.append("will \(state.rawValue) editing=\(isEditing)")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        Self.log.append("did \(state.rawValue) editing=\(isEditing)")
    }
}

@MainActor
@Suite("UITableViewCell state transitions (willTransition(to:), didTransition(to:))", .serialized, .exclusiveUIKit)
struct TableCellStateTransitionTests {
    @Test("Editing on and off: each visible cell hears willTransition before it changes and didTransition after, with showingEditControl, then the empty mask")
    func editing() throws {
        TransitionLoggingCell.log = []
        let model = LoggingTableModel.numbered(rows: 1)
        model.cellClass = TransitionLoggingCell.self
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        fixture.table.setEditing(true, animated: false)
        #expect(TransitionLoggingCell.log == ["will 1 editing=false", "did 1 editing=true"])
        TransitionLoggingCell.log = []
        fixture.table.setEditing(false, animated: false)
        #expect(TransitionLoggingCell.log == ["will 0 editing=true", "did 0 editing=false"])
    }

    @Test("Animated: didTransition comes once the animation has finished")
    func animated() {
        TransitionLoggingCell.log = []
        let model = LoggingTableModel.numbered(rows: 1)
        model.cellClass = TransitionLoggingCell.self
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        fixture.table.setEditing(true, animated: true)
        #expect(TransitionLoggingCell.log == ["will 1 editing=false"])
        fixture.screen.runUntilAnimationsSettle()
        #expect(TransitionLoggingCell.log == ["will 1 editing=false", "did 1 editing=true"])
    }

    @Test("The minus control's Delete button: showingDeleteConfirmation joins the mask while it shows, and leaves it when editing ends")
    func deleteConfirmation() throws {
        TransitionLoggingCell.log = []
        let model = LoggingTableModel.numbered(rows: 2)
        model.cellClass = TransitionLoggingCell.self
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        fixture.table.setEditing(true, animated: false)
        fixture.screen.presentFrame()
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitionLoggingCell)
        TransitionLoggingCell.log = []
        let minus = try #require(cell.editingControlView)
        fixture.screen.tap(at: minus.convert(CGPoint(x: minus.bounds.midX, y: minus.bounds.midY), to: fixture.window))
        fixture.screen.runUntilAnimationsSettle()
        #expect(cell.showingDeleteConfirmation)
        #expect(TransitionLoggingCell.log == ["will 3 editing=true", "did 3 editing=true"])
        TransitionLoggingCell.log = []
        fixture.table.setEditing(false, animated: false)
        #expect(!cell.showingDeleteConfirmation)
        #expect(TransitionLoggingCell.log.last == "did 0 editing=false")
    }
}
