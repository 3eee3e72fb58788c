import Foundation

/// A search field with an optional Cancel button (iOS 13's look): the rounded field fills
/// the bar, less its margins; the Cancel button, when shown, stands at the trailing end.
///
/// The field is `searchTextField`. The bar is its field's delegate and reports to its own
/// `delegate` in the search bar's terms; a `UISearchController` owning the bar activates when
/// editing begins and hears every change the user makes.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning, UITextInputTraits {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("delegate", \UISearchBar.delegate),
        ]
    }

    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// The field. Configure it (its font, its text attributes) directly when needed.
    public let searchTextField = UISearchTextField()
    public weak var delegate: UISearchBarDelegate?
    /// The search controller whose bar this is.
    weak var searchController: UISearchController?

    private let cancelButton = UIButton(type: .system)
    private lazy var fieldDelegate = SearchFieldDelegate(searchBar: self)
    /// The scope bar: a segmented control below the field, made when there are titles.
    private(set) var scopeControl: UISegmentedControl?
    private var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private let promptLabel = UILabel()
    /// The images set with `setImage(_:for:state:)`, by icon and state.
    private var iconImages: [Icon: [UInt: UIImage]] = [:]
    /// The bookmark and results-list buttons; the field shows one at its trailing end while
    /// it is empty.
    private lazy var bookmarkButton = makeFieldButton(.bookmark) { $0.delegate?.searchBarBookmarkButtonClicked($0) }
    private lazy var resultsListButton = makeFieldButton(.resultsList) { $0.delegate?.searchBarResultsListButtonClicked($0) }
    /// The customization from before iOS 13 (UISearchBar+LegacyCustomization.swift): background
    /// images by position and metrics, the scope bar's, and the field's by state.
    var legacyBackground = LegacyBarBackground()
    var storedBarStyle = UIBarStyle.default
    var storedScopeBarBackgroundImage: UIImage?
    var searchFieldBackgroundImages: [UInt: UIImage] = [:]
    var scopeButtonBackgroundImages: [UInt: UIImage] = [:]
    var scopeDividerImages: [ScopeDividerKey: UIImage] = [:]
    /// The views that draw the background images, made when there is one to draw.
    var backgroundImageView: UIImageView?
    var scopeBarBackgroundView: UIImageView?
    /// How far the field stands from the bar's leading and trailing edges: 8 points alone, the
    /// bar's margin in a navigation bar.
    var horizontalInset: CGFloat = SearchBarMetrics.standaloneInset {
        didSet { if horizontalInset != oldValue { setNeedsLayout() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpSearchBar() {
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = SearchBarMetrics.font
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        promptLabel.font = BarMetrics.promptFont
        promptLabel.textAlignment = .center
        promptLabel.textColor = .secondaryLabel
        promptLabel.isHidden = true
        addSubview(promptLabel)
        applyStyle()
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    // MARK: Content

    /// The search text; never nil when read. Setting it tells no delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Shown in the empty field; "Search" when nil.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? SearchBarMetrics.defaultPlaceholder }
    }

    /// A line of text above the field (nil by default); the bar grows by its row.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            if (prompt == nil) != (oldValue == nil) { heightDidChange() }
        }
    }

    open var searchBarStyle: Style = .default {
        didSet { applyStyle() }
    }

    /// Whether the bar's background lets what is behind it show through (true by default).
    /// False makes it opaque: the bar tint made opaque, or the system background without one.
    open var isTranslucent = true {
        didSet { applyStyle() }
    }

    /// The bar's background colour (`.default` and `.prominent` styles).
    open var barTintColor: UIColor? {
        didSet {
            appearanceSetting(\.barTintColor, barTintColor)
            applyStyle()
        }
    }

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }

    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }

    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }

    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }

    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }

    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }

    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    // MARK: The Cancel button

    /// Whether the Cancel button shows (a search controller shows it while active, unless
    /// told not to).
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Set by the app on a search controller's bar, it takes the Cancel button over: the
    /// controller's `automaticallyShowsCancelButton` turns false (iOS 13).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        searchController?.automaticallyShowsCancelButton = false
        setCancelButtonShown(showsCancelButton, animated: animated)
    }

    /// Shows or hides the Cancel button for the search controller, which keeps it automatic.
    func setCancelButtonShown(_ showsCancelButton: Bool, animated: Bool) {
        guard cancelButton.isHidden == showsCancelButton else { return }
        cancelButton.isHidden = !showsCancelButton
        if animated {
            UIView.animate(withDuration: SearchBarMetrics.cancelAnimationDuration) { self.layoutIfNeeded() }
        }
        setNeedsLayout()
    }

    // MARK: Layout

    func applyStyle() {
        if showLegacyBackground() {
            backgroundColor = nil
            return
        }
        switch searchBarStyle {
        case .minimal: backgroundColor = isTranslucent ? nil : .systemBackground
        case .default, .prominent:
            if isTranslucent { backgroundColor = barTintColor } else { backgroundColor = barTintColor?.withAlphaComponent(1) ?? .systemBackground }
        }
    }

    /// The rows above and below the field's: the prompt's and the scope bar's.
    private var extraRowsHeight: CGFloat {
        (prompt != nil ? SearchBarMetrics.promptHeight : 0) + (showsScopeBarNow ? SearchBarMetrics.scopeBarHeight : 0)
    }

    /// The bar's height in a navigation bar: its row there, and the prompt's and the scope
    /// bar's.
    var navigationBarHeight: CGFloat {
        SearchBarMetrics.navigationBarRowHeight + extraRowsHeight
    }

    /// 56 points, and the prompt's and the scope bar's rows (call `sizeToFit()` after showing
    /// either, as in UIKit).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: SearchBarMetrics.standaloneHeight + extraRowsHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: SearchBarMetrics.standaloneHeight + extraRowsHeight)
    }

    /// The prompt or the scope bar came or went: whatever holds the bar makes room.
    private func heightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        (superview as? UINavigationBar)?.searchBarHeightDidChange()
        (superview as? SearchControllerView)?.setNeedsLayout()
    }

    override var implicitUserInterfaceStyle: UIUserInterfaceStyle { storedBarStyle == .black ? .dark : .unspecified }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The position and metrics choose the background image: both may have changed.
        if legacyBackground.hasImages { applyStyle() }
        let fieldHeight = SearchBarMetrics.fieldHeight
        let promptHeight = prompt != nil ? SearchBarMetrics.promptHeight : 0
        let scopeHeight = showsScopeBarNow ? SearchBarMetrics.scopeBarHeight : 0
        promptLabel.frame = CGRect(x: horizontalInset, y: 0, width: max(0, bounds.width - 2 * horizontalInset), height: promptHeight)
        let rowHeight = max(0, bounds.height - promptHeight - scopeHeight)
        let y = promptHeight + ((rowHeight - fieldHeight) / 2).rounded()
        var trailing = bounds.width - horizontalInset
        if !cancelButton.isHidden {
            let width = ceil(cancelButton.sizeThatFits(bounds.size).width)
            cancelButton.frame = CGRect(x: trailing - width, y: y, width: width, height: fieldHeight)
            trailing -= width + SearchBarMetrics.cancelSpacing
        }
        let adjustment = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: horizontalInset + adjustment.horizontal, y: y + adjustment.vertical,
                                       width: max(0, trailing - horizontalInset), height: fieldHeight)
        backgroundImageView?.frame = bounds
        scopeBarBackgroundView?.frame = CGRect(x: 0, y: promptHeight + rowHeight, width: bounds.width, height: scopeHeight)
        scopeBarBackgroundView?.isHidden = scopeHeight == 0 || storedScopeBarBackgroundImage == nil
        if let scopeControl {
            scopeControl.isHidden = !showsScopeBarNow
            scopeControl.frame = CGRect(x: horizontalInset, y: promptHeight + rowHeight + SearchBarMetrics.scopeControlTop,
                                        width: max(0, bounds.width - 2 * horizontalInset), height: SearchBarMetrics.scopeControlHeight)
        }
    }

    // MARK: The scope bar

    /// The scope bar's titles; no scope bar shows unless there are two or more.
    open var scopeButtonTitles: [String]? {
        didSet { scopeTitlesDidChange(from: oldValue) }
    }

    /// The selected scope: an index into `scopeButtonTitles`, 0 by default. An index out of
    /// their range is ignored. Setting it tells no delegate.
    open var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            guard newValue >= 0 else { return }
            if let count = scopeButtonTitles?.count, count > 0, newValue >= count { return }
            storedScopeIndex = newValue
            scopeControl?.selectedSegmentIndex = newValue
        }
    }
    private var storedScopeIndex = 0

    /// Whether the scope bar shows below the field (false by default; it needs two or more
    /// `scopeButtonTitles`). Set by the app on a search controller's bar, it takes the scope
    /// bar over: the controller's `automaticallyShowsScopeBar` turns false (iOS 13).
    open var showsScopeBar: Bool {
        get { storedShowsScopeBar }
        set { setShowsScopeBar(newValue, animated: false) }
    }
    private var storedShowsScopeBar = false

    open func setShowsScopeBar(_ show: Bool, animated: Bool) {
        searchController?.automaticallyShowsScopeBar = false
        setScopeBarShown(show, animated: animated)
    }

    /// Shows or hides the scope bar for the search controller, which keeps it automatic.
    func setScopeBarShown(_ show: Bool, animated: Bool) {
        guard storedShowsScopeBar != show else { return }
        let wasShowing = showsScopeBarNow
        storedShowsScopeBar = show
        guard showsScopeBarNow != wasShowing else { return }
        heightDidChange()
        if animated, window != nil {
            UIView.animate(withDuration: SearchBarMetrics.cancelAnimationDuration) {
                self.superview?.layoutIfNeeded()
                self.layoutIfNeeded()
            }
        }
    }

    /// Whether the scope bar shows now: asked for, with two or more titles.
    var showsScopeBarNow: Bool { storedShowsScopeBar && (scopeButtonTitles?.count ?? 0) >= 2 }

    private func scopeTitlesDidChange(from oldTitles: [String]?) {
        let wasShowing = storedShowsScopeBar && (oldTitles?.count ?? 0) >= 2
        let titles = scopeButtonTitles ?? []
        if titles.isEmpty {
            scopeControl?.removeFromSuperview()
            scopeControl = nil
        } else {
            let control = scopeControl ?? makeScopeControl()
            control.removeAllSegments()
            for title in titles { control.insertSegment(withTitle: title, at: control.numberOfSegments, animated: false) }
            if storedScopeIndex >= titles.count { storedScopeIndex = 0 }
            control.selectedSegmentIndex = storedScopeIndex
        }
        if wasShowing != showsScopeBarNow { heightDidChange() } else { setNeedsLayout() }
    }

    private func makeScopeControl() -> UISegmentedControl {
        let control = UISegmentedControl(items: nil)
        for (state, attributes) in scopeTitleAttributes { control.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: state)) }
        applyScopeButtonImages(to: control)
        control.addAction(UIAction { [weak self, unowned control] _ in self?.userSelectedScope(control.selectedSegmentIndex) }, for: .valueChanged)
        addSubview(control)
        scopeControl = control
        return control
    }

    /// The user picked a segment: the delegate hears of it (the results updater does not: as
    /// in UIKit, it hears of text changes only).
    private func userSelectedScope(_ index: Int) {
        storedScopeIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    /// The scope bar's title attributes (font, colour) for `state`, passed to its segmented
    /// control.
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setScopeBarButtonTitleTextAttributes(attributes, for: state) }
        scopeTitleAttributes[state.rawValue] = attributes
        scopeControl?.setTitleTextAttributes(attributes, for: state)
    }

    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeTitleAttributes[state.rawValue]
    }

    // MARK: The bookmark and results-list buttons

    /// Shows the bookmark button at the field's trailing end while the field is empty (the
    /// clear button takes its place while there is text).
    open var showsBookmarkButton = false {
        didSet { updateFieldButton() }
    }

    /// Shows the results-list button at the field's trailing end while the field is empty;
    /// it wins over the bookmark button when both are asked for.
    open var showsSearchResultsButton = false {
        didSet { updateFieldButton() }
    }

    /// Whether the results-list button shows selected (in the tint colour).
    open var isSearchResultsButtonSelected = false {
        didSet {
            resultsListButton.isSelected = isSearchResultsButtonSelected
            resultsListButton.tintColor = isSearchResultsButtonSelected ? nil : .secondaryLabel
        }
    }

    private func updateFieldButton() {
        if showsSearchResultsButton {
            searchTextField.setTrailingButton(resultsListButton, icon: .resultsList)
        } else {
            searchTextField.setTrailingButton(showsBookmarkButton ? bookmarkButton : nil, icon: .bookmark)
        }
    }

    private func makeFieldButton(_ icon: Icon, tapped: @escaping @MainActor (UISearchBar) -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        button.tintColor = .secondaryLabel
        button.accessibilityLabel = icon == .bookmark ? "Bookmarks" : "Results List"
        button.addAction(UIAction { [weak self] _ in if let self { tapped(self) } }, for: .touchUpInside)
        applyImages(of: icon, to: button)
        return button
    }

    // MARK: Icons

    /// Replaces an icon's glyph in `state` (`.normal`, `.disabled`, `.highlighted`,
    /// `.selected`); nil restores the system's. A state without an image uses the normal one.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        appearanceSetting(axes: icon, state) { $0.setImage(iconImage, for: icon, state: state) }
        iconImages[icon, default: [:]][state.rawValue] = iconImage
        switch icon {
        case .search: searchTextField.searchIconImages = iconImages[.search] ?? [:]
        case .clear: applyImages(of: .clear, to: searchTextField.clearButton)
        case .bookmark: applyImages(of: .bookmark, to: bookmarkButton)
        case .resultsList: applyImages(of: .resultsList, to: resultsListButton)
        }
    }

    /// The image set for `icon` in `state`; nil where none was set (the system's glyph shows).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        iconImages[icon]?[state.rawValue]
    }

    private func applyImages(of icon: Icon, to button: UIButton) {
        let images = iconImages[icon] ?? [:]
        let normal = images[UIControl.State.normal.rawValue] ?? SearchBarGlyph.image(for: icon)
        button.setImage(normal, for: .normal)
        for state in [UIControl.State.highlighted, .disabled, .selected] {
            button.setImage(images[state.rawValue], for: state)
        }
    }

    /// Moves an icon within the field.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        appearanceSetting(axes: icon) { $0.setPositionAdjustment(adjustment, for: icon) }
        searchTextField.iconAdjustments[icon] = adjustment
        searchTextField.overlaysDidChange()
    }

    open func positionAdjustment(for icon: Icon) -> UIOffset {
        searchTextField.iconAdjustments[icon] ?? .zero
    }

    /// Moves the text within the field.
    open var searchTextPositionAdjustment: UIOffset {
        get { searchTextField.textPositionAdjustment }
        set {
            appearanceSetting(\.searchTextPositionAdjustment, newValue)
            searchTextField.textPositionAdjustment = newValue
        }
    }

    /// Moves the field (its rounded background and all it holds) within the bar.
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero {
        didSet {
            appearanceSetting(\.searchFieldBackgroundPositionAdjustment, searchFieldBackgroundPositionAdjustment)
            setNeedsLayout()
        }
    }

    // MARK: Reporting

    private func userChangedText() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelButtonTapped()
    }

    fileprivate func fieldShouldBeginEditing() -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    fileprivate func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    fileprivate func fieldShouldEndEditing() -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    fileprivate func fieldDidEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    fileprivate func fieldShouldChange(_ range: NSRange, to text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    fileprivate func fieldReturned() {
        delegate?.searchBarSearchButtonClicked(self)
    }
}

