import Testing
import UIKit
import UIKitTesting

/// An alert with a title, a message and three buttons (destructive, preferred default,
/// cancel) over a dimmed window on an iPad, rendered at 1×, light and dark.
@MainActor
@Suite("Alert pixels", .serialized, .exclusiveUIKit)
struct AlertPixelTests {
    private func render(_ appearance: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.userInterfaceStyle = appearance
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 120))
        stripe.backgroundColor = .systemBlue
        root.view.addSubview(stripe)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Save changes to “Notes”?",
                                      message: "Your changes will be lost if you don’t save them.", preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Don’t Save", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = save
        root.present(alert, animated: false)
        return screen.render()
    }

    @Test("Alert over a dimmed window", arguments: [UIUserInterfaceStyle.light, .dark])
    func alert(_ appearance: UIUserInterfaceStyle) {
        expectGolden(render(appearance), named: "alert-\(appearance == .dark ? "dark" : "light")")
    }
}
