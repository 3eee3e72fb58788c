import Foundation
import UIKit

/// Drag and drop within the window: coloured squares to drag onto a target that takes their
/// colour, a text field that takes their names as text, and a list that takes them as rows
/// and reorders its own rows by dragging, and a well that takes what is pasted or dropped on it
/// (a paste configuration). Hold a finger on a square, or press and move the pointer.
final class DragAndDropDemoViewController: GalleryPageViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    static let colors: [(String, UIColor)] = [("Red", .systemRed), ("Green", .systemGreen), ("Blue", .systemBlue)]

    private let target = UILabel()
    private let field = UITextField()
    private lazy var list = DragAndDropList(report: report)

    override init(report: @escaping (String) -> Void) {
        super.init(report: report)
        title = "Drag and Drop"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let squares = Self.colors.map { name, color in
            let square = UILabel()
            square.text = name
            square.textAlignment = .center
            square.textColor = .white
            square.font = .preferredFont(forTextStyle: .headline)
            square.backgroundColor = color
            square.layer.cornerRadius = 12
            square.layer.masksToBounds = true
            // The squares keep their size: a name too wide at a large text size shrinks to fit.
            square.adjustsFontSizeToFitWidth = true
            square.minimumScaleFactor = 0.3
            square.adjustsFontForContentSizeCategory = true
            square.isUserInteractionEnabled = true
            square.addInteraction(UIDragInteraction(delegate: self))
            NSLayoutConstraint.activate([
                square.widthAnchor.constraint(equalToConstant: 100),
                square.heightAnchor.constraint(equalToConstant: 100),
            ])
            return square
        }
        let row = UIStackView(arrangedSubviews: squares)
        row.spacing = 20

        target.text = "Drop a square here"
        target.font = .preferredFont(forTextStyle: .body)
        target.adjustsFontForContentSizeCategory = true
        target.numberOfLines = 0
        target.textAlignment = .center
        target.textColor = .secondaryLabel
        target.backgroundColor = .secondarySystemGroupedBackground
        target.layer.cornerRadius = 16
        target.layer.masksToBounds = true
        target.isUserInteractionEnabled = true
        target.addInteraction(UIDropInteraction(delegate: self))
        NSLayoutConstraint.activate([
            target.widthAnchor.constraint(equalToConstant: 340),
            target.heightAnchor.constraint(equalToConstant: 160),
        ])

        field.borderStyle = .roundedRect
        field.placeholder = "Or drop one into this text field"
        field.addAction(UIAction { [weak self] _ in self?.report("field \(self?.field.text ?? "")") }, for: .editingChanged)
        NSLayoutConstraint.activate([field.widthAnchor.constraint(equalToConstant: 340)])

        // Room for five rows, which grow with the text size (a 26-point line at the default).
        NSLayoutConstraint.activate([
            list.tableView.widthAnchor.constraint(equalToConstant: 340),
            list.tableView.heightAnchor.constraint(equalToConstant: 5 * max(44, UIFontMetrics.default.scaledValue(for: 26))),
        ])

        // Rest a drag on it: it opens (flashes and reports) without the drop (DND-28).
        let folder = UIButton(type: .system)
        folder.setTitle("Spring-Loaded Folder", for: .normal)
        folder.isSpringLoaded = true
        folder.addInteraction(UISpringLoadedInteraction { [weak self] _, _ in self?.report("folder opened") })

        // Takes a colour or text pasted or dropped, through its paste configuration alone.
        let well = PasteWellView(report: report)
        let lastRow = UIStackView(arrangedSubviews: [folder, well])
        lastRow.spacing = 16
        lastRow.alignment = .center

        addColumn([row, target, field, list.tableView, lastRow], spacing: 24)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("drag and drop showing")
    }

    // MARK: Dragging a square

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let square = interaction.view as? UILabel, let name = square.text else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: name))
        item.localObject = square.backgroundColor
        report("lifted \(name)")
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        report("drag ended \(operation == .cancel ? "cancelled" : "dropped")")
    }

    // MARK: The target

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let color = session.items.first?.localObject as? UIColor
        session.loadObjects(ofClass: String.self) { [weak self] names in
            guard let self, let name = names.first else { return }
            self.target.backgroundColor = color ?? .secondarySystemGroupedBackground
            self.target.textColor = .white
            self.target.text = name
            self.report("dropped \(name)")
        }
    }
}
