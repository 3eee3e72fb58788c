import Foundation
import Testing
@testable import UIKit
import UIKitTesting

private final class FormDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let controller = UIViewController()
        let form = UIView()
        form.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(lessThanOrEqualTo: controller.view.trailingAnchor, constant: -20),
            form.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
            form.bottomAnchor.constraint(lessThanOrEqualTo: controller.view.bottomAnchor, constant: -20),
            form.widthAnchor.constraint(equalToConstant: 460),
            form.heightAnchor.constraint(equalToConstant: 310),
        ])
        window = UIWindow()
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("UIWindow.canResizeToFitContent", .serialized, .exclusiveUIKit)
struct WindowFitsContentTests {
    @Test("With it, the desktop window cannot be dragged smaller than the content's constraints allow; without it, it can")
    func minimumFromContent() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1200, height: 900), scale: 1)
        let application = screen.launchApplication(delegateClass: FormDelegate.self)
        defer { screen.endApplication() }
        let window = try #require((application.delegate as? FormDelegate)?.window)
        #expect(window.canResizeToFitContent == false)
        screen.dragWindowEdge(of: window, toSize: CGSize(width: 300, height: 200))
        screen.presentFrame()
        #expect(window.bounds.size == CGSize(width: 300, height: 200))

        window.canResizeToFitContent = true
        #expect(window.platformWindow?.minimumSize == CGSize(width: 500, height: 350))
        screen.dragWindowEdge(of: window, toSize: CGSize(width: 300, height: 200))
        screen.presentFrame()
        #expect(window.bounds.size == CGSize(width: 500, height: 350))
        screen.dragWindowEdge(of: window, toSize: CGSize(width: 800, height: 600))
        screen.presentFrame()
        #expect(window.bounds.size == CGSize(width: 800, height: 600), "larger is fine")

        // A larger scene restriction still wins.
        window.windowScene?.sizeRestrictions?.minimumSize = CGSize(width: 600, height: 300)
        #expect(window.platformWindow?.minimumSize == CGSize(width: 600, height: 350))
        window.canResizeToFitContent = false
        #expect(window.platformWindow?.minimumSize == CGSize(width: 600, height: 300))
    }
}
