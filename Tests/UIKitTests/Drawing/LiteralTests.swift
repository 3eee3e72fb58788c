import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite("#colorLiteral and #imageLiteral make UIKit's types")
struct LiteralTests {
    @Test("#colorLiteral is a UIColor of those sRGB components, with no type written")
    func colorLiteral() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(type(of: color) == UIColor.self)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 0.25)
    }

    @Test("#imageLiteral is a UIImage; a name no bundle has gives an empty image, not a crash")
    func imageLiteral() {
        let image = #imageLiteral(resourceName: "no-such-image-in-any-bundle")
        #expect(type(of: image) == UIImage.self)
        #expect(image.size == .zero)
    }
}
