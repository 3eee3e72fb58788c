import Foundation
import UIKit

/// Popovers: one from a bar button item holding a navigation controller whose pushes change its
/// size, one from an anchor for each arrow direction, one with an app-drawn background, and an
/// action sheet; and search, twice: the navigation bar's search bar showing its results in a
/// popover below it, and a Find button presenting a search controller in a popover, as the
/// iPad chapter does, with a scope bar while searching. In a narrow window they adapt into sheets; in a resized window they
/// follow their anchors. A tap outside dismisses each.
final class PopoversDemoViewController: GalleryPageViewController, UIPopoverPresentationControllerDelegate, UISearchControllerDelegate {
    /// The arrow demos: a name and the one direction each permits.
    static let arrows: [(String, UIPopoverArrowDirection)] = [
        ("Arrow Up", .up), ("Arrow Down", .down), ("Arrow Left", .left), ("Arrow Right", .right),
    ]

    /// What the arrows point at: a tile in the lower middle of the page.
    let anchor = UILabel()
    private(set) var actionSheetButton: UIButton?
    /// The Options navigation controller's delegate (which it does not retain).
    private lazy var optionsSizer = PopoverNavigationSizer(report: report)
    private lazy var optionsItem = UIBarButtonItem(title: "Options", primaryAction: UIAction(title: "Options") { [weak self] _ in
        self?.presentOptions()
    })
    private lazy var findItem = UIBarButtonItem(title: "Find", primaryAction: UIAction(title: "Find") { [weak self] _ in
        self?.presentFind()
    })
    /// The navigation bar's search: results in a popover under the bar.
    private lazy var barSearch: UISearchController = {
        let results = FruitResultsViewController(report: report)
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = results
        search.modalPresentationStyle = .popover
        search.preferredContentSize = CGSize(width: 360, height: 300)
        search.hidesNavigationBarDuringPresentation = false
        search.searchBar.placeholder = "Search Fruit"
        search.delegate = self
        return search
    }()

