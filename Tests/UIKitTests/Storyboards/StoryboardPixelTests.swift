import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A storyboard scene beside the same scene written in code: the same pixels, light and dark.
@MainActor
@Suite("Storyboards: the same pixels as code", .exclusiveUIKit)
struct StoryboardPixelTests {
    /// Card.storyboard's scene, written in code as a developer would.
    final class CodeCardController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let title = UILabel()
            title.text = "Storyboard"
            title.font = .preferredFont(forTextStyle: .title1)
            title.textColor = .label
            let button = UIButton(type: .system)
            button.setTitle("Press", for: .normal)
            let toggle = UISwitch()
            toggle.isOn = true
            let bar = UIView()
            bar.backgroundColor = .systemOrange
            bar.layer.cornerRadius = 8
            NSLayoutConstraint.activate([bar.widthAnchor.constraint(equalToConstant: 200), bar.heightAnchor.constraint(equalToConstant: 40)])
            let stack = UIStackView(arrangedSubviews: [title, button, toggle, bar])
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            ])
        }
    }

    func render(_ controller: UIViewController, style: UIUserInterfaceStyle) -> CGImage? {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 2)
        let window = UIWindow()
        window.overrideUserInterfaceStyle = style
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        return withExtendedLifetime(window) { screen.render(window) }
    }

    @Test("a storyboard scene and the same scene in code draw the same pixels", arguments: [UIUserInterfaceStyle.light, .dark])
    func samePixels(style: UIUserInterfaceStyle) throws {
        let fromStoryboard = UIStoryboard(name: "Card", bundle: StoryboardFixtures.bundle).instantiateInitialViewController()!
        let storyboardImage = try #require(render(fromStoryboard, style: style))
        let codeImage = try #require(render(CodeCardController(), style: style))
        #expect(storyboardImage.width == codeImage.width && storyboardImage.height == codeImage.height)
        var differing = 0
        for y in stride(from: 0, to: storyboardImage.height, by: 1) {
            for x in stride(from: 0, to: storyboardImage.width, by: 1) where storyboardImage.color(x: x, y: y) != codeImage.color(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0)
        // Not a blank frame: the title's text and the orange bar are there.
        let bar = storyboardImage.color(x: 2 * 120, y: 2 * (20 + 150))
        #expect(bar.red > 200 && bar.blue < 100, "the orange bar: \(bar)")
        if style == .light {
            let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("storyboard-card-light.png")
            try? pngData(of: storyboardImage)?.write(to: url)
        }
    }
}
