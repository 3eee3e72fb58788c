import Foundation
import SlatePlatform

/// Scrolling, multi-line, editable text.
///
/// A text view edits while it is first responder (KB-01): a tap or click, or
/// `becomeFirstResponder()`, begins editing when `isEditable` and the delegate agree. Typing,
/// input methods (marked text), the keys of a Linux desktop (arrows by character and line,
/// Ctrl-arrows by word, Home and End to the line's ends, Ctrl+Home and Ctrl+End to the
/// document's, Page Up and Down by a screen, Shift extending the selection) and the edit
/// actions (cut, copy, paste, delete, select, select all) change it. Each change the user makes
/// is offered to the delegate first (`textView(_:shouldChangeTextIn:replacementText:)`), then
/// reported with `textViewDidChange(_:)` and `textDidChangeNotification`; changes made in
/// code (`text`, `attributedText`) are not.
///
/// A read-only text view (`isEditable = false`) can still be selectable: a double click
/// selects a word and the selection can be copied. Links — `.link` attributes, and URLs found
/// when `dataDetectorTypes` contains `.link` — are drawn with `linkTextAttributes` and, tapped
/// in a view that is not editing, are offered to the delegate's
/// `textView(_:shouldInteractWith:in:interaction:)`.
///
/// The text is laid out a paragraph at a time, only where it shows (`TextViewLayout`), so a
/// long document opens and scrolls at the cost of the screen it shows. With
/// `isScrollEnabled = false` the view does not scroll: its intrinsic height is its text's at
/// its width, and Auto Layout grows it as the text grows.
///
/// Offsets are UTF-16 offsets, as in NSString and NSRange; the caret moves by whole characters.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UIResponderStandardEditActions, IndexedTextInput, UndoableTextInput {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text view's delegate. In Slate it stays typed as the scroll view's delegate (Swift
    /// cannot narrow a stored property's type); assign any `UITextViewDelegate`.
    open override var delegate: UIScrollViewDelegate? {
        didSet { textDelegate = delegate as? UITextViewDelegate }
    }
    weak var textDelegate: UITextViewDelegate?

    // MARK: State

    /// The text, its selection and marked text, and the user's changes to them.
    private(set) lazy var editor = TextEditor(host: self, configuration: TextEditor.Configuration(isSingleLine: false), content: textStorage)
    /// Where a drag that selects started.
    var dragOrigin: Int?
    /// URLs found by the data detectors, in the text as it was when found.
    var detectedLinks: [(range: NSRange, url: URL)] = []
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The blinking caret.
    private(set) lazy var caret = TextCaret(host: self)

    /// The text laid out where it is looked at: the layout manager's.
    var textLayout: TextViewLayout { layoutManager.layout }

    /// The text, as TextKit stores it: the text view shows it and its changes (a delegate
    /// or subclass restyling it while it processes an edit restyles the view).
    open var textStorage: NSTextStorage { layoutManager.textStorage ?? fallbackStorage }
    /// Keeps the storage while the layout manager is detached from it.
    private var fallbackStorage: NSTextStorage
    /// Lays the text out: the lines the view draws and hit-tests are its lines. The text
    /// container's (`textContainer.replaceLayoutManager(_:)` puts a subclass in its place).
    open var layoutManager: NSLayoutManager { textContainer.layoutManager ?? fallbackLayoutManager }
    /// The layout manager the view was made with, while its container has none.
    private var fallbackLayoutManager: NSLayoutManager
    /// The region the text is laid out in. By default it tracks the view's width (less the
    /// left and right `textContainerInset`) and is unlimited in height.
    open private(set) var textContainer: NSTextContainer

    /// The layout of `range` as drawn (with the view's defaults, links and marked text),
    /// colors resolved for the view's traits.
    func makeParagraphLayout(_ range: NSRange, options: TextLayout.Options) -> TextLayout {
        var made: TextLayout?
        traitCollection.performAsCurrent { made = TextLayout(displayText(in: range), options: options) }
        return made!
    }

    /// The user's last edit, until a layout pass draws what it changed.
    var pendingEdit: TextViewLayout.Edit?
    /// The bounds the text was last drawn for.
    var lastDrawnBounds: CGRect = .null

    // MARK: Creating

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view showing `textContainer`'s text (its layout manager's text storage); with
    /// nil, a new storage, layout manager and container.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (fallbackStorage, fallbackLayoutManager, self.textContainer) = Self.textSystem(textContainer)
        super.init(frame: frame)
        setUpTextView()
    }

    /// The storage, layout manager and container a text view shows: `container`'s, made
    /// whole where it lacks some, or a new set tracking the view's width.
    private static func textSystem(_ container: NSTextContainer?) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let container = container ?? {
            let made = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
            made.widthTracksTextView = true
            return made
        }()
        let manager = container.layoutManager ?? {
            let made = NSLayoutManager()
            made.addTextContainer(container)
            return made
        }()
        let storage = manager.textStorage ?? {
            let made = NSTextStorage()
            made.addLayoutManager(manager)
            return made
        }()
        return (storage, manager, container)
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpTextView() {
        AppearanceStore.untracked { backgroundColor = .systemBackground }
        // The text is drawn over the background color, not over an opaque store's black.
        isOpaque = false
        layer.addSublayer(caret.layer)
        // A pointer drags to select; fingers, trackpads and wheels scroll.
        panGestureRecognizer.allowedTouchTypes = [UITouch.TouchType.direct, .pencil].map { NSNumber(value: $0.rawValue) }
        textContainer.textView = self
        textLayout.reset(content.mutableString, width: textContainer.widthTracksTextView ? 0 : textContainer.breakWidth)
        textDragAndDrop.install(on: self)
    }

    /// Takes dropped text and lifts the selected text (issue 44.7).
    lazy var textDragAndDrop = TextDragAndDrop(host: self)


    public convenience init() {
        self.init(frame: .zero)
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        (fallbackStorage, fallbackLayoutManager, textContainer) = Self.textSystem(nil)
        super.init(coder: coder)
        setUpTextView()
    }

    // MARK: Text

    /// The text ("" when empty). Setting it replaces the text with the view's font, color and
    /// alignment, without asking the delegate; the caret goes to the end.
    open var text: String! {
        get { content.string }
        set { editor.setContent(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The text with its attributes. Setting it keeps its attributes; the view's `font` and
    /// `textColor` then report the text's first character's.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: content) }
        set {
            let text = newValue ?? NSAttributedString(string: "")
            if text.length > 0 {
                storedFont = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? storedFont
                storedTextColor = text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor ?? storedTextColor
            }
            editor.setContent(text)
        }
    }

    var storedFont: UIFont?
    var storedTextColor: UIColor?

    /// Nil by default, which draws the system font at 12 points. Setting it applies to all
    /// the text and to typing.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            applyToAllText(.font, newValue ?? Self.defaultFont)
        }
    }

    /// Nil by default, which draws in `.label`. Setting it applies to all the text.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            applyToAllText(.foregroundColor, newValue ?? UIColor.label)
        }
    }

    /// `.natural` by default. Setting it applies to every paragraph.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let whole = NSRange(location: 0, length: content.length)
            var styles: [(NSRange, NSParagraphStyle)] = []
            content.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
                let style = ((value as? NSParagraphStyle) ?? .default).mutableCopy() as! NSMutableParagraphStyle
                style.alignment = textAlignment
                styles.append((range, style))
            }
            for (range, style) in styles { content.addAttribute(.paragraphStyle, value: style, range: range) }
            textLayout.emptyAlignment = textAlignment
            textAppearanceDidChange()
        }
    }

    /// The attributes typed text takes: those of the character before the caret (or after it
    /// at the start), else the view's. Set while editing, they hold until the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? attributesForTyping(at: selection.location) }
        set { if isEditing { storedTypingAttributes = newValue } }
    }

    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// The view's font, color and alignment, as text set through `text` takes them.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: storedFont ?? Self.defaultFont,
                                                         .foregroundColor: storedTextColor ?? UIColor.label]
        if textAlignment != .natural {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            attributes[.paragraphStyle] = style
        }
        return attributes
    }

    /// Whether the user can change the text. True by default.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() }; detectLinks() }
    }

    /// Whether the user can select the text (and, not editable, copy it). True by default.
    open var isSelectable = true {
        didSet {
            if !isSelectable { editor.setSelection(NSRange(location: 0, length: 0), anchor: 0) }
        }
    }

    /// Whether typing first replaces all the text.
    open var clearsOnInsertion = false

    /// The selection (the caret when empty), in the text's UTF-16 offsets.
    open var selectedRange: NSRange {
        get { selection }
        set {
            editor.unmarkText()
            editor.setSelection(newValue, anchor: newValue.location)
        }
    }

    /// Room between the view's edges and the text: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textGeometryDidChange() }
    }

    /// Which kinds of data are found and made links in a text view that is not editable.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { detectLinks() }
    }

    /// How links are drawn: in the tint color by default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkAttributes ?? [.foregroundColor: tintColor as Any] }
        set {
            storedLinkAttributes = newValue
            textAppearanceDidChange()
        }
    }
    private var storedLinkAttributes: [NSAttributedString.Key: Any]?

    /// Follows the preferred content size category when the font is a text style's.
    open var adjustsFontForContentSizeCategory = false

    open internal(set) var isEditing = false

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Typed straight quotes become curly ones (`.default`: unless the text is secure or
    /// holds a URL, an address, a number or a credential).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// A typed double hyphen becomes an em dash (`.default`: as for smart quotes).
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Kept for the software keyboard a desktop does not have: Return is never disabled
    /// (docs/porting.md).
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false

    // MARK: Input views

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// Shown docked at the bottom of the window while the view is editing (FR-07).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Scrolling

    /// Scrolls so that `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        let range = clamp(range)
        var rect = textRectInView(for: range)
        rect = rect.insetBy(dx: 0, dy: -textContainerInset.top / 2)
        updateContentSize()
        scrollRectToVisible(rect, animated: false)
    }

    /// Without scrolling, the view is as tall as its text at its width (and, before it has a
    /// width, as wide as its longest line).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let inset = textContainerInset
        let padding = 2 * textContainer.lineFragmentPadding
        if bounds.width > 0 {
            updateLayoutWidth()
            textLayout.layOut(from: 0, to: .infinity)
            return CGSize(width: UIView.noIntrinsicMetric, height: (textLayout.height + inset.top + inset.bottom).rounded(.up))
        }
        var natural: TextLayout!
        traitCollection.performAsCurrent { natural = TextLayout(displayText(in: NSRange(location: 0, length: content.length)), options: TextLayout.Options()) }
        let height = max(natural.size.height, textLayout.lineHeight)
        return CGSize(width: (natural.size.width + padding + inset.left + inset.right).rounded(.up),
                      height: (height + inset.top + inset.bottom).rounded(.up))
    }

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    override func boundsSizeDidChangeHook(from oldSize: CGSize) {
        super.boundsSizeDidChangeHook(from: oldSize)
        if bounds.width != oldSize.width, !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLayoutWidth()
        textLayout.layOut(from: bounds.minY - textContainerInset.top, to: bounds.maxY)
        updateContentSize()
        redrawWhatChanged()
        updateCaret()
    }

    /// The text is drawn relative to the bounds: a scroll or a resize draws it all again; an
    /// edit draws its paragraphs again, and what is below them only when they changed height.
    private func redrawWhatChanged() {
        let edit = pendingEdit
        pendingEdit = nil
        if bounds != lastDrawnBounds {
            lastDrawnBounds = bounds
            setNeedsDisplay()
            return
        }
        guard let edit else { return }
        let origin = containerOrigin
        let measured = textLayout.measure(edit.paragraphs, against: edit.oldHeight)
        guard !measured.frame.isNull else { return setNeedsDisplay() }
        var dirty = CGRect(x: bounds.minX, y: measured.frame.minY + origin.y, width: bounds.width, height: measured.frame.height)
        if !measured.isSameHeight { dirty.size.height = max(0, bounds.maxY - dirty.minY) }
        // Whole points: a clip through a pixel would blend the old and the new there.
        dirty = dirty.insetBy(dx: 0, dy: -2).integral.intersection(bounds)
        if !dirty.isNull, !dirty.isEmpty { setNeedsDisplay(dirty) }
    }

    /// The top-left of the laid-out text (the text container's, less its padding) in the
    /// view's (content) coordinates.
    var containerOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The container follows the view's size where it tracks it; lines break at its width.
    func updateLayoutWidth() {
        var size = textContainer.size
        if textContainer.widthTracksTextView { size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right) }
        if textContainer.heightTracksTextView { size.height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom) }
        if size != textContainer.size { textContainer.size = size }
        textLayout.setWidth(textContainer.breakWidth)
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: (textLayout.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
        if contentSize != size { contentSize = size }
    }

    /// Draws the selection, then the layout manager's backgrounds and glyphs of the lines
    /// showing in `rect`.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let origin = containerOrigin
        if selection.length > 0, isSelectable {
            tintColor.withAlphaComponent(0.2).setFill()
            for box in textLayout.selectionRects(for: selection) where box.offsetBy(dx: origin.x, dy: origin.y).intersects(rect) {
                context.fill(box.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        let container = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        let glyphs = layoutManager.glyphRangeForDrawing(in: rect.offsetBy(dx: -container.x, dy: -container.y))
        guard glyphs.length > 0 else { return }
        layoutManager.drawBackground(forGlyphRange: glyphs, at: container)
        layoutManager.drawGlyphs(forGlyphRange: glyphs, at: container)
    }

    /// The text of `range` as drawn: the view's attributes where it has none, links in the
    /// link attributes, marked text underlined.
    func displayText(in range: NSRange) -> NSAttributedString {
        let styled = NSMutableAttributedString(attributedString: content.attributedSubstring(from: range))
        let whole = NSRange(location: 0, length: styled.length)
        for (key, value) in defaultAttributes {
            var missing: [NSRange] = []
            styled.enumerateAttribute(key, in: whole, options: []) { existing, part, _ in
                if existing == nil { missing.append(part) }
            }
            for part in missing { styled.addAttribute(key, value: value, range: part) }
        }
        let links = linkTextAttributes ?? [:]
        if !links.isEmpty {
            styled.enumerateAttribute(.link, in: whole, options: []) { value, part, _ in
                if value != nil { styled.addAttributes(links, range: part) }
            }
            for link in detectedLinks {
                let local = NSIntersectionRange(link.range, range)
                if local.length > 0 { styled.addAttributes(links, range: NSRange(location: local.location - range.location, length: local.length)) }
            }
        }
        editor.styleMarkedText(styled, showing: range, markedTextStyle: markedTextStyle)
        return styled
    }

    // MARK: Appearance changes

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        textAppearanceDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedLinkAttributes == nil { textAppearanceDidChange() }
        updateCaret()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let style = font?.textStyle,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            AppearanceStore.untracked { font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection) }
        }
    }

    // MARK: Responder

    /// Editable or selectable text views can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    open override var canBecomeFocused: Bool { canBecomeFirstResponder }

    /// The text beam over selectable text, as iPadOS shows it.
    override var defaultPointerCursor: PlatformCursor? { isEditable || isSelectable ? .text : nil }

    /// Asks the delegate (`textViewShouldBeginEditing`) before an editable view edits.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, textDelegate?.textViewShouldBeginEditing(self) == false { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate (`textViewShouldEndEditing`); a refusal holds (FR-02) unless forced.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if isEditing, textDelegate?.textViewShouldEndEditing(self) == false { return false }
        return super.resignFirstResponder()
    }

    override func firstResponderStatusDidChange(isFirstResponder: Bool) {
        if isFirstResponder {
            if isEditable { beginEditing() }
        } else {
            finishEditing()
        }
    }

    override func handleKeyRepeat(_ key: UIKey) -> Bool {
        editor.performKey(key)
    }

    // MARK: Keys

    /// Keys edit and move through the text while the view is first responder; others travel
    /// up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesNotHandled(presses) { editor.performKey($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Edit actions

    open func cut(_ sender: Any?) { editor.cut() }

    open func copy(_ sender: Any?) { editor.copy() }

    /// Replaces the selection (or the marked text) with the pasteboard's string.
    open func paste(_ sender: Any?) { editor.paste() }

    open func delete(_ sender: Any?) { editor.delete() }

    /// Selects the word at the caret.
    open func select(_ sender: Any?) { editor.select() }

    open func selectAll(_ sender: Any?) { editor.selectAll() }

    /// Cut and delete need an editing view with a selection, copy a selection, paste a string
    /// on the pasteboard, select and select all some text; the style actions an editing view
    /// that `allowsEditingTextAttributes`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if TextStyleEdit(action: action) != nil { return isEditing && allowsEditingTextAttributes }
        if action == .makeTextWritingDirectionLeftToRight || action == .makeTextWritingDirectionRightToLeft { return isEditing }
        return editor.canPerform(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: Editing text attributes (UITextView+TextAttributes)

    /// Whether the user may style the text: bold, italics, underline and size, through the
    /// standard edit actions below (false by default).
    open var allowsEditingTextAttributes = false

    /// Makes the selected text bold, or not bold where all of it already is; without a
    /// selection, what is typed next.
    open func toggleBoldface(_ sender: Any?) { editTextStyle(.bold) }
    open func toggleItalics(_ sender: Any?) { editTextStyle(.italic) }
    open func toggleUnderline(_ sender: Any?) { editTextStyle(.underline) }
    /// Makes the selected text (or what is typed next) one point bigger.
    open func increaseSize(_ sender: Any?) { editTextStyle(.larger) }
    open func decreaseSize(_ sender: Any?) { editTextStyle(.smaller) }

    /// Runs each run of the selected text's attributes (or, without a selection, the typing
    /// attributes) through `conversionHandler`, undoably: the font panel's change
    /// (`UITextFormattingCoordinator`). Only while editing with `allowsEditingTextAttributes`.
    open func updateTextAttributes(conversionHandler: UITextAttributesConversionHandler) {
        withoutActuallyEscaping(conversionHandler) { editTextStyle(.converted($0)) }
    }

    /// The selected paragraphs (or the caret's) run left to right, undoably.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { makeWritingDirection(.leftToRight) }
    /// The selected paragraphs (or the caret's) run right to left, undoably.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { makeWritingDirection(.rightToLeft) }

    // MARK: Touches

    /// A tap on a link in a view that is not editing offers it to the delegate; otherwise a
    /// tap begins editing (or, read-only, selecting) with the caret where it landed. A double
    /// tap selects a word, a triple tap the paragraph; a pointer drag selects, Shift-click
    /// extends the selection. Finger drags scroll. A middle click in an editable text view
    /// begins editing and pastes the desktop's primary selection where it landed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first, event?.isMiddleClick(touch) == true {
            guard isEditable, isEditing || becomeFirstResponder() else { return }
            editor.pastePrimarySelection(atOffset: closestOffset(to: touch.location(in: self)))
            return
        }
        guard isFirstResponder, isSelectable || isEditing, let touch = touches.first else { return }
        let offset = closestOffset(to: touch.location(in: self), endingLines: true)
        switch touch.tapCount {
        case 2:
            editor.unmarkText()
            editor.setSelection(editor.wordRange(at: offset), anchor: nil)
        case 3...:
            editor.unmarkText()
            let paragraph = textLayout.paragraphs[textLayout.index(containing: offset)].range
            editor.setSelection(paragraph, anchor: paragraph.location)
        default:
            guard touch.type == .indirectPointer || isEditing else { return }
            // A press in the selection may lift it (issue 44.7): then it stays until the press ends.
            dragOrigin = textDragAndDrop.selectForPress(atOffset: offset, extending: event?.modifierFlags.contains(.shift) == true)
            settleAffinity(afterClickAt: touch.location(in: self), offset: offset)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, touch.tapCount <= 1, dragOrigin != nil, touch.type == .indirectPointer else { return }
        let point = touch.location(in: self)
        let offset = closestOffset(to: point, endingLines: true)
        editor.extendSelection(to: offset)
        settleAffinity(afterClickAt: point, offset: offset)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasFirstResponder = isFirstResponder
        super.touchesEnded(touches, with: event)
        if textDragAndDrop.pressEnded() {
            dragOrigin = nil
            return
        }
        if let touch = touches.first, event?.isMiddleClick(touch) == true { return }
        let dragged = dragOrigin != nil && selection.length > 0
        dragOrigin = nil
        guard let touch = touches.first, !dragged, bounds.contains(touch.location(in: self)) else { return }
        let point = touch.location(in: self)
        if !isEditing, touch.tapCount == 1, let link = link(at: point) {
            if textDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true {
                UIApplication.shared.open(link.url)
            }
            return
        }
        guard !wasFirstResponder, isEditable || isSelectable, becomeFirstResponder() else { return }
        if isEditing {
            let offset = closestOffset(to: point, endingLines: true)
            editor.setCaret(offset)
            settleAffinity(afterClickAt: point, offset: offset)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        dragOrigin = nil
        textDragAndDrop.pressCancelled()
    }

    // MARK: UIKeyInput

    open var hasText: Bool { content.length > 0 }

    /// Types `text` over the selection (or the marked text).
    /// Types `text` over the selection. With `enablesReturnKeyAutomatically`, Return in an
    /// empty text view does nothing, as the software keyboard's Return key is disabled then.
    open func insertText(_ text: String) {
        if enablesReturnKeyAutomatically, !hasText, text == "\n" || text == "\r" || text == "\r\n" { return }
        editor.insertText(text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: UITextInput

    open weak var inputDelegate: UITextInputDelegate?

    /// Finds characters, words, sentences, paragraphs and lines in the text.
    open var tokenizer: UITextInputTokenizer { stringTokenizer }
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)

    open func text(in range: UITextRange) -> String? {
        guard let range = clamped(range) else { return nil }
        return content.attributedSubstring(from: range).string
    }

    /// Replaces `range` as typing would: the delegate is asked and the change reported.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = clamped(range) else { return }
        editor.userReplace(range, with: text)
    }

    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(selection) }
        set {
            guard let range = newValue.flatMap(clamped) else { return }
            editor.setSelection(range, anchor: range.location)
        }
    }

    open var markedTextRange: UITextRange? { markedRange.map(IndexedTextRange.init) }

    open var markedTextStyle: [NSAttributedString.Key: Any]?

    /// Replaces the marked text (or the selection) with `markedText`, which stays marked, and
    /// selects `selectedRange` within it. Nil or empty text removes the marked text.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Marks text as `setMarkedText(_:selectedRange:)` does, drawn with `markedText`'s
    /// attributes over `markedTextStyle` (an input method's clause underlines and highlight).
    open func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        editor.setMarkedText(markedText?.string, styledAs: markedText, selectedRange: selectedRange)
    }

    /// Accepts the marked text as it is.
    open func unmarkText() {
        editor.unmarkText()
    }

    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    open var endOfDocument: UITextPosition { IndexedTextPosition(content.length) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        indexedTextRange(from: fromPosition, to: toPosition)
    }

    /// Nil when the result would be outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        indexedPosition(from: position, offset: offset)
    }

    /// Left and right move by characters, up and down by lines as laid out.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        guard offset != 0 else { return IndexedTextPosition(start) }
        let saved = editor.goalX
        defer { editor.goalX = saved }
        editor.goalX = nil
        switch direction {
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        case .up: return IndexedTextPosition(verticalOffset(from: start, lines: offset, forward: false))
        case .down: return IndexedTextPosition(verticalOffset(from: start, lines: offset, forward: true))
        }
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        indexedCompare(position, to: other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        indexedOffset(from: from, to: toPosition)
    }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editorPosition(within: range, farthestIn: direction)
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editorCharacterRange(byExtending: position, in: direction)
    }

    /// The rectangle, in the view's coordinates, of the part of `range` on its first line.
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let range = clamped(range) else { return .null }
        updateLayoutWidth()
        let origin = containerOrigin
        guard let first = textLayout.selectionRects(for: range).first else { return caretFrame(at: range.location) }
        return first.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The caret's rectangle at `position`, in the view's coordinates: 2 points wide, as tall
    /// as the line.
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .null }
        let frame = caretFrame(at: offset, affinity: caretAffinity(at: offset))
        return CGRect(x: frame.minX - 1, y: frame.minY, width: 2, height: frame.height)
    }

    /// One rectangle a line, in the view's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = clamped(range), range.length > 0 else { return [] }
        updateLayoutWidth()
        let origin = containerOrigin
        let rects = textLayout.selectionRects(for: range)
        return rects.enumerated().map { index, rect in
            IndexedSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(closestOffset(to: point))
    }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        indexedClosestPosition(to: point, within: range)
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        indexedCharacterRange(at: point)
    }
}

extension UITextView: TextDragAndDropHost {
    /// The selection while it shows (editing, or selectable), unless it is empty or secure.
    var draggableRange: NSRange? {
        isFirstResponder && (isEditing || isSelectable) && selection.length > 0 && !isSecureTextEntry ? selection : nil
    }
    var acceptsDroppedText: Bool { isEditable }
    var dragPreviewFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }
}
