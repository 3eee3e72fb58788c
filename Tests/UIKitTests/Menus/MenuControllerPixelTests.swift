import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The edit menu as it looks over a text label, light and dark (at 1×): Copy, Paste and a
/// custom Pin item above the label, the arrow pointing down at its middle.
@MainActor
@Suite("Edit menu pixels", .serialized, .exclusiveUIKit)
struct MenuControllerPixelTests {
    @Test("The edit menu: a dark rounded bar, separators, an arrow at the target; light and dark")
    func editMenu() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let screen = HeadlessScreen(size: CGSize(width: 360, height: 200), scale: 1)
            screen.userInterfaceStyle = appearance
            let window = UIWindow()
            let root = EditMenuHostController()
            root.view.backgroundColor = .systemBackground
            let target = EditMenuTargetView(frame: CGRect(x: 100, y: 110, width: 160, height: 44))
            target.backgroundColor = .systemYellow.withAlphaComponent(0.4)
            let label = UILabel(frame: target.bounds)
            label.text = "Selected words"
            label.textAlignment = .center
            label.textColor = .label
            target.addSubview(label)
            root.view.addSubview(target)
            window.rootViewController = root
            window.makeKeyAndVisible()
            screen.presentFrame()
            _ = target.becomeFirstResponder()
            let menu = UIMenuController.shared
            menu.arrowDirection = .default
            menu.menuItems = [UIMenuItem(title: "Pin", action: .editMenuPin)]
            menu.showMenu(from: target, rect: target.bounds)
            _ = screen.runUntilAnimationsSettle()
            let image = try #require(screen.render(window))
            menu.hideMenu()
            menu.menuItems = nil
            _ = screen.runUntilAnimationsSettle()
            window.isHidden = true
            expectGolden(image, named: "edit-menu-\(appearance == .dark ? "dark" : "light")")
        }
    }
}
