import Testing
import UIKit
import UIKitTesting

/// Split views as an iPad shows them (rendered at 1×), light and dark: columns beside, the
/// triple column displacing its secondary, the primary over a dimmed secondary, and the
/// collapsed compact stack. The primary is a sidebar-style list with a selected row.
@MainActor
@Suite("Split view pixels", .serialized, .exclusiveUIKit)
struct SplitPixelTests {
    /// A list of the Gallery's pages, the second selected.
    final class PageList: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let pages: [String]

        init(title: String, pages: [String]) {
            self.pages = pages
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "page")
            view.addSubview(table)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { pages.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "page", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = pages[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    enum Layout: String, CaseIterable, Sendable {
        case doubleBeside = "split-double-beside"
        case tripleDisplace = "split-triple-displace"
        case primaryOver = "split-primary-over"
        case collapsed = "split-collapsed"
    }

    enum Orientation: String, CaseIterable, Sendable {
        case landscape, portrait
    }

    /// Each layout in each orientation: where UIKit's automatic mode would show another layout,
    /// the preferred display mode or behavior asks for this one.
    private func render(_ layout: Layout, _ orientation: Orientation, _ appearance: UIUserInterfaceStyle) -> CGImage? {
        let size = orientation == .portrait ? CGSize(width: 1024, height: 1366) : CGSize(width: 1366, height: 1024)
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.userInterfaceStyle = appearance
        let split = UISplitViewController(style: layout == .tripleDisplace ? .tripleColumn : .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        switch (layout, orientation) {
        case (.doubleBeside, .portrait):
            split.preferredSplitBehavior = .tile
            split.preferredDisplayMode = .oneBesideSecondary
        case (.tripleDisplace, .portrait): split.preferredSplitBehavior = .displace
        case (.primaryOver, .landscape): split.preferredSplitBehavior = .overlay
        default: break
        }
        split.setViewController(PageList(title: "Gallery", pages: ["Controls", "Lists", "Presentations", "Drawing"]), for: .primary)
        if layout == .tripleDisplace {
            split.setViewController(PageList(title: "Lists", pages: ["U.S. States", "Sidebar", "Editable List"]), for: .supplementary)
        }
        let detail = UIViewController()
        detail.title = "Lists"
        detail.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 400, height: 24))
        label.text = "Detail"
        detail.view.addSubview(label)
        split.setViewController(detail, for: .secondary)
        split.setViewController(UINavigationController(rootViewController: PageList(title: "Gallery", pages: ["Controls", "Lists"])),
                                for: .compact)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        if layout == .collapsed {
            screen.apply(MultitaskingPreset(.iPadPro12_9, orientation == .portrait ? .portrait : .landscape, .splitNarrow)!, to: window)
        }
        screen.presentFrame()
        if layout == .tripleDisplace || layout == .primaryOver {
            split.show(.primary)
            screen.runUntilAnimationsSettle()
        }
        return screen.render(window)
    }

    @Test("SPLIT-13 SPLIT-15 SPLIT-17 each layout at 1366×1024 and 1024×1366, light and dark",
          arguments: Layout.allCases, [Orientation.landscape, .portrait])
    func layouts(_ layout: Layout, _ orientation: Orientation) throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(render(layout, orientation, appearance))
            let suffix = orientation == .portrait ? "-portrait" : ""
            expectGolden(image, named: "\(layout.rawValue)\(suffix)-\(appearance == .dark ? "dark" : "light")")
        }
    }
}
