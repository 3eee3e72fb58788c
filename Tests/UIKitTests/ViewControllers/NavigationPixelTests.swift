import Testing
import UIKit
import UIKitTesting

/// A navigation stack with a large title, bar button items, a back button and a toolbar, on a
/// 1024×768 window at 2×, light and dark.
@MainActor
@Suite("Navigation pixels", .serialized, .exclusiveUIKit)
struct NavigationPixelTests {
    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 2)
        screen.userInterfaceStyle = style
        let list = UIViewController()
        list.title = "Mailboxes"
        list.view.backgroundColor = .systemBackground
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.view.backgroundColor = .systemBackground
        inbox.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil),
        ]
        inbox.toolbarItems = [UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil), .flexibleSpace(),
                              UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)]
        let body = UILabel(frame: CGRect(x: 20, y: 190, width: 600, height: 24))
        body.text = "Content scrolls under the translucent bars."
        body.textColor = .secondaryLabel
        inbox.view.addSubview(body)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setToolbarHidden(false, animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(inbox, animated: false)
        defer { window.isHidden = true }
        return screen.render()
    }

    @Test("Navigation stack with large title and bar items, light")
    func light() {
        expectGolden(render(.light), named: "navigation-light")
    }

    @Test("Navigation stack with large title and bar items, dark")
    func dark() {
        expectGolden(render(.dark), named: "navigation-dark")
    }
}
