import Foundation

/// Views: the element names Interface Builder writes, the class each makes, and the
/// properties every view takes from its element.
extension NibLoader {
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stepper": UIStepper.self, "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self, "searchBar": UISearchBar.self,
        "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self, "tabBar": UITabBar.self,
        "containerView": UIView.self, "visualEffectView": UIVisualEffectView.self,
    ]

    /// Views of frameworks or classes Slate does not have: a plain view stands in, so the
    /// layout around it holds.
    static let standInViews: Set<String> = [
        "wkWebView", "webView", "mapView", "glkView", "sceneKitView", "skView", "arscnView",
        "arskView", "mtkView", "pdfView", "adBannerView",
    ]

    // MARK: Making a view

    func makeView(_ element: InterfaceBuilderElement) -> UIView? {
        let base: UIView.Type
        if let known = Self.viewClasses[element.name] {
            base = known
        } else {
            log(element, "Slate has no <\(element.name)> (a framework it does not have); a plain UIView stands in")
            base = UIView.self
        }
        let type = resolveClass(element, base: base)
        let coder = InterfaceBuilderCoder(element: element, storyboard: storyboard)
        coder.frame = values.rect(element.child("rect", key: "frame"))
        guard let view = type.init(coder: coder) else {
            raise(element, "\(type).init?(coder:) returned nil; a class a storyboard or xib makes must decode (call super.init(coder:) and return self)")
            return nil
        }
        register(view, for: element)
        configure(view, from: element)
        return view
    }

    /// Sets everything the element says on `view` (made for it or, for a cell's content
    /// view or built-in labels, already there), then makes its subviews.
    func configure(_ view: UIView, from element: InterfaceBuilderElement) {
        applyViewProperties(element, to: view)
        applyClassProperties(element, to: view)
        addSubviews(of: element, to: view)
        finishClassProperties(element, on: view)
        deferConstraints(of: view, element)
        deferFinishing(view, element)
    }

    private func addSubviews(of element: InterfaceBuilderElement, to view: UIView) {
        let container: UIView
        if let cell = view as? UITableViewCell {
            container = cell.contentView
            if let contentElement = element.child("tableViewCellContentView", key: "contentView") {
                configureContentView(cell.contentView, from: contentElement, cell: cell, cellElement: element)
            }
        } else if let cell = view as? UICollectionViewCell {
            container = cell.contentView
            if let contentElement = element.child("collectionViewCellContentView", key: "contentView") ?? element.child("view", key: "contentView") {
                configureContentView(cell.contentView, from: contentElement)
            }
        } else if let effectView = view as? UIVisualEffectView {
            container = effectView
            effectView.effect = Self.visualEffect(in: element)
            if let contentElement = element.child("view", key: "contentView") {
                configureContentView(effectView.contentView, from: contentElement)
            }
        } else {
            container = view
        }
        guard !(view is UITableViewCell) else { return }
        for child in element.children(of: "subviews") {
            guard let subview = makeObject(child) as? UIView else { continue }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                container.addSubview(subview)
            }
        }
    }

    /// A content view UIKit made (a cell's, an effect view's), as the document describes it.
    private func configureContentView(_ contentView: UIView, from contentElement: InterfaceBuilderElement,
                                      cell: UITableViewCell? = nil, cellElement: InterfaceBuilderElement? = nil) {
        if let id = contentElement.id { registerExisting(contentView, id: id) }
        applyViewProperties(contentElement, to: contentView, isOwnedByUIKit: true)
        addSubviews(of: contentElement, to: contentView, cell: cell, cellElement: cellElement)
        deferConstraints(of: contentView, contentElement)
        deferFinishing(contentView, contentElement)
    }

    /// A cell's content view's subviews; the cell's built-in labels and image view
    /// (`textLabel="…"`) are configured in place rather than made.
    private func addSubviews(of element: InterfaceBuilderElement, to contentView: UIView, cell: UITableViewCell?,
                             cellElement: InterfaceBuilderElement?) {
        for child in element.children(of: "subviews") {
            if let cell, let cellElement, let id = child.id {
                let builtIn: UIView? = switch id {
                case cellElement["textLabel"]: cell.textLabel
                case cellElement["detailTextLabel"]: cell.detailTextLabel
                case cellElement["imageView"]: cell.imageView
                default: nil
                }
                if let builtIn {
                    registerExisting(builtIn, id: id)
                    applyClassProperties(child, to: builtIn)
                    deferFinishing(builtIn, child)
                    continue
                }
            }
            guard let subview = makeObject(child) as? UIView else { continue }
            contentView.addSubview(subview)
        }
    }

    /// An object UIKit made (a cell's content view) that the document names.
    func registerExisting(_ object: AnyObject, id: String) {
        if objectsByID[id] == nil { setObject(object, id: id) }
    }

    // MARK: UIView's properties

    func applyViewProperties(_ element: InterfaceBuilderElement, to view: UIView, isOwnedByUIKit: Bool = false) {
        if !isOwnedByUIKit, let frame = values.rect(element.child("rect", key: "frame")) {
            view.frame = frame
        }
        if let mode = element["contentMode"].flatMap(Self.contentMode) { view.contentMode = mode }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let tag = element.integer("tag") { view.tag = tag }
        if let autoresizes = element.bool("autoresizesSubviews") { view.autoresizesSubviews = autoresizes }
        if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
        // "Spring Loaded" in the Attributes inspector (buttons, table and collection views).
        if let springLoaded = element.bool("springLoaded"), let supporting = view as? UISpringLoadedInteractionSupporting {
            supporting.isSpringLoaded = springLoaded
        }
        if let inset = element.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = inset }
        if let preserves = element.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        if let attribute = element["semanticContentAttribute"].flatMap(Self.semanticContentAttribute) {
            view.semanticContentAttribute = attribute
        }
        if element.bool("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        for (attribute, axis) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal), ("verticalHuggingPriority", .vertical)] {
            if let priority = element.number(attribute) { view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: axis) }
        }
        for (attribute, axis) in [("horizontalCompressionResistancePriority", NSLayoutConstraint.Axis.horizontal), ("verticalCompressionResistancePriority", .vertical)] {
            if let priority = element.number(attribute) { view.setContentCompressionResistancePriority(UILayoutPriority(Float(priority)), for: axis) }
        }
        if let mask = values.autoresizingMask(element.child("autoresizingMask", key: "autoresizingMask")) {
            view.autoresizingMask = mask
        }
        if let color = element.child("color", key: "backgroundColor") {
            view.backgroundColor = values.color(color)
        }
        if let color = element.child("color", key: "tintColor") {
            view.tintColor = values.color(color)
        }
        if let margins = values.insets(element.child("edgeInsets", key: "layoutMargins")) {
            view.layoutMargins = margins
        }
        if let margins = values.directionalInsets(element.child("directionalEdgeInsets", key: "directionalLayoutMargins")) {
            view.directionalLayoutMargins = margins
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            applyAccessibility(accessibility, to: view)
        }
        for guideElement in element.children where guideElement.name == "viewLayoutGuide" {
            switch guideElement.key {
            case "safeArea": registerGuide(view.safeAreaLayoutGuide, id: guideElement.id)
            case "layoutMargins": registerGuide(view.layoutMarginsGuide, id: guideElement.id)
            case "contentLayoutGuide": if let scroll = view as? UIScrollView { registerGuide(scroll.contentLayoutGuide, id: guideElement.id) }
            case "frameLayoutGuide": if let scroll = view as? UIScrollView { registerGuide(scroll.frameLayoutGuide, id: guideElement.id) }
            default: break
            }
        }
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func semanticContentAttribute(_ name: String) -> UISemanticContentAttribute? {
        switch name {
        case "unspecified": .unspecified
        case "playback": .playback
        case "spatial": .spatial
        case "forceLeftToRight": .forceLeftToRight
        case "forceRightToLeft": .forceRightToLeft
        default: nil
        }
    }

    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        switch name {
        case "natural": .natural
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: nil
        }
    }

    static func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }
}
