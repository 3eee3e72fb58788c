import Foundation
import UIKit

/// Grid: swatches of colour in a flow layout, as a photo library shows its pictures — as
/// many columns as the width holds, a pinned header per family of colours, a tap selects a
/// swatch (outlined), and the bar button switches between small and large swatches. A second
/// button goes through two compositional layouts: featured (a row of cards that scrolls
/// sideways on its own) and shelves (the whole grid scrolling sideways, each family a shelf of
/// columns after its name). Zoom pushes a page of large swatches that shares the grid's
/// collection view: the push and the back button (or the edge swipe) animate the swatches
/// between the two layouts (`useLayoutToLayoutNavigationTransitions`).
final class GridDemoViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    struct Family {
        let name: String
        let hues: ClosedRange<CGFloat>
        let saturation: CGFloat
    }

    static let families = [
        Family(name: "Warm", hues: 0...0.14, saturation: 0.75),
        Family(name: "Green", hues: 0.2...0.45, saturation: 0.6),
        Family(name: "Cool", hues: 0.5...0.75, saturation: 0.7),
        Family(name: "Muted", hues: 0...1, saturation: 0.18),
    ]
    static let swatchesPerFamily = 24

    private let report: (String) -> Void
    private(set) var isLarge = false

    init(report: @escaping (String) -> Void) {
        self.report = report
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 8, left: 20, bottom: 24, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        super.init(collectionViewLayout: layout)
        title = "Grid"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.register(FamilyHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "family")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Larger", primaryAction: UIAction { [weak self] _ in self?.toggleSize() }),
            styleButton,
            UIBarButtonItem(title: "Zoom", primaryAction: UIAction { [weak self] _ in self?.zoom(animated: true) }),
        ]
    }

    /// The button that goes through the layouts, titled with the next one.
    private(set) lazy var styleButton = UIBarButtonItem(title: "Featured", primaryAction: UIAction { [weak self] _ in self?.showNextStyle() })

    /// Pushes the large swatches, which take over this page's collection view.
    func zoom(animated: Bool) {
        navigationController?.pushViewController(SwatchZoomViewController(report: report), animated: animated)
    }

    /// The page's layouts, in the order the button goes through them.
    enum Style: String, CaseIterable {
        case plain, featured, shelves
    }

    /// The flow layout the page starts with, kept while a compositional one shows.
    private lazy var flowLayout = collectionViewLayout
    private(set) var style = Style.plain

    /// The button's step: plain, featured, shelves, and plain again.
    func showNextStyle() {
        let all = Style.allCases
        show(all[(all.firstIndex(of: style)! + 1) % all.count])
    }

    /// Shows the page in `style`: the flow layout; the featured layout (the warm family as a
    /// row of large cards that scrolls sideways a card at a time, the others in columns
    /// below); or shelves (a horizontal compositional layout).
    func show(_ style: Style) {
        _ = flowLayout
        self.style = style
        let next = Style.allCases[(Style.allCases.firstIndex(of: style)! + 1) % Style.allCases.count]
        styleButton.title = next.rawValue.capitalized
        switch style {
        case .plain: collectionView.collectionViewLayout = flowLayout
        case .featured: collectionView.collectionViewLayout = Self.featuredLayout()
        case .shelves: collectionView.collectionViewLayout = Self.shelvesLayout()
        }
        report("grid \(style.rawValue)")
    }

    /// The whole grid scrolling sideways: each family a shelf — its name, pinned to the
    /// leading edge while the shelf passes, then columns of swatches as many high as the
    /// height holds.
    @MainActor static func shelvesLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let height = environment.container.effectiveContentSize.height
            let rows = max(2, Int((height - 40) / 130))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(120), .fractionalHeight(1)),
                                                          subitem: swatch(size(.fractionalWidth(1), .fractionalHeight(1 / CGFloat(rows)))), count: rows)
            let section = NSCollectionLayoutSection(group: column)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
            section.boundarySupplementaryItems = [pinnedName(size(.absolute(110), .fractionalHeight(1)), alignment: .leading)]
            return section
        }, configuration: configuration)
    }

    private static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A swatch item, 5 points in from its neighbours on every side.
    private static func swatch(_ layoutSize: NSCollectionLayoutSize) -> NSCollectionLayoutItem {
        let swatch = NSCollectionLayoutItem(layoutSize: layoutSize)
        swatch.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        return swatch
    }

    /// A family's name, kept in view while its section passes.
    private static func pinnedName(_ layoutSize: NSCollectionLayoutSize, alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
        let name = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: UICollectionView.elementKindSectionHeader,
                                                               alignment: alignment)
        name.pinToVisibleBounds = true
        return name
    }

    @MainActor static func featuredLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            let item = swatch(size(.fractionalWidth(1), .fractionalHeight(1)))
            let result: NSCollectionLayoutSection
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.6), .absolute(220)), subitems: [item])
                result = NSCollectionLayoutSection(group: group)
                result.orthogonalScrollingBehavior = .groupPaging
            } else {
                let columns = max(2, Int(environment.container.effectiveContentSize.width / 160))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1 / CGFloat(columns))),
                                                               subitem: item, count: columns)
                result = NSCollectionLayoutSection(group: group)
                // Each family on a card, below its header.
                let card = NSCollectionLayoutDecorationItem.background(elementKind: SectionBackdropView.elementKind)
                card.contentInsets = NSDirectionalEdgeInsets(top: 44, leading: 8, bottom: 12, trailing: 8)
                result.decorationItems = [card]
            }
            result.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 15, bottom: 20, trailing: 15)
            result.boundarySupplementaryItems = [pinnedName(size(.fractionalWidth(1), .absolute(44)), alignment: .top)]
            return result
        }
        layout.register(SectionBackdropView.self, forDecorationViewOfKind: SectionBackdropView.elementKind)
        return layout
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("grid showing")
    }

    func toggleSize() {
        isLarge.toggle()
        navigationItem.rightBarButtonItem?.title = isLarge ? "Smaller" : "Larger"
        collectionViewLayout.invalidateLayout()
        report("grid swatches \(isLarge ? "large" : "small")")
    }

    static func color(section: Int, item: Int) -> UIColor {
        let family = families[section]
        let step = CGFloat(item) / CGFloat(swatchesPerFamily - 1)
        let hue = family.hues.lowerBound + (family.hues.upperBound - family.hues.lowerBound) * step
        return UIColor(hue: hue, saturation: family.saturation, brightness: 0.95 - 0.35 * CGFloat(item % 4) / 3, alpha: 1)
    }

    // MARK: Data source

    override func numberOfSections(in collectionView: UICollectionView) -> Int { Self.families.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.swatchesPerFamily }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        cell.show(number: indexPath.item + 1, color: Self.color(section: indexPath.section, item: indexPath.item))
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "family", for: indexPath) as! FamilyHeader
        header.label.text = Self.families[indexPath.section].name
        return header
    }

    // MARK: Delegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        report("grid selected \(Self.families[indexPath.section].name) \(indexPath.item + 1)")
    }

    /// As many columns as fit at least 88 points (150 large) each, sharing the width.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
        // The zoomed page's layout, in this collection view after its push, sizes its own.
        guard layout === flowLayout else { return layout.itemSize }
        let available = collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right
        let least: CGFloat = isLarge ? 150 : 88
        let columns = max(1, Int((available + layout.minimumInteritemSpacing) / (least + layout.minimumInteritemSpacing)))
        let side = ((available - CGFloat(columns - 1) * layout.minimumInteritemSpacing) / CGFloat(columns)).rounded(.down)
        return CGSize(width: max(1, side), height: max(1, side))
    }
}

/// A swatch: its colour, rounded, with its number in the corner; outlined when selected.
final class SwatchCell: UICollectionViewCell {
    private let number = UILabel()
    private var color: UIColor = .clear

    required init(frame: CGRect) {
        super.init(frame: frame)
        number.font = .preferredFont(forTextStyle: .caption1)
        number.textColor = .white
        number.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(number)
        NSLayoutConstraint.activate([
            number.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            number.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(number value: Int, color: UIColor) {
        number.text = "\(value)"
        self.color = color
        setNeedsUpdateConfiguration()
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = color
        background.cornerRadius = 12
        if state.isSelected || state.isHighlighted {
            background.strokeColor = .label
            background.strokeWidth = state.isSelected ? 4 : 2
        }
        backgroundConfiguration = background
    }
}

/// A family's name over its swatches, on the page's background so that swatches pass under it.
final class FamilyHeader: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
