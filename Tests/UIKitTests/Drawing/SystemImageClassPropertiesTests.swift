import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIImage's named system images", .serialized, .exclusiveUIKit)
struct SystemImageClassPropertiesTests {
    @Test("actions, add, remove, checkmark and strokedCheckmark are the catalog's symbols, drawn")
    func namedImages() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        for image in [UIImage.actions, .add, .remove, .checkmark, .strokedCheckmark] {
            #expect(image.size.width > 0 && image.size.height > 0)
            #expect(image.isSymbolImage)
        }
        #expect(UIImage.add.pngData() == UIImage(systemName: "plus")?.pngData())
        #expect(UIImage.strokedCheckmark.pngData() != UIImage.checkmark.pngData(), "heavier")
        #expect(UITouch.TouchType.stylus == .pencil)
    }
}
