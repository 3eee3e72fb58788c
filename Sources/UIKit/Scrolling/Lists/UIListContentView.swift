import Foundation

/// Shows a `UIListContentConfiguration`: an image, then the text with the secondary text below
/// it (or at the trailing edge, side by side), inside the configuration's margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    public required init?(coder: NSCoder) { nil }

    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let newValue = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView.configuration must be a UIListContentConfiguration; got \(type(of: newValue))")
            }
            guard newValue != listConfiguration else { return }
            listConfiguration = newValue
            apply(newValue)
        }
    }

    /// The frame of the text's label, for lining up separators and custom views with it.
    open var textLayoutGuideFrame: CGRect { textLabel.frame }

    /// Guides handed out so far, kept where the text, secondary text and image are laid out.
    private var textGuide: UILayoutGuide?
    private var secondaryTextGuide: UILayoutGuide?
    private var imageGuide: UILayoutGuide?

    /// A guide around the text, for constraining views of one's own to it; nil while the
    /// configuration has no text.
    open var textLayoutGuide: UILayoutGuide? {
        textLabel.isHidden ? nil : guide(&textGuide, named: "UIListContentView-text", frame: textLabel.frame)
    }

    /// A guide around the secondary text; nil while the configuration has none.
    open var secondaryTextLayoutGuide: UILayoutGuide? {
        secondaryTextLabel.isHidden ? nil : guide(&secondaryTextGuide, named: "UIListContentView-secondaryText", frame: secondaryTextLabel.frame)
    }

    /// A guide around the image; nil while the configuration has none.
    open var imageLayoutGuide: UILayoutGuide? {
        imageView.isHidden ? nil : guide(&imageGuide, named: "UIListContentView-image", frame: imageView.frame)
    }

    private func guide(_ stored: inout UILayoutGuide?, named identifier: String, frame: CGRect) -> UILayoutGuide {
        if let stored { return stored }
        let guide = UILayoutGuide(kind: .placed, identifier: identifier)
        guide.placedFrame = frame
        addLayoutGuide(guide)
        stored = guide
        return guide
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        applyImageTint()
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        style(textLabel, text: configuration.text, attributed: configuration.attributedText,
              properties: configuration.textProperties, configuration: configuration)
        style(secondaryTextLabel, text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
              properties: configuration.secondaryTextProperties, configuration: configuration)
        if configuration.prefersSideBySideTextAndSecondaryText {
            secondaryTextLabel.textAlignment = .right
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The image's tint: the properties' own, or with a transformer the resolved one (which
    /// follows this view's tint, so it is resolved again when that changes).
    private func applyImageTint() {
        let properties = listConfiguration.imageProperties
        if properties.tintColorTransformer == nil {
            imageView.tintColor = properties.tintColor
        } else {
            imageView.tintColor = properties.resolvedTintColor(for: tintColor ?? .systemBlue)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if listConfiguration.imageProperties.tintColorTransformer != nil { applyImageTint() }
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                       properties: UIListContentConfiguration.TextProperties, configuration: UIListContentConfiguration) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = configuration.displayedText(text, properties)
        }
        label.isHidden = (label.text ?? "").isEmpty && attributed == nil
    }

    // MARK: Layout

    private struct Frames {
        var image: CGRect
        var text: CGRect
        var secondary: CGRect
        var height: CGFloat
    }

    /// Margins after preserving the superview's (the cell's content view's) where they are larger.
    private var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        if let superview {
            let outer = superview.directionalLayoutMargins
            if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                margins.leading = max(margins.leading, outer.leading)
                margins.trailing = max(margins.trailing, outer.trailing)
            }
            if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                margins.top = max(margins.top, outer.top)
                margins.bottom = max(margins.bottom, outer.bottom)
            }
        }
        return margins
    }

    private func imageSize() -> CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width {
            size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
        }
        if maximum.height > 0, size.height > maximum.height {
            size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
        }
        return size
    }

    private func frames(forWidth width: CGFloat) -> Frames {
        // Read in place: a copy of the configuration retains every object it holds.
        let margins = effectiveMargins
        var x = margins.leading
        let image = imageSize()
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        let imageSlot = CGSize(width: max(image.width, reserved.width), height: max(image.height, reserved.height))
        if listConfiguration.image != nil || reserved.width > 0 {
            x += imageSlot.width + listConfiguration.imageToTextPadding
        }
        let available = max(0, width - x - margins.trailing)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        var textSize = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
        var secondarySize = CGSize.zero
        var textBlock: CGFloat
        var textFrame: CGRect
        var secondaryFrame: CGRect
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
            let gap = hasText && hasSecondary ? listConfiguration.textToSecondaryTextHorizontalPadding : 0
            // The text keeps its width; the value gets what is left.
            textSize.width = min(textSize.width, available)
            secondarySize.width = min(secondarySize.width, max(0, available - textSize.width - gap))
            textBlock = max(textSize.height, secondarySize.height)
            textFrame = CGRect(x: x, y: 0, width: textSize.width, height: textSize.height)
            secondaryFrame = CGRect(x: width - margins.trailing - secondarySize.width, y: 0,
                                    width: secondarySize.width, height: secondarySize.height)
        } else {
            secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
            let gap = hasText && hasSecondary ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            textBlock = textSize.height + gap + secondarySize.height
            textFrame = CGRect(x: x, y: 0, width: min(available, textSize.width), height: textSize.height)
            secondaryFrame = CGRect(x: x, y: textSize.height + gap, width: min(available, secondarySize.width), height: secondarySize.height)
        }
        let contentHeight = max(textBlock, imageSlot.height)
        let height = max(listConfiguration.minimumHeight, (margins.top + contentHeight + margins.bottom).rounded(.up))
        // Centre the text block and the image vertically in what the view is given.
        let top = margins.top + max(0, height - margins.top - contentHeight - margins.bottom) / 2
        let textTop = top + (contentHeight - textBlock) / 2
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            textFrame.origin.y = textTop + (textBlock - textSize.height) / 2
            secondaryFrame.origin.y = textTop + (textBlock - secondarySize.height) / 2
        } else {
            textFrame.origin.y += textTop
            secondaryFrame.origin.y += textTop
        }
        let imageFrame = CGRect(x: margins.leading + (imageSlot.width - image.width) / 2,
                                y: top + (contentHeight - image.height) / 2, width: image.width, height: image.height)
        return Frames(image: imageFrame, text: textFrame, secondary: secondaryFrame, height: height)
    }

    /// The width the content needs on one line each (margins, image, padding and the wider
    /// text, or both texts side by side).
    private func naturalWidth() -> CGFloat {
        let margins = effectiveMargins
        let image = imageSize()
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        var width = margins.leading + margins.trailing
        if listConfiguration.image != nil || reserved.width > 0 {
            width += max(image.width, reserved.width) + listConfiguration.imageToTextPadding
        }
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(unlimited).width
        let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(unlimited).width
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            let gap = text > 0 && secondary > 0 ? listConfiguration.textToSecondaryTextHorizontalPadding : 0
            width += text + gap + secondary
        } else {
            width += max(text, secondary)
        }
        return width.rounded(.up)
    }

    /// As wide as offered, as tall as the content needs at that width; offered no limit
    /// (`CGFloat.greatestFiniteMagnitude`, as for a cell whose width is an estimate), as wide
    /// as the content needs on one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = TextLayout.limits(width: size.width) ? size.width : naturalWidth()
        return CGSize(width: width, height: frames(forWidth: width).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: frames(forWidth: bounds.width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var layout = frames(forWidth: bounds.width)
        // Centre the content in a taller view (a row the delegate made taller).
        let slack = max(0, bounds.height - layout.height) / 2
        layout.image.origin.y += slack
        layout.text.origin.y += slack
        layout.secondary.origin.y += slack
        imageView.frame = layout.image
        textLabel.frame = layout.text
        secondaryTextLabel.frame = layout.secondary
        imageGuide?.placedFrame = layout.image
        textGuide?.placedFrame = layout.text
        secondaryTextGuide?.placedFrame = layout.secondary
    }
}
