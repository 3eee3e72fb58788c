import Foundation

/// The standard content of a list row, header or footer: an image, a text and a secondary
/// text, laid out as the system's cells lay them out.
///
/// Start from one of the styles (`cell()`, `subtitleCell()`, `valueCell()`, `sidebarCell()`,
/// the header and footer styles) — or from a cell's `defaultContentConfiguration()`, which
/// picks the style for the cell's list — set what you show, and assign it to the cell's
/// `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }

        /// Where lines of the text sit: the layout direction's leading edge (the default),
        /// centred, or justified to both edges.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }

        public var font: UIFont
        public var color: UIColor
        /// Resolves `color` into the colour shown; nil shows `color` as it is.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 for as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text shows: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }
    }

    public struct ImageProperties: Hashable {
        /// How a symbol image is drawn (size, weight, scale), over the image's own.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// nil keeps the image's own colours (or the view's tint for template images).
        public var tintColor: UIColor?
        /// Resolves the tint into the colour shown; nil shows it as it is.
        public var tintColorTransformer: UIConfigurationColorTransformer?

        /// The tint the image shows, given the view's `tintColor`: the properties' own tint (or
        /// the view's, when they have none) through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let tint = self.tintColor ?? tintColor
            return tintColorTransformer?(tint) ?? tint
        }
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero is unlimited.
        public var maximumSize: CGSize = .zero
        /// Room kept for the image even when it is smaller, so texts line up across rows.
        public var reservedLayoutSize: CGSize = .zero

        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    /// Which system style this started as; `updated(for:)` follows it.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader, prominentInsetGroupedHeader
    }

    let style: Style

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// Margins around the content. On the axes in `axesPreservingSuperviewLayoutMargins`, the
    /// cell's own margins are used where they are larger.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Text and secondary text side by side (value cells) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
         sideBySide: Bool = false, imageToTextPadding: CGFloat = 16) {
        self.style = style
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.directionalLayoutMargins = margins
        self.prefersSideBySideTextAndSecondaryText = sideBySide
        self.imageToTextPadding = imageToTextPadding
    }

    // MARK: Styles

    private static func font(_ style: UIFont.TextStyle) -> UIFont { .preferredFont(forTextStyle: style) }
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public static func cell() -> Self {
        Self(style: .cell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.subheadline), color: .secondaryLabel), margins: cellMargins)
    }

    public static func subtitleCell() -> Self {
        Self(style: .subtitleCell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.footnote), color: .secondaryLabel), margins: cellMargins)
    }

    public static func valueCell() -> Self {
        Self(style: .valueCell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.body), color: .secondaryLabel), margins: cellMargins, sideBySide: true)
    }

    public static func sidebarCell() -> Self {
        Self(style: .sidebarCell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.subheadline), color: .secondaryLabel), margins: cellMargins, imageToTextPadding: 12)
    }

    public static func sidebarSubtitleCell() -> Self {
        Self(style: .sidebarSubtitleCell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.footnote), color: .secondaryLabel), margins: cellMargins, imageToTextPadding: 12)
    }

    /// A sidebar row with its count or status beside it.
    public static func accompaniedSidebarCell() -> Self {
        Self(style: .accompaniedSidebarCell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.body), color: .secondaryLabel), margins: cellMargins, sideBySide: true, imageToTextPadding: 12)
    }

    /// A sidebar row with a subtitle and its count or status beside it.
    public static func accompaniedSidebarSubtitleCell() -> Self {
        Self(style: .accompaniedSidebarSubtitleCell, text: .init(font: font(.body), color: .label),
             secondary: .init(font: font(.footnote), color: .secondaryLabel), margins: cellMargins, imageToTextPadding: 12)
    }

    public static func plainHeader() -> Self {
        Self(style: .plainHeader, text: .init(font: .systemFont(ofSize: font(.headline).pointSize, weight: .semibold), color: .label),
             secondary: .init(font: font(.subheadline), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
    }

    public static func plainFooter() -> Self {
        Self(style: .plainFooter, text: .init(font: font(.footnote), color: .secondaryLabel),
             secondary: .init(font: font(.footnote), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
    }

    public static func groupedHeader() -> Self {
        var text = TextProperties(font: font(.footnote), color: .secondaryLabel)
        text.transform = .uppercase
        return Self(style: .groupedHeader, text: text, secondary: .init(font: font(.footnote), color: .secondaryLabel),
                    margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16))
    }

    public static func groupedFooter() -> Self {
        Self(style: .groupedFooter, text: .init(font: font(.footnote), color: .secondaryLabel),
             secondary: .init(font: font(.footnote), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 11, trailing: 16))
    }

    public static func prominentInsetGroupedHeader() -> Self {
        Self(style: .prominentInsetGroupedHeader, text: .init(font: .systemFont(ofSize: font(.title3).pointSize, weight: .bold), color: .label),
             secondary: .init(font: font(.subheadline), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }

    public static func sidebarHeader() -> Self {
        Self(style: .sidebarHeader, text: .init(font: .systemFont(ofSize: font(.title3).pointSize, weight: .bold), color: .label),
             secondary: .init(font: font(.subheadline), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 14, leading: 16, bottom: 6, trailing: 16))
    }

    /// Rows are at least 44 points tall, as the system's are; headers and footers fit their text.
    var minimumHeight: CGFloat {
        switch style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: 44
        default: 0
        }
    }

    // MARK: UIContentConfiguration

    @preconcurrency @MainActor public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// Sidebar rows show their selection as a tinted background, so their texts and image
    /// turn white while selected; other styles keep their colours (the background changes).
    public func updated(for state: UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        switch style {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            if state.isSelected || state.isHighlighted {
                updated.textProperties.color = .white
                updated.secondaryTextProperties.color = .white
                updated.imageProperties.tintColor = .white
            }
        default:
            break
        }
        if state.isDisabled {
            updated.textProperties.color = .tertiaryLabel
            updated.secondaryTextProperties.color = .tertiaryLabel
        }
        return updated
    }

    /// The text as shown, after the transform.
    func displayedText(_ string: String?, _ properties: TextProperties) -> String? {
        guard let string else { return nil }
        switch properties.transform {
        case .none: return string
        case .uppercase: return string.uppercased()
        case .lowercase: return string.lowercased()
        case .capitalized: return string.capitalized
        }
    }
}
