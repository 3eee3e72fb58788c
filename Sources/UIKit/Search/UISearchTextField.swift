import Foundation

/// The search bar's field (iOS 13): a rounded grey field with a magnifying glass before the
/// text, a "Search" placeholder, and a clear button while editing — and tokens, chips before
/// the text (UISearchTextField+Tokens).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The magnifying glass: the field's left view.
    let searchIconView = UIImageView()
    /// The glass's images set through the bar: normal, and while the field is disabled.
    var searchIconImages: [UInt: UIImage] = [:] {
        didSet { updateSearchIcon() }
    }
    /// The bar's bookmark or results-list button, shown at the trailing end while the field
    /// is empty (where the clear button shows while there is text).
    private(set) var trailingButton: UIButton?
    private var trailingButtonIcon = UISearchBar.Icon.bookmark
    /// The bar's icon position adjustments.
    var iconAdjustments: [UISearchBar.Icon: UIOffset] = [:]
    /// The bar's `searchTextPositionAdjustment`.
    var textPositionAdjustment = UIOffset.zero {
        didSet {
            cachedLayout = nil
            overlaysDidChange()
        }
    }

    /// The chips' colour; nil restores the system's (a grey).
    open var tokenBackgroundColor: UIColor! {
        get { storedTokenBackgroundColor ?? SearchTokenMetrics.defaultBackground }
        set {
            storedTokenBackgroundColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedTokenBackgroundColor: UIColor?
    /// Whether the user may delete tokens (true by default): Backspace at the start of the
    /// text selects the token before it, and again deletes it. Code can always remove them.
    open var allowsDeletingTokens = true
    /// Whether Copy and Cut of a selection holding tokens put the items the delegate's
    /// `searchTextField(_:itemProviderForCopying:)` gives on the pasteboard (true by default).
    open var allowsCopyingTokens = true
    /// The tokens the text's token characters stand for, by the number each character carries
    /// (UISearchTextField+Tokens: attribute values are numbers, never the tokens themselves).
    var tokensByKey: [Int: UISearchToken] = [:]
    var nextTokenKey = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    /// UIKit's coding initializer (Slate makes appearance proxies with it): set up as
    /// `init(frame:)` does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        AppearanceStore.untracked { backgroundColor = .tertiarySystemFill }
        layer.cornerRadius = SearchBarMetrics.fieldCornerRadius
        font = SearchBarMetrics.font
        placeholder = SearchBarMetrics.defaultPlaceholder
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
        searchIconView.tintColor = .secondaryLabel
        searchIconView.contentMode = .scaleAspectFit
        searchIconView.frame = CGRect(x: 0, y: 0, width: SearchBarMetrics.glassSize, height: SearchBarMetrics.glassSize)
        updateSearchIcon()
        leftView = searchIconView
        leftViewMode = .always
    }

    open override var isEnabled: Bool {
        didSet { updateSearchIcon() }
    }

    /// The text, without the tokens. Setting it keeps the tokens.
    open override var text: String? {
        get { content.mutableString.substring(from: tokenCount) }
        set {
            let kept = tokens
            super.text = newValue
            if !kept.isEmpty { tokens = kept }
        }
    }

    /// The tokens' chips follow the field's font.
    open override var font: UIFont? {
        didSet {
            let kept = tokens
            if !kept.isEmpty { tokens = kept }
        }
    }

    // MARK: Tokens

    /// The tokens, in order; they always stand together before the text. Setting them
    /// replaces them all.
    open var tokens: [UISearchToken] {
        get { tokens(inCharacters: NSRange(location: 0, length: tokenCount)) }
        set { replaceTokenCharacters(in: NSRange(location: 0, length: tokenCount), with: newValue) }
    }

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        let count = tokenCount
        precondition((0...count).contains(tokenIndex),
                     "UISearchTextField.insertToken(_:at:): index \(tokenIndex) is outside 0...\(count) (the field has \(count) tokens)")
        replaceTokenCharacters(in: NSRange(location: tokenIndex, length: 0), with: [token])
    }

    open func removeToken(at tokenIndex: Int) {
        let count = tokenCount
        precondition((0..<count).contains(tokenIndex),
                     "UISearchTextField.removeToken(at:): index \(tokenIndex) is outside the field's \(count) tokens")
        replaceTokenCharacters(in: NSRange(location: tokenIndex, length: 1), with: [])
    }

    /// The position of the token at `tokenIndex`: before its character.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        let count = tokenCount
        precondition((0..<count).contains(tokenIndex),
                     "UISearchTextField.positionOfToken(at:): index \(tokenIndex) is outside the field's \(count) tokens")
        return IndexedTextPosition(tokenIndex)
    }

    /// The tokens whose characters `textRange` holds.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] {
        guard let range = clamped(textRange) else { return [] }
        return tokens(inCharacters: range)
    }

    /// The range of the text, after the tokens.
    open var textualRange: UITextRange {
        IndexedTextRange(NSRange(location: tokenCount, length: content.length - tokenCount))
    }

    /// Turns text into a token: the part of `textRange` that is text goes, and `token` goes in
    /// at `tokenIndex`. As code does: the delegate is not asked.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        let count = tokenCount
        precondition((0...count).contains(tokenIndex),
                     "UISearchTextField.replaceTextualPortion(of:with:at:): index \(tokenIndex) is outside 0...\(count) (the field has \(count) tokens)")
        if let range = clamped(textRange) {
            let start = max(range.location, count), end = NSMaxRange(range)
            if end > start { editContent(NSRange(location: start, length: end - start), with: NSAttributedString(string: "")) }
        }
        replaceTokenCharacters(in: NSRange(location: tokenIndex, length: 0), with: [token])
    }

    // MARK: Tokens and editing

    /// No caret before a token: one there selects the token instead (as UIKit does).
    override func adjustedSelection(_ range: NSRange) -> NSRange {
        guard range.length == 0, range.location < tokenCount else { return range }
        return NSRange(location: range.location, length: 1)
    }

    /// Backspace at the start of the text selects the token before it; with a token
    /// selected, deletes it — unless `allowsDeletingTokens` is false, when tokens stay.
    open override func deleteBackward() {
        let count = tokenCount, selection = self.selection
        if selection.length == 0, selection.location > 0, selection.location <= count {
            if allowsDeletingTokens { editor.setSelection(NSRange(location: selection.location - 1, length: 1), anchor: selection.location - 1) }
            return
        }
        if !allowsDeletingTokens, selection.location < count {
            guard keepTokensOutOfSelection() else { return }
        }
        super.deleteBackward()
    }

    /// Typing over a selected token replaces it, unless tokens may not be deleted: then the
    /// text goes in after them.
    open override func insertText(_ text: String) {
        if !allowsDeletingTokens, selection.location < tokenCount, !keepTokensOutOfSelection() {
            editor.setCaret(tokenCount)
        }
        super.insertText(text)
    }

    /// Shrinks the selection to its text; false when it held only tokens.
    private func keepTokensOutOfSelection() -> Bool {
        let count = tokenCount, end = NSMaxRange(selection)
        guard end > count else { return false }
        editor.setSelection(NSRange(location: count, length: end - count), anchor: count)
        return true
    }

    /// A click on a chip selects its token.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEditing, let touch = touches.first, let index = tokenIndex(at: touch.location(in: self)) else { return }
        editor.setSelection(NSRange(location: index, length: 1), anchor: index)
    }

    /// The token whose chip holds `point`.
    func tokenIndex(at point: CGPoint) -> Int? {
        let count = tokenCount
        for index in 0..<count {
            let start = caretFrame(at: index).minX, end = caretFrame(at: index + 1).minX
            if point.x >= min(start, end), point.x < max(start, end) { return index }
        }
        return nil
    }

    open override func copy(_ sender: Any?) {
        guard !tokens(inCharacters: selection).isEmpty else { return super.copy(sender) }
        copySelectionWithTokens()
    }

    open override func cut(_ sender: Any?) {
        guard isEditing, !tokens(inCharacters: selection).isEmpty else { return super.cut(sender) }
        copySelectionWithTokens()
        if !allowsDeletingTokens, !keepTokensOutOfSelection() { return }
        editor.userReplace(selection, with: "")
    }

    /// The selection's tokens as their delegate's items (with `allowsCopyingTokens`), and its
    /// text as a string.
    private func copySelectionWithTokens() {
        var providers: [NSItemProvider] = []
        if allowsCopyingTokens, let delegate = delegate as? UISearchTextFieldDelegate {
            providers = tokens(inCharacters: selection).map { delegate.searchTextField(self, itemProviderForCopying: $0) }
                .filter { !$0.registeredTypeIdentifiers.isEmpty }
        }
        let count = tokenCount, end = NSMaxRange(selection)
        if end > count {
            providers.append(NSItemProvider(object: content.mutableString.substring(with: NSRange(location: count, length: end - count))))
        }
        UIPasteboard.general.itemProviders = providers
    }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawTokenChips()
    }

    private func updateSearchIcon() {
        let normal = searchIconImages[UIControl.State.normal.rawValue]
        let image = isEnabled ? normal : searchIconImages[UIControl.State.disabled.rawValue] ?? normal
        searchIconView.image = image ?? SearchBarGlyph.image(for: .search)
    }

    func setTrailingButton(_ button: UIButton?, icon: UISearchBar.Icon) {
        guard button !== trailingButton else { return }
        if let old = trailingButton, old.superview === self { old.removeFromSuperview() }
        trailingButton = button
        trailingButtonIcon = icon
        overlaysDidChange()
    }

    private func adjustment(for icon: UISearchBar.Icon) -> UIOffset { iconAdjustments[icon] ?? .zero }

    var showsTrailingButton: Bool { trailingButton != nil && !hasText }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let offset = leftView === searchIconView ? adjustment(for: .search) : .zero
        return super.leftViewRect(forBounds: bounds).offsetBy(dx: SearchBarMetrics.fieldPadding + offset.horizontal, dy: offset.vertical)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        // UITextField stops the text before the clear button; the trailing button and, with
        // neither, the field's padding stop it here.
        let trailing: CGFloat
        if showsTrailingButton {
            trailing = trailingButtonRect(forBounds: bounds).minX - 4
        } else {
            trailing = rect.maxX - (showsClearButton ? 0 : SearchBarMetrics.fieldPadding)
        }
        rect.origin.x += SearchBarMetrics.glassSpacing
        rect.size.width = max(0, trailing - rect.minX)
        return rect.offsetBy(dx: textPositionAdjustment.horizontal, dy: textPositionAdjustment.vertical)
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let offset = adjustment(for: .clear)
        return super.clearButtonRect(forBounds: bounds).offsetBy(dx: -SearchBarMetrics.fieldPadding + 2 + offset.horizontal, dy: offset.vertical)
    }

    /// Where the clear button would stand, less its adjustment, plus the button's.
    private func trailingButtonRect(forBounds bounds: CGRect) -> CGRect {
        let clear = adjustment(for: .clear)
        let own = adjustment(for: trailingButtonIcon)
        return clearButtonRect(forBounds: bounds).offsetBy(dx: own.horizontal - clear.horizontal, dy: own.vertical - clear.vertical)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let trailingButton else { return }
        if showsTrailingButton {
            if trailingButton.superview !== self { addSubview(trailingButton) }
            trailingButton.frame = trailingButtonRect(forBounds: bounds)
        } else if trailingButton.superview === self {
            trailingButton.removeFromSuperview()
        }
    }
}
