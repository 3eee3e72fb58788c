import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Xibs: UINib, loadNibNamed and a controller's own nib", .exclusiveUIKit)
struct NibTests {
    @Test("VC-10 a controller without a nib name loads the xib named after its class without \"Controller\"")
    func classNamedNib() {
        StoryboardLog.shared = StoryboardLog()
        let controller = ProfileViewController(nibName: nil, bundle: StoryboardFixtures.bundle)
        let view = controller.view as? ProfileView
        #expect(view != nil)
        #expect(controller.nameLabel?.text == "Ada")
        #expect(controller.nameLabel?.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(view?.backgroundColor == .systemBackground)
    }

    @Test("VC-10 a plain controller with no xib of its name makes a plain view")
    func noNib() {
        let controller = UIViewController(nibName: nil, bundle: StoryboardFixtures.bundle)
        #expect(type(of: controller.view!) == UIView.self)
    }

    @Test("V-16 awakeFromNib comes after init(coder:) and after runtime attributes and subviews are set")
    func awakeOrder() {
        StoryboardLog.shared = StoryboardLog()
        let objects = UINib(nibName: "ProfileView", bundle: StoryboardFixtures.bundle).instantiate(withOwner: nil, options: nil)
        let view = objects.first as? ProfileView
        #expect(StoryboardLog.shared.entries == ["profile view init(coder:)", "profile view awakeFromNib"])
        #expect(view?.sawAtAwake?.ringWidth == 2.5)
        #expect(view?.sawAtAwake?.subviews == 2)
        #expect(view?.ringColor == .systemBlue)
        #expect(view?.layer.cornerRadius == 12)
        #expect(objects.count == 2)
        #expect(objects.last is UITapGestureRecognizer)
        #expect((objects.last as? UITapGestureRecognizer)?.numberOfTapsRequired == 2)
    }

    @Test("the File's Owner's outlets and actions; an action to First Responder goes up the responder chain")
    func owner() {
        let owner = ProfileViewController(nibName: "Nothing", bundle: nil)
        let objects = StoryboardFixtures.bundle.loadNibNamed("ProfileView", owner: owner, options: nil) ?? []
        let view = objects.first as! ProfileView
        let toggle = view.subviews.compactMap { $0 as? UISwitch }.first!
        #expect(owner.nameLabel === view.subviews.first)
        #expect(toggle.isOn)
        #expect(toggle.actions(forTarget: owner, forControlEvent: .valueChanged) == ["toggled:"])
        #expect(toggle.actions(forTarget: nil, forControlEvent: .valueChanged) == ["firstResponderAction:"])
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(owner.toggles == [false])
    }

    @Test("constraints between a xib's views lay them out")
    func xibConstraints() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let controller = ProfileViewController(nibName: "ProfileView", bundle: StoryboardFixtures.bundle)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        let label = controller.nameLabel!
        let toggle = controller.view.subviews.compactMap { $0 as? UISwitch }.first!
        #expect(label.frame.minY == 16)
        #expect(label.frame.minX == controller.view.layoutMargins.left)
        #expect(toggle.frame.minY == label.frame.maxY + 16)
        #expect(toggle.frame.minX == label.frame.minX)
    }
}
