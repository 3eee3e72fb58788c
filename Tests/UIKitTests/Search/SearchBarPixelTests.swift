import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A search bar as it looks (rendered at 1×), light and dark: a token and text in the field,
/// the bookmark button's place taken by the clear button while editing, and the scope bar.
@MainActor
@Suite("Search bar pixels", .serialized, .exclusiveUIKit)
struct SearchBarPixelTests {
    private func render(_ appearance: UIUserInterfaceStyle) -> CGImage? {
        let screen = HeadlessScreen(size: CGSize(width: 420, height: 120), scale: 1)
        screen.userInterfaceStyle = appearance
        let window = UIWindow()
        let page = UIViewController()
        page.view.backgroundColor = .systemBackground
        let bar = UISearchBar(frame: CGRect(x: 0, y: 10, width: 420, height: 56))
        bar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        bar.selectedScopeButtonIndex = 1
        bar.showsScopeBar = true
        bar.showsBookmarkButton = true
        let token = UISearchToken(icon: nil, text: "Red")
        bar.searchTextField.tokens = [token]
        bar.text = "apple"
        bar.sizeToFit()
        page.view.addSubview(bar)
        window.rootViewController = page
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        return screen.render(window)
    }

    @Test("A search bar with a token and a scope bar, light and dark")
    func look() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let image = try #require(render(appearance))
            expectGolden(image, named: "search-bar-token-scope-\(appearance == .dark ? "dark" : "light")")
        }
    }
}
