import Foundation

/// The properties of UIKit's view classes, as their elements spell them.
extension NibLoader {
    /// What a class's element sets before its subviews are made.
    func applyClassProperties(_ element: InterfaceBuilderElement, to view: UIView) {
        if let control = view as? UIControl { applyControlProperties(element, to: control) }
        switch view {
        case let label as UILabel: applyLabelProperties(element, to: label)
        case let button as UIButton: applyButtonProperties(element, to: button)
        case let imageView as UIImageView: applyImageViewProperties(element, to: imageView)
        case let field as UITextField: applyTextFieldProperties(element, to: field)
        case let textView as UITextView:
            applyScrollViewProperties(element, to: textView)
            applyTextViewProperties(element, to: textView)
        case let toggle as UISwitch:
            if let on = element.bool("on") { toggle.isOn = on }
            if let color = element.child("color", key: "onTintColor") { toggle.onTintColor = values.color(color) }
            if let color = element.child("color", key: "thumbTintColor") { toggle.thumbTintColor = values.color(color) }
        case let slider as UISlider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
            if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
            if let color = element.child("color", key: "minimumTrackTintColor") { slider.minimumTrackTintColor = values.color(color) }
            if let color = element.child("color", key: "maximumTrackTintColor") { slider.maximumTrackTintColor = values.color(color) }
            if let color = element.child("color", key: "thumbTintColor") { slider.thumbTintColor = values.color(color) }
            slider.minimumValueImage = values.image(named: element["minimumValueImage"], catalog: nil)
            slider.maximumValueImage = values.image(named: element["maximumValueImage"], catalog: nil)
        case let segmented as UISegmentedControl:
            for (index, segment) in element.children(of: "segments").enumerated() {
                if let image = values.image(named: segment["image"], catalog: segment["catalog"]) {
                    segmented.insertSegment(with: image, at: index, animated: false)
                } else {
                    segmented.insertSegment(withTitle: segment["title"] ?? "", at: index, animated: false)
                }
            }
            if let selected = element.integer("selectedSegmentIndex") { segmented.selectedSegmentIndex = selected }
            if let momentary = element.bool("momentary") { segmented.isMomentary = momentary }
            if let apportions = element.bool("apportionsSegmentWidthsByContent") { segmented.apportionsSegmentWidthsByContent = apportions }
            if let color = element.child("color", key: "selectedSegmentTintColor") { segmented.selectedSegmentTintColor = values.color(color) }
        case let stepper as UIStepper:
            if let minimum = element.number("minimumValue") { stepper.minimumValue = Double(minimum) }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = Double(maximum) }
            if let step = element.number("stepValue") { stepper.stepValue = Double(step) }
            if let value = element.number("value") { stepper.value = Double(value) }
            if let continuous = element.bool("continuous") { stepper.isContinuous = continuous }
            if let autorepeat = element.bool("autorepeat") { stepper.autorepeat = autorepeat }
            if let wraps = element.bool("wraps") { stepper.wraps = wraps }
        case let progress as UIProgressView:
            if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
            if let value = element.number("progress") { progress.progress = Float(value) }
            if let color = element.child("color", key: "progressTintColor") { progress.progressTintColor = values.color(color) }
            if let color = element.child("color", key: "trackTintColor") { progress.trackTintColor = values.color(color) }
        case let indicator as UIActivityIndicatorView:
            switch element["style"] {
            case "large", "whiteLarge": indicator.style = .large
            case "medium", "white", "gray": indicator.style = .medium
            default: break
            }
            if let hides = element.bool("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if let color = element.child("color", key: "color") { indicator.color = values.color(color) }
            if element.bool("animating") == true { indicator.startAnimating() }
        case let pageControl as UIPageControl:
            if let pages = element.integer("numberOfPages") { pageControl.numberOfPages = pages }
            if let page = element.integer("currentPage") { pageControl.currentPage = page }
            if let hides = element.bool("hidesForSinglePage") { pageControl.hidesForSinglePage = hides }
            if let color = element.child("color", key: "pageIndicatorTintColor") { pageControl.pageIndicatorTintColor = values.color(color) }
            if let color = element.child("color", key: "currentPageIndicatorTintColor") { pageControl.currentPageIndicatorTintColor = values.color(color) }
        case let stack as UIStackView:
            if element["axis"] == "vertical" { stack.axis = .vertical }
            if let alignment = Self.stackAlignment(element["alignment"]) { stack.alignment = alignment }
            if let distribution = Self.stackDistribution(element["distribution"]) { stack.distribution = distribution }
            if let spacing = element.number("spacing") { stack.spacing = spacing }
            if let baseline = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
            if let margins = element.bool("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
        case let table as UITableView:
            applyScrollViewProperties(element, to: table)
            applyTableViewProperties(element, to: table)
        case let collection as UICollectionView:
            applyScrollViewProperties(element, to: collection)
            applyCollectionViewProperties(element, to: collection)
        case let scroll as UIScrollView:
            applyScrollViewProperties(element, to: scroll)
        case let cell as UITableViewCell:
            applyTableViewCellProperties(element, to: cell)
        case let bar as UINavigationBar:
            applyNavigationBarProperties(element, to: bar)
        default:
            break
        }
    }

    /// What a class's element sets once its subviews exist.
    func finishClassProperties(_ element: InterfaceBuilderElement, on view: UIView) {
        if let table = view as? UITableView { finishTableView(element, table) }
        if let collection = view as? UICollectionView { finishCollectionView(element, collection) }
    }

    // MARK: Controls

    private func applyControlProperties(_ element: InterfaceBuilderElement, to control: UIControl) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        if let alignment: UIControl.ContentHorizontalAlignment = Self.named(element["contentHorizontalAlignment"],
                                                                             ["center", "left", "right", "fill", "leading", "trailing"]) {
            control.contentHorizontalAlignment = alignment
        }
        if let alignment: UIControl.ContentVerticalAlignment = Self.named(element["contentVerticalAlignment"], ["center", "top", "bottom", "fill"]) {
            control.contentVerticalAlignment = alignment
        }
    }

