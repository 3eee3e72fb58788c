import Foundation

/// The system's font picker (iOS 13): the installed font families, each named in its own font,
/// with a search field; with `Configuration.includeFaces`, each family's faces under it.
/// Present it (as a sheet or a popover) and read `selectedFontDescriptor` when the delegate
/// hears `fontPickerViewControllerDidPickFont(_:)`: choosing a font dismisses the picker, as
/// on iOS; Cancel, Escape or a tap outside its popover dismisses it and the delegate hears
/// `fontPickerViewControllerDidCancel(_:)`.
///
/// The families are the desktop's (fontconfig's) and the app's own (`UIAppFonts`).
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// A copy of the configuration the picker was made with.
    public let configuration: Configuration
    open weak var delegate: UIFontPickerViewControllerDelegate?

    /// The chosen font: a family (its descriptor names only the family) or, with faces
    /// listed, a face. Setting it marks that font in the list and scrolls to it; the delegate
    /// is not told.
    open var selectedFontDescriptor: UIFontDescriptor? {
        didSet { showSelection(scrolling: !isChoosing) }
    }

    /// The font panel of `UITextFormattingCoordinator`: a pick keeps the picker open, and there
    /// is no search field, so that the text being edited keeps the keyboard.
    var isFontPanel = false
    /// The coordinator a font panel reports to, held as long as the panel (the delegate is
    /// weak).
    var panelOwner: AnyObject?
    /// Set while a tap chooses a row: the list marks it without scrolling.
    private var isChoosing = false

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration.copy() as? Configuration ?? Configuration()
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 320, height: 480)
        catalog = FontPickerCatalog(configuration: self.configuration)
    }

    public required init?(coder: NSCoder) { nil }

    private var catalog = FontPickerCatalog(families: [])
    /// The catalog's sections that match the search text.
    private(set) var shownSections: [FontPickerCatalog.Section] = []

    // MARK: Views

    private let titleLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    let searchBar = UISearchBar()
    let tableView = UITableView(frame: .zero, style: .plain)
    private static let cellIdentifier = "UIFontPickerViewController.font"

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Fonts"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .primaryActionTriggered)
        searchBar.placeholder = "Search"
        searchBar.delegate = self
        searchBar.isHidden = isFontPanel
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        [titleLabel, cancelButton, searchBar, tableView].forEach(view.addSubview)
        filter(by: "")
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        titleLabel.frame = CGRect(x: 80, y: top + 12, width: max(0, bounds.width - 160), height: 24)
        cancelButton.frame = CGRect(x: 8, y: top + 8, width: 72, height: 32)
        searchBar.frame = CGRect(x: 0, y: top + 44, width: bounds.width, height: isFontPanel ? 0 : 56)
        tableView.frame = CGRect(x: 0, y: searchBar.frame.maxY, width: bounds.width, height: max(0, bounds.height - searchBar.frame.maxY))
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        showSelection(scrolling: true)
    }

    /// Escape cancels, as the sheet's Cancel button does.
    open override var keyCommands: [UIKeyCommand]? {
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .fontPickerCancel)
        escape.wantsPriorityOverSystemBehavior = true
        return (super.keyCommands ?? []) + [escape]
    }

    /// Shows only the families whose name contains `text` (ignoring case); all when empty.
    func filter(by text: String) {
        shownSections = catalog.sections(matching: text)
        tableView.reloadData()
        showSelection(scrolling: false)
    }

    // MARK: Choosing

    func entry(at indexPath: IndexPath) -> FontPickerCatalog.Entry? {
        guard shownSections.indices.contains(indexPath.section),
              shownSections[indexPath.section].entries.indices.contains(indexPath.row) else { return nil }
        return shownSections[indexPath.section].entries[indexPath.row]
    }

    private func choose(_ entry: FontPickerCatalog.Entry) {
        isChoosing = true
        selectedFontDescriptor = entry.descriptor
        isChoosing = false
        delegate?.fontPickerViewControllerDidPickFont(self)
        guard !isFontPanel, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true)
    }

    func cancelFromKeyboard(_ sender: Any?) { cancel() }

    private func cancel() {
        guard presentingViewController != nil else {
            delegate?.fontPickerViewControllerDidCancel(self)
            return
        }
        guard !isBeingDismissed else { return }
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.fontPickerViewControllerDidCancel(self)
        }
    }

    /// The index path of `selectedFontDescriptor` among the rows shown.
    var selectedIndexPath: IndexPath? {
        guard let selected = selectedFontDescriptor else { return nil }
        for (section, shown) in shownSections.enumerated() {
            if let row = shown.entries.firstIndex(where: { $0.matches(selected) }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    private func showSelection(scrolling: Bool) {
        guard isViewLoaded else { return }
        for cell in tableView.visibleCells {
            guard let indexPath = tableView.indexPath(for: cell) else { continue }
            cell.accessoryType = indexPath == selectedIndexPath ? .checkmark : .none
        }
        if scrolling, let indexPath = selectedIndexPath {
            tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
        }
    }
}

extension Selector {
    @MainActor static let fontPickerCancel = Selector("_fontPickerCancel:", UIFontPickerViewController.cancelFromKeyboard)
}

extension UIFontPickerViewController: UITableViewDataSource, UITableViewDelegate {
    public func numberOfSections(in tableView: UITableView) -> Int { shownSections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shownSections.indices.contains(section) ? shownSections[section].entries.count : 0
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        configuration.includeFaces && shownSections.indices.contains(section) ? shownSections[section].family : nil
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        guard let entry = entry(at: indexPath) else { return cell }
        var content = UIListContentConfiguration.cell()
        content.text = entry.title
        content.textProperties.font = configuration.displayUsingSystemFont
            ? .preferredFont(forTextStyle: .body)
            : UIFont(descriptor: entry.descriptor, size: UIFont.preferredFont(forTextStyle: .body).pointSize)
        cell.contentConfiguration = content
        cell.accessoryType = indexPath == selectedIndexPath ? .checkmark : .none
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard let entry = entry(at: indexPath) else { return }
        choose(entry)
    }
}

extension UIFontPickerViewController: UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        filter(by: searchText)
    }
}

extension UIFontPickerViewController: UserDismissalObserving {
    /// A tap outside its popover or a swipe down its sheet closed it.
    func presentationWasDismissedByUser() {
        delegate?.fontPickerViewControllerDidCancel(self)
    }
}
