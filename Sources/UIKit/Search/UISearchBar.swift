import Foundation

/// A search field with an optional Cancel button (iOS 13's look): the rounded field fills
/// the bar, less its margins; the Cancel button, when shown, stands at the trailing end.
///
/// The field is `searchTextField`. The bar is its field's delegate and reports to its own
/// `delegate` in the search bar's terms; a `UISearchController` owning the bar activates when
/// editing begins and hears every change the user makes.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
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

    open var searchBarStyle: Style = .default {
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

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard cancelButton.isHidden == showsCancelButton else { return }
        cancelButton.isHidden = !showsCancelButton
        if animated {
            UIView.animate(withDuration: SearchBarMetrics.cancelAnimationDuration) { self.layoutIfNeeded() }
        }
        setNeedsLayout()
    }

    // MARK: Layout

    private func applyStyle() {
        switch searchBarStyle {
        case .minimal: backgroundColor = nil
        case .default, .prominent: backgroundColor = barTintColor
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: SearchBarMetrics.standaloneHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: SearchBarMetrics.standaloneHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let fieldHeight = SearchBarMetrics.fieldHeight
        let y = ((bounds.height - fieldHeight) / 2).rounded()
        var trailing = bounds.width - horizontalInset
        if !cancelButton.isHidden {
            let width = ceil(cancelButton.sizeThatFits(bounds.size).width)
            cancelButton.frame = CGRect(x: trailing - width, y: y, width: width, height: fieldHeight)
            trailing -= width + SearchBarMetrics.cancelSpacing
        }
        searchTextField.frame = CGRect(x: horizontalInset, y: y, width: max(0, trailing - horizontalInset), height: fieldHeight)
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

/// The search field's delegate: the bar, in the bar's terms.
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
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
}

/// iOS 13/14 search bar measurements: a 36-point field with 10-point corners in 17-point
/// type; 56 points tall alone, 52 in a navigation bar (docs/porting.md).
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
    static let cancelSpacing: CGFloat = 8
    static let cancelAnimationDuration: TimeInterval = 0.25
    static let font = UIFont.systemFont(ofSize: 17)
    static let defaultPlaceholder = "Search"
}
