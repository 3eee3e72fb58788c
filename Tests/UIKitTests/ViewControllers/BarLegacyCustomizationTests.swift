import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// Proxies here are for item classes only these tests use, so that what they set reaches no
// other test's items.
@MainActor private final class AttributedItem: UIBarButtonItem {}
@MainActor private final class BackgroundItem: UIBarButtonItem {}
@MainActor private final class RestyledNavigation: UINavigationController {}

@MainActor
@Suite("Bars' customization from before iOS 13 (background and shadow images, bar styles, title attributes, offsets)",
       .serialized, .exclusiveUIKit)
struct BarLegacyCustomizationTests {
    let screen = HeadlessScreen(size: CGSize(width: 900, height: 700), scale: 1)

    func navigationScene(_ configure: (UINavigationController, UIViewController) -> Void = { _, _ in })
        -> (UIWindow, UINavigationController, UIViewController) {
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
        return (window, navigation, root)
    }

    // MARK: Navigation bar

    @Test("NAV-07 a navigation bar's background image replaces the material, found for its position then .any, and its metrics then .default")
    func navigationBackgroundImage() throws {
        let orange = solidImage(.systemOrange)
        let (window, navigation, root) = navigationScene { navigation, _ in
            navigation.navigationBar.setBackgroundImage(orange, for: .default)
        }
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.backgroundImage(for: .default) === orange)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === orange)
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) == nil, "the getter answers for exactly what was set")
        #expect(bar.background.backgroundImage === orange)
        #expect(bar.background.backgroundColor == .clear)
        let frame = try #require(screen.render(window))
        let pixel = frame.color(x: 300, y: Int(bar.frame.midY))
        #expect(pixel.red > 230 && pixel.green > 130 && pixel.green < 170 && pixel.blue < 40, "the bar shows the orange image: \(pixel)")

        // An image for the bar's own position comes first; a prompt's metrics fall back to .default.
        let purple = solidImage(.systemPurple)
        bar.setBackgroundImage(purple, for: .top, barMetrics: .default)
        screen.presentFrame()
        #expect(bar.barPosition == .top)
        #expect(bar.background.backgroundImage === purple)
        root.navigationItem.prompt = "A prompt"
        screen.presentFrame()
        #expect(bar.currentBarMetrics == .defaultPrompt)
        #expect(bar.background.backgroundImage === purple)
        let green = solidImage(.systemGreen)
        bar.setBackgroundImage(green, for: .any, barMetrics: .defaultPrompt)
        screen.presentFrame()
        #expect(bar.background.backgroundImage === green, "an image for the prompt metrics wins while the prompt shows")
        bar.setBackgroundImage(nil, for: .any, barMetrics: .defaultPrompt)
        bar.setBackgroundImage(nil, for: .top, barMetrics: .default)
        bar.setBackgroundImage(nil, for: .default)
        screen.presentFrame()
        #expect(bar.background.backgroundImage == nil)
        #expect(bar.background.backgroundColor == BarMetrics.background, "without images the material is back")
    }

    @Test("a shadow image replaces the hairline only while a custom background image shows; an empty image hides it")
    func shadowImageNeedsBackgroundImage() {
        let (window, navigation, _) = navigationScene { navigation, _ in
            navigation.navigationBar.shadowImage = UIImage()
        }
        defer { withExtendedLifetime(window) {} }
        let background = navigation.navigationBar.background
        #expect(background.hairlineImage == nil)
        #expect(background.hairlineColor == BarMetrics.separator, "the default background keeps the default hairline")
        navigation.navigationBar.setBackgroundImage(solidImage(.white), for: .any, barMetrics: .default)
        screen.presentFrame()
        #expect(background.hairlineImage === navigation.navigationBar.shadowImage)
        #expect(background.hairlineColor == nil)
    }

    @Test("SAFE-04 until set, isTranslucent follows the background image's pixels; an opaque bar keeps the child's view below it")
    func translucencyFromImage() {
        let (window, navigation, root) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.isTranslucent)
        #expect(root.view.frame.minY == 0, "a translucent bar lets the view extend under it")

        bar.setBackgroundImage(solidImage(.systemTeal), for: .default)
        screen.presentFrame()
        #expect(!bar.isTranslucent, "an opaque image makes the bar opaque")
        #expect(root.view.frame.minY == bar.frame.maxY)

        bar.setBackgroundImage(solidImage(UIColor.systemTeal.withAlphaComponent(0.5)), for: .default)
        screen.presentFrame()
        #expect(bar.isTranslucent, "a pixel that is not fully opaque makes it translucent")
        #expect(root.view.frame.minY == 0)
        bar.isTranslucent = false
        screen.presentFrame()
        #expect(bar.background.backgroundColor == .white, "an opaque bar puts white behind a translucent image (default style)")
        bar.barTintColor = .systemYellow
        #expect(bar.background.backgroundColor == .systemYellow, "… or its barTintColor")

        bar.setBackgroundImage(solidImage(.systemTeal), for: .default)
        bar.isTranslucent = true
        screen.presentFrame()
        #expect(bar.isTranslucent)
        #expect(abs(bar.background.backgroundImageAlpha - LegacyBarBackground.translucentImageAlpha) < 0.001,
                "an opaque image on a bar set translucent is drawn below full opacity")
    }

    @Test("an assigned appearance object decides the background instead of the legacy customization")
    func appearanceWins() {
        let (window, navigation, _) = navigationScene { navigation, _ in
            navigation.navigationBar.setBackgroundImage(solidImage(.systemRed), for: .default)
        }
        defer { withExtendedLifetime(window) {} }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        navigation.navigationBar.standardAppearance = appearance
        screen.presentFrame()
        #expect(navigation.navigationBar.background.backgroundImage == nil)
        #expect(navigation.navigationBar.background.backgroundColor == .systemBlue)
    }

    @Test("SBAR-05 TRAIT-12 barStyle .black makes the bar's traits dark, not the window's; the navigation controller's status bar goes light")
    func blackBarStyle() throws {
        let (window, navigation, root) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.traitCollection.userInterfaceStyle != .dark)
        #expect(navigation.preferredStatusBarStyle == .default)
        bar.barStyle = .black
        screen.presentFrame()
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
        #expect(bar.titleLabel.traitCollection.userInterfaceStyle == .dark)
        #expect(root.view.traitCollection.userInterfaceStyle != .dark, "the content keeps the window's style")
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        let title = bar.titleLabel.textColor.resolvedColor(with: bar.titleLabel.traitCollection)
        #expect(title == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), "the title is light")
        bar.overrideUserInterfaceStyle = .light
        #expect(bar.traitCollection.userInterfaceStyle == .light, "an explicit override still wins")
    }

    @Test("the title moves by the vertical adjustment for the bar's metrics")
    func titleVerticalAdjustment() {
        let (window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let before = bar.titleLabel.frame.minY
        bar.setTitleVerticalPositionAdjustment(-5, for: .default)
        bar.setTitleVerticalPositionAdjustment(9, for: .compact)
        screen.presentFrame()
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -5)
        #expect(bar.titleVerticalPositionAdjustment(for: .defaultPrompt) == 0)
        #expect(bar.titleLabel.frame.minY == before - 5)
    }

    @Test("titleTextAttributes style the title: what they leave out keeps the bar's default; attributes beyond font and colour reach the label's text; an appearance in force has its own")
    func titleTextAttributes() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowColor = UIColor.black
        let (window, navigation, root) = navigationScene { navigation, _ in
            navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .shadow: shadow]
        }
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemRed)
        #expect(bar.titleLabel.textColor == .systemRed)
        #expect(bar.titleLabel.font === BarMetrics.titleFont, "the font left out stays the bar's")
        let text = try #require(bar.titleLabel.attributedText)
        #expect(text.string == "Title")
        #expect(text.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow === shadow)
        #expect(abs(bar.titleLabel.frame.midX - bar.bounds.midX) <= 1, "still centred")
        root.title = "Renamed"
        screen.presentFrame()
        #expect(bar.titleLabel.attributedText?.string == "Renamed")
        #expect(bar.titleLabel.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil) != nil, "a new title keeps the attributes")
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        bar.standardAppearance = appearance
        #expect(bar.titleLabel.textColor == .systemBlue)
        #expect(bar.titleLabel.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil) == nil, "the appearance's attributes, not the bar's")
        bar.titleTextAttributes = nil
        #expect(bar.titleTextAttributes == nil)
    }

    @Test("largeTitleTextAttributes style the large title")
    func largeTitleTextAttributes() {
        let font = UIFont.systemFont(ofSize: 28, weight: .heavy)
        let (window, navigation, _) = navigationScene { navigation, _ in
            navigation.navigationBar.prefersLargeTitles = true
            navigation.navigationBar.largeTitleTextAttributes = [.font: font, .foregroundColor: UIColor.systemPurple]
        }
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.largeTitleLabel.font === font)
        #expect(bar.largeTitleLabel.textColor == .systemPurple)
        #expect(bar.titleLabel.textColor == .label, "the inline title keeps its default")
    }

    @Test("an appearance proxy's title attributes reach the navigation bars of its container class")
    func navigationTitleAttributesFromProxy() {
        UINavigationBar.appearance(whenContainedInInstancesOf: [RestyledNavigation.self]).titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let root = UIViewController()
        root.title = "Styled"
        let navigation = RestyledNavigation(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { window.isHidden = true }
        #expect(navigation.navigationBar.titleLabel.textColor == .systemGreen)
        let (otherWindow, other, _) = navigationScene()
        defer { withExtendedLifetime(otherWindow) {} }
        #expect(other.navigationBar.titleLabel.textColor == .label)
    }

    @Test("NAV-08 backIndicatorImage replaces the back button's chevron once backIndicatorTransitionMaskImage is set too")
    func backIndicatorImage() throws {
        let indicator = solidImage(.systemBrown, size: CGSize(width: 12, height: 20))
        let (window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        navigation.pushViewController(UIViewController(), animated: false)
        screen.presentFrame()
        bar.backIndicatorImage = indicator
        #expect(bar.backIndicatorImage === indicator)
        #expect(try #require(bar.backButtonView).image(for: .normal) === BarGlyph.backChevron, "the image alone is not enough")
        bar.backIndicatorTransitionMaskImage = indicator
        screen.presentFrame()
        #expect(bar.backIndicatorTransitionMaskImage === indicator)
        #expect(try #require(bar.backButtonView).image(for: .normal) === indicator)
        let appearance = UINavigationBarAppearance()
        bar.standardAppearance = appearance
        #expect(try #require(bar.backButtonView).image(for: .normal) === appearance.backIndicatorImage, "an appearance in force has its own")
    }

    // MARK: Toolbar

    @Test("a toolbar's background and shadow images are set per position, .any standing in for the rest")
    func toolbarImages() {
        let (window, navigation, root) = navigationScene { navigation, root in
            navigation.isToolbarHidden = false
            root.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        }
        defer { withExtendedLifetime(window) {} }
        _ = root
        let toolbar = navigation.toolbar!
        let any = solidImage(.systemGray), bottom = solidImage(.systemBrown), shadow = solidImage(.black, size: CGSize(width: 1, height: 2))
        toolbar.setBackgroundImage(any, forToolbarPosition: .any, barMetrics: .default)
        screen.presentFrame()
        #expect(toolbar.barPosition == .bottom)
        #expect(toolbar.background.backgroundImage === any)
        toolbar.setBackgroundImage(bottom, forToolbarPosition: .bottom, barMetrics: .default)
        toolbar.setShadowImage(shadow, forToolbarPosition: .bottom)
        screen.presentFrame()
        #expect(toolbar.background.backgroundImage === bottom)
        #expect(toolbar.background.hairlineImage === shadow)
        #expect(toolbar.shadowImage(forToolbarPosition: .any) == nil)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === bottom)
        toolbar.barStyle = .black
        #expect(toolbar.traitCollection.userInterfaceStyle == .dark)
    }

    // MARK: Bar items

    @Test("ITEM-04 an item's title attributes style its button by state; a state without its own takes the normal state's")
    func barButtonTitleAttributes() throws {
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 21)], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGray3], for: .disabled)
        let (window, navigation, _) = navigationScene { _, root in root.navigationItem.rightBarButtonItem = item }
        defer { withExtendedLifetime(window) {} }
        let button = try #require(navigation.navigationBar.rightButtonViews.first as? BarButtonView)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        #expect(button.titleColor(for: .normal) == .systemRed)
        #expect(button.titleColor(for: .disabled) == .systemGray3)
        let disabledTitle = try #require(button.attributedTitle(for: .disabled))
        #expect((disabledTitle.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 21, "the disabled title keeps the normal font")
        let titleWidth = ("Share" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 21)]).width
        #expect(button.bounds.width >= titleWidth.rounded(.down), "the button is as wide as its 21-point title")
    }

    @Test("an appearance proxy's title attributes reach the items of its class as their buttons enter a window")
    func titleAttributesFromProxy() throws {
        AttributedItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
        let item = AttributedItem(title: "Proxy", style: .plain, target: nil, action: nil)
        let (window, navigation, _) = navigationScene { _, root in root.navigationItem.rightBarButtonItem = item }
        defer { withExtendedLifetime(window) {} }
        screen.presentFrame()
        let button = try #require(navigation.navigationBar.rightButtonViews.first as? BarButtonView)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPink)
        #expect(button.titleColor(for: .normal) == .systemPink)
    }

    @Test("bar button background images are found by state, style and metrics; offsets move the background and the title")
    func barButtonBackgrounds() throws {
        let any = solidImage(.systemGray4), done = solidImage(.systemBlue), pressed = solidImage(.systemIndigo)
        let item = BackgroundItem(title: "Done", style: .done, target: nil, action: nil)
        item.setBackgroundImage(any, for: .normal, barMetrics: .default)
        item.setBackgroundImage(done, for: .normal, style: .done, barMetrics: .default)
        item.setBackgroundImage(pressed, for: .highlighted, barMetrics: .default)
        item.setBackgroundVerticalPositionAdjustment(3, for: .default)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 4, vertical: -2), for: .default)
        let (window, navigation, _) = navigationScene { _, root in root.navigationItem.rightBarButtonItem = item }
        defer { withExtendedLifetime(window) {} }
        let button = try #require(navigation.navigationBar.rightButtonViews.first as? BarButtonView)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) === any)
        #expect(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === done)
        #expect(item.backgroundImage(for: .normal, barMetrics: .compact) == nil)
        #expect(button.backgroundImage(for: .normal) === done, "the item's style comes before any style")
        #expect(button.backgroundImage(for: .highlighted) === pressed)
        #expect(button.backgroundImage(for: .disabled) === done, "a state without an image takes the normal one")
        #expect(button.backgroundRect(forBounds: button.bounds).minY == 3)
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: -2, left: 4, bottom: 2, right: -4))
    }

    @Test("NAV-08 the back button takes the item's back-button customization and keeps its title clear of the chevron")
    func backButtonCustomization() throws {
        let back = BackgroundItem(title: "Back", style: .plain, target: nil, action: nil)
        let image = solidImage(.systemMint)
        back.setBackButtonBackgroundImage(image, for: .normal, barMetrics: .default)
        back.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        back.setBackButtonBackgroundVerticalPositionAdjustment(2, for: .default)
        let (window, navigation, root) = navigationScene { _, root in root.navigationItem.backBarButtonItem = back }
        defer { withExtendedLifetime(window) {} }
        _ = root
        navigation.pushViewController(UIViewController(), animated: false)
        screen.presentFrame()
        let button = try #require(navigation.navigationBar.backButtonView)
        #expect(back.backButtonBackgroundImage(for: .normal, barMetrics: .default) === image)
        #expect(back.backButtonTitlePositionAdjustment(for: .default).horizontal == -1000)
        #expect(back.backButtonBackgroundVerticalPositionAdjustment(for: .default) == 2)
        #expect(button.backgroundImage(for: .normal) === image)
        #expect(button.titleEdgeInsets.left == BarMetrics.backTitleGap - 1000, "the title moves off, as apps that hide it do")
        #expect(button.backgroundRect(forBounds: button.bounds).minY == 2)
    }

    // MARK: Tab bar

    func tabScene(_ configure: (UITabBarController) -> Void = { _ in }) -> (UIWindow, UITabBarController) {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "star"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: UIImage(systemName: "clock"), tag: 1)
        third.tabBarItem = UITabBarItem(title: "Three", image: UIImage(systemName: "gear"), tag: 2)
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second, third], animated: false)
        configure(tabs)
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (window, tabs)
    }

    @Test("TAB-03 a tab item's title and badge attributes follow its state; its title offset moves the title")
    func tabItemAttributes() {
        let (window, tabs) = tabScene { tabs in
            for item in tabs.tabBar.items ?? [] {
                item.setTitleTextAttributes([.foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 11)], for: .normal)
                item.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .selected)
                item.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
            }
            tabs.tabBar.items?[1].badgeValue = "3"
            tabs.tabBar.items?[1].titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
        }
        defer { withExtendedLifetime(window) {} }
        let views = tabs.tabBar.itemViews
        #expect(views[0].titleLabel.textColor == .systemOrange)
        #expect(views[0].titleLabel.font.pointSize == 11, "the selected state keeps the normal font")
        #expect(views[1].titleLabel.textColor == .systemGray)
        #expect(views[1].badgeLabel.textColor == .black)
        #expect(tabs.tabBar.items?[1].badgeTextAttributes(for: .selected) == nil)
        #expect(views[1].titleLabel.frame.midY == views[0].titleLabel.frame.midY + 4)
    }

    @Test("a tab bar's background, shadow and selection indicator images, and barStyle .black")
    func tabBarImages() {
        let (window, tabs) = tabScene()
        defer { withExtendedLifetime(window) {} }
        let bar = tabs.tabBar
        let background = solidImage(.systemGreen), shadow = UIImage(), indicator = solidImage(.systemYellow)
        bar.shadowImage = shadow
        #expect(bar.background.hairlineImage == nil, "no custom background: the default shadow")
        bar.backgroundImage = background
        bar.selectionIndicatorImage = indicator
        screen.presentFrame()
        #expect(bar.background.backgroundImage === background)
        #expect(bar.background.hairlineImage === shadow)
        #expect(!bar.isTranslucent)
        #expect(bar.itemViews[0].selectionIndicator.image === indicator)
        #expect(bar.itemViews[0].selectionIndicator.frame == bar.itemViews[0].bounds)
        #expect(bar.itemViews[1].selectionIndicator.isHidden)
        tabs.selectedIndex = 1
        screen.presentFrame()
        #expect(bar.itemViews[1].selectionIndicator.image === indicator)
        #expect(bar.itemViews[0].selectionIndicator.isHidden)
        bar.barStyle = .black
        #expect(bar.itemViews[0].traitCollection.userInterfaceStyle == .dark)
    }

    @Test("TAB-01 itemPositioning .fill shares the width; .centered uses itemWidth and itemSpacing")
    func itemPositioning() {
        let (window, tabs) = tabScene()
        defer { withExtendedLifetime(window) {} }
        let bar = tabs.tabBar
        #expect(bar.traitCollection.horizontalSizeClass == .regular)
        bar.itemPositioning = .fill
        bar.layoutIfNeeded()
        #expect(bar.itemViews.map(\.frame.width) == Array(repeating: bar.bounds.width / 3, count: 3))
        bar.itemPositioning = .centered
        bar.itemWidth = 100
        bar.itemSpacing = 20
        bar.layoutIfNeeded()
        #expect(bar.itemViews.map(\.frame.width) == [100, 100, 100])
        #expect(bar.itemViews[1].frame.minX == bar.itemViews[0].frame.maxX + 20)
        #expect(abs(bar.itemViews[1].frame.midX - bar.bounds.midX) <= 1, "the tabs are centred")
    }

    @Test("(issue 45) a tab bar appearance's stacked positioning, width and spacing lay out a compact-width bar's items; its selection indicator image and its states' title and badge adjustments apply")
    func stackedAppearance() throws {
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        let bar = UITabBar(frame: CGRect(x: 0, y: 600, width: 600, height: 50))
        bar.items = ["A", "B", "C"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        bar.selectedItem = bar.items?[0]
        bar.items?[1].badgeValue = "2"
        child.view.addSubview(bar)
        let window = UIWindow()
        window.rootViewController = container
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        screen.presentFrame()
        #expect(bar.traitCollection.horizontalSizeClass == .compact)
        #expect(bar.itemViews.map(\.frame.width) == [200, 200, 200], "a compact bar fills")
        let plainBadge = bar.itemViews[1].badgeLabel.frame
        let plainTitle = bar.itemViews[1].titleLabel.frame

        let appearance = UITabBarAppearance()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 90
        appearance.stackedItemSpacing = 10
        let indicator = solidImage(.systemYellow)
        appearance.selectionIndicatorImage = indicator
        appearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 5, vertical: 2)
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        let views = bar.itemViews
        views.forEach { $0.layoutIfNeeded() }
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views[1].frame.minX == views[0].frame.maxX + 10)
        #expect(views[0].selectionIndicator.image === indicator)
        #expect(views[1].titleLabel.frame.minY == plainTitle.minY - 3)
        // Without an image the badge sits by the title, so it moves with it, then by its own adjustment.
        #expect(views[1].badgeLabel.frame.minY == plainBadge.minY - 3 + 2)

        // On a regular-width bar the stacked values do not apply: the bar's own do.
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        bar.itemPositioning = .fill
        screen.presentFrame()
        bar.layoutIfNeeded()
        #expect(bar.itemViews.map(\.frame.width) == [200, 200, 200])
    }

    @Test("(issue 45) the selected item's own standardAppearance is the bar's look while it is selected; badgeTitlePositionAdjustment moves a badge's text")
    func itemStandardAppearance() throws {
        let controller = UIViewController()
        let bar = UITabBar(frame: CGRect(x: 0, y: 600, width: 900, height: 50))
        bar.items = ["A", "B"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        bar.selectedItem = bar.items?[0]
        controller.view.addSubview(bar)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        screen.presentFrame()

        let barLook = UITabBarAppearance()
        let barIndicator = solidImage(.systemYellow)
        barLook.selectionIndicatorImage = barIndicator
        bar.standardAppearance = barLook
        let itemLook = UITabBarAppearance()
        let itemIndicator = solidImage(.systemTeal)
        itemLook.selectionIndicatorImage = itemIndicator
        itemLook.inlineLayoutAppearance.selected.iconColor = .systemPink
        itemLook.inlineLayoutAppearance.normal.badgeTitlePositionAdjustment = UIOffset(horizontal: 4, vertical: -1)
        let second = try #require(bar.items?[1])
        second.standardAppearance = itemLook
        #expect(second.standardAppearance !== itemLook, "copied when set")
        itemLook.selectionIndicatorImage = nil
        #expect(second.standardAppearance?.selectionIndicatorImage === itemIndicator)
        second.badgeValue = "3"
        screen.presentFrame()
        bar.itemViews.forEach { $0.layoutIfNeeded() }
        #expect(bar.itemViews[0].selectionIndicator.image === barIndicator, "not selected: the bar's look")
        #expect(bar.itemViews[1].badgeLabel.textOffset == .zero)

        bar.selectedItem = second
        screen.presentFrame()
        bar.itemViews.forEach { $0.layoutIfNeeded() }
        #expect(bar.itemViews[1].selectionIndicator.image === itemIndicator)
        #expect(bar.itemViews[1].imageView.tintColor == .systemPink)
        // Only the selected state of the item's look is set: the first tab (normal) has the item's normal badge offset too.
        bar.items?[0].badgeValue = "1"
        screen.presentFrame()
        bar.itemViews.forEach { $0.layoutIfNeeded() }
        #expect(bar.itemViews[0].badgeLabel.textOffset == UIOffset(horizontal: 4, vertical: -1))

        second.standardAppearance = nil
        screen.presentFrame()
        bar.itemViews.forEach { $0.layoutIfNeeded() }
        #expect(bar.itemViews[1].selectionIndicator.image === barIndicator, "without its own, the bar's again")
        #expect(bar.itemViews[0].badgeLabel.textOffset == .zero)
    }

    @Test("TAB-03 a standalone tab bar selects the tapped item and tells its delegate")
    func standaloneTabBarDelegate() throws {
        final class Listener: UITabBarDelegate {
            var selected: [String?] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
        }
        let controller = UIViewController()
        let bar = UITabBar(frame: CGRect(x: 0, y: 600, width: 900, height: 50))
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.items = items
        let listener = Listener()
        bar.delegate = listener
        controller.view.addSubview(bar)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { withExtendedLifetime(window) {} }
        let view = bar.itemViews[1]
        screen.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        #expect(bar.selectedItem === items[1])
        #expect(listener.selected == ["B"])
    }

    @Test("TAB-03 a tab bar controller is its bar's delegate: a subclass hears each tap and super selects; another delegate raises")
    func controllerIsTabBarDelegate() throws {
        final class Tabs: UITabBarController {
            var heard: [Int] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                heard.append(item.tag)
                super.tabBar(tabBar, didSelect: item)
            }
        }
        final class Other: UITabBarDelegate {}
        let tabs = Tabs()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        tabs.setViewControllers([first, second], animated: false)
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.tabBar.delegate === tabs)
        let view = tabs.tabBar.itemViews[1]
        screen.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        #expect(tabs.heard == [1])
        #expect(tabs.selectedIndex == 1)

        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let other = Other()
        tabs.tabBar.delegate = other
        #expect(tabs.tabBar.delegate === tabs)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("UITabBar.delegate") == true)
    }
}
