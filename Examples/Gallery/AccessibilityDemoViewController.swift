import Foundation
import UIKit

/// Accessibility: what a screen reader (Orca, over AT-SPI) and a keyboard user get — a chart
/// drawn in one view but read bar by bar (`UIAccessibilityElement`), a card with custom
/// actions, an announcement, and a small form to move through with Tab, Shift-Tab, Space and
/// Return. A line says whether a screen reader listens, live. A bar of icon buttons shows
/// them large under a long press at the accessibility text sizes (the large content viewer).
/// The icon bar is a focus group (one Tab stop; the arrow keys move along it), the priority
/// list another (the arrows move between rows, and the selection follows), and the last line
/// names what has the focus, from `UIFocusSystem.didUpdateNotification`.
final class AccessibilityDemoViewController: GalleryPageViewController {
    let readerStatus = UILabel()
    let firstName = UITextField()
    let lastName = UITextField()
    let focusStatus = UILabel()
    private(set) lazy var priorityList = PriorityList { [weak self] priority in
        self?.report("priority \(priority)")
    }
    private var observer: NSObjectProtocol?
    private var focusObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        readerStatus.font = .preferredFont(forTextStyle: .body)
        readerStatus.adjustsFontForContentSizeCategory = true
        readerStatus.numberOfLines = 0
        readerStatus.textColor = .secondaryLabel
        updateReaderStatus()
        observer = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateReaderStatus() }
        }
        for (field, placeholder) in [(firstName, "First name"), (lastName, "Last name")] {
            field.placeholder = placeholder
            field.accessibilityLabel = placeholder
            field.borderStyle = .roundedRect
            field.adjustsFontForContentSizeCategory = true
            // Wide enough for the placeholder at the user's text size, within the column.
            let width = field.widthAnchor.constraint(equalToConstant: UIFontMetrics.default.scaledValue(for: 240))
            width.priority = .defaultHigh
            width.isActive = true
            field.addAction(UIAction { [report] _ in report("editing \(placeholder.lowercased())") }, for: .editingDidBegin)
        }
        let announce = button("Announce") { [report] in
            report("announce")
            UIAccessibility.post(notification: .announcement, argument: "Saved")
        }
        let chart = SalesChartView()
        chart.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            chart.widthAnchor.constraint(equalToConstant: 320),
            chart.heightAnchor.constraint(equalToConstant: 160),
        ])
        let card = makeCard()
        iconBar.focusGroupIdentifier = "icon bar"
        focusStatus.font = .preferredFont(forTextStyle: .body)
        focusStatus.adjustsFontForContentSizeCategory = true
        focusStatus.numberOfLines = 0
        focusStatus.textColor = .secondaryLabel
        focusStatus.text = "Focus: none"
        focusObserver = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                guard let self, let context = info[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext else { return }
                self.focusDidMove(to: context.nextFocusedView, from: context.previouslyFocusedView)
            }
        }
        addColumn([readerStatus, chart, card, firstName, lastName, announce, iconBar, priorityList.tableView, focusStatus], spacing: 16)
    }

    /// Names the focused view on the last line, when the move happened on this page.
    private func focusDidMove(to next: UIView?, from previous: UIView?) {
        guard let page = viewIfLoaded, next?.isDescendant(of: page) ?? false || previous?.isDescendant(of: page) ?? false else { return }
        let name = next.map(Self.focusName) ?? "none"
        focusStatus.text = "Focus: \(name)"
        report("focus \(name)")
    }

    private static func focusName(_ view: UIView) -> String {
        if let cell = view as? UITableViewCell, let content = cell.contentConfiguration as? UIListContentConfiguration {
            return content.text ?? "a row"
        }
        return view.accessibilityLabel ?? String(describing: type(of: view))
    }

    /// A bar of fixed-size icon buttons that cannot grow with the text: at the accessibility
    /// text sizes a long press shows each one large (the large content viewer), and lifting
    /// the finger on one taps it.
    private(set) lazy var iconBar: UIStackView = {
        let buttons = [("Reply", "arrowshape.turn.up.left"), ("Favorite", "star"), ("Trash", "trash")].map { title, symbol -> UIButton in
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: symbol), for: .normal)
            button.accessibilityLabel = title
            button.showsLargeContentViewer = true
            button.largeContentTitle = title
            button.scalesLargeContentImage = true
            button.addAction(UIAction { [report] _ in report("icon bar \(title.lowercased())") }, for: .touchUpInside)
            button.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: 44), button.heightAnchor.constraint(equalToConstant: 44)])
            return button
        }
        let bar = UIStackView(arrangedSubviews: buttons)
        bar.spacing = 8
        bar.addInteraction(UILargeContentViewerInteraction())
        return bar
    }()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("accessibility showing")
    }

    @MainActor deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        if let focusObserver { NotificationCenter.default.removeObserver(focusObserver) }
    }

    private func updateReaderStatus() {
        readerStatus.text = UIAccessibility.isVoiceOverRunning ? "A screen reader is listening." : "No screen reader is listening."
    }

    /// A message card read as one element, whose actions a screen reader lists.
    private func makeCard() -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 10
        let text = UILabel()
        text.text = "Lunch on Friday?"
        text.font = .preferredFont(forTextStyle: .body)
        text.adjustsFontForContentSizeCategory = true
        text.numberOfLines = 0
        text.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(text)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 320),
            // The card grows with its text.
            card.heightAnchor.constraint(greaterThanOrEqualToConstant: 56),
            text.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            text.topAnchor.constraint(greaterThanOrEqualTo: card.topAnchor, constant: 12),
            text.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Message from Ada: Lunch on Friday?"
        card.accessibilityCustomActions = ["Reply", "Archive"].map { name in
            UIAccessibilityCustomAction(name: name) { [report] _ in
                report("card \(name.lowercased())")
                return true
            }
        }
        return card
    }
}

