import Foundation
import UIKit

/// Appearances: the page's own navigation bar themed through its navigation item's
/// `standardAppearance` and `scrollEdgeAppearance` (iOS 13's bar appearances, which apply only
/// while the page is on top), a toolbar and a tab bar with appearances of their own, and
/// appearance proxies scoped to one container (`appearance(whenContainedInInstancesOf:)`): the
/// switches and sliders in the swatch row take its colours, the ones outside keep the system's.
final class AppearancesDemoViewController: GalleryPageViewController {
    /// The navigation bar's looks, in the segmented control's order.
    enum Theme: String, CaseIterable {
        case indigo = "Indigo", transparent = "Transparent", standard = "Default"
    }

    private(set) var theme = Theme.indigo
    let themes = UISegmentedControl(items: Theme.allCases.map(\.rawValue))
    let toolbar = UIToolbar()
    let tabBar = UITabBar()
    let themedRow = AppearanceSwatchRow()
    let plainSwitch = UISwitch()
    private let plainRow = UIStackView()

    override init(report: @escaping (String) -> Void) {
        super.init(report: report)
        title = "Appearances"
        AppearanceSwatchRow.applyProxies()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        themes.accessibilityLabel = "Navigation bar theme"
        themes.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.apply(Theme.allCases[self.themes.selectedSegmentIndex])
        }, for: .valueChanged)

        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithOpaqueBackground()
        toolbarAppearance.backgroundColor = .systemTeal
        toolbarAppearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        toolbarAppearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        toolbar.standardAppearance = toolbarAppearance
        toolbar.items = [
            UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Archive", style: .done, target: nil, action: nil),
        ]

        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabAppearance.backgroundColor = .secondarySystemBackground
        tabAppearance.stackedLayoutAppearance.normal.iconColor = .systemGray
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        tabAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        tabAppearance.inlineLayoutAppearance = tabAppearance.stackedLayoutAppearance
        tabAppearance.compactInlineLayoutAppearance = tabAppearance.stackedLayoutAppearance
        tabBar.standardAppearance = tabAppearance
        tabBar.items = [
            UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0),
            UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1),
            UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2),
        ]
        tabBar.selectedItem = tabBar.items?[1]

        plainSwitch.isOn = true
        plainSwitch.accessibilityLabel = "System switch"
        for view in [Self.caption("Outside the row, the system's colours:"), plainSwitch] { plainRow.addArrangedSubview(view) }
        plainRow.spacing = 12

        let intro = Self.caption("The bar above is themed by this page's navigation item; the toolbar, tab bar and row below by appearances and proxies of their own.")
        let column = addColumn([themes, intro, toolbar, tabBar, themedRow, plainRow], spacing: 20)
        for bar in [toolbar, tabBar] {
            bar.widthAnchor.constraint(equalTo: column.widthAnchor).isActive = true
        }
        apply(.indigo)
    }

    /// At accessibility text sizes the rows stack their caption above their controls.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        for row in [themedRow, plainRow] where row.axis != (stacked ? .vertical : .horizontal) || row.alignment == .fill {
            row.axis = stacked ? .vertical : .horizontal
            row.alignment = stacked ? .leading : .center
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("appearances showing")
    }

    /// Themes the page's navigation bar through its navigation item.
    func apply(_ theme: Theme) {
        self.theme = theme
        themes.selectedSegmentIndex = Theme.allCases.firstIndex(of: theme) ?? 0
        let appearance: UINavigationBarAppearance?
        switch theme {
        case .indigo:
            appearance = UINavigationBarAppearance()
            appearance?.configureWithOpaqueBackground()
            appearance?.backgroundColor = .systemIndigo
            appearance?.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance?.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        case .transparent:
            appearance = UINavigationBarAppearance()
            appearance?.configureWithTransparentBackground()
            appearance?.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        case .standard:
            appearance = nil
        }
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        report("appearances theme \(theme.rawValue)")
    }

    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        return label
    }
}

/// The row whose switches and sliders take colours from appearance proxies scoped to it.
final class AppearanceSwatchRow: UIStackView {
    let toggle = UISwitch()
    let slider = UISlider()

    /// The proxies, set once: they reach only controls inside a row of this class.
    static func applyProxies() {
        guard !proxiesApplied else { return }
        proxiesApplied = true
        UISwitch.appearance(whenContainedInInstancesOf: [AppearanceSwatchRow.self]).onTintColor = .systemPink
        UISlider.appearance(whenContainedInInstancesOf: [AppearanceSwatchRow.self]).minimumTrackTintColor = .systemOrange
        UISlider.appearance(whenContainedInInstancesOf: [AppearanceSwatchRow.self]).thumbTintColor = .systemOrange
    }

    @MainActor private static var proxiesApplied = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        toggle.isOn = true
        toggle.accessibilityLabel = "Themed switch"
        slider.value = 0.6
        slider.accessibilityLabel = "Themed slider"
        slider.widthAnchor.constraint(equalToConstant: 220).isActive = true
        for view in [AppearancesDemoViewController.caption("In the row, the proxies' colours:"), toggle, slider] { addArrangedSubview(view) }
        spacing = 12
    }

    required init?(coder: NSCoder) { nil }
}
