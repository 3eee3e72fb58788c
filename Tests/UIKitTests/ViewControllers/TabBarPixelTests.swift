import Testing
import UIKit
import UIKitTesting

/// A tab bar with titled tabs and a badge on a 1024×768 window at 2×, light and dark.
@MainActor
@Suite("Tab bar pixels", .serialized, .exclusiveUIKit)
struct TabBarPixelTests {
    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 2)
        screen.userInterfaceStyle = style
        let tabs = UITabBarController()
        let children = ["Listen Now", "Browse", "Library", "Search"].map { title -> UIViewController in
            let child = UIViewController()
            child.title = title
            child.view.backgroundColor = .systemBackground
            return child
        }
        children[2].tabBarItem.badgeValue = "3"
        tabs.viewControllers = children
        tabs.selectedIndex = 1
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        return screen.render()
    }

    @Test("Tab bar with a selected tab and a badge", arguments: [UIUserInterfaceStyle.light, .dark])
    func tabBar(_ style: UIUserInterfaceStyle) {
        expectGolden(render(style), named: "tab-bar-\(style == .dark ? "dark" : "light")")
    }
}
