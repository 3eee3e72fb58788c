import Foundation

/// Where the text, the caret and the selection are: the text laid out in one line, aligned
/// in the text rectangle when it fits and scrolled to the caret when it does not.
extension UITextField {
    // MARK: What is drawn

    /// The text as drawn: bullets for secure entry, marked text underlined.
    func displayText(editing: Bool) -> NSAttributedString {
        let shown: NSMutableAttributedString
        if isSecureTextEntry {
            shown = NSMutableAttributedString(string: String(repeating: "•", count: characterBoundaries.count - 1),
                                              attributes: defaultAttributes)
        } else {
            shown = NSMutableAttributedString(attributedString: withDefaultAttributes(content))
        }
        if editing, !isSecureTextEntry {
            editor.styleMarkedText(shown, showing: NSRange(location: 0, length: shown.length), markedTextStyle: markedTextStyle)
        } else if editing, let marked = markedRange {
            // Secure text shows one dot a character: the marked dots are underlined.
            let range = NSRange(location: displayOffset(marked.location), length: displayOffset(NSMaxRange(marked)) - displayOffset(marked.location))
            shown.addAttributes(markedTextStyle ?? TextEditor.defaultMarkedTextStyle, range: range)
        }
        return shown
    }

    /// The UTF-16 offsets of the character boundaries, 0 and the length included.
    private var characterBoundaries: [Int] {
        var boundaries = [0]
        var offset = 0
        while offset < content.length {
            offset = editor.boundaries.next(offset)
            boundaries.append(offset)
        }
        return boundaries
    }

    /// A text offset as an offset into the drawn text (they differ for secure entry).
    func displayOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return characterBoundaries.lastIndex { $0 <= offset } ?? 0
    }

    /// An offset into the drawn text as a text offset.
    func modelOffset(_ displayOffset: Int) -> Int {
        guard isSecureTextEntry else { return displayOffset }
        let boundaries = characterBoundaries
        return boundaries[min(max(0, displayOffset), boundaries.count - 1)]
    }

    /// The text laid out for `rect`: one unbroken line while editing, ending in an ellipsis
    /// otherwise; shrunk when `adjustsFontSizeToFitWidth`.
    func textLayout(in rect: CGRect) -> TextLayout {
        let key = LayoutKey(width: rect.width, editing: isEditing, revision: revision)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        var options = TextLayout.Options()
        options.width = rect.width > 0 ? rect.width : nil
        if isEditing {
            options.wrapsLines = false
            options.paragraphLineBreakMode = .byWordWrapping
        } else {
            options.paragraphLineBreakMode = .byTruncatingTail
        }
        if adjustsFontSizeToFitWidth, let size = font?.pointSize, size > 0 {
            // UIKit keeps shrunk text readable whatever the minimum asks.
            options.minimumScaleFactor = min(1, max(minimumFontSize, 9) / size)
        }
        // Colors resolve for the field's traits while laying out, whoever asks.
        var made: TextLayout?
        traitCollection.performAsCurrent { made = TextLayout(displayText(editing: isEditing), options: options) }
        let layout = made!
        cachedLayout = (key, layout)
        return layout
    }

    /// Where the laid-out text's top-left goes in `rect`.
    func textOrigin(of layout: TextLayout, in rect: CGRect) -> CGPoint {
        let height = layout.size.height > 0 ? layout.size.height : lineHeight
        let x: CGFloat
        if isEditing, layout.size.width > rect.width {
            x = rect.minX - scrollOffset
        } else {
            x = rect.minX + alignmentOffset(width: layout.size.width, in: rect.width, text: content.string)
        }
        return CGPoint(x: x, y: verticalOrigin(height: height, in: rect))
    }

    /// How far right text `width` wide starts in a line `available` wide.
    func alignmentOffset(width: CGFloat, in available: CGFloat, text: String) -> CGFloat {
        let free = max(0, available - width)
        switch textAlignment {
        case .left, .justified: return 0
        case .center: return (free / 2).rounded()
        case .right: return free
        case .natural:
            let rightToLeft = text.isEmpty ? effectiveUserInterfaceLayoutDirection == .rightToLeft
                : ParagraphSource.firstStrongDirectionIsRightToLeft(text)
            return rightToLeft ? free : 0
        }
    }

    /// The top of a line `height` tall in `rect`, by `contentVerticalAlignment`.
    func verticalOrigin(height: CGFloat, in rect: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top: return rect.minY
        case .bottom: return rect.maxY - height
        default: return rect.minY + ((rect.height - height) / 2 * pixelScale).rounded() / pixelScale
        }
    }

    var lineHeight: CGFloat {
        (font ?? .preferredFont(forTextStyle: .body)).lineHeight
    }

    private var currentTextRect: CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    // MARK: Caret and hit testing

    /// The caret's line box before the character at `offset`, zero wide, in the field's
    /// coordinates.
    func caretFrame(at offset: Int) -> CGRect {
        let rect = currentTextRect
        let layout = textLayout(in: rect)
        let origin = textOrigin(of: layout, in: rect)
        if let caret = layout.caretRect(atUTF16Offset: displayOffset(offset)) {
            return caret.offsetBy(dx: origin.x, dy: origin.y)
        }
        return CGRect(x: origin.x, y: origin.y, width: 0, height: lineHeight)
    }

    /// The text offset nearest `point` (in the field's coordinates).
    func closestOffset(to point: CGPoint) -> Int {
        guard content.length > 0 else { return 0 }
        let rect = currentTextRect
        let layout = textLayout(in: rect)
        let origin = textOrigin(of: layout, in: rect)
        let display = layout.utf16Offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return min(modelOffset(display), content.length)
    }

    /// Scrolls the text so the moving end of the selection shows.
    func scrollToCaret() {
        guard isEditing else {
            scrollOffset = 0
            return
        }
        let rect = editingRect(forBounds: bounds)
        let layout = textLayout(in: rect)
        let visible = max(0, rect.width - 2)
        guard layout.size.width > rect.width else {
            scrollOffset = 0
            updateCaret()
            return
        }
        let caretX = layout.caretRect(atUTF16Offset: displayOffset(editor.activeEnd))?.minX ?? 0
        if caretX - scrollOffset > visible { scrollOffset = caretX - visible }
        if caretX < scrollOffset { scrollOffset = caretX }
        scrollOffset = min(max(0, scrollOffset), max(0, layout.size.width - visible))
        setNeedsDisplay()
        updateCaret()
    }
}
