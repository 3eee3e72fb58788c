import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Context menus as they look, light and dark (at 1×): opened by a pointer (compact, sections,
/// a check mark, a submenu row, a disabled and a destructive item, the second row highlighted
/// by the keyboard) and by a long press (rich, the view lifted over the dimmed backdrop).
@MainActor
@Suite("Context menu pixels", .serialized, .exclusiveUIKit)
struct ContextMenuPixelTests {
    private func render(byTouch: Bool, _ appearance: UIUserInterfaceStyle) -> CGImage? {
        let recorder = MenuRecorder()
        let screen = HeadlessScreen(size: CGSize(width: 480, height: 520), scale: 1)
        screen.userInterfaceStyle = appearance
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let view = UILabel(frame: CGRect(x: 40, y: 30, width: 160, height: 100))
        view.text = "Photo"
        view.textAlignment = .center
        view.textColor = .white
        view.backgroundColor = .systemTeal
        view.layer.cornerRadius = 12
        view.layer.masksToBounds = true
        view.isUserInteractionEnabled = true
        view.addInteraction(UIContextMenuInteraction(delegate: recorder))
        root.view.addSubview(view)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        if byTouch {
            screen.touchDown(at: CGPoint(x: 100, y: 80))
            screen.advance(by: 0.6)
            screen.touchUp(at: CGPoint(x: 100, y: 80))
        } else {
            screen.movePointer(to: CGPoint(x: 120, y: 70))
            screen.click(at: CGPoint(x: 120, y: 70), button: 2)
            screen.press(.keyboardDownArrow)
            screen.press(.keyboardDownArrow)
        }
        screen.runUntilAnimationsSettle()
        let image = screen.render(window)
        ContextMenuPresentation.active(in: window)?.end(choosing: nil)
        screen.runUntilAnimationsSettle()
        return image
    }

    @Test("A pointer-opened menu: sections, a check mark, a submenu, disabled and destructive items, a highlighted row; light and dark")
    func pointerMenu() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(render(byTouch: false, appearance))
            expectGolden(image, named: "context-menu-pointer-\(appearance == .dark ? "dark" : "light")")
        }
    }

    @Test("A menu opened by a long press: the lifted view over the dimmed backdrop, the rich menu under it; light and dark")
    func touchMenu() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(render(byTouch: true, appearance))
            expectGolden(image, named: "context-menu-touch-\(appearance == .dark ? "dark" : "light")")
        }
    }

    @Test("ITEM-03 a pull-down menu from a bar button item, under the item; light and dark")
    func barButtonMenu() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let screen = HeadlessScreen(size: CGSize(width: 480, height: 320), scale: 1)
            screen.userInterfaceStyle = appearance
            let top = UIViewController()
            top.title = "Photos"
            top.view.backgroundColor = .systemBackground
            let navigation = UINavigationController(rootViewController: top)
            let window = UIWindow()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            defer { window.isHidden = true }
            top.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [
                UIAction(title: "Newest First", state: .on) { _ in },
                UIAction(title: "Oldest First") { _ in },
                UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Favorites Only") { _ in }]),
            ]))
            screen.presentFrame()
            let view = navigation.navigationBar.rightButtonViews[0]
            screen.movePointer(to: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            screen.click(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            screen.runUntilAnimationsSettle()
            let image = try #require(screen.render(window))
            expectGolden(image, named: "context-menu-bar-item-\(appearance == .dark ? "dark" : "light")")
            ContextMenuPresentation.active(in: window)?.end(choosing: nil)
            screen.runUntilAnimationsSettle()
        }
    }
}