    override init(report: @escaping (String) -> Void) {
        super.init(report: report)
        title = "Popovers"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItems = [optionsItem, findItem]
        navigationItem.searchController = barSearch
        var buttons: [UIView] = [button("Options Popover") { [weak self] in self?.presentOptions() }]
        for (name, direction) in Self.arrows {
            buttons.append(button(name) { [weak self] in self?.presentArrow(name, direction: direction) })
        }
        buttons.append(button("Custom Background") { [weak self] in self?.presentCustomBackground() })
        let sheetButton = button("Action Sheet") { [weak self] in self?.presentActionSheet() }
        actionSheetButton = sheetButton
        buttons.append(sheetButton)
        addColumn(buttons, spacing: 8)

        anchor.text = "Anchor"
        anchor.textAlignment = .center
        anchor.font = .preferredFont(forTextStyle: .headline)
        anchor.textColor = .white
        anchor.backgroundColor = .systemIndigo
        anchor.layer.cornerRadius = 12
        anchor.layer.masksToBounds = true
        anchor.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(anchor)
        NSLayoutConstraint.activate([
            // The anchor grows with its headline text, as the text size grows.
            anchor.widthAnchor.constraint(equalToConstant: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 120)),
            anchor.heightAnchor.constraint(equalToConstant: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 56)),
            anchor.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor, constant: 120),
            // Below the buttons, which also grow with the text.
            anchor.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor, constant: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 120)),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("popovers showing")
    }

    /// Presents `controller` as a popover with this page as its delegate; `anchor` sets where.
    private func presentPopover(_ controller: UIViewController, named name: String, anchor: (UIPopoverPresentationController) -> Void) {
        controller.modalPresentationStyle = .popover
        guard let popover = controller.popoverPresentationController else { return }
        anchor(popover)
        popover.delegate = self
        present(controller, animated: true) { [report] in report("presented popover \(name)") }
    }

    /// A list in a navigation controller, from the Options bar button: its rows push lists of
    /// other sizes, and the popover follows — sized by the navigation controller's delegate as
    /// the shown controller changes, as apps do.
    func presentOptions() {
        let navigation = UINavigationController(rootViewController: PopoverOptionsViewController(report: report))
        navigation.delegate = optionsSizer
        presentPopover(navigation, named: "Options") { [optionsItem] in $0.barButtonItem = optionsItem }
    }

    func presentArrow(_ name: String, direction: UIPopoverArrowDirection) {
        let note = PopoverNoteViewController(text: "\(name): the popover sits on the other side of the anchor, its arrow pointing at it.")
        presentPopover(note, named: name) { [anchor] popover in
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
            popover.permittedArrowDirections = direction
        }
    }

    func presentCustomBackground() {
        let note = PopoverNoteViewController(text: "This frame and arrow are an app’s UIPopoverBackgroundView.", textColor: .white)
        presentPopover(note, named: "Custom Background") { [anchor] popover in
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
            popover.popoverBackgroundViewClass = GalleryPopoverBackgroundView.self
        }
    }

    /// ALERT-03, ALERT-04: a popover without its Cancel button here; a bottom sheet in a
    /// narrow window.
    func presentActionSheet() {
        let sheet = UIAlertController(title: "Sunset.png", message: "What would you like to do with the photo?", preferredStyle: .actionSheet)
        for (title, style) in [("Copy", UIAlertAction.Style.default), ("Duplicate", .default), ("Delete", .destructive), ("Cancel", .cancel)] {
            sheet.addAction(UIAlertAction(title: title, style: style) { [report] action in report("action sheet \(action.title ?? "")") })
        }
        sheet.popoverPresentationController?.sourceView = actionSheetButton
        sheet.popoverPresentationController?.sourceRect = actionSheetButton?.bounds ?? .zero
        present(sheet, animated: true) { [report] in report("presented action sheet") }
    }

    /// The iPad chapter's search in a popover: a search controller presented from the Find
    /// button, its bar at the popover's top, configured after presenting.
    func presentFind() {
        let results = FruitResultsViewController(report: report)
        let searcher = UISearchController(searchResultsController: results)
        searcher.searchResultsUpdater = results
        searcher.showsSearchResultsController = true
        searcher.automaticallyShowsSearchResultsController = false
        searcher.modalPresentationStyle = .popover
        searcher.preferredContentSize = CGSize(width: 360, height: 400)
        // A scope bar under the field while searching (automaticallyShowsScopeBar); a scope the
        // user picks reaches the results through the bar's delegate, as in UIKit.
        searcher.searchBar.scopeButtonTitles = FruitResultsViewController.scopes
        searcher.searchBar.delegate = results
        present(searcher, animated: true) { [report] in report("presented search") }
        if let popover = searcher.popoverPresentationController {
            popover.barButtonItem = findItem
            popover.delegate = self
        }
    }

    /// Starts the navigation bar's search with `text`, as if typed (the headless tour).
    func search(for text: String) {
        barSearch.isActive = true
        barSearch.searchBar.text = text
        barSearch.showsSearchResultsController = true
        barSearch.searchResultsUpdater?.updateSearchResults(for: barSearch)
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        report("search ended")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report("popover dismissed")
    }
}

/// Fruit whose names contain the search text, as a search controller's results.
final class FruitResultsViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    static let fruit = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Date", "Fig", "Grape", "Kiwi",
                        "Lemon", "Lime", "Mango", "Melon", "Orange", "Papaya", "Peach", "Pear", "Pineapple", "Plum",
                        "Raspberry", "Strawberry", "Watermelon"]
    /// The Find search's scope bar: every fruit, the berries, the citrus fruit.
    static let scopes = ["All", "Berries", "Citrus"]
    private static let citrus: Set = ["Lemon", "Lime", "Orange"]
    private let report: (String) -> Void
    private var shown = FruitResultsViewController.fruit

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.backgroundColor = .clear
    }

    func updateSearchResults(for searchController: UISearchController) {
        let bar = searchController.searchBar
        show(text: bar.text ?? "", scope: bar.selectedScopeButtonIndex)
    }

    /// A scope the user picked: the results updater hears only text changes.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        show(text: searchBar.text ?? "", scope: selectedScope)
    }

    private func show(text: String, scope: Int) {
        shown = Self.fruit.filter { name in
            guard text.isEmpty || name.localizedCaseInsensitiveContains(text) else { return false }
            switch scope {
            case 1: return name.hasSuffix("berry")
            case 2: return Self.citrus.contains(name)
            default: return true
            }
        }
        if isViewLoaded { tableView.reloadData() }
        let scopeName = scope > 0 && scope < Self.scopes.count ? " in \(Self.scopes[scope])" : ""
        report("search results \(shown.count) for '\(text)'\(scopeName)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        cell.contentConfiguration = content
        cell.backgroundColor = .clear
        return cell
    }
}

