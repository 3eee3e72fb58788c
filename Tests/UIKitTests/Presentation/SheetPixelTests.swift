import Testing
import UIKit
import UIKitTesting

/// A page sheet and a form sheet over a dimmed presenter on a 12.9-inch iPad in landscape
/// (rendered at 1×), light and dark.
@MainActor
@Suite("Sheet pixels", .serialized, .exclusiveUIKit)
struct SheetPixelTests {
    private func render(_ style: UIModalPresentationStyle, _ appearance: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        screen.userInterfaceStyle = appearance
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 1366, height: 120))
        stripe.backgroundColor = .systemBlue
        stripe.autoresizingMask = [.flexibleWidth]
        root.view.addSubview(stripe)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let sheet = UIViewController()
        sheet.view.backgroundColor = .secondarySystemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 400, height: 24))
        label.text = style == .formSheet ? "Form sheet" : "Page sheet"
        sheet.view.addSubview(label)
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: false)
        return screen.render()
    }

    @Test("Page sheet over a dimmed presenter", arguments: [UIUserInterfaceStyle.light, .dark])
    func pageSheet(_ appearance: UIUserInterfaceStyle) {
        expectGolden(render(.pageSheet, appearance), named: "page-sheet-\(appearance == .dark ? "dark" : "light")")
    }

    @Test("Form sheet over a dimmed presenter", arguments: [UIUserInterfaceStyle.light, .dark])
    func formSheet(_ appearance: UIUserInterfaceStyle) {
        expectGolden(render(.formSheet, appearance), named: "form-sheet-\(appearance == .dark ? "dark" : "light")")
    }
}
