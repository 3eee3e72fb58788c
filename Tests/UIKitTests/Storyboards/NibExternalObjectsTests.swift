import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UINib.OptionsKey.externalObjects` (issue 45): a xib's External Objects stand for objects
/// the code gives when it instantiates the nib.
@MainActor
@Suite("Storyboards: nib external objects", .exclusiveUIKit)
struct NibExternalObjectsTests {
    private static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <placeholder placeholderIdentifier="Rows" id="ext-rows" userLabel="External Object" customClass="NSObject"/>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <connections>
                    <outlet property="dataSource" destination="ext-rows" id="c1"/>
                    <outlet property="delegate" destination="ext-missing" id="c2"/>
                </connections>
            </tableView>
            <placeholder placeholderIdentifier="Absent" id="ext-missing" userLabel="External Object"/>
        </objects>
    </document>
    """

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }

    @Test("(issue 45) connections to an External Object reach the object the options give for its identifier; one not given connects nothing, and says so")
    func externalObjects() throws {
        UIKitLog.clear()
        let rows = Rows()
        #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
        let objects = UINib(data: Data(Self.xib.utf8), bundle: nil)
            .instantiate(withOwner: nil, options: [.externalObjects: ["Rows": rows]])
        #expect(objects.count == 1, "placeholders are not top-level objects")
        let table = try #require(objects.first as? UITableView)
        #expect(table.dataSource === rows)
        #expect(table.delegate == nil)
        #expect(UIKitLog.messages.contains { $0.contains("\"Absent\"") }, "\(UIKitLog.messages)")

        let without = UINib(data: Data(Self.xib.utf8), bundle: nil).instantiate(withOwner: nil, options: nil)
        #expect((without.first as? UITableView)?.dataSource == nil)
    }
}
