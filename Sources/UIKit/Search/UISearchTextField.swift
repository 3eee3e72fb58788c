import Foundation

/// The search bar's field (iOS 13): a rounded grey field with a magnifying glass before the
/// text, a "Search" placeholder, and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
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
        let glass = UIImageView(image: BarGlyph.image(for: .search))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .scaleAspectFit
        glass.frame = CGRect(x: 0, y: 0, width: SearchBarMetrics.glassSize, height: SearchBarMetrics.glassSize)
        leftView = glass
        leftViewMode = .always
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: SearchBarMetrics.fieldPadding, dy: 0)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        rect.origin.x += SearchBarMetrics.glassSpacing
        rect.size.width = max(0, rect.width - SearchBarMetrics.glassSpacing - (showsClearButton ? 0 : SearchBarMetrics.fieldPadding))
        return rect
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -SearchBarMetrics.fieldPadding + 2, dy: 0)
    }
}
