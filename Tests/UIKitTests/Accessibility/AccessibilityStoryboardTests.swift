import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What Interface Builder's Accessibility inspector writes reaches the views.
@MainActor
@Suite("Accessibility in storyboards and xibs", .exclusiveUIKit)
struct AccessibilityStoryboardTests {
    @Test("A xib's accessibility configuration and runtime attributes set label, hint, identifier, traits and isElement")
    func xibAccessibility() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <label opaque="NO" text="Notes" id="title">
                            <rect key="frame" x="0" y="0" width="100" height="21"/>
                            <accessibility key="accessibilityConfiguration" identifier="notes-title">
                                <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                            </accessibility>
                        </label>
                        <view contentMode="scaleToFill" id="chart">
                            <rect key="frame" x="0" y="40" width="100" height="100"/>
                            <accessibility key="accessibilityConfiguration" label="Sales chart" hint="Shows this year's sales">
                                <accessibilityTraits key="traits" image="YES"/>
                                <bool key="isElement" value="YES"/>
                            </accessibility>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="Rising"/>
                            </userDefinedRuntimeAttributes>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        let root = try #require(objects.first as? UIView)
        let title = try #require(root.subviews.first as? UILabel)
        #expect(title.accessibilityIdentifier == "notes-title")
        #expect(title.accessibilityTraits == [.staticText, .header])
        #expect(title.accessibilityLabel == "Notes")
        let chart = root.subviews[1]
        #expect(chart.isAccessibilityElement)
        #expect(chart.accessibilityLabel == "Sales chart" && chart.accessibilityHint == "Shows this year's sales")
        #expect(chart.accessibilityTraits == .image && chart.accessibilityValue == "Rising")
    }
}