/// Four bars drawn in one view; each is an accessibility element with its month and value.
final class SalesChartView: UIView {
    private let sales: [(month: String, value: Int)] = [("January", 12), ("February", 30), ("March", 22), ("April", 38)]
    private lazy var bars: [UIAccessibilityElement] = sales.map { entry in
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = entry.month
        element.accessibilityValue = "\(entry.value) sales"
        element.accessibilityTraits = .image
        return element
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        accessibilityCustomRotors = [bestMonthsRotor()]
    }

    /// A rotor that goes from one month of more than 25 sales to the next, as a reader's user
    /// skims the chart for its peaks.
    private func bestMonthsRotor() -> UIAccessibilityCustomRotor {
        UIAccessibilityCustomRotor(name: "Best months") { [unowned self] predicate in
            let best = sales.indices.filter { sales[$0].value > 25 }
            let current = bars.firstIndex { $0 === predicate.currentItem.targetElement }
            let found: Int?
            switch predicate.searchDirection {
            case .next: found = best.first { $0 > (current ?? -1) }
            case .previous: found = best.last { $0 < (current ?? sales.count) }
            }
            return found.map { UIAccessibilityCustomRotorItemResult(targetElement: bars[$0], targetRange: nil) }
        }
    }

    required init?(coder: NSCoder) { nil }

    private func barRect(_ index: Int) -> CGRect {
        let width = (bounds.width - 16) / CGFloat(sales.count)
        let height = (bounds.height - 16) * CGFloat(sales[index].value) / 40
        return CGRect(x: 8 + CGFloat(index) * width + 6, y: bounds.height - 8 - height, width: width - 12, height: height)
    }

    override func draw(_ rect: CGRect) {
        UIColor.secondarySystemBackground.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 10).fill()
        UIColor.systemBlue.setFill()
        for index in sales.indices { UIBezierPath(roundedRect: barRect(index), cornerRadius: 4).fill() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, bar) in bars.enumerated() { bar.accessibilityFrameInContainerSpace = barRect(index) }
        setNeedsDisplay()
    }

    override var accessibilityElements: [Any]? {
        get { bars }
        set {}
    }
}
