import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// Proxies here are for views inside containers only these tests use, so that what they set
// reaches no other test's views.

@MainActor private final class ControlBox: UIView {}
@MainActor private final class ThemedNavigationController: UINavigationController {}
@MainActor private final class ThemedTabBarController: UITabBarController {}
@MainActor private final class ThemedToolbar: UIToolbar {}
@MainActor private final class TintedItem: UIBarButtonItem {}

@MainActor
@Suite("Appearance proxy properties", .serialized, .exclusiveUIKit)
struct AppearancePropertiesTests {
    let screen = HeadlessScreen(size: CGSize(width: 1000, height: 800), scale: 1)

    func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = screen.presentFrame()
        return window
    }

    @Test("Every appearance property Slate's controls, labels and tables have reaches an instance from its proxy")
    func controlProperties() {
        let (red, green, blue) = (AppearanceTestColors.red, AppearanceTestColors.green, AppearanceTestColors.blue)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let font = UIFont.systemFont(ofSize: 31)
        let inBox: [any UIAppearanceContainer.Type] = [ControlBox.self]

        UISwitch.appearance(whenContainedInInstancesOf: inBox).onTintColor = red
        UISwitch.appearance(whenContainedInInstancesOf: inBox).thumbTintColor = green
        UISlider.appearance(whenContainedInInstancesOf: inBox).minimumTrackTintColor = red
        UISlider.appearance(whenContainedInInstancesOf: inBox).maximumTrackTintColor = green
        UISlider.appearance(whenContainedInInstancesOf: inBox).thumbTintColor = blue
        UIProgressView.appearance(whenContainedInInstancesOf: inBox).progressTintColor = red
        UIProgressView.appearance(whenContainedInInstancesOf: inBox).trackTintColor = green
        UIProgressView.appearance(whenContainedInInstancesOf: inBox).progressImage = image
        UIPageControl.appearance(whenContainedInInstancesOf: inBox).pageIndicatorTintColor = red
        UIPageControl.appearance(whenContainedInInstancesOf: inBox).currentPageIndicatorTintColor = green
        UIActivityIndicatorView.appearance(whenContainedInInstancesOf: inBox).color = red
        UISegmentedControl.appearance(whenContainedInInstancesOf: inBox).selectedSegmentTintColor = red
        UISegmentedControl.appearance(whenContainedInInstancesOf: inBox).setTitleTextAttributes([.foregroundColor: green], for: .selected)
        UIStepper.appearance(whenContainedInInstancesOf: inBox).setIncrementImage(image, for: .normal)
        UIButton.appearance(whenContainedInInstancesOf: inBox).setTitleColor(red, for: .normal)
        UIButton.appearance(whenContainedInInstancesOf: inBox).setTitleColor(green, for: .highlighted)
        UIButton.appearance(whenContainedInInstancesOf: inBox).contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        UILabel.appearance(whenContainedInInstancesOf: inBox).font = font
        UILabel.appearance(whenContainedInInstancesOf: inBox).highlightedTextColor = blue
        UILabel.appearance(whenContainedInInstancesOf: inBox).shadowOffset = CGSize(width: 2, height: 2)
        UITableView.appearance(whenContainedInInstancesOf: inBox).backgroundColor = blue
        UITableView.appearance(whenContainedInInstancesOf: inBox).separatorColor = red
        UITableView.appearance(whenContainedInInstancesOf: inBox).sectionIndexColor = green
        UITableViewCell.appearance(whenContainedInInstancesOf: inBox).separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        UISearchBar.appearance(whenContainedInInstancesOf: inBox).barTintColor = green
        UIRefreshControl.appearance(whenContainedInInstancesOf: inBox).attributedTitle = NSAttributedString(string: "Pulling")

        let toggle = UISwitch(), slider = UISlider(), progress = UIProgressView(progressViewStyle: .default)
        let pages = UIPageControl(), spinner = UIActivityIndicatorView(style: .medium)
        let segments = UISegmentedControl(items: ["A", "B"]), stepper = UIStepper()
        let button = UIButton(type: .system), label = UILabel(), table = UITableView(frame: .zero, style: .plain)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil), search = UISearchBar(), refresh = UIRefreshControl()
        // What the app sets itself stays, axis by axis.
        button.setTitleColor(blue, for: .highlighted)
        let box = ControlBox()
        for view: UIView in [toggle, slider, progress, pages, spinner, segments, stepper, button, label, table, cell, search, refresh] {
            box.addSubview(view)
        }
        let outside = UISwitch()
        let window = show(UIViewController())
        window.addSubview(box)
        window.addSubview(outside)

        #expect(toggle.onTintColor === red)
        #expect(toggle.thumbTintColor === green)
        #expect(outside.onTintColor == nil, "the proxy is for switches inside a ControlBox")
        #expect(slider.minimumTrackTintColor === red)
        #expect(slider.maximumTrackTintColor === green)
        #expect(slider.thumbTintColor === blue)
        #expect(progress.progressTintColor === red)
        #expect(progress.trackTintColor === green)
        #expect(progress.progressImage === image)
        #expect(pages.pageIndicatorTintColor === red)
        #expect(pages.currentPageIndicatorTintColor === green)
        #expect(spinner.color === red)
        #expect(segments.selectedSegmentTintColor === red)
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor === green)
        #expect(stepper.incrementImage(for: .normal) === image)
        #expect(button.titleColor(for: .normal) === red)
        #expect(button.titleColor(for: .highlighted) === blue)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(label.font === font)
        #expect(label.highlightedTextColor === blue)
        #expect(label.shadowOffset == CGSize(width: 2, height: 2))
        #expect(table.backgroundColor === blue, "a table's own default background is not the app's")
        #expect(table.separatorColor === red)
        #expect(table.sectionIndexColor === green)
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0))
        #expect(search.barTintColor === green)
        #expect(refresh.attributedTitle?.string == "Pulling")
        withExtendedLifetime(window) {}
    }

    @Test("A bar button item takes its proxy's tint as its bar shows it; an item with its own tint keeps it")
    func barButtonItemProxy() {
        let (red, blue) = (AppearanceTestColors.red, AppearanceTestColors.blue)
        TintedItem.appearance().tintColor = red
        #expect(TintedItem.appearance().tintColor === red)
        let controller = UIViewController()
        let item = TintedItem(title: "Go", style: .plain, target: nil, action: nil)
        let own = TintedItem(title: "Own", style: .plain, target: nil, action: nil)
        own.tintColor = blue
        controller.navigationItem.rightBarButtonItem = item
        controller.navigationItem.leftBarButtonItem = own
        #expect(item.tintColor == nil)
        let window = show(UINavigationController(rootViewController: controller))
        #expect(item.tintColor === red)
        #expect(item.shownView?.tintColor === red)
        #expect(own.tintColor === blue)
        withExtendedLifetime(window) {}
    }

    @Test("Several items under a bar button item proxy: the bar shows one button per item, each tinted (a proxy applied while the bar builds its buttons does not leave stray ones)")
    func barButtonItemProxyOnSeveralItems() throws {
        let red = AppearanceTestColors.red
        TintedItem.appearance().tintColor = red
        let controller = UIViewController()
        let items = ["Cancel", "Save", "Share"].map { TintedItem(title: $0, style: .plain, target: nil, action: nil) }
        controller.navigationItem.rightBarButtonItems = Array(items[1...])
        controller.navigationItem.leftBarButtonItem = items[0]
        let navigation = UINavigationController(rootViewController: controller)
        let window = show(navigation)
        let buttons = navigation.navigationBar.subviews.compactMap { $0 as? BarButtonView }
        #expect(buttons.count == 3)
        for item in items {
            #expect(item.tintColor === red)
            let shown = try #require(item.shownView)
            #expect(shown.superview === navigation.navigationBar)
            #expect(buttons.contains { $0 === shown })
        }
        withExtendedLifetime(window) {}
    }

    @Test("A bar button item proxy for items in one toolbar class leaves other toolbars' items alone")
    func barButtonItemContainment() {
        let green = AppearanceTestColors.green
        TintedItem.appearance(whenContainedInInstancesOf: [ThemedToolbar.self]).tintColor = green
        let themed = ThemedToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let plain = UIToolbar(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
        let inThemed = TintedItem(title: "A", style: .plain, target: nil, action: nil)
        let inPlain = TintedItem(title: "B", style: .plain, target: nil, action: nil)
        themed.items = [inThemed]
        plain.items = [inPlain]
        let window = show(UIViewController())
        window.addSubview(themed)
        window.addSubview(plain)
        _ = screen.presentFrame()
        #expect(inThemed.tintColor === green)
        #expect(inPlain.tintColor !== green)
        withExtendedLifetime(window) {}
    }

    @Test("A navigation bar proxy for bars in one navigation controller class sets their bar tint and standard appearance")
    func navigationBarProxy() {
        let red = AppearanceTestColors.red
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = red
        let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self])
        proxy.barTintColor = red
        proxy.standardAppearance = look
        proxy.prefersLargeTitles = true
        let themed = ThemedNavigationController(rootViewController: UIViewController())
        let window = show(themed)
        #expect(themed.navigationBar.barTintColor === red)
        #expect(themed.navigationBar.standardAppearance.backgroundColor === red)
        #expect(themed.navigationBar.prefersLargeTitles)
        let plain = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = plain
        _ = screen.presentFrame()
        #expect(plain.navigationBar.barTintColor == nil)
        withExtendedLifetime(window) {}
    }

    @Test("A tab bar proxy sets the standard appearance of tab bars in one tab bar controller class")
    func tabBarProxy() {
        let (red, green) = (AppearanceTestColors.red, AppearanceTestColors.green)
        let look = UITabBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = red
        UITabBar.appearance(whenContainedInInstancesOf: [ThemedTabBarController.self]).standardAppearance = look
        UITabBar.appearance(whenContainedInInstancesOf: [ThemedTabBarController.self]).unselectedItemTintColor = green
        let tabs = ThemedTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let window = show(tabs)
        #expect(tabs.tabBar.standardAppearance.backgroundColor === red)
        #expect(tabs.tabBar.unselectedItemTintColor === green)
        withExtendedLifetime(window) {}
    }
}
