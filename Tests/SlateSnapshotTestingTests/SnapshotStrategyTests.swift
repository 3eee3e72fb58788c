import SlateSnapshotTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// `assertSnapshot` from swift-snapshot-testing on Slate's views and view controllers, with
/// the package's own recording (`__Snapshots__` beside this file) and failure reports.
@MainActor
@Suite("swift-snapshot-testing strategies", .serialized, .exclusiveUIKit)
struct SnapshotStrategyTests {
    /// A split view: a sidebar of symbols beside a detail page.
    private func makeSplit() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        let sidebar = UIViewController()
        sidebar.title = "Sidebar"
        sidebar.view.backgroundColor = .secondarySystemBackground
        let detail = UIViewController()
        detail.title = "Detail"
        detail.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Hello from Slate"
        label.font = .preferredFont(forTextStyle: .title1)
        label.translatesAutoresizingMaskIntoConstraints = false
        detail.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: detail.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: detail.view.centerYAnchor),
        ])
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        return split
    }

    @Test("A view controller on an iPad preset: a 12.9\" iPad in landscape, and a third of one in portrait (compact, collapsed)")
    func viewControllerOnPresets() {
        assertSnapshot(of: makeSplit(), as: .image(on: .iPadPro12_9), named: "landscape")
        assertSnapshot(of: makeSplit(), as: .image(on: .iPadPro12_9(.portrait(splitView: .oneThird))), named: "portrait-one-third")
    }

    @Test("A view at its own size, light and dark")
    func view() {
        // A screen at scale 1 first: the symbol image made now is drawn again sharp at the
        // snapshot's scale 2, as symbols are wherever they show.
        _ = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        for style in [UIUserInterfaceStyle.light, .dark] {
            let button = UIButton(configuration: .filled())
            button.configuration?.title = "Continue"
            button.configuration?.image = UIImage(systemName: "arrow.right.circle.fill")
            button.configuration?.imagePadding = 6
            let stack = UIStackView(arrangedSubviews: [button])
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            stack.alignment = .center
            stack.distribution = .equalCentering
            stack.backgroundColor = .systemBackground
            assertSnapshot(of: stack as UIView, as: .image(traits: UITraitCollection(userInterfaceStyle: style)),
                           named: style == .dark ? "dark" : "light")
        }
    }

    @Test("A changed view fails against its reference with the package's message")
    func mismatch() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .systemRed
        let message = verifySnapshot(of: view, as: .image, named: "red-square")
        #expect(message == nil, "\(message ?? "")")
        view.backgroundColor = .systemBlue
        let failure = verifySnapshot(of: view, as: .image, named: "red-square")
        #expect(failure?.contains("does not match reference") == true, "\(failure ?? "nil")")
    }
}
