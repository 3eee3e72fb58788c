import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Bar appearances (UINavigationBarAppearance, UIToolbarAppearance, UITabBarAppearance)", .exclusiveUIKit)
struct BarAppearanceTests {
    func navigationScene(_ configure: (UINavigationController, UIViewController) -> Void) -> (HeadlessScreen, UIWindow, UINavigationController) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let root = UIViewController()
        root.title = "Title"
        root.view.backgroundColor = .systemBackground
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        configure(navigation, root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, navigation)
    }

    @Test("an opaque appearance's background colour, hairline, title attributes and button colour reach the bar, copied when assigned")
    func navigationAppearance() throws {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let (screen, window, navigation) = navigationScene { navigation, _ in
            navigation.navigationBar.standardAppearance = appearance
        }
        defer { withExtendedLifetime(window) {} }
        appearance.backgroundColor = .systemRed  // after assigning: no effect (the bar keeps a copy)
        screen.presentFrame()
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.titleLabel.textColor == .white)
        #expect(bar.titleLabel.font.pointSize == 20)
        let button = try #require(bar.rightButtonViews.first as? BarButtonView)
        #expect(button.titleColor(for: .normal) == .systemYellow)
        let image = try #require(screen.render(window))
        let pixel = image.color(x: 20, y: Int(bar.frame.midY))
        // systemIndigo is (88, 86, 214): blue, not the red set after assigning.
        #expect(pixel.blue > 180 && pixel.red < 120, "the bar is indigo: \(pixel)")
    }

    @Test("a transparent appearance draws no background and no hairline; an item's appearance wins while it is on top")
    func transparentAndItemAppearance() {
        let (screen, window, navigation) = navigationScene { navigation, root in
            let transparent = UINavigationBarAppearance()
            transparent.configureWithTransparentBackground()
            navigation.navigationBar.standardAppearance = transparent
            let green = UINavigationBarAppearance()
            green.configureWithOpaqueBackground()
            green.backgroundColor = .systemGreen
            root.navigationItem.standardAppearance = green
        }
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.background.backgroundColor == .systemGreen)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        screen.presentFrame()
        #expect(bar.background.backgroundColor == .clear)
        #expect(bar.background.hairlineColor == nil)
    }

    @Test("without an appearance the bar keeps its default look and barTintColor")
    func legacyTint() {
        let (_, window, navigation) = navigationScene { navigation, _ in
            navigation.navigationBar.barTintColor = .systemOrange
        }
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.background.backgroundColor == .systemOrange)
        #expect(navigation.navigationBar.background.hairlineColor == BarMetrics.separator)
    }

    @Test("a tab bar appearance colours the items of its layout by state, and the background")
    func tabBarAppearance() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "star"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: UIImage(systemName: "clock"), tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.inlineLayoutAppearance.normal.iconColor = .systemGray2
        appearance.inlineLayoutAppearance.selected.iconColor = .systemPink
        appearance.inlineLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
        tabs.tabBar.standardAppearance = appearance
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.background.backgroundColor == .black)
        let views = tabs.tabBar.itemViews
        #expect(views[0].imageView.tintColor == .systemPink)
        #expect(views[0].titleLabel.textColor == .white)
        #expect(views[1].imageView.tintColor == .systemGray2)
    }

    @Test("a toolbar's compact appearance applies in a compact-height window")
    func toolbarCompactAppearance() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 1024, height: 50))
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.view.addSubview(toolbar)
        let standard = UIToolbarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemBlue
        let compact = UIToolbarAppearance()
        compact.configureWithTransparentBackground()
        toolbar.standardAppearance = standard
        toolbar.compactAppearance = compact
        let window = UIWindow()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { withExtendedLifetime(window) {} }
        #expect(toolbar.background.backgroundColor == .systemBlue)
        parent.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .compact), forChild: child)
        screen.presentFrame()
        #expect(toolbar.background.backgroundColor == .clear)
    }
}
