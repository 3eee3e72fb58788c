import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Status bar preferences and the controller's safe area", .exclusiveUIKit)
struct StatusBarAndSafeAreaTests {
    final class Preferring: UIViewController {
        var hidden = false
        var style: UIStatusBarStyle = .default
        var insetChanges = 0
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            insetChanges += 1
        }
    }

    func show(_ root: UIViewController, on screen: HeadlessScreen) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return window
    }

    @Test("SBAR-01 SBAR-02 by default the status bar shows with the default style; preferences change it on request")
    func preferences() {
        let screen = HeadlessScreen()
        let root = Preferring()
        let window = show(root, on: screen)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .default, isHidden: false))
        root.hidden = true
        root.style = .lightContent
        #expect(window.statusBarAppearance.isHidden == false)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: true))
        #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
    }

    @Test("SBAR-04 a sheet's preferences count only when it captures the status bar; a full-screen one's always")
    func presentedPreferences() {
        let screen = HeadlessScreen()
        let root = Preferring()
        let window = show(root, on: screen)
        let sheet = Preferring()
        sheet.style = .darkContent
        root.present(sheet, animated: false)
        screen.presentFrame()
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance.style == .default)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance.style == .darkContent)
        sheet.dismiss(animated: false)
        screen.presentFrame()
        let full = Preferring()
        full.style = .lightContent
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        screen.presentFrame()
        full.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance.style == .lightContent)
    }

    @Test("SAFE-03 SAFE-02 a controller hears its view's safe area change; additional insets add to it")
    func safeAreaChanges() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let root = Preferring()
        let window = show(root, on: screen)
        #expect(root.view.safeAreaInsets.top == 20)
        let before = root.insetChanges
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        screen.presentFrame()
        #expect(root.view.safeAreaInsets.top == 70)
        #expect(root.insetChanges == before + 1)
        let child = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 100))
        root.view.addSubview(child)
        screen.presentFrame()
        #expect(child.safeAreaInsets.top == 30)
        withExtendedLifetime(window) {}
    }

    @Test("Fuzz finding: a stack taller than its window under a navigation bar settles; the part beyond the window is not an unsafe area")
    func overflowIsNotUnsafe() {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 1000), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 1000))
        let page = UIViewController()
        let group = UIStackView()
        group.axis = .vertical
        group.isLayoutMarginsRelativeArrangement = true
        group.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        for _ in 0..<12 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            group.addArrangedSubview(row)
        }
        group.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(group)
        NSLayoutConstraint.activate([
            group.topAnchor.constraint(equalTo: page.view.layoutMarginsGuide.topAnchor, constant: 16),
            group.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
            group.widthAnchor.constraint(equalToConstant: 300),
        ])
        window.rootViewController = UINavigationController(rootViewController: page)
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(abs(group.frame.height - 536) < 0.01, "\(group.frame.height)")
        // The window shrinks below the stack's bottom: nothing covers the overflow.
        let loopsBefore = CATransaction.unsettledCommitCount
        screen.dragWindowEdge(of: window, toSize: CGSize(width: 600, height: 400))
        screen.presentFrame()
        #expect(CATransaction.unsettledCommitCount == loopsBefore)
        #expect(abs(group.frame.height - 536) < 0.01, "\(group.frame.height)")
        #expect(group.safeAreaInsets.bottom == 0)
        #expect(group.safeAreaInsets.top == 0)
        withExtendedLifetime(window) {}
    }
}
