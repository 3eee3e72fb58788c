import Foundation

/// Lays a text storage's characters out in a text container, and draws them.
///
/// A text view's layout manager is the view's layout: the lines the view draws, its caret
/// and its hit testing come from it, so that what the manager answers (line fragments,
/// glyph locations, bounding rectangles) is where the view draws the text. Text is shaped
/// and broken into lines by Pango, a paragraph at a time.
///
/// Glyphs: Slate counts one glyph per UTF-16 character, so a glyph index is a character
/// index and glyph ranges are character ranges (docs/porting.md). Coordinates are the text
/// container's: its top-left is the origin, and each line fragment starts at its left edge,
/// the text `lineFragmentPadding` in.
///
/// Slate lays text out in the first text container only, and without the container's
/// height: text runs on below it.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The storage this manager lays out (the storage keeps the manager).
    nonisolated(unsafe) weak var storage: NSTextStorage?
    /// The paragraphs of the text, laid out where they are needed.
    private(set) lazy var layout = TextViewLayout { [unowned self] range, options in
        self.makeLayout(range, options: options)
    }
    private var containers: [NSTextContainer] = []

    public override init() {
        super.init()
    }

    // MARK: Text storage and containers

    /// The text storage laid out; set by the storage's `addLayoutManager(_:)`.
    open var textStorage: NSTextStorage? { storage }

    /// The storage added (or, nil, removed) this manager.
    nonisolated func storageDidChange(to newStorage: NSTextStorage?) {
        storage = newStorage
        MainActor.assumeIsolated { resetLayout() }
    }

    open var textContainers: [NSTextContainer] { containers }

    /// Appends `container`; the text is laid out in the first container.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: containers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard index >= 0, index <= containers.count else {
            UIKitFailure.raise("NSLayoutManager.insertTextContainer(_:at:): index \(index) is beyond the \(containers.count) text containers; insert at 0...\(containers.count)")
            return
        }
        container.layoutManager?.removeContainer(container)
        containers.insert(container, at: index)
        container.layoutManager = self
        if index == 0 { textContainerChangedGeometry(container) }
    }

    open func removeTextContainer(at index: Int) {
        guard containers.indices.contains(index) else {
            UIKitFailure.raise("NSLayoutManager.removeTextContainer(at:): index \(index) is beyond the \(containers.count) text containers")
            return
        }
        let container = containers.remove(at: index)
        container.layoutManager = nil
        if index == 0 { resetLayout() }
    }

    private func removeContainer(_ container: NSTextContainer) {
        if let index = containers.firstIndex(where: { $0 === container }) { removeTextContainer(at: index) }
    }

    /// `container` changed size or padding: its lines break again, and the delegate hears
    /// the size it had.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        guard container === containers.first else { return }
        layout.setWidth(container.breakWidth)
        layout.setLineLimit(container.maximumNumberOfLines, lastLineBreakMode: container.lineBreakMode)
        didInvalidate()
        if let oldSize = container.previousSize, oldSize != container.size {
            delegate?.layoutManager(self, textContainer: container, didChangeGeometryFrom: oldSize)
        }
    }

    /// The container text is laid out in.
    var firstContainer: NSTextContainer? { containers.first }

    /// The container's padding: where line fragments' text starts.
    var padding: CGFloat { containers.first?.lineFragmentPadding ?? 0 }

    open weak var delegate: NSLayoutManagerDelegate?

    /// Whether queries may lay out only the paragraphs they need. False (the default): a
    /// query lays out every paragraph before the one it asks about, so that positions below
    /// are exact; true: they stand on estimated heights until those paragraphs are laid out.
    /// A text view draws only what shows either way.
    open var allowsNonContiguousLayout = false

    /// Whether spaces, tabs and line separators show as visible marks (Pango's). iPadOS draws
    /// nothing for them; Slate does what the property documents (docs/porting.md, TextKit).
    open var showsInvisibleCharacters = false {
        didSet { if showsInvisibleCharacters != oldValue { invalidateAllGlyphs() } }
    }

    /// Whether control and default-ignorable characters (a zero-width joiner …) show as
    /// boxes naming them.
    open var showsControlCharacters = false {
        didSet { if showsControlCharacters != oldValue { invalidateAllGlyphs() } }
    }

    /// Whether each line takes its largest font's leading (line gap) below its descent, as
    /// the font's `lineHeight` counts it: true by default. Fonts without a line gap (the
    /// system font) lay out the same either way.
    open var usesFontLeading = true {
        didSet { if usesFontLeading != oldValue { invalidateAllGlyphs() } }
    }

    /// Whether words break with a hyphen in paragraphs whose style leaves
    /// `hyphenationFactor` at 0 (those with a factor decide for themselves).
    open var usesDefaultHyphenation = false {
        didSet { if usesDefaultHyphenation != oldValue { invalidateAllGlyphs() } }
    }

    /// Characters `setNotShownAttribute(_:forGlyphAt:)` hid: they keep their room.
    var notShownCharacters = IndexSet()
    /// Characters given null glyphs (`setGlyphs(_:properties:…)` from the delegate's
    /// `shouldGenerateGlyphs`): they take no room.
    var nullGlyphCharacters = IndexSet()
    /// The paragraph whose glyphs the delegate is being asked about, while it is.
    var generatingRange: NSRange?
    /// The line whose underlines and strikethroughs are being drawn, while they are.
    var decoratingLine: LineFragment?

    // MARK: Laying out

    /// The text of `range` (one paragraph) laid out: as its text view draws it, or as
    /// stored, with this manager's glyph control; then, with a delegate, its glyphs offered
    /// to `layoutManager(_:shouldGenerateGlyphs:…)` and laid out again if it nulls any.
    private func makeLayout(_ range: NSRange, options: TextLayout.Options) -> TextLayout {
        // Queries about this paragraph from the delegate's answers below read it as not yet
        // laid out; a nested layout of another paragraph puts this mark back when done.
        let outer = generatingRange
        generatingRange = range
        defer { generatingRange = outer }
        var options = options
        options.glyphControl = glyphControl(for: range)
        options.addsFontLeading = usesFontLeading
        applySpacing(for: range, to: &options)
        var made = layOutText(range, options: options)
        if let delegate, range.length > 0 {
            let before = nullGlyphCharacters.intersection(IndexSet(integersIn: range.location..<NSMaxRange(range)))
            offerGlyphs(of: range, laidOut: made, to: delegate)
            let after = nullGlyphCharacters.intersection(IndexSet(integersIn: range.location..<NSMaxRange(range)))
            if after != before {
                options.glyphControl.removed = IndexSet(after.map { $0 - range.location })
                made = layOutText(range, options: options)
            }
        }
        return made
    }

    private func layOutText(_ range: NSRange, options: TextLayout.Options) -> TextLayout {
        if let view = containers.first?.textView { return view.makeParagraphLayout(range, options: options) }
        let text = storage.map { $0.attributedSubstring(from: range) } ?? NSAttributedString(string: "")
        return TextLayout(text, options: options)
    }

    /// Lays every paragraph out again (its glyphs change).
    func invalidateAllGlyphs() {
        layout.invalidate(NSRange(location: 0, length: numberOfGlyphs))
        didInvalidate()
    }

    /// Starts again from the storage's text at the first container's width.
    private func resetLayout() {
        notShownCharacters.removeAll()
        nullGlyphCharacters.removeAll()
        layout.setLineLimit(containers.first?.maximumNumberOfLines ?? 0, lastLineBreakMode: containers.first?.lineBreakMode ?? .byWordWrapping)
        layout.reset(storage?.mutableString ?? NSMutableString(string: ""), width: containers.first?.breakWidth ?? 0)
        didInvalidate()
    }

    /// The storage processed an edit: characters in `newCharRange` (in the new text) replaced
    /// `newCharRange.length - delta` characters, or attributes there changed. The paragraphs
    /// the edit touched are laid out again, and the text view draws them again.
    nonisolated open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                                         range newCharRange: NSRange, changeInLength delta: Int,
                                         invalidatedRange invalidatedCharRange: NSRange) {
        nonisolated(unsafe) let text = textStorage.mutableString
        let isCharacters = editMask.contains(.editedCharacters)
        MainActor.assumeIsolated {
            var edit: TextViewLayout.Edit?
            if isCharacters {
                let replaced = NSRange(location: newCharRange.location, length: max(0, newCharRange.length - delta))
                // Edited text gets new glyphs: what was set about the replaced ones is gone,
                // and what was set about the glyphs after them moves with them.
                for keyPath in [\NSLayoutManager.notShownCharacters, \NSLayoutManager.nullGlyphCharacters] {
                    self[keyPath: keyPath].remove(integersIn: replaced.location..<NSMaxRange(replaced))
                    self[keyPath: keyPath].shift(startingAt: NSMaxRange(replaced), by: delta)
                }
                edit = layout.replace(replaced, withLength: newCharRange.length, in: text)
            } else {
                layout.invalidate(invalidatedCharRange)
            }
            firstContainer?.textView?.layoutManagerDidEdit(edit, range: newCharRange, changeInLength: delta, characters: isCharacters)
            delegate?.layoutManagerDidInvalidateLayout(self)
        }
    }

    private func didInvalidate() {
        firstContainer?.textView?.layoutManagerDidInvalidateLayout()
        delegate?.layoutManagerDidInvalidateLayout(self)
    }

    /// Lays `charRange`'s paragraphs out again; `actualCharRange` receives the range of
    /// whole paragraphs invalidated.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        let range = clampedRange(charRange)
        layout.invalidate(range)
        if let actualCharRange { actualCharRange.pointee = paragraphsRange(range) }
        didInvalidate()
    }

    /// The text view draws `charRange` again.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        firstContainer?.textView?.setNeedsDisplay()
    }

    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        invalidateDisplay(forCharacterRange: glyphRange)
    }

    /// Lays out every paragraph (a text view lays out only what shows).
    open func ensureLayout(for container: NSTextContainer) {
        guard container === firstContainer, !layout.paragraphs.isEmpty else { return }
        layout.layOut(from: 0, to: .infinity)
        delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: true)
    }

    open func ensureLayout(forCharacterRange charRange: NSRange) {
        guard !layout.paragraphs.isEmpty else { return }
        let range = clampedRange(charRange)
        ensureParagraphs(through: layout.index(containing: NSMaxRange(range)), from: layout.index(containing: range.location))
    }

    open func ensureLayout(forGlyphRange glyphRange: NSRange) {
        ensureLayout(forCharacterRange: glyphRange)
    }

    /// Lays out the paragraphs `last` needs: all before it, or (non-contiguous) from `first`.
    private func ensureParagraphs(through last: Int, from first: Int) {
        let start = allowsNonContiguousLayout ? first : 0
        for index in start...max(start, last) where index < layout.paragraphs.count { _ = layout.layout(of: index) }
    }

    // MARK: Glyphs and characters

    /// One glyph per UTF-16 character.
    open var numberOfGlyphs: Int { storage?.length ?? 0 }

    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The glyphs of `charRange` (the same range: one glyph per character).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clampedRange(charRange)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters of `glyphRange` (the same range: one glyph per character).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clampedRange(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The glyphs in the first container (all of them, unless its `maximumNumberOfLines`
    /// leaves some out); none in the others.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard container === firstContainer else { return NSRange(location: numberOfGlyphs, length: 0) }
        return NSRange(location: 0, length: containedGlyphCount)
    }

    /// How many glyphs, from the first, the first container holds: those before the first
    /// paragraph past its line limit.
    var containedGlyphCount: Int {
        guard layout.lineLimit > 0, !layout.paragraphs.isEmpty else { return numberOfGlyphs }
        _ = layout.height
        guard let cut = layout.paragraphs.firstIndex(where: { $0.isCutByLineLimit || $0.isPastLineLimit }) else { return numberOfGlyphs }
        let paragraph = layout.paragraphs[cut]
        guard paragraph.isCutByLineLimit, let last = layout.layout(of: cut).lineBoxes.last else { return paragraph.range.location }
        return paragraph.range.location + NSMaxRange(last.range)
    }

    func clampedRange(_ range: NSRange) -> NSRange {
        let length = numberOfGlyphs
        let start = min(max(0, range.location == NSNotFound ? length : range.location), length)
        return NSRange(location: start, length: min(max(0, range.length), length - start))
    }

    private func paragraphsRange(_ range: NSRange) -> NSRange {
        guard !layout.paragraphs.isEmpty else { return NSRange(location: 0, length: 0) }
        let first = layout.paragraphs[layout.index(containing: range.location)].range
        let last = layout.paragraphs[layout.index(containing: NSMaxRange(range))].range
        return NSUnionRange(first, last)
    }

    /// The container holding the glyph at `glyphIndex` (the first: Slate lays all the text
    /// out in it); `effectiveGlyphRange` receives all the glyphs. Nil past the text.
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        guard isValidGlyphIndex(glyphIndex), let container = firstContainer else { return nil }
        let contained = containedGlyphCount
        guard glyphIndex < contained else { return nil }
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: contained)
        return container
    }

    // MARK: Line fragments

    /// A laid-out line: its fragment and used rectangles (container coordinates), its glyphs,
    /// its baseline from the fragment's top, and the paragraph it is in.
    struct LineFragment {
        var rect: CGRect
        var usedRect: CGRect
        var glyphRange: NSRange
        var baseline: CGFloat
        var paragraph: Int
    }

    /// The lines of the paragraphs from `first` through `last`, laying them out.
    func lineFragments(paragraphs: ClosedRange<Int>) -> [LineFragment] {
        let padding = self.padding
        let containerWidth = firstContainer?.size.width ?? 0
        var result: [LineFragment] = []
        for index in paragraphs {
            let paragraphLayout = layout.layout(of: index)
            let top = layout.top(of: index)
            let paragraph = layout.paragraphs[index]
            // Past the container's last line: in no line fragment.
            guard !paragraph.isPastLineLimit else { break }
            let boxes = paragraphLayout.lineBoxes
            let baselines = paragraphLayout.lineBaselines
            guard !boxes.isEmpty else {
                let height = paragraph.height
                result.append(LineFragment(rect: CGRect(x: 0, y: top, width: containerWidth, height: height),
                                           usedRect: CGRect(x: 0, y: top, width: 2 * padding, height: height),
                                           glyphRange: paragraph.range, baseline: height * 0.8, paragraph: index))
                continue
            }
            for (line, box) in boxes.enumerated() {
                var glyphs = NSRange(location: box.range.location + paragraph.range.location, length: box.range.length)
                // The last line holds the paragraph's separator, unless the container's line
                // limit cut the paragraph there (the rest is in no line).
                if line == boxes.count - 1, !paragraph.isCutByLineLimit { glyphs.length = NSMaxRange(paragraph.range) - glyphs.location }
                let frame = box.frame.offsetBy(dx: padding, dy: top)
                result.append(LineFragment(rect: CGRect(x: 0, y: frame.minY, width: containerWidth, height: frame.height),
                                           usedRect: CGRect(x: frame.minX - padding, y: frame.minY, width: frame.width + 2 * padding, height: frame.height),
                                           glyphRange: glyphs, baseline: baselines[line] - box.frame.minY, paragraph: index))
            }
        }
        return result
    }

    /// The lines holding the glyphs of `range` (the line holding its start when it is empty).
    private func lineFragments(touching range: NSRange) -> [LineFragment] {
        guard !layout.paragraphs.isEmpty else { return [] }
        let first = layout.index(containing: range.location)
        let last = layout.index(containing: max(range.location, NSMaxRange(range) - 1))
        ensureParagraphs(through: last, from: first)
        return lineFragments(paragraphs: first...last).filter { line in
            range.length == 0 ? NSLocationInRange(range.location, line.glyphRange) || line.glyphRange.length == 0 && line.glyphRange.location == range.location
                              : NSIntersectionRange(line.glyphRange, range).length > 0
        }
    }

    /// The line holding the glyph at `glyphIndex`, if there is such a glyph.
    func lineFragment(forGlyphAt glyphIndex: Int) -> LineFragment? {
        guard isValidGlyphIndex(glyphIndex) else { return nil }
        return lineFragments(touching: NSRange(location: glyphIndex, length: 1)).first
    }

    /// The fragment of the line holding the glyph at `glyphIndex`: as wide as the container,
    /// as tall as the line. `effectiveGlyphRange` receives the line's glyphs.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = lineFragment(forGlyphAt: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = line.glyphRange
        return line.rect
    }

    /// The part of that fragment the line's text uses, its padding included.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = lineFragment(forGlyphAt: glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = line.glyphRange
        return line.usedRect
    }

    /// The empty last line, where the caret goes after a final line break (or in empty
    /// text); `.zero` when the text ends otherwise.
    open var extraLineFragmentRect: CGRect { extraLine?.rect ?? .zero }
    open var extraLineFragmentUsedRect: CGRect { extraLine?.usedRect ?? .zero }
    open var extraLineFragmentTextContainer: NSTextContainer? { extraLine == nil ? nil : firstContainer }

    private var extraLine: LineFragment? {
        guard let last = layout.paragraphs.indices.last, layout.paragraphs[last].range.length == 0 else { return nil }
        ensureParagraphs(through: last, from: last)
        return lineFragments(paragraphs: last...last).first
    }

    /// Calls `block` with each line holding glyphs of `glyphRange`, in order, until it sets
    /// `stop`.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = firstContainer else { return }
        let range = clampedRange(glyphRange)
        guard range.length > 0 else { return }
        var stop: ObjCBool = false
        for line in lineFragments(touching: range) {
            block(line.rect, line.usedRect, container, line.glyphRange, &stop)
            if stop.boolValue { break }
        }
    }

    /// The box of all the lines' fragments laid out in `container` (the empty last line's
    /// included), laying out all the text unless layout may be non-contiguous.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === firstContainer, !layout.paragraphs.isEmpty else { return .zero }
        ensureParagraphs(through: layout.paragraphs.count - 1, from: 0)
        return lineFragments(paragraphs: 0...(layout.paragraphs.count - 1)).reduce(CGRect.null) { $0.union($1.usedRect) }
    }

    // MARK: Glyph geometry

    /// Where the glyph at `glyphIndex` stands: its left edge and baseline, from the top-left
    /// of its line fragment.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let line = lineFragment(forGlyphAt: glyphIndex) else { return .zero }
        return CGPoint(x: caretX(at: glyphIndex) - line.rect.minX, y: line.baseline)
    }

    /// The caret's x before the character at `index`, in container coordinates.
    private func caretX(at index: Int) -> CGFloat {
        layout.caretRect(at: index).minX + padding
    }

    /// The box around the glyphs of `glyphRange` in `container`: on each line, from the first
    /// glyph's left edge to the last one's right edge, as tall as the line.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === firstContainer else { return .zero }
        return segments(of: clampedRange(glyphRange)).reduce(CGRect.null) { $0.union($1) }.nonNullOrZero
    }

    /// One box a line: the part of the line `range` covers.
    func segments(of range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        return lineFragments(touching: range).map { line in
            let start = max(range.location, line.glyphRange.location)
            let end = min(NSMaxRange(range), NSMaxRange(line.glyphRange))
            let textStart = line.usedRect.minX + padding, textEnd = line.usedRect.maxX - padding
            let startX = start == line.glyphRange.location ? textStart : caretX(at: start)
            let endX = end >= NSMaxRange(line.glyphRange) ? textEnd : caretX(at: end)
            return CGRect(x: min(startX, endX), y: line.rect.minY, width: abs(endX - startX), height: line.rect.height)
        }
    }

    /// The glyphs of the lines meeting `bounds`.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard container === firstContainer, !layout.paragraphs.isEmpty else { return NSRange(location: 0, length: 0) }
        let first = layout.index(at: bounds.minY), last = layout.index(at: bounds.maxY)
        ensureParagraphs(through: last, from: first)
        let lines = lineFragments(paragraphs: layout.index(at: bounds.minY)...layout.index(at: bounds.maxY))
            .filter { $0.rect.maxY > bounds.minY && $0.rect.minY < bounds.maxY }
        guard let start = lines.first?.glyphRange.location, let end = lines.last.map({ NSMaxRange($0.glyphRange) }) else {
            return NSRange(location: 0, length: 0)
        }
        return NSRange(location: start, length: end - start)
    }

    /// The glyph under `point` (container coordinates), or the nearest one: on the line at
    /// the point's height, the glyph whose box holds the point's x. `partialFraction`
    /// receives how far across that glyph the point is (0 to 1).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let (index, fraction) = glyphUnder(point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphUnder(point, in: container).index
    }

    open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        glyphUnder(point, in: container).fraction
    }

    /// The character under `point`, as `glyphIndex(for:in:)` finds it (one glyph per
    /// character); `partialFraction` receives how far the point is from the insertion point
    /// before it to the one after it.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let (index, fraction) = glyphUnder(point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    private func glyphUnder(_ point: CGPoint, in container: NSTextContainer) -> (index: Int, fraction: CGFloat) {
        guard container === firstContainer, numberOfGlyphs > 0, !layout.paragraphs.isEmpty else { return (0, 0) }
        let paragraph = layout.index(at: point.y)
        ensureParagraphs(through: paragraph, from: paragraph)
        let lines = lineFragments(paragraphs: paragraph...paragraph)
        guard let line = lines.first(where: { point.y < $0.rect.maxY }) ?? lines.last else { return (0, 0) }
        // The glyphs drawn on the line: not the line break ending it.
        let separator = layout.paragraphs[paragraph].separatorLength
        var drawn = line.glyphRange
        if NSMaxRange(drawn) == NSMaxRange(layout.paragraphs[paragraph].range) { drawn.length -= separator }
        guard drawn.length > 0 else { return (min(line.glyphRange.location, numberOfGlyphs - 1), 0) }
        let boundary = layout.offset(closestTo: CGPoint(x: point.x - padding, y: line.rect.midY))
        var candidates = [boundary - 1, boundary].filter { NSLocationInRange($0, drawn) }
        if candidates.isEmpty { candidates = [boundary < drawn.location ? drawn.location : NSMaxRange(drawn) - 1] }
        for index in candidates {
            let end = NSMaxRange((storage!.string as NSString).rangeOfComposedCharacterSequence(at: index))
            let left = caretX(at: index), right = end >= NSMaxRange(drawn) ? line.usedRect.maxX - padding : caretX(at: end)
            let low = min(left, right), high = max(left, right)
            if point.x >= low, point.x < high || index == candidates.last {
                let fraction = high > low ? (point.x - low) / (high - low) : 0
                let reading = left <= right ? fraction : 1 - fraction
                return (index, min(1, max(0, reading)))
            }
        }
        return (candidates.last!, 0)
    }

    // MARK: Drawing

    /// Draws the background colours (`.backgroundColor`) of the glyphs of `glyphsToShow`, the
    /// container's origin at `origin` in the current context: each run's boxes on each line,
    /// as tall as the line, filled by `fillBackgroundRectArray(_:count:forCharacterRange:color:)`
    /// with the run's colour set. A text view calls it before `drawGlyphs(forGlyphRange:at:)`;
    /// a subclass overrides it to draw more behind the text.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawBackgroundColors(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Draws the glyphs of `glyphsToShow`, the container's origin at `origin` in the current
    /// context, then each line's underlines and strikethroughs through
    /// `underlineGlyphRange(_:underlineType:lineFragmentRect:lineFragmentGlyphRange:containerOrigin:)`
    /// and `strikethroughGlyphRange(…)`.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), !layout.paragraphs.isEmpty else { return }
        let range = clampedRange(glyphsToShow)
        guard range.length > 0 else { return }
        let first = layout.index(containing: range.location)
        let last = layout.index(containing: NSMaxRange(range) - 1)
        let whole = NSUnionRange(layout.paragraphs[first].range, layout.paragraphs[last].range)
        context.saveGState()
        if whole != range {
            // Part of a paragraph: only its glyphs show.
            context.clip(to: segments(of: range).map { $0.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 0, dy: -1) })
        }
        for index in first...last {
            layout.layout(of: index).draw(in: context, at: CGPoint(x: origin.x + padding, y: origin.y + layout.top(of: index)))
            drawDecorations(ofParagraph: index, in: range, at: origin)
        }
        context.restoreGState()
    }

    /// Whether the glyph at `glyphIndex` draws outside its line fragment: its ink reaches
    /// above or below the fragment's rectangle (a tall accent, a deep descender in a tight
    /// line), so that drawing only that line would cut it.
    open func drawsOutsideLineFragment(forGlyphAt glyphIndex: Int) -> Bool {
        guard let line = lineFragment(forGlyphAt: glyphIndex) else { return false }
        let paragraph = layout.index(containing: glyphIndex)
        let made = layout.layout(of: paragraph)
        let start = layout.paragraphs[paragraph].range.location
        guard let index = made.lineIndex(containing: glyphIndex - start),
              let ink = made.inkBox(ofCharacterAt: glyphIndex - start, onLine: index) else { return false }
        let top = layout.top(of: paragraph)
        return ink.minY + top < line.rect.minY - 0.01 || ink.maxY + top > line.rect.maxY + 0.01
    }

    /// Fills the `rectCount` rectangles at `rectArray` (in the current context's coordinates)
    /// with the current fill colour: the primitive `drawBackground(forGlyphRange:at:)` fills
    /// background colours with. The caller has set `color` as the fill; the character range
    /// and colour are there for a subclass (that restores the fill if it changes it).
    open func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int,
                                      forCharacterRange charRange: NSRange, color: UIColor) {
        guard rectCount > 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(Array(UnsafeBufferPointer(start: rectArray, count: rectCount)))
    }

    /// Underlines the glyphs of `glyphRange`, all on the line fragment `lineRect` holding
    /// `lineGlyphRange`: the pieces to underline (not the white space ending the line; with
    /// `.byWord`, only words), each drawn by
    /// `drawUnderline(forGlyphRange:underlineType:baselineOffset:lineFragmentRect:lineFragmentGlyphRange:containerOrigin:)`.
    open func underlineGlyphRange(_ glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                                  lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        forEachDecoratedPiece(of: glyphRange, style: underlineVal, lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange) {
            drawUnderline(forGlyphRange: $0, underlineType: underlineVal, baselineOffset: $1,
                          lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
        }
    }

    /// Draws the underline of the glyphs of `glyphRange` on the line fragment `lineRect`,
    /// whose baseline is `baselineOffset` above the fragment's bottom: at the font's underline
    /// position and thickness (twice that `.thick`, two bars `.double`, dashed or dotted by its
    /// pattern), in the underline colour or else the text's.
    open func drawUnderline(forGlyphRange glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, baselineOffset: CGFloat,
                            lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        drawBars(.underline, forGlyphRange: glyphRange, style: underlineVal, baselineOffset: baselineOffset,
                 lineFragmentRect: lineRect, containerOrigin: containerOrigin)
    }

    /// Strikes through the glyphs of `glyphRange`, as `underlineGlyphRange(…)` underlines, each
    /// piece drawn by `drawStrikethrough(forGlyphRange:strikethroughType:baselineOffset:lineFragmentRect:lineFragmentGlyphRange:containerOrigin:)`.
    open func strikethroughGlyphRange(_ glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                                      lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        forEachDecoratedPiece(of: glyphRange, style: strikethroughVal, lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange) {
            drawStrikethrough(forGlyphRange: $0, strikethroughType: strikethroughVal, baselineOffset: $1,
                              lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
        }
    }

    /// Draws the strikethrough of the glyphs of `glyphRange`, as `drawUnderline(…)` draws an
    /// underline, at the font's strikethrough position.
    open func drawStrikethrough(forGlyphRange glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, baselineOffset: CGFloat,
                                lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        drawBars(.strikethrough, forGlyphRange: glyphRange, style: strikethroughVal, baselineOffset: baselineOffset,
                 lineFragmentRect: lineRect, containerOrigin: containerOrigin)
    }

    /// The glyphs whose paragraphs meet `rect` (container coordinates), laid out.
    func glyphRangeForDrawing(in rect: CGRect) -> NSRange {
        guard !layout.paragraphs.isEmpty else { return NSRange(location: 0, length: 0) }
        layout.layOut(from: rect.minY, to: rect.maxY)
        let first = layout.index(at: rect.minY)
        var last = first
        while last + 1 < layout.paragraphs.count, layout.top(of: last + 1) < rect.maxY { last += 1 }
        return NSUnionRange(layout.paragraphs[first].range, layout.paragraphs[last].range)
    }
}

private extension CGRect {
    var nonNullOrZero: CGRect { isNull ? .zero : self }
}
