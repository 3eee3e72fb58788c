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

    @Test("V-16 a view's init(coder:) sees the document's frame after super.init(coder:), as UIKit decodes it: the custom-view idiom that loads its own xib into bounds works")
    func frameInInitCoder() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="card" customClass="BoundsInCoderView" customModule="UIKitTests">
                            <rect key="frame" x="10" y="20" width="260" height="120"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let root = try #require(objects.first as? UIView)
        let card = try #require(root.subviews.first as? BoundsInCoderView)
        #expect(card.boundsInInit == CGRect(x: 0, y: 0, width: 260, height: 120))
        #expect(card.frame == CGRect(x: 10, y: 20, width: 260, height: 120))
        #expect(card.content.frame == CGRect(x: 0, y: 0, width: 260, height: 120))
    }

    @Test("V-16 a view that loads a xib of its own in init(coder:), itself made by a document, keeps it: the loaded view fills it, its outlet is connected")
    func nibLoadedInInitCoder() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="card" customClass="NibInCoderView" customModule="UIKitTests">
                            <rect key="frame" x="30" y="40" width="260" height="120"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let root = try #require(objects.first as? UIView)
        let card = try #require(root.subviews.first as? NibInCoderView)
        let loaded = try #require(card.loaded)
        #expect(loaded.superview === card)
        #expect(loaded.frame == CGRect(x: 0, y: 0, width: 260, height: 120))
        #expect(card.title != nil && card.title.superview === loaded)
        #expect(card.backgroundColor == .white)
    }

    @Test("A view with a fixed frame that does not translate its autoresizing mask keeps its frame through layout, as Xcode's compiler adds constraints that hold it, even when its subviews take part in Auto Layout")
    func fixedFrameKept() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                            <rect key="frame" x="30" y="98" width="260" height="120"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="8" y="14" width="244" height="42"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="top" constant="14" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="8" id="c3"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let root = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView)
        let card = try #require(root.subviews.first)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 30, y: 98, width: 260, height: 120))
        #expect(card.subviews.first?.frame.minY == 14 && card.subviews.first?.frame.width == 244)
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
