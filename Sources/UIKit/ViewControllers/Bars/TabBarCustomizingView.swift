import Foundation

/// The sheet a tab bar is customized on (`UITabBar.beginCustomizing(_:)`): "Configure" and a
/// Done button along its top, then the items in a grid. Dragging an item onto one of the
/// bar's tabs puts it there; Done ends customizing.
@MainActor
final class TabBarCustomizingView: UIView {
    private weak var bar: UITabBar?
    let items: [UITabBarItem]
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()
    let doneButton = UIButton(type: .system)
    private(set) var itemViews: [CustomizingItemView] = []
    /// The item being dragged: its copy under the finger, in the bar's superview.
    private var dragged: (item: UITabBarItem, ghost: CustomizingItemView)?

    static let headerHeight: CGFloat = 56
    static let cellSize = CGSize(width: 88, height: 72)

    init(bar: UITabBar, items: [UITabBarItem]) {
        self.bar = bar
        self.items = items
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = "Configure"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        hintLabel.text = "Drag the icons to organize tabs."
        hintLabel.font = .preferredFont(forTextStyle: .footnote)
        hintLabel.textColor = .secondaryLabel
        hintLabel.textAlignment = .center
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton.addAction(UIAction { [weak self] _ in self?.bar?.endCustomizing(animated: true) }, for: .touchUpInside)
        for view in [titleLabel, hintLabel, doneButton] { addSubview(view) }
        itemViews = items.map { item in
            let view = CustomizingItemView(item: item)
            addSubview(view)
            return view
        }
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handleDrag:", TabBarCustomizingView.handleDrag))
        pan.maximumNumberOfTouches = 1
        addGestureRecognizer(pan)
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = safeAreaInsets
        titleLabel.frame = CGRect(x: 80, y: inset.top, width: max(0, bounds.width - 160), height: Self.headerHeight)
        doneButton.sizeToFit()
        doneButton.frame = CGRect(x: bounds.width - inset.right - 16 - doneButton.bounds.width, y: inset.top,
                                  width: doneButton.bounds.width, height: Self.headerHeight)
        hintLabel.frame = CGRect(x: 16, y: inset.top + Self.headerHeight, width: max(0, bounds.width - 32), height: 24)
        let columns = max(1, Int((bounds.width - 16) / Self.cellSize.width))
        let gridWidth = CGFloat(columns) * Self.cellSize.width
        let left = ((bounds.width - gridWidth) / 2).rounded()
        for (index, view) in itemViews.enumerated() {
            let row = index / columns, column = index % columns
            view.frame = CGRect(x: left + CGFloat(column) * Self.cellSize.width, y: inset.top + Self.headerHeight + 36 + CGFloat(row) * Self.cellSize.height,
                                width: Self.cellSize.width, height: Self.cellSize.height)
        }
    }

    /// A drag from an item carries a copy of it; let go over one of the bar's tabs, the item
    /// goes there.
    private func handleDrag(_ recognizer: UIGestureRecognizer) {
        guard let bar, let host = bar.superview, let pan = recognizer as? UIPanGestureRecognizer else {
            // The bar went while a drag was under way: the copy goes too.
            dragged?.ghost.removeFromSuperview()
            dragged = nil
            return
        }
        switch recognizer.state {
        case .began:
            // Where the finger went down: the pan begins once it has moved.
            let moved = pan.translation(in: self)
            let now = recognizer.location(in: self)
            let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
            guard let source = itemViews.first(where: { $0.frame.contains(start) }) else { return }
            let ghost = CustomizingItemView(item: source.item)
            ghost.frame = convert(source.frame, to: host)
            ghost.center = recognizer.location(in: host)
            ghost.alpha = 0.8
            ghost.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
            host.addSubview(ghost)
            dragged = (source.item, ghost)
        case .changed:
            dragged?.ghost.center = recognizer.location(in: host)
        case .ended:
            guard let dragged else { return }
            self.dragged = nil
            dragged.ghost.removeFromSuperview()
            let point = recognizer.location(in: bar)
            // A drop counts over a tab, or just above the bar in line with one.
            guard point.y >= -24, point.y <= bar.bounds.height,
                  let slot = bar.itemViews.firstIndex(where: { $0.frame.minX <= point.x && point.x < $0.frame.maxX }) else { return }
            bar.customizingDrop(dragged.item, onto: slot)
        case .cancelled, .failed:
            dragged?.ghost.removeFromSuperview()
            dragged = nil
        default:
            break
        }
    }
}

/// An item of the customizing sheet: its image over its title.
@MainActor
final class CustomizingItemView: UIView {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.image = item.image
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .secondaryLabel
        titleLabel.text = item.displayTitle
        titleLabel.font = .systemFont(ofSize: 11, weight: .medium)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = item.accessibilityLabel ?? item.displayTitle
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(x: (bounds.width - 30) / 2, y: 10, width: 30, height: 30)
        titleLabel.frame = CGRect(x: 2, y: 44, width: bounds.width - 4, height: 16)
    }
}
