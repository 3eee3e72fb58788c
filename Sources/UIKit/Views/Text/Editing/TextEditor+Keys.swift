import Foundation

/// The keys of a Linux desktop in text: arrows by character (with Ctrl or Alt, by word) and
/// by line, Home and End to the line's ends, Ctrl+Home and Ctrl+End (and Ctrl+Up and
/// Ctrl+Down, the iPad's ⌘↑ and ⌘↓) to the text's, Page Up and Down by a screen, Shift
/// extending the selection; Backspace and Delete (by word with Ctrl or Alt), Return, Tab in
/// many lines, and characters typed.
extension TextEditor {
    /// Performs what `key` does in the text; false when it does nothing here (the key goes on
    /// up the responder chain). Text that is selectable but not being edited (a read-only
    /// text view) moves and extends the selection but does not change.
    func performKey(_ key: UIKey) -> Bool {
        guard host.isFirstResponder, host.showsSelection else { return false }
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        // `.command` is Ctrl on Linux (docs/porting.md).
        let byWord = flags.contains(.alternate) || flags.contains(.command)
        let toDocumentEnd = flags.contains(.command)
        // The line the moving end shows on: with backward affinity at a soft break, the one
        // it ends (its last character's).
        let lineOffset = selectionAffinity == .backward && activeEnd > 0 && host.isSoftBreak(activeEnd) ? activeEnd - 1 : activeEnd
        func go(_ target: Int, keepsGoal: Bool = false) {
            if extending { extendSelection(to: target, keepsGoal: keepsGoal) } else { setCaret(target, keepsGoal: keepsGoal) }
            // Even where the selection stays (Ctrl+End with the caret at the end), it comes into view.
            host.scrollToCaret()
        }
        func step(forward: Bool) {
            if !extending, selection.length > 0, !byWord {
                setCaret(forward ? NSMaxRange(selection) : selection.location)
            } else if byWord {
                go(wordBoundary(from: activeEnd, forward: forward))
            } else {
                go(forward ? boundaries.next(activeEnd) : boundaries.previous(activeEnd))
            }
        }
        func vertical(forward: Bool, lines: Int) {
            verticalTargetEndsLine = false
            if !extending, selection.length > 0 {
                let end = forward ? NSMaxRange(selection) : selection.location
                setCaret(host.verticalOffset(from: end, lines: lines, forward: forward), keepsGoal: true)
            } else {
                go(host.verticalOffset(from: activeEnd, lines: lines, forward: forward), keepsGoal: true)
            }
            // Landed past the end of a line that wraps inside a word: on that line.
            if verticalTargetEndsLine { standAtEndOfLine() }
        }
        switch key.keyCode {
        case .keyboardLeftArrow: step(forward: !leadsTowardStart(.left))
        case .keyboardRightArrow: step(forward: !leadsTowardStart(.right))
        case .keyboardUpArrow: toDocumentEnd ? go(0) : vertical(forward: false, lines: 1)
        case .keyboardDownArrow: toDocumentEnd ? go(content.length) : vertical(forward: true, lines: 1)
        case .keyboardPageUp: vertical(forward: false, lines: host.linesPerPage)
        case .keyboardPageDown: vertical(forward: true, lines: host.linesPerPage)
        case .keyboardHome: go(toDocumentEnd ? 0 : host.lineEnds(at: lineOffset).start)
        case .keyboardEnd:
            let end = toDocumentEnd ? content.length : host.lineEnds(at: lineOffset).end
            go(end)
            // The end of a line that wraps without a space is the next line's start: the caret
            // stays at the end of this one.
            if !toDocumentEnd, activeEnd == end, host.isSoftBreak(end) { standAtEndOfLine() }
        case .keyboardDeleteOrBackspace:
            guard host.isEditing else { return false }
            if selection.length > 0 || !byWord {
                host.deleteBackward()
            } else {
                let start = wordBoundary(from: selection.location, forward: false)
                userReplace(NSRange(location: start, length: selection.location - start), with: "")
            }
        case .keyboardDeleteForward:
            guard host.isEditing else { return false }
            if selection.length > 0 {
                userReplace(selection, with: "")
            } else {
                let end = byWord ? wordBoundary(from: selection.location, forward: true) : boundaries.next(selection.location)
                if end > selection.location { userReplace(NSRange(location: selection.location, length: end - selection.location), with: "") }
            }
        case .keyboardReturnOrEnter, .keypadEnter:
            guard host.isEditing else { return false }
            // Through the host's insertText, which a text field turns into Return's action.
            host.insertText("\n")
        case .keyboardTab:
            guard !configuration.isSingleLine, host.isEditing, flags.isDisjoint(with: [.control, .command, .alternate, .shift]) else { return false }
            host.insertText("\t")
        case .keyboardEscape:
            return false
        default:
            guard host.isEditing, flags.isDisjoint(with: [.command, .control]) else { return false }
            let text = key.characters
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
            typeKey(text)
        }
        return true
    }

    /// The caret, at a soft break, stays at the end of the line it ends (backward affinity),
    /// shown and scrolled to there.
    private func standAtEndOfLine() {
        selectionAffinity = .backward
        host.updateCaret()
        host.scrollToCaret()
    }
}
