import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIImageView.adjustsImageSizeForAccessibilityContentSizeCategory", .exclusiveUIKit)
struct UIImageViewContentSizeCategoryTests {
    @Test("A symbol image grows with an accessibility text size only when the view adjusts it; a bitmap does not; back at Large it is its own size")
    func growsAtAccessibilitySizes() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        let symbol = UIImageView(image: try #require(UIImage(systemName: "star")))
        let bitmap = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in })
        let plain = UIImageView(image: UIImage(systemName: "star"))
        symbol.adjustsImageSizeForAccessibilityContentSizeCategory = true
        bitmap.adjustsImageSizeForAccessibilityContentSizeCategory = true
        for view in [symbol, bitmap, plain] { root.view.addSubview(view) }
        window.makeKeyAndVisible()
        screen.presentFrame()
        let symbolSize = symbol.intrinsicContentSize
        #expect(plain.intrinsicContentSize == symbolSize)

        screen.preferredContentSizeCategory = .accessibilityExtraLarge
        screen.presentFrame()
        #expect(symbol.intrinsicContentSize.width > symbolSize.width * 1.5)
        #expect(symbol.intrinsicContentSize.height > symbolSize.height * 1.5)
        #expect(symbol.sizeThatFits(.zero) == symbol.intrinsicContentSize, "sizeToFit agrees with Auto Layout")
        #expect(plain.intrinsicContentSize == symbolSize)
        #expect(bitmap.intrinsicContentSize == CGSize(width: 20, height: 10))

        screen.preferredContentSizeCategory = .large
        screen.presentFrame()
        #expect(symbol.intrinsicContentSize == symbolSize)
        #expect(!UIImageView().adjustsImageSizeForAccessibilityContentSizeCategory)
        withExtendedLifetime(window) {}
    }
}