/// A line of text in a popover, 280 points wide.
final class PopoverNoteViewController: UIViewController {
    private let text: String
    private let textColor: UIColor

    init(text: String, textColor: UIColor = .label) {
        self.text = text
        self.textColor = textColor
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 280, height: 110)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = text
        label.textColor = textColor
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}

/// The Options popover's list: each row pushes a list of its length, and the popover takes
/// that list's size (plus the bar).
final class PopoverOptionsViewController: UITableViewController {
    static let lists: [(String, Int)] = [("Three Items", 3), ("Eight Items", 8)]
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: .plain)
        title = "Options"
        preferredContentSize = CGSize(width: 320, height: CGFloat(Self.lists.count) * 44)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        tableView.backgroundColor = .clear
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("options showing")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.lists.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.lists[indexPath.row].0
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.backgroundColor = .clear
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let (name, count) = Self.lists[indexPath.row]
        let list = PopoverItemsViewController(count: count)
        list.title = name
        navigationController?.pushViewController(list, animated: true)
        report("options pushed \(name)")
    }
}

/// A list of `count` items, as tall as its rows.
final class PopoverItemsViewController: UITableViewController {
    private let count: Int

    init(count: Int) {
        self.count = count
        super.init(style: .plain)
        preferredContentSize = CGSize(width: 320, height: CGFloat(count) * 44)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.backgroundColor = .clear
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(indexPath.row + 1)"
        cell.contentConfiguration = content
        cell.backgroundColor = .clear
        return cell
    }
}

/// An app-drawn popover background: an indigo rounded frame with a wide, blunt arrow.
final class GalleryPopoverBackgroundView: UIPopoverBackgroundView {
    override class func arrowBase() -> CGFloat { 30 }
    override class func arrowHeight() -> CGFloat { 14 }
    override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6) }
    override class var wantsDefaultContentAppearance: Bool { false }

    override var arrowOffset: CGFloat { didSet { setNeedsDisplay() } }
    override var arrowDirection: UIPopoverArrowDirection { didSet { setNeedsDisplay() } }

    required init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let height = Self.arrowHeight(), half = Self.arrowBase() / 2
        var body = bounds
        let tip: CGPoint, base: (CGPoint, CGPoint)
        switch arrowDirection {
        case .up:
            body = body.inset(by: UIEdgeInsets(top: height, left: 0, bottom: 0, right: 0))
            tip = CGPoint(x: bounds.midX + arrowOffset, y: 0)
            base = (CGPoint(x: tip.x - half, y: body.minY + 1), CGPoint(x: tip.x + half, y: body.minY + 1))
        case .down:
            body = body.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0))
            tip = CGPoint(x: bounds.midX + arrowOffset, y: bounds.maxY)
            base = (CGPoint(x: tip.x - half, y: body.maxY - 1), CGPoint(x: tip.x + half, y: body.maxY - 1))
        case .left:
            body = body.inset(by: UIEdgeInsets(top: 0, left: height, bottom: 0, right: 0))
            tip = CGPoint(x: 0, y: bounds.midY + arrowOffset)
            base = (CGPoint(x: body.minX + 1, y: tip.y - half), CGPoint(x: body.minX + 1, y: tip.y + half))
        default:
            body = body.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: height))
            tip = CGPoint(x: bounds.maxX, y: bounds.midY + arrowOffset)
            base = (CGPoint(x: body.maxX - 1, y: tip.y - half), CGPoint(x: body.maxX - 1, y: tip.y + half))
        }
        let path = UIBezierPath(roundedRect: body, cornerRadius: 10)
        let arrow = UIBezierPath()
        arrow.move(to: base.0)
        arrow.addLine(to: tip)
        arrow.addLine(to: base.1)
        arrow.close()
        path.append(arrow)
        UIColor.systemIndigo.setFill()
        path.fill()
    }
}
