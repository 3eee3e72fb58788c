import Foundation
import UIKit

/// The Gallery's interface: a tab per subject. Until split views arrive, tabs are the
/// iPad-native way to organise its pages.
final class GalleryTabBarController: UITabBarController {
    init(report: @escaping (String) -> Void) {
        super.init(nibName: nil, bundle: nil)
        let controls = GalleryViewController(report: report)
        controls.tabBarItem = UITabBarItem(title: "Controls", image: nil, tag: 0)
        let navigation = UINavigationController(rootViewController: NavigationDemoViewController(report: report))
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: "Navigation", image: nil, tag: 1)
        let presentations = UINavigationController(rootViewController: PresentationsDemoViewController(report: report))
        presentations.tabBarItem = UITabBarItem(title: "Presentations", image: nil, tag: 2)
        let drawing = DrawingDemoViewController(report: report)
        drawing.tabBarItem = UITabBarItem(title: "Drawing", image: nil, tag: 3)
        let gestures = GesturesDemoViewController(report: report)
        gestures.tabBarItem = UITabBarItem(title: "Gestures", image: nil, tag: 4)
        let animations = AnimationsDemoViewController(report: report)
        animations.tabBarItem = UITabBarItem(title: "Animations", image: nil, tag: 5)
        let lists = UINavigationController(rootViewController: ListsDemoViewController(report: report))
        lists.tabBarItem = UITabBarItem(title: "Lists", image: nil, tag: 6)
        viewControllers = [controls, navigation, presentations, drawing, gestures, animations, lists]
        delegate = TabReporter.shared
        TabReporter.shared.report = report
    }

    required init?(coder: NSCoder) { nil }
}

/// Logs tab changes (for people and the GUI tests).
final class TabReporter: UITabBarControllerDelegate {
    static let shared = TabReporter()
    var report: (String) -> Void = { _ in }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        report("tab \(viewController.tabBarItem.title ?? "")")
    }
}
