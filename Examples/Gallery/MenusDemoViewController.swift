import Foundation
import UIKit

/// Menus: a grid of photos, each with a context menu (right-click, or hold a finger on one) —
/// a Share item that is the standard Share submenu for the photo (`UICommandTagShare`),
/// sections, a check mark, a submenu with albums that load later (a deferred element), a
/// disabled and a destructive item — a pull-down button
/// that sorts, a button whose menu opens on a long press, a pop-up button of sizes, and a note
/// that shows the edit menu (Copy and a custom Pin item) when held or right-clicked.
final class MenusDemoViewController: GalleryPageViewController, UIContextMenuInteractionDelegate {
    static let photos: [(String, UIColor)] = [
        ("Beach", .systemTeal), ("Forest", .systemGreen), ("Sunset", .systemOrange),
        ("Lavender", .systemPurple), ("Harbor", .systemBlue), ("Poppies", .systemRed),
    ]

    private var favorites: Set<String> = ["Forest"]
    private var sortOrder = "Name"
    private let sortButton = UIButton(type: .system)

    override init(report: @escaping (String) -> Void) {
        super.init(report: report)
        title = "Menus"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let tiles = Self.photos.map { name, color in
            let tile = UILabel()
            tile.text = name
            tile.textAlignment = .center
            tile.textColor = .white
            tile.font = .preferredFont(forTextStyle: .headline)
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            tile.layer.masksToBounds = true
            // The photos keep their size: a name too wide at a large text size shrinks to fit.
            tile.adjustsFontSizeToFitWidth = true
            tile.minimumScaleFactor = 0.3
            tile.adjustsFontForContentSizeCategory = true
            tile.isUserInteractionEnabled = true
            tile.addInteraction(UIContextMenuInteraction(delegate: self))
            // What the context menu's Share submenu shares: the photo's caption.
            tile.activityItemsConfiguration = UIActivityItemsConfiguration(itemProviders: [
                NSItemProvider(object: Self.caption(of: name)),
            ])
            NSLayoutConstraint.activate([
                tile.widthAnchor.constraint(equalToConstant: 140),
                tile.heightAnchor.constraint(equalToConstant: 100),
            ])
            return tile
        }
        let rows = stride(from: 0, to: tiles.count, by: 3).map { start in
            let row = UIStackView(arrangedSubviews: Array(tiles[start..<min(start + 3, tiles.count)]))
            row.spacing = 16
            return row as UIView
        }
        let grid = UIStackView(arrangedSubviews: rows)
        grid.axis = .vertical
        grid.spacing = 16

        sortButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.addAction(UIAction { [report] _ in report("menus sort menu") }, for: .menuActionTriggered)
        updateSortMenu()

        let more = UIButton(type: .system)
        more.setTitle("Hold for more", for: .normal)
        more.titleLabel?.font = .preferredFont(forTextStyle: .body)
        more.addAction(UIAction { [report] _ in report("menus button tapped") }, for: .touchUpInside)
        more.menu = UIMenu(children: [
            UIAction(title: "Select All") { [report] _ in report("menus select all") },
            UIAction(title: "Deselect All", attributes: .disabled) { _ in },
        ])

        // A pop-up button (iOS 15): the chosen size is checked and titles the button.
        let size = UIButton(type: .system)
        size.titleLabel?.font = .preferredFont(forTextStyle: .body)
        size.showsMenuAsPrimaryAction = true
        size.changesSelectionAsPrimaryAction = true
        size.menu = UIMenu(children: ["Small", "Medium", "Large"].map { title in
            UIAction(title: title, state: title == "Medium" ? .on : .off) { [report] _ in report("menus size \(title)") }
        })

        let hint = UILabel()
        hint.text = "Right-click a photo, or hold a finger on it."
        hint.textColor = .secondaryLabel
        hint.font = .preferredFont(forTextStyle: .footnote)
        // The edit menu (UIMenuController) over a note: Copy, and the note's own Pin.
        let note = EditMenuNoteView(report: report)
        addColumn([grid, hint, sortButton, more, size, note], spacing: 20)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("menus showing")
    }

    static let sortOrders = ["Name", "Date", "Size"]

    /// What sharing a photo shares.
    static func caption(of name: String) -> String { "\(name), a photo in the Slate Gallery" }

    /// The pull-down button's menu: the current order checked.
    private func updateSortMenu() {
        sortButton.setTitle("Sort by \(sortOrder) ▾", for: .normal)
        sortButton.menu = UIMenu(children: Self.sortOrders.map { order in
            UIAction(title: order, state: order == sortOrder ? .on : .off) { [weak self] _ in self?.sort(by: order) }
        })
    }

    private func sort(by order: String) {
        sortOrder = order
        updateSortMenu()
        report("menus sort \(order)")
    }

    // MARK: The window menu's View ▸ Sort Photos By (only this page can perform it)

    func sortPhotos(_ sender: Any?) {
        guard let order = (sender as? UICommand)?.propertyList as? String else { return }
        sort(by: order)
    }

    override func validate(_ command: UICommand) {
        guard command.action == .sortGalleryPhotos else { return super.validate(command) }
        command.state = command.propertyList as? String == sortOrder ? .on : .off
    }

    // MARK: Sharing

    /// The photo whose menu opened last.
    private var menuPhoto: String?

    /// The Share item's own action, sent only where no responder shares (the item is then a
    /// command, not the submenu): the share sheet for the photo, from the page's top.
    func sharePhoto(_ sender: Any?) {
        guard let name = menuPhoto else { return }
        let sheet = UIActivityViewController(activityItems: [Self.caption(of: name)], applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.safeAreaInsets.top, width: 1, height: 1)
        present(sheet, animated: true)
    }

    // MARK: UIContextMenuInteractionDelegate

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let name = (interaction.view as? UILabel)?.text else { return nil }
        menuPhoto = name
        let favorite = favorites.contains(name)
        return UIContextMenuConfiguration(identifier: name as NSString, actionProvider: { [weak self, report] _ in
            UIMenu(title: name, children: [
                UIAction(title: "Copy") { _ in report("menus copy \(name)") },
                // Catalyst's Share item: the submenu of what the photo can be shared with.
                UICommand(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), action: .shareGalleryPhoto,
                          propertyList: UICommandTagShare),
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Favorite", state: favorite ? .on : .off) { _ in
                        if favorite { self?.favorites.remove(name) } else { self?.favorites.insert(name) }
                        report("menus favorite \(name) \(!favorite)")
                    },
                    UIAction(title: "Print", attributes: .disabled) { _ in },
                ]),
                UIMenu(title: "Move to Album", children: ["Holidays", "Family", "Work"].map { album in
                    UIAction(title: album) { _ in report("menus move \(name) to \(album)") }
                } + [
                    // Shared albums "load" for half a second, showing a loading row meanwhile.
                    UIDeferredMenuElement { completion in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            completion(["Shared with Ada", "Shared with Grace"].map { album in
                                UIAction(title: album) { _ in report("menus move \(name) to \(album)") }
                            })
                        }
                    },
                ]),
                UIAction(title: "Delete", attributes: .destructive) { _ in report("menus delete \(name)") },
            ])
        })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        report("menus open \(configuration.identifier)")
    }
}

extension Selector {
    static let sortGalleryPhotos = Selector("sortPhotos:", MenusDemoViewController.sortPhotos)
    static let shareGalleryPhoto = Selector("sharePhoto:", MenusDemoViewController.sharePhoto)
}
