import Foundation

/// An attributed string that tells the layout managers laying it out when it changes.
///
/// Every change is reported with `edited(_:range:changeInLength:)`; the edits made between
/// `beginEditing()` and the matching `endEditing()` (or a single edit, outside such a pair)
/// are then processed together by `processEditing()`: the delegate hears
/// `textStorage(_:willProcessEditing:range:changeInLength:)` (where it may still change
/// characters or attributes), then `textStorage(_:didProcessEditing:range:changeInLength:)`
/// (attributes only), and each layout manager invalidates the layout of the edited range.
/// A text view's storage is the text it shows: a delegate or a subclass that colours the text
/// while processing an edit (syntax highlighting) restyles the view.
///
/// In Slate the storage is concrete: it keeps its characters and attributes itself. A
/// subclass may override `processEditing()` or the mutating methods (calling `super`), but
/// not keep a backing store of its own behind `string` and `attributes(at:effectiveRange:)`
/// (docs/porting.md).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes were added, removed or changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters were added, removed or replaced.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// The layout managers laying this text out. The storage keeps them (a layout manager
    /// does not keep its storage).
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// What the edits being processed (or pending in a batch) changed; empty between edits.
    open private(set) var editedMask: EditActions = []
    /// The range, in the text as it is now, that the pending edits touched;
    /// `NSRange(location: NSNotFound, length: 0)` between edits.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How many characters the pending edits added (negative: removed).
    open private(set) var changeInLength = 0

    open weak var delegate: NSTextStorageDelegate?

    /// Slate fixes attributes as they are set, never lazily.
    open var fixesAttributesLazily: Bool { false }

    /// `beginEditing()` calls not yet ended.
    private var editingDepth = 0
    /// Whether `processEditing()` is running: edits made by the delegate's
    /// `willProcessEditing` join the edit being processed.
    private var isProcessing = false

    public init() {
        super.init(string: "")
    }

    public override init(string str: String) {
        super.init(string: str)
    }

    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: str, attributes: attrs)
    }

    public override init(attributedString attrStr: NSAttributedString) {
        super.init(attributedString: attrStr)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    // MARK: Layout managers

    /// Adds `aLayoutManager`, which now lays this text out (and its `textStorage` is this).
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        aLayoutManager.storage?.removeLayoutManager(aLayoutManager)
        layoutManagers.append(aLayoutManager)
        aLayoutManager.storageDidChange(to: self)
    }

    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === aLayoutManager }) else { return }
        layoutManagers.remove(at: index)
        aLayoutManager.storageDidChange(to: nil)
    }

    // MARK: Edit management

    /// Batches the edits until the matching `endEditing()`: they are processed once, together.
    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    /// Ends a batch; the outermost processes the batch's edits, if any.
    open override func endEditing() {
        super.endEditing()
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, !isProcessing, !editedMask.isEmpty { runProcessEditing() }
    }

    /// Records an edit: `editedRange` is the range in the text after the edit, `delta` the
    /// number of characters it added. Outside a batch, the edit is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if self.editedMask.isEmpty {
            self.editedRange = editedRange
        } else {
            // The pending range moves with this edit's change of length, then grows to hold it.
            var pending = self.editedRange
            let replacedEnd = NSMaxRange(editedRange) - delta
            if pending.location >= replacedEnd {
                pending.location += delta
            } else if NSMaxRange(pending) > editedRange.location {
                pending.length = max(0, pending.length + delta)
            }
            self.editedRange = NSUnionRange(pending, editedRange)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !isProcessing { runProcessEditing() }
    }

    /// Processes the pending edits through `processEditing()` (a subclass's override
    /// included): the changes made meanwhile join them rather than start another pass.
    private func runProcessEditing() {
        isProcessing = true
        defer { isProcessing = false }
        processEditing()
    }

    /// Processes the pending edits: the delegate's and the notification's "will", then its
    /// "did", then each layout manager's invalidation of the edited range. A subclass that
    /// overrides it (to restyle what was edited) calls `super` after its own changes.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        let mask = editedMask, range = editedRange, delta = changeInLength
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        let managers = layoutManagers
        for manager in managers {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }

    /// Slate fixes attributes as they are set: this reports `range`'s attributes as edited so
    /// that they are laid out again.
    open func invalidateAttributes(in range: NSRange) {
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Attributes are always fixed in Slate (`fixesAttributesLazily` is false).
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Changes

    // Each change is one batch, so that an override that is built on another (adding an
    // attribute sets attributes) is processed once.

    open override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        super.replaceCharacters(in: range, with: str)
        let length = (str as NSString).length
        edited(.editedCharacters, range: NSRange(location: range.location, length: length), changeInLength: length - range.length)
        endEditing()
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        beginEditing()
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: NSRange(location: range.location, length: attrString.length),
               changeInLength: attrString.length - range.length)
        endEditing()
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        beginEditing()
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        beginEditing()
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        beginEditing()
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    open override func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }
}
