import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Previews of dragged web addresses (`UIDragPreview(forURL:)` and its targeted form).
@MainActor
@Suite("URL drag previews", .serialized, .exclusiveUIKit)
struct URLDragPreviewTests {
    private func texts(_ view: UIView) -> [String] {
        view.subviews.compactMap { ($0 as? UILabel)?.text }
    }

    @Test("A URL preview shows the title above the shortened address, or the address alone, in a rounded card at most 280 points wide")
    func urlPreviews() {
        _ = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let url = URL(string: "https://www.apple.com/ipad/")!
        let titled = UIDragPreview(forURL: url, title: "iPad")
        #expect(texts(titled.view) == ["iPad", "www.apple.com/ipad"])
        #expect(titled.view.bounds.width <= 280 && titled.parameters.visiblePath != nil)
        let plain = UIDragPreview(forURL: url)
        #expect(texts(plain.view) == ["www.apple.com/ipad"])
        #expect(plain.view.bounds.height < titled.view.bounds.height)
        let long = UIDragPreview(forURL: URL(string: "https://example.org/" + String(repeating: "segment/", count: 40))!)
        #expect(long.view.bounds.width <= 280)

        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let target = UIDragPreviewTarget(container: container, center: CGPoint(x: 40, y: 50))
        let targeted = UITargetedDragPreview(forURL: url, title: "iPad", target: target)
        #expect(targeted.target.container === container && targeted.target.center == CGPoint(x: 40, y: 50))
        #expect(texts(targeted.view) == ["iPad", "www.apple.com/ipad"])
        #expect(texts(UITargetedDragPreview(forURL: url, target: target).view) == ["www.apple.com/ipad"])
    }
}
