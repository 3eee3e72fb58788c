import UIKit

/// Collects the events of several view controllers in the order they happen.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
    /// The entries of one controller, without its name.
    func entries(of name: String) -> [String] {
        entries.compactMap { $0.hasPrefix(name + ".") ? String($0.dropFirst(name.count + 1)) : nil }
    }
}

/// A view controller that logs its lifetime events as "name.event".
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    var logsLayout = true
    var logsTraits = true

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func record(_ event: String) { log.add("\(name).\(event)") }

    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); if logsLayout { record("viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); if logsLayout { record("viewDidLayoutSubviews") } }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(parent.map { ($0 as? LoggingViewController)?.name ?? "\(type(of: $0))" } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(parent.map { ($0 as? LoggingViewController)?.name ?? "\(type(of: $0))" } ?? "nil"))")
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        record("willTransition(to: \(Self.describe(newCollection)))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        record("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if logsTraits { record("traitCollectionDidChange(\(previousTraitCollection.map(Self.describe) ?? "nil") → \(Self.describe(traitCollection)))") }
    }

    static func describe(_ traits: UITraitCollection) -> String {
        func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
            switch sizeClass { case .compact: "C"; case .regular: "R"; default: "?" }
        }
        return letter(traits.horizontalSizeClass) + letter(traits.verticalSizeClass)
    }
}
