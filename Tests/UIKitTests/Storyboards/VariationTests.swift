import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards: size-class variations", .exclusiveUIKit)
struct VariationTests {
    @Test("TRAIT-08 a regular-width variation installs the sidebar, its constraints and a larger font; compact width takes them out, live")
    func liveVariations() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let controller = UIStoryboard(name: "Variations", bundle: StoryboardFixtures.bundle).instantiateInitialViewController() as! VariationsController
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.sidebar.superview === controller.view)
        #expect(controller.sidebar.frame == CGRect(x: 0, y: 0, width: 300, height: 768))
        #expect(controller.contentLabel.frame.minX == 320)
        #expect(controller.contentLabel.font.pointSize == 34)

        screen.setSize(CGSize(width: 320, height: 768))
        screen.presentFrame()
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.sidebar.superview == nil)
        #expect(controller.contentLabel.frame.minX == 20)
        #expect(controller.contentLabel.font.pointSize == 17)

        screen.setSize(CGSize(width: 1024, height: 768))
        screen.presentFrame()
        #expect(controller.sidebar.superview === controller.view)
        #expect(controller.view.subviews.first === controller.sidebar)
        #expect(controller.contentLabel.frame.minX == 320)
        #expect(controller.contentLabel.font.pointSize == 34)
    }
}