    private func applyLabelProperties(_ element: InterfaceBuilderElement, to label: UILabel) {
        if let font = values.font(element.child("fontDescription", key: "fontDescription") ?? element.child("font", key: "font")) {
            label.font = font
        }
        if let text = values.string("text", of: element) { label.text = text }
        if let attributed = attributedString(element.child("attributedString", key: "attributedText")) { label.attributedText = attributed }
        if let alignment = Self.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
        if let mode = Self.lineBreakMode(element["lineBreakMode"]) { label.lineBreakMode = mode }
        if let lines = element.integer("numberOfLines") { label.numberOfLines = lines }
        if let adjusts = element.bool("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let tightens = element.bool("allowsDefaultTighteningForTruncation") { label.allowsDefaultTighteningForTruncation = tightens }
        switch element["baselineAdjustment"] {
        case "alignCenters": label.baselineAdjustment = .alignCenters
        case "none": label.baselineAdjustment = UIBaselineAdjustment.none
        default: break
        }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
        if let enabled = element.bool("enabled") { label.isEnabled = enabled }
        if let highlighted = element.bool("highlighted") { label.isHighlighted = highlighted }
        if let width = element.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
        if let color = element.child("color", key: "textColor") { label.textColor = values.color(color) }
        if let color = element.child("color", key: "highlightedColor") { label.highlightedTextColor = values.color(color) }
        if let color = element.child("color", key: "shadowColor") { label.shadowColor = values.color(color) }
        if let offset = values.size(element.child("size", key: "shadowOffset")) { label.shadowOffset = offset }
    }

    /// `<attributedString><fragment content="…"><attributes><font …/><color key="NSColor" …/></attributes></fragment>…`.
    func attributedString(_ element: InterfaceBuilderElement?) -> NSAttributedString? {
        guard let element else { return nil }
        let result = NSMutableAttributedString(string: "")
        for fragment in element.children where fragment.name == "fragment" {
            let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for attribute in fragment.children(of: "attributes") {
                switch (attribute.name, attribute.key) {
                case ("font", _), ("fontDescription", _): attributes[.font] = values.font(attribute)
                case ("color", "NSColor"): attributes[.foregroundColor] = values.color(attribute)
                case ("color", "NSBackgroundColor"): attributes[.backgroundColor] = values.color(attribute)
                default: break
                }
            }
            result.append(NSAttributedString(string: content, attributes: attributes))
        }
        return result
    }

    private func applyButtonProperties(_ element: InterfaceBuilderElement, to button: UIButton) {
        switch element["buttonType"] {
        case "system", "roundedRect": button.adopt(.system)
        case "detailDisclosure": button.adopt(.detailDisclosure)
        case "infoLight": button.adopt(.infoLight)
        case "infoDark": button.adopt(.infoDark)
        case "contactAdd": button.adopt(.contactAdd)
        case "close": button.adopt(.close)
        default: break
        }
        if let font = values.font(element.child("fontDescription", key: "fontDescription")) { button.titleLabel?.font = font }
        if let mode = Self.lineBreakMode(element["lineBreakMode"]) { button.titleLabel?.lineBreakMode = mode }
        if let adjusts = element.bool("adjustsImageWhenHighlighted") { button.adjustsImageWhenHighlighted = adjusts }
        if let adjusts = element.bool("adjustsImageWhenDisabled") { button.adjustsImageWhenDisabled = adjusts }
        if let insets = values.insets(element.child("inset", key: "contentEdgeInsets")) { button.contentEdgeInsets = insets }
        if let insets = values.insets(element.child("inset", key: "titleEdgeInsets")) { button.titleEdgeInsets = insets }
        if let insets = values.insets(element.child("inset", key: "imageEdgeInsets")) { button.imageEdgeInsets = insets }
        for state in element.children where state.name == "state" {
            let controlState: UIControl.State = switch state.key {
            case "highlighted": .highlighted
            case "selected": .selected
            case "disabled": .disabled
            default: .normal
            }
            if let title = values.string("title", of: state) { button.setTitle(title, for: controlState) }
            if let attributed = attributedString(state.child("attributedString", key: "attributedTitle")) {
                button.setAttributedTitle(attributed, for: controlState)
            }
            if let image = values.image(named: state["image"], catalog: state["catalog"]) ?? values.image(state.child("imageReference", key: "image")) {
                button.setImage(image, for: controlState)
            }
            if let image = values.image(named: state["backgroundImage"], catalog: nil) { button.setBackgroundImage(image, for: controlState) }
            if let color = state.child("color", key: "titleColor") { button.setTitleColor(values.color(color), for: controlState) }
            if let color = state.child("color", key: "titleShadowColor") { button.setTitleShadowColor(values.color(color), for: controlState) }
            if let symbol = state.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration"),
               let configuration = symbolConfiguration(symbol) {
                button.setPreferredSymbolConfiguration(configuration, forImageIn: controlState)
            }
        }
    }

    private func applyImageViewProperties(_ element: InterfaceBuilderElement, to imageView: UIImageView) {
        if let image = values.image(named: element["image"], catalog: element["catalog"]) ?? values.image(element.child("imageReference", key: "image")) {
            imageView.image = image
        }
        if let image = values.image(named: element["highlightedImage"], catalog: element["highlightedCatalog"]) {
            imageView.highlightedImage = image
        }
        if let highlighted = element.bool("highlighted") { imageView.isHighlighted = highlighted }
        if let symbol = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            imageView.preferredSymbolConfiguration = symbolConfiguration(symbol)
        }
    }

