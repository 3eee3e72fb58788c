import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards: visual effect views (Effect loading)", .exclusiveUIKit)
struct VisualEffectStoryboardTests {
    private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">
                        <rect key="frame" x="10" y="10" width="200" height="120"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="blurContent">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <visualEffectView opaque="NO" contentMode="scaleToFill" id="vibrancy">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vibrancyContent">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Vivid" id="label">
                                                <rect key="frame" x="8" y="8" width="100" height="21"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <vibrancyEffect style="secondaryLabel">
                                        <blurEffect style="systemMaterial"/>
                                    </vibrancyEffect>
                                </visualEffectView>
                            </subviews>
                        </view>
                        <blurEffect style="systemThinMaterialDark"/>
                    </visualEffectView>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="plain">
                        <rect key="frame" x="10" y="140" width="100" height="40"/>
                        <view key="contentView" opaque="NO" contentMode="center" id="plainContent">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        </view>
                        <blurEffect/>
                    </visualEffectView>
                </subviews>
            </view>
        </objects>
    </document>
    """

    @Test("A <visualEffectView> is a UIVisualEffectView with its effect, and its contentView holds the subviews")
    func loads() throws {
        UIKitLog.clear()
        let objects = UINib(data: Data(Self.xib.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let root = try #require(objects.first as? UIView)
        let effectViews = root.subviews.compactMap { $0 as? UIVisualEffectView }
        #expect(effectViews.count == 2)
        let blurView = try #require(effectViews.first)
        #expect(blurView.frame == CGRect(x: 10, y: 10, width: 200, height: 120))
        #expect((blurView.effect as? UIBlurEffect)?.style == .systemThinMaterialDark)
        let vibrancyView = try #require(blurView.contentView.subviews.first as? UIVisualEffectView)
        let vibrancy = try #require(vibrancyView.effect as? UIVibrancyEffect)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .systemMaterial)
        #expect((vibrancyView.contentView.subviews.first as? UILabel)?.text == "Vivid")
        #expect(vibrancyView.contentView.clipsToBounds)
        #expect((effectViews[1].effect as? UIBlurEffect)?.style == .extraLight, "a <blurEffect/> with no style is extra light")
        #expect(!UIKitLog.messages.contains { $0.contains("visualEffectView") || $0.contains("contentView instead") },
                "\(UIKitLog.messages)")
    }
}