/// The search field's delegate: the bar, in the bar's terms. What tokens copy as, the bar's
/// delegate answers when it is a `UISearchTextFieldDelegate` too.
@MainActor
private final class SearchFieldDelegate: UISearchTextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { searchBar.fieldShouldBeginEditing() }
    func textFieldDidBeginEditing(_ textField: UITextField) { searchBar.fieldDidBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { searchBar.fieldShouldEndEditing() }
    func textFieldDidEndEditing(_ textField: UITextField) { searchBar.fieldDidEndEditing() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.fieldShouldChange(range, to: string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.fieldReturned()
        return true
    }
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        (searchBar.delegate as? UISearchTextFieldDelegate)?.searchTextField(searchTextField, itemProviderForCopying: token) ?? NSItemProvider()
    }
}

/// iOS 13/14 search bar measurements: a 36-point field with 10-point corners in 17-point
/// type; 56 points tall alone, 52 in a navigation bar; a 44-point scope bar row and a
/// 30-point prompt row (docs/porting.md).
@MainActor
enum SearchBarMetrics {
    static let standaloneHeight: CGFloat = 56
    static let navigationBarRowHeight: CGFloat = 52
    static let fieldHeight: CGFloat = 36
    static let fieldCornerRadius: CGFloat = 10
    static let fieldPadding: CGFloat = 8
    static let glassSize: CGFloat = 18
    static let glassSpacing: CGFloat = 6
    static let standaloneInset: CGFloat = 8
    /// The prompt's row above the field (a navigation bar's).
    static let promptHeight: CGFloat = BarMetrics.promptHeight
    /// The scope bar's row below the field: a 32-point segmented control 2 points down.
    static let scopeBarHeight: CGFloat = 44
    static let scopeControlHeight: CGFloat = 32
    static let scopeControlTop: CGFloat = 2
    static let cancelSpacing: CGFloat = 8
    static let cancelAnimationDuration: TimeInterval = 0.25
    static let font = UIFont.systemFont(ofSize: 17)
    static let defaultPlaceholder = "Search"
}
