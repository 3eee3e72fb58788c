import Foundation
import SlatePlatform

/// Editable single-line text.
///
/// A text field edits while it is first responder (spec KB-01): tapping or clicking it, or
/// `becomeFirstResponder()`, begins editing when the delegate agrees; typing, input methods,
/// the arrow and delete keys, and the standard edit actions (cut, copy, paste, select all —
/// Ctrl+X, C, V, A) change its text. Every change the user makes is first offered to the
/// delegate (`textField(_:shouldChangeCharactersIn:replacementString:)`), then reported with
/// `.editingChanged` and `textDidChangeNotification`; changes made in code through `text`
/// are not (spec KB-03).
///
/// Text wider than the field scrolls to keep the caret in view while editing and ends with
/// an ellipsis otherwise. Text, selection and marked-text offsets are UTF-16 offsets, as in
/// NSString and NSRange; the caret moves by whole characters (grapheme clusters).
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UIResponderStandardEditActions, IndexedTextInput, UndoableTextInput {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("delegate", \UITextField.delegate),
        ]
    }

    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// In `textDidEndEditingNotification`'s user info: the `DidEndEditingReason` raw value.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

    open weak var delegate: UITextFieldDelegate?

    // MARK: State

    /// The text, its selection and marked text, and the user's changes to them.
    private(set) lazy var editor = TextEditor(host: self, configuration: TextEditor.Configuration(isSingleLine: true))
    /// How far the text has scrolled left to keep the caret in view.
    var scrollOffset: CGFloat = 0
    /// The text as laid out, until the text, its attributes or the field's size change.
    var cachedLayout: (key: LayoutKey, layout: TextLayout)?
    /// The blinking caret.
    private(set) lazy var caret = TextCaret(host: self)
    /// Where a drag that selects started.
    var dragOrigin: Int?

    struct LayoutKey: Equatable {
        var width: CGFloat
        var editing: Bool
        var revision: Int
    }

    /// Bumped whenever what is drawn as text changes.
    var revision = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextField()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpTextField() {
        defaultAttributes = [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.label]
        contentVerticalAlignment = .center
        layer.addSublayer(caret.layer)
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
        super.init(coder: coder)
        setUpTextField()
    }

    // MARK: Text

    /// The text; never nil when read ("" when empty). Setting it replaces the text without
    /// asking the delegate and moves the caret to the end.
    open var text: String? {
        get { content.string }
        set { editor.setContent(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes)) }
    }

    /// The text with its attributes. Attributes it lacks come from `defaultTextAttributes`.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: content) }
        set { editor.setContent(newValue.map { withDefaultAttributes($0) } ?? NSAttributedString(string: "")) }
    }

    /// Shown in `.placeholderText` color while the text is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: UIColor.placeholderText])
            }
        }
    }

    open var attributedPlaceholder: NSAttributedString? {
        didSet { textAppearanceDidChange() }
    }

    var defaultAttributes: [NSAttributedString.Key: Any] = [:]

    /// Attributes for the whole text and for typing: font, color, paragraph style. Setting
    /// them applies them to all the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { defaultAttributes }
        set {
            defaultAttributes = newValue
            if defaultAttributes[.font] == nil { defaultAttributes[.font] = UIFont.preferredFont(forTextStyle: .body) }
            let whole = NSRange(location: 0, length: content.length)
            for (key, value) in defaultAttributes { content.addAttribute(key, value: value, range: whole) }
            textAppearanceDidChange()
        }
    }

    /// The body style of the system font by default; nil restores it. Applies to all the text
    /// and the placeholder.
    open var font: UIFont? {
        get { defaultAttributes[.font] as? UIFont }
        set {
            defaultTextAttributes[.font] = newValue ?? UIFont.preferredFont(forTextStyle: .body)
            if let placeholder = attributedPlaceholder {
                let updated = NSMutableAttributedString(attributedString: placeholder)
                updated.addAttribute(.font, value: font as Any, range: NSRange(location: 0, length: updated.length))
                attributedPlaceholder = updated
            }
        }
    }

    /// `.label` by default; nil restores it.
    open var textColor: UIColor? {
        get { defaultAttributes[.foregroundColor] as? UIColor }
        set { defaultTextAttributes[.foregroundColor] = newValue ?? UIColor.label }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { textAppearanceDidChange() }
    }

    /// The attributes typed text takes; only while editing (nil otherwise).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? (storedTypingAttributes ?? defaultAttributes) : nil }
        set { if isEditing { storedTypingAttributes = newValue } }
    }

    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// Whether the user may style the text: bold, italics, underline and size, through the
    /// standard edit actions (false by default).
    open var allowsEditingTextAttributes = false
    open var clearsOnBeginEditing = false
    /// Whether the first insertion after editing begins replaces all the text.
    open var clearsOnInsertion = false

    /// Whether the font shrinks, down to `minimumFontSize`, to fit the text in the field.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textAppearanceDidChange() }
    }

    open var minimumFontSize: CGFloat = 0 {
        didSet { textAppearanceDidChange() }
    }

    open var adjustsFontForContentSizeCategory = false

    // MARK: Appearance

    open var borderStyle: BorderStyle = .none {
        didSet {
            setNeedsDisplay()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Drawn stretched over the bounds (not with `.roundedRect`, which draws its own).
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open var clearButtonMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            overlaysDidChange()
        }
    }

    open var leftViewMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            overlaysDidChange()
        }
    }

    open var rightViewMode: ViewMode = .never {
        didSet { overlaysDidChange() }
    }

    open internal(set) var isEditing = false

    open override var isEnabled: Bool {
        didSet {
            if !isEnabled, isFirstResponder { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

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
    /// Shows a bullet for each character and refuses cut and copy.
    open var isSecureTextEntry = false {
        didSet { textAppearanceDidChange() }
    }

    // MARK: Input views

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// Shown docked at the bottom of the window while the field is editing (spec FR-07).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: Geometry

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: inside the border, between the left view and the right view
    /// or clear button when they show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderInsets
        var rect = bounds.inset(by: inset)
        if showsOverlay(leftViewMode), leftView != nil {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        var trailing = bounds.maxX - inset.right
        if showsOverlay(rightViewMode), rightView != nil { trailing = min(trailing, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { trailing = min(trailing, clearButtonRect(forBounds: bounds).minX - 4) }
        rect.size.width = max(0, trailing - rect.minX)
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// A 19-point circle at the trailing end, centered vertically (left of the right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        var trailing = bounds.maxX - (borderStyle == .none ? 0 : 6)
        if showsOverlay(rightViewMode), rightView != nil { trailing = rightViewRect(forBounds: bounds).minX - 4 }
        return CGRect(x: trailing - side, y: bounds.minY + ((bounds.height - side) / 2).rounded(), width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView else { return .zero }
        let size = overlaySize(of: view)
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView else { return .zero }
        let size = overlaySize(of: view)
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// Text inset from the bounds by the border.
    var borderInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: return UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    /// An overlay's frame size, or its intrinsic size when it has no frame yet.
    private func overlaySize(of view: UIView) -> CGSize {
        guard view.frame.size == .zero else { return view.frame.size }
        let size = view.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// The text's width (or the placeholder's) with the border and the overlays that always
    /// show; the line height with the border's padding.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        let lineHeight = (font.lineHeight * 2).rounded(.up) / 2
        let textWidth = max(measuredWidth(of: displayText(editing: false)), attributedPlaceholder.map(measuredWidth) ?? 0)
        let inset = borderInsets
        var width = (textWidth + inset.left + inset.right).rounded(.up)
        if leftViewMode == .always, let leftView { width += overlaySize(of: leftView).width }
        if rightViewMode == .always, let rightView { width += overlaySize(of: rightView).width }
        if clearButtonMode == .always { width += 23 }
        let height = borderStyle == .roundedRect ? max(lineHeight + 14, 30) : lineHeight + inset.top + inset.bottom
        return CGSize(width: width, height: height.rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The widths of the text and the placeholder as last measured: a layout pass asks for
    /// the intrinsic size many times, and shaping a long text each time made a window resize
    /// with a long pasted text in an alert's field take minutes (a fuzz finding).
    private var measuredWidths: [(text: NSAttributedString, width: CGFloat)] = []

    private func measuredWidth(of text: NSAttributedString) -> CGFloat {
        guard text.length > 0 else { return 0 }
        if let memo = measuredWidths.first(where: { $0.text.isEqual(to: text) }) { return memo.width }
        let width: CGFloat
        if isEditing, markedRange == nil, !adjustsFontSizeToFitWidth, text.isEqual(to: displayText(editing: true)) {
            // The text being edited is laid out as one unbroken line for the caret and the
            // drawing already; its width is the natural one (one shaping per keystroke, not two).
            width = textLayout(in: editingRect(forBounds: bounds)).size.width
        } else {
            width = TextLayout(text, options: TextLayout.Options()).size.width
        }
        measuredWidths = [(text, width)] + measuredWidths.prefix(1)
        return width
    }

    // MARK: Overlays

    /// The clear button: a button subview, shown as `clearButtonMode` says when there is text.
    lazy var clearButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setImage(TextFieldPalette.clearGlyph, for: .normal)
        button.tintColor = .tertiaryLabel
        button.addAction(UIAction { [unowned self] _ in self.clearButtonTapped() }, for: .touchUpInside)
        return button
    }()

    var showsClearButton: Bool { showsOverlay(clearButtonMode) && content.length > 0 }

    /// The selection a range the user or code chose makes: the range itself, here (a
    /// search field selects a token rather than put the caret before it).
    func adjustedSelection(_ range: NSRange) -> NSRange { range }

    func showsOverlay(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The overlays' modes or views changed. The laid-out text stays: a layout is kept for
    /// its width, so one the overlays narrowed is not reused (and laying out again on every
    /// keystroke doubled the cost of typing into a long text).
    func overlaysDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeOverlay(clearButton, shown: showsClearButton, frame: clearButtonRect(forBounds: bounds))
        if let leftView { placeOverlay(leftView, shown: showsOverlay(leftViewMode), frame: leftViewRect(forBounds: bounds)) }
        if let rightView { placeOverlay(rightView, shown: showsOverlay(rightViewMode), frame: rightViewRect(forBounds: bounds)) }
        updateCaret()
    }

    private func placeOverlay(_ view: UIView, shown: Bool, frame: CGRect) {
        if shown {
            if view.superview !== self { addSubview(view) }
            view.frame = frame
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    override func boundsSizeDidChangeHook(from oldSize: CGSize) {
        cachedLayout = nil
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context)
        if isEditing, selection.length > 0 { drawSelection(in: context) }
        if content.length > 0 {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if attributedPlaceholder?.length ?? 0 > 0 {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
    }

    /// Draws the text in `rect`, scrolled while editing.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textLayout(in: rect)
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context, at: textOrigin(of: layout, in: rect))
        context.restoreGState()
    }

    /// Draws the placeholder in `rect`, aligned like the text.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder = attributedPlaceholder else { return }
        var options = TextLayout.Options()
        options.width = rect.width > 0 ? rect.width : nil
        options.paragraphLineBreakMode = .byTruncatingTail
        let layout = TextLayout(withDefaultAttributes(placeholder, color: .placeholderText), options: options)
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context, at: CGPoint(x: rect.minX + alignmentOffset(width: layout.size.width, in: rect.width, text: placeholder.string),
                                             y: verticalOrigin(height: layout.size.height, in: rect)))
        context.restoreGState()
    }

    private func drawBorder(in context: CGContext) {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            TextFieldPalette.roundedFill.setFill()
            path.fill()
            TextFieldPalette.roundedBorder.setStroke()
            path.lineWidth = 0.5
            path.stroke()
        case .line:
            UIColor.label.setStroke()
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            drawBackgroundImage(in: rect)
            UIColor.systemGray.setStroke()
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            UIColor.systemGray2.setStroke()
            context.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1.5))
            context.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1.5))
            context.strokePath()
        case .none:
            drawBackgroundImage(in: rect)
        }
    }

    private func drawBackgroundImage(in rect: CGRect) {
        let image = (!isEnabled ? disabledBackground : nil) ?? background
        image?.draw(in: rect)
    }

    private func drawSelection(in context: CGContext) {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: rect)
        tintColor.withAlphaComponent(0.2).setFill()
        for selectionRect in selectionRects(for: IndexedTextRange(selection)) { context.fill(selectionRect.rect) }
        context.restoreGState()
    }

    // MARK: Appearance changes

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        cachedLayout = nil
        updateCaret()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let style = font?.textStyle,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }

    // MARK: Responder

    /// Enabled text fields can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var canBecomeFocused: Bool { canBecomeFirstResponder }

    /// The text beam over an enabled field, as iPadOS shows it.
    override var defaultPointerCursor: PlatformCursor? { isEnabled ? .text : nil }

    /// Asks the delegate (`textFieldShouldBeginEditing`) before editing begins.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate (`textFieldShouldEndEditing`); a refusal holds (spec FR-02) unless
    /// the resignation is forced (`endEditing(true)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        return super.resignFirstResponder()
    }

    override func firstResponderStatusDidChange(isFirstResponder: Bool) {
        if isFirstResponder { beginEditing() } else { finishEditing() }
    }

    override func handleKeyRepeat(_ key: UIKey) -> Bool {
        editor.performKey(key)
    }

    // MARK: Keys

    /// Keys edit the text: characters type, arrows move the caret (with Shift, extend the
    /// selection; with Ctrl or Alt, by word), Home and End go to the ends, Backspace and
    /// Delete delete (by word with Ctrl or Alt), Return asks the delegate. Other keys travel
    /// up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = pressesNotHandled(presses) { editor.performKey($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: Edit actions

    open func cut(_ sender: Any?) { editor.cut() }

    open func copy(_ sender: Any?) { editor.copy() }

    /// Replaces the selection with the pasteboard's string (line breaks become spaces).
    open func paste(_ sender: Any?) { editor.paste() }

    open func delete(_ sender: Any?) { editor.delete() }

    /// Selects the word at the caret.
    open func select(_ sender: Any?) { editor.select() }

    open func selectAll(_ sender: Any?) { editor.selectAll() }

    /// Cut and copy need a selection (and no secure entry), paste a string on the pasteboard,
    /// select and select all some text; the style actions an editing field that
    /// `allowsEditingTextAttributes`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if TextStyleEdit(action: action) != nil { return isEditing && allowsEditingTextAttributes }
        if action == .makeTextWritingDirectionLeftToRight || action == .makeTextWritingDirectionRightToLeft { return isEditing }
        return editor.canPerform(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Makes the selected text bold, or not bold where all of it already is; without a
    /// selection, what is typed next. Only while editing with `allowsEditingTextAttributes`.
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

    /// A tap begins editing with the caret where it landed; while editing, a tap places the
    /// caret, a double tap selects a word and a triple tap everything; dragging the pointer
    /// selects, dragging a finger moves the caret; Shift-click extends the selection. A middle
    /// click begins editing and pastes the desktop's primary selection where it landed.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first, event?.isMiddleClick(touch) == true {
            guard isEnabled, isEditing || becomeFirstResponder() else { return }
            editor.pastePrimarySelection(atOffset: closestOffset(to: touch.location(in: self)))
            return
        }
        guard isEditing, let touch = touches.first else { return }
        let offset = closestOffset(to: touch.location(in: self))
        switch touch.tapCount {
        case 2: editor.setSelection(editor.wordRange(at: offset), anchor: nil)
        case 3...: editor.setSelection(NSRange(location: 0, length: content.length), anchor: 0)
        default:
            // A press in the selection may lift it (issue 44.7): then it stays until the press ends.
            dragOrigin = textDragAndDrop.selectForPress(atOffset: offset, extending: event?.modifierFlags.contains(.shift) == true)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isEditing, let touch = touches.first, touch.tapCount <= 1, dragOrigin != nil else { return }
        let offset = closestOffset(to: touch.location(in: self))
        if touch.type == .indirectPointer {
            editor.extendSelection(to: offset)
        } else {
            editor.setCaret(offset)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasEditing = isEditing
        super.touchesEnded(touches, with: event)
        dragOrigin = nil
        if textDragAndDrop.pressEnded() { return }
        if let touch = touches.first, event?.isMiddleClick(touch) == true { return }
        guard !wasEditing, let touch = touches.first, isEnabled,
              bounds.contains(touch.location(in: self)), becomeFirstResponder() else { return }
        if !clearsOnBeginEditing { editor.setCaret(closestOffset(to: touch.location(in: self))) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        dragOrigin = nil
        textDragAndDrop.pressCancelled()
    }

    // MARK: UIKeyInput

    open var hasText: Bool { content.length > 0 }

    /// Types `text` over the selection (or the marked text); a line break is Return.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            returnPressed()
            return
        }
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
        editor.userReplace(range, with: editor.fitted(text))
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
    /// attributes over `markedTextStyle` (an input method's clause underlines and highlight);
    /// secure entry shows its dots with `markedTextStyle` only.
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

    /// Left and right move by characters; up and down go to the ends of the single line.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        switch direction {
        case .left: return self.position(from: position, offset: editor.isRightToLeftText ? offset : -offset)
        case .right: return self.position(from: position, offset: editor.isRightToLeftText ? -offset : offset)
        case .up: return offset == 0 ? IndexedTextPosition(start) : beginningOfDocument
        case .down: return offset == 0 ? IndexedTextPosition(start) : endOfDocument
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

    /// The rectangle, in the field's coordinates, of the part of `range` on its first line.
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let range = clamped(range) else { return .null }
        let start = caretFrame(at: range.location), end = caretFrame(at: NSMaxRange(range))
        return CGRect(x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height)
    }

    /// The caret's rectangle at `position`, in the field's coordinates: 2 points wide, as tall
    /// as the line.
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .null }
        let frame = caretFrame(at: offset)
        return CGRect(x: frame.minX - 1, y: frame.minY, width: 2, height: frame.height)
    }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = clamped(range), range.length > 0 else { return [] }
        return [IndexedSelectionRect(rect: firstRect(for: IndexedTextRange(range)), containsStart: true, containsEnd: true)]
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

extension UITextField: TextDragAndDropHost {
    /// The selection while editing, unless it is empty or the text is secure.
    var draggableRange: NSRange? {
        isEditing && selection.length > 0 && !isSecureTextEntry ? selection : nil
    }
    var acceptsDroppedText: Bool { isEnabled }
    var dragPreviewFont: UIFont { font ?? .preferredFont(forTextStyle: .body) }
}