    /// `<preferredSymbolConfiguration key="…" configurationType="pointSize" pointSize="24" scale="large" weight="bold"/>`
    /// or `configurationType="font"` with a `<fontDescription>`.
    private func symbolConfiguration(_ element: InterfaceBuilderElement) -> UIImage.SymbolConfiguration? {
        let scale: UIImage.SymbolScale = switch element["scale"] {
        case "small": .small
        case "medium": .medium
        case "large": .large
        default: .default
        }
        if element["configurationType"] == "font", let style = element.child("fontDescription")?["style"].flatMap(InterfaceBuilderValues.textStyle) {
            return UIImage.SymbolConfiguration(textStyle: style, scale: scale)
        }
        let weight: UIImage.SymbolWeight = switch element["weight"] {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
        return UIImage.SymbolConfiguration(pointSize: element.number("pointSize") ?? 17, weight: weight, scale: scale)
    }

    private func applyTextFieldProperties(_ element: InterfaceBuilderElement, to field: UITextField) {
        if let font = values.font(element.child("fontDescription", key: "fontDescription")) { field.font = font }
        if let color = element.child("color", key: "textColor") { field.textColor = values.color(color) }
        if let text = values.string("text", of: element) { field.text = text }
        if let placeholder = values.string("placeholder", of: element) { field.placeholder = placeholder }
        if let alignment = Self.textAlignment(element["textAlignment"]) { field.textAlignment = alignment }
        if let style: UITextField.BorderStyle = Self.named(element["borderStyle"], ["none", "line", "bezel", "roundedRect"]) {
            field.borderStyle = style
        }
        if let mode: UITextField.ViewMode = Self.named(element["clearButtonMode"], ["never", "whileEditing", "unlessEditing", "always"]) {
            field.clearButtonMode = mode
        }
        if let clears = element.bool("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
        if let adjusts = element.bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let size = element.number("minimumFontSize") { field.minimumFontSize = size }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { field.adjustsFontForContentSizeCategory = adjusts }
        applyTextInputTraits(element, to: field)
    }

    private func applyTextViewProperties(_ element: InterfaceBuilderElement, to textView: UITextView) {
        if let font = values.font(element.child("fontDescription", key: "fontDescription")) { textView.font = font }
        if let color = element.child("color", key: "textColor") { textView.textColor = values.color(color) }
        if let text = values.string("text", of: element) { textView.text = text }
        if let attributed = attributedString(element.child("attributedString", key: "attributedText")) { textView.attributedText = attributed }
        if let alignment = Self.textAlignment(element["textAlignment"]) { textView.textAlignment = alignment }
        if let editable = element.bool("editable") { textView.isEditable = editable }
        if let selectable = element.bool("selectable") { textView.isSelectable = selectable }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { textView.adjustsFontForContentSizeCategory = adjusts }
        applyTextInputTraits(element, to: textView)
    }

    func applyScrollViewProperties(_ element: InterfaceBuilderElement, to scroll: UIScrollView) {
        if let shows = element.bool("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = element.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let bounces = element.bool("bounces") { scroll.bounces = bounces }
        if let bounces = element.bool("alwaysBounceVertical") { scroll.alwaysBounceVertical = bounces }
        if let bounces = element.bool("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = bounces }
        if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let enabled = element.bool("scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let locks = element.bool("directionalLockEnabled") { scroll.isDirectionalLockEnabled = locks }
        if let minimum = element.number("minimumZoomScale") { scroll.minimumZoomScale = minimum }
        if let maximum = element.number("maximumZoomScale") { scroll.maximumZoomScale = maximum }
        if let bounces = element.bool("bouncesZoom") { scroll.bouncesZoom = bounces }
        switch element["keyboardDismissMode"] {
        case "onDrag": scroll.keyboardDismissMode = .onDrag
        case "interactive": scroll.keyboardDismissMode = .interactive
        default: break
        }
        switch element["contentInsetAdjustmentBehavior"] {
        case "never": scroll.contentInsetAdjustmentBehavior = .never
        case "always": scroll.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
    }

    private func applyNavigationBarProperties(_ element: InterfaceBuilderElement, to bar: UINavigationBar) {
        if let large = element.bool("prefersLargeTitles") { bar.prefersLargeTitles = large }
        if let translucent = element.bool("translucent") { bar.isTranslucent = translucent }
        if let color = element.child("color", key: "barTintColor") { bar.barTintColor = values.color(color) }
    }

    // MARK: Enumerations

    static func stackAlignment(_ name: String?) -> UIStackView.Alignment? {
        switch name {
        case "fill": .fill
        case "leading", "top": .leading
        case "firstBaseline": .firstBaseline
        case "center": .center
        case "trailing", "bottom": .trailing
        case "lastBaseline", "baseline": .lastBaseline
        default: nil
        }
    }

    static func stackDistribution(_ name: String?) -> UIStackView.Distribution? {
        switch name {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: nil
        }
    }

    /// The case an attribute names, for an enumeration whose raw values count its cases in
    /// the order of `names` (the names Interface Builder writes).
    static func named<Value: RawRepresentable>(_ name: String?, _ names: [String]) -> Value? where Value.RawValue == Int {
        name.flatMap { names.firstIndex(of: $0) }.flatMap(Value.init(rawValue:))
    }

    /// `<textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="done" …/>`.
    private func applyTextInputTraits(_ element: InterfaceBuilderElement, to input: SettableTextInputTraits) {
        guard let traits = element.child("textInputTraits", key: "textInputTraits") else { return }
        let keyboards = ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                         "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"]
        let keyboardName = traits["keyboardType"] == "alphabet" ? "asciiCapable" : traits["keyboardType"]
        if let type: UIKeyboardType = Self.named(keyboardName, keyboards) { input.keyboardType = type }
        let returnKeys = ["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue"]
        if let type: UIReturnKeyType = Self.named(traits["returnKeyType"], returnKeys) { input.returnKeyType = type }
        if let secure = traits.bool("secureTextEntry") { input.isSecureTextEntry = secure }
        if let type = Self.autocapitalization(traits["autocapitalizationType"]) { input.autocapitalizationType = type }
        if let type = Self.autocorrection(traits["autocorrectionType"]) { input.autocorrectionType = type }
        if let type = Self.autocorrection(traits["spellCheckingType"]) { input.spellCheckingType = UITextSpellCheckingType(rawValue: type.rawValue) ?? .default }
        if let type = Self.autocorrection(traits["smartQuotesType"]) { input.smartQuotesType = UITextSmartQuotesType(rawValue: type.rawValue) ?? .default }
        if let type = Self.autocorrection(traits["smartDashesType"]) { input.smartDashesType = UITextSmartDashesType(rawValue: type.rawValue) ?? .default }
        if let type = Self.autocorrection(traits["smartInsertDeleteType"]) {
            input.smartInsertDeleteType = UITextSmartInsertDeleteType(rawValue: type.rawValue) ?? .default
        }
        if let automatic = traits.bool("enablesReturnKeyAutomatically") { input.enablesReturnKeyAutomatically = automatic }
    }

    static func autocapitalization(_ name: String?) -> UITextAutocapitalizationType? {
        switch name {
        case "no": .none
        case "words": .words
        case "sentences": .sentences
        case "allCharacters": .allCharacters
        default: nil
        }
    }

    static func autocorrection(_ name: String?) -> UITextAutocorrectionType? {
        switch name {
        case "no": .no
        case "yes": .yes
        case "default": .default
        default: nil
        }
    }
}
