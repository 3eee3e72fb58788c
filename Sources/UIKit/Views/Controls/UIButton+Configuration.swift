import Foundation

extension UIButton {
    /// The iOS 15 way to style a button: a style (plain, tinted, gray, filled), a size, and
    /// content (title, subtitle, image) with paddings and insets. Setting a button's
    /// `configuration` makes it draw from the configuration instead of its per-state values.
    ///
    /// Slate draws the styles with iOS's system colors; the highlighted and disabled looks are
    /// derived from the base colors (faded foreground, or a dimmed fill for filled buttons).
    public struct Configuration {
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        public enum CornerStyle: Int, Sendable {
            /// The background's own corner radius (6 points).
            case fixed
            /// A radius that follows the button size.
            case dynamic
            case small, medium, large
            /// Fully rounded ends.
            case capsule
        }

        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        enum Style {
            case plain, tinted, gray, filled
        }

        var style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// How a symbol image is drawn (its size, weight, scale).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Which side of the text the image sits on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var cornerStyle: CornerStyle = .dynamic
        /// Sets the fonts, the default insets and the dynamic corner radius.
        public var buttonSize: Size = .medium
        /// The color of the title and of template images (the tint, or white on filled buttons).
        public var baseForegroundColor: UIColor?
        /// The color the tinted and filled styles fill with (the tint by default).
        public var baseBackgroundColor: UIColor?

        private var customContentInsets: NSDirectionalEdgeInsets?

        /// Space around the content; by default it follows `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 11)
            case .small: return .systemFont(ofSize: 13)
            case .medium: return .systemFont(ofSize: 15)
            case .large: return .systemFont(ofSize: 17)
            }
        }

        var subtitleFont: UIFont { .systemFont(ofSize: (titleFont.pointSize * 0.8).rounded()) }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return 6
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        /// Foreground and background for a state.
        func colors(for state: UIControl.State, tint: UIColor) -> (foreground: UIColor, background: UIColor?) {
            let base = baseBackgroundColor ?? tint
            var foreground: UIColor
            var background: UIColor?
            switch style {
            case .plain:
                foreground = baseForegroundColor ?? tint
            case .tinted:
                foreground = baseForegroundColor ?? tint
                background = base.withAlphaComponent(0.15)
            case .gray:
                foreground = baseForegroundColor ?? tint
                background = .tertiarySystemFill
            case .filled:
                foreground = baseForegroundColor ?? .white
                background = base
            }
            if state.contains(.disabled) {
                foreground = .tertiaryLabel
                if background != nil { background = .quaternarySystemFill }
            } else if state.contains(.highlighted) {
                if style == .filled {
                    background = background?.withAlphaComponent(0.75)
                } else {
                    foreground = foreground.withAlphaComponent(0.5)
                }
            }
            return (foreground, background)
        }
    }
}

/// Layout and appearance of a configured button.
extension UIButton {
    func applyConfiguration(_ configuration: Configuration) {
        let (foreground, background) = configuration.colors(for: state, tint: tintColor)
        titleView.attributedText = nil
        titleView.text = configuration.title
        titleView.font = configuration.titleFont
        titleView.textColor = foreground
        titleView.shadowColor = nil
        titleView.textAlignment = textAlignment(configuration)
        show(titleView, !(configuration.title ?? "").isEmpty)

        subtitleView.text = configuration.subtitle
        subtitleView.font = configuration.subtitleFont
        subtitleView.textColor = foreground
        subtitleView.textAlignment = textAlignment(configuration)
        show(subtitleView, !(configuration.subtitle ?? "").isEmpty)

        var image = configuration.image
        if let source = image, source.renderingMode == .automatic { image = source.withRenderingMode(.alwaysTemplate) }
        imageContentView.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
        imageContentView.image = image
        imageContentView.tintColor = foreground
        show(imageContentView, image != nil)

        backgroundContentView.image = nil
        backgroundContentView.backgroundColor = background
        show(backgroundContentView, background != nil)
        setNeedsLayout()
    }

    private func textAlignment(_ configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .automatic, .center: return .center
        case .leading: return .natural
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        }
    }

    /// The sizes of the text block (title over subtitle) and the image.
    private func configurationParts(_ configuration: Configuration) -> (text: CGSize, title: CGSize, subtitle: CGSize, image: CGSize) {
        let title = (configuration.title ?? "").isEmpty ? .zero : titleView.intrinsicContentSize
        let subtitle = (configuration.subtitle ?? "").isEmpty ? .zero : subtitleView.intrinsicContentSize
        let padding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
        // The image view shows the image as configured (a symbol drawn with the preferred configuration).
        let image = configuration.image == nil ? .zero : imageContentView.sizeThatFits(.zero)
        return (text, title, subtitle, image)
    }

    private func configurationGroupSize(_ configuration: Configuration) -> CGSize {
        let parts = configurationParts(configuration)
        let padding = parts.text != .zero && parts.image != .zero ? configuration.imagePadding : 0
        if configuration.imagePlacement.contains(.top) || configuration.imagePlacement.contains(.bottom) {
            return CGSize(width: max(parts.text.width, parts.image.width), height: parts.text.height + padding + parts.image.height)
        }
        return CGSize(width: parts.text.width + padding + parts.image.width, height: max(parts.text.height, parts.image.height))
    }

    func configurationContentSize(_ configuration: Configuration) -> CGSize {
        let group = configurationGroupSize(configuration)
        let insets = configuration.contentInsets
        return CGSize(width: (group.width + insets.leading + insets.trailing).rounded(.up),
                      height: (group.height + insets.top + insets.bottom).rounded(.up))
    }

    func layoutConfiguration(_ configuration: Configuration) {
        backgroundContentView.frame = bounds
        backgroundContentView.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let insets = configuration.contentInsets
        let area = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let parts = configurationParts(configuration)
        let group = configurationGroupSize(configuration)
        let origin = CGPoint(x: area.minX + ((area.width - group.width) / 2).rounded(), y: area.minY + ((area.height - group.height) / 2).rounded())
        let padding = parts.text != .zero && parts.image != .zero ? configuration.imagePadding : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var imageOrigin = origin, textOrigin = origin
        let placement = configuration.imagePlacement
        if placement.contains(.top) {
            imageOrigin.x = origin.x + (group.width - parts.image.width) / 2
            textOrigin.y = origin.y + parts.image.height + padding
        } else if placement.contains(.bottom) {
            imageOrigin.x = origin.x + (group.width - parts.image.width) / 2
            imageOrigin.y = origin.y + parts.text.height + padding
        } else {
            let imageFirst = placement.contains(.trailing) == rightToLeft
            if imageFirst {
                textOrigin.x = origin.x + parts.image.width + padding
            } else {
                imageOrigin.x = origin.x + parts.text.width + padding
            }
            imageOrigin.y = origin.y + (group.height - parts.image.height) / 2
            textOrigin.y = origin.y + (group.height - parts.text.height) / 2
        }
        if placement.contains(.top) || placement.contains(.bottom) {
            textOrigin.x = origin.x + (group.width - parts.text.width) / 2
        }
        imageContentView.frame = CGRect(origin: imageOrigin, size: parts.image)
        titleView.frame = CGRect(x: textOrigin.x, y: textOrigin.y, width: parts.text.width, height: parts.title.height)
        let subtitleY = textOrigin.y + parts.title.height + (parts.title != .zero && parts.subtitle != .zero ? configuration.titlePadding : 0)
        subtitleView.frame = CGRect(x: textOrigin.x, y: subtitleY, width: parts.text.width, height: parts.subtitle.height)
    }
}
