import UIKitTesting

/// A controller showing a table of `count` rows titled after it ("Page 1", "Page 2" …), for
/// the benchmarks' scenes.
@MainActor
public final class Rows: UIViewController, UITableViewDataSource {
    public let count: Int
    public let table: UITableView

    public init(title: String, count: Int, style: UITableView.Style = .insetGrouped) {
        self.count = count
        table = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(title ?? "") \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}
