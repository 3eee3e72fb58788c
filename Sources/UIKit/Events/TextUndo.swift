import Foundation

/// A text input whose changes can be undone: replacing a range with the text it had.
@MainActor
protocol UndoableTextInput: UIResponder {
    /// Puts `text` in place of `range`, as an undo or redo does (selecting what came back, and
    /// reporting the change), and registers the change back.
    func restoreText(_ text: NSAttributedString, in range: NSRange)
}

/// How a text input's change is recorded for undo: a change of its own, a keystroke that may
/// join the typing before it, or not at all (an input method's preedit: its commit is).
enum TextUndoRecording { case change, typing, none }

/// Registers a text input's changes with its undo manager, running typing together: letters
/// typed one after another at the caret undo as one change, until the caret moves, text is
/// deleted, or anything else registers an undo.
@MainActor
final class TextUndoRecorder {
    /// The typing run being grown: the range typed so far and the text it replaced.
    private final class Run {
        var range: NSRange
        let replaced: NSAttributedString
        var registration: Int

        init(range: NSRange, replaced: NSAttributedString, registration: Int) {
            self.range = range
            self.replaced = replaced
            self.registration = registration
        }
    }

    private var run: Run?

    /// `range`, which held `replaced`, now holds `length` characters. `isTyping`: a keystroke's
    /// insertion, which may join the run before it.
    func record<Input: UndoableTextInput>(_ input: Input, replaced: NSAttributedString, in range: NSRange, length: Int, isTyping: Bool) {
        guard let manager = input.undoManager, manager.isUndoRegistrationEnabled, !manager.isUndoing, !manager.isRedoing else {
            if let manager = input.undoManager, manager.isUndoing || manager.isRedoing { register(input, replaced: replaced, in: range, length: length, manager: manager) }
            return
        }
        if isTyping, range.length == 0, let run, run.registration == manager.registrationCount, NSMaxRange(run.range) == range.location {
            run.range.length += length
            return
        }
        run = nil
        let registered = register(input, replaced: replaced, in: range, length: length, manager: manager)
        if isTyping { run = registered }
    }

    /// The caret moved, or editing ended: the next keystroke starts a new change.
    func endRun() {
        run = nil
    }

    // MARK: Input-method compositions

    /// Where the composition began and the text it replaced, until it is committed.
    private var composition: (location: Int, replaced: NSAttributedString)?

    var isComposing: Bool { composition != nil }

    /// An input method began composing over `range`, which held `replaced` (its preedits are
    /// not recorded: the commit is, as one change).
    func beginComposition(at range: NSRange, replacing replaced: NSAttributedString) {
        if composition == nil { composition = (range.location, replaced) }
    }

    /// The composition went away without text.
    func cancelComposition() {
        composition = nil
    }

    /// The composition ended as `length` characters (committed or accepted as marked): one
    /// change to undo, typing when the input method committed it.
    func endComposition<Input: UndoableTextInput>(_ input: Input, length: Int, isTyping: Bool) {
        guard let started = composition else { return }
        composition = nil
        record(input, replaced: started.replaced, in: NSRange(location: started.location, length: started.replaced.length),
               length: length, isTyping: isTyping)
    }

    @discardableResult
    private func register<Input: UndoableTextInput>(_ input: Input, replaced: NSAttributedString, in range: NSRange, length: Int,
                                                    manager: UndoManager) -> Run {
        let entry = Run(range: NSRange(location: range.location, length: length), replaced: replaced, registration: 0)
        manager.registerUndo(withTarget: input) { input in
            input.restoreText(entry.replaced, in: entry.range)
        }
        manager.setActionName(length > 0 && range.length == 0 ? "Typing" : "")
        entry.registration = manager.registrationCount
        return entry
    }
}
