import Benchmark
import Foundation
import BenchmarkSupport
import UIKitTesting

/// A storyboard as a mid-sized iPad app has one: a split view whose primary is a navigation
/// controller of a table with prototype cells, and 28 detail scenes, each a stack of labels,
/// a button and a switch laid out with Auto Layout to the safe area, with outlets and an action.
/// 30 view-controller scenes in all (about 2,000 lines of XML).
enum ThirtySceneStoryboard {
    static func xml() -> String {
        var scenes = """
        <scene sceneID="split-scene"><objects>
            <splitViewController id="SPLIT" style="doubleColumn" sceneMemberID="viewController">
                <connections>
                    <segue destination="NAV" kind="relationship" relationship="masterViewController" id="rel-1"/>
                    <segue destination="D0" kind="relationship" relationship="detailViewController" id="rel-2"/>
                </connections>
            </splitViewController>
        </objects></scene>
        <scene sceneID="nav-scene"><objects>
            <navigationController id="NAV" sceneMemberID="viewController">
                <connections><segue destination="LIST" kind="relationship" relationship="rootViewController" id="rel-3"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="list-scene"><objects>
            <tableViewController title="Items" id="LIST" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" id="LIST-T">
                    <rect key="frame" x="0.0" y="0.0" width="420" height="1024"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="Item" textLabel="LIST-L" style="IBUITableViewCellStyleDefault" accessoryType="disclosureIndicator" id="LIST-C">
                            <tableViewCellContentView key="contentView" id="LIST-CV"><subviews>
                                <label text="Title" id="LIST-L"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                            </subviews></tableViewCellContentView>
                            <connections><segue destination="D1" kind="showDetail" identifier="detail" id="seg-list"/></connections>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                <navigationItem key="navigationItem" title="Items" id="LIST-N"/>
            </tableViewController>
        </objects></scene>
        """
        for index in 0..<28 {
            let id = "D\(index)"
            scenes += """
            <scene sceneID="\(id)-scene"><objects>
                <viewController storyboardIdentifier="Detail\(index)" id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-V">
                        <rect key="frame" x="0.0" y="0.0" width="946" height="1024"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-S">
                                <subviews>
                                    <label text="Detail \(index)" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-L1">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                    </label>
                                    <label text="A line of secondary text under the title" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-L2">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                    </label>
                                    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-B">
                                        <state key="normal" title="Action \(index)"/>
                                    </button>
                                    <switch on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-W"/>
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="\(id)-G"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="\(id)-S" firstAttribute="top" secondItem="\(id)-G" secondAttribute="top" constant="20" id="\(id)-c1"/>
                            <constraint firstItem="\(id)-S" firstAttribute="leading" secondItem="\(id)-G" secondAttribute="leading" constant="20" id="\(id)-c2"/>
                            <constraint firstItem="\(id)-G" firstAttribute="trailing" secondItem="\(id)-S" secondAttribute="trailing" constant="20" id="\(id)-c3"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Detail \(index)" id="\(id)-N">
                        <barButtonItem key="rightBarButtonItem" systemItem="action" id="\(id)-I"/>
                    </navigationItem>
                </viewController>
            </objects></scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="SPLIT">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// `count` copies in a fresh folder (Board0 … Board<count-1>), so that each iteration reads
    /// a file UIKit has not read before.
    static func folder(copies count: Int) -> Bundle {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-storyboards-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = Data(xml().utf8)
        for index in 0..<count {
            try! data.write(to: directory.appendingPathComponent("Board\(index).storyboard"))
        }
        return Bundle(path: directory.path)!
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(15),
        maxIterations: 150
    )

    Benchmark("Storyboard: read a 30-scene storyboard and instantiate its initial split view controller") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let bundle = ThirtySceneStoryboard.folder(copies: 160)
            var index = 0
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let storyboard = UIStoryboard(name: "Board\(index)", bundle: bundle)
                blackHole(storyboard.instantiateInitialViewController())
                benchmark.stopMeasurement()
                index += 1
            }
        }
    }

    Benchmark("Storyboard: read, instantiate and show the initial split view controller: first frame at 1366×1024 at 2×") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let bundle = ThirtySceneStoryboard.folder(copies: 160)
            let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
            let window = UIWindow()
            window.makeKeyAndVisible()
            var index = 0
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                window.rootViewController = UIStoryboard(name: "Board\(index)", bundle: bundle).instantiateInitialViewController()
                screen.presentFrame()
                benchmark.stopMeasurement()
                index += 1
            }
        }
    }

    Benchmark("Storyboard: instantiate a detail scene and load its view (storyboard already read)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let storyboard = UIStoryboard(name: "Board0", bundle: ThirtySceneStoryboard.folder(copies: 1))
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let controller = storyboard.instantiateViewController(withIdentifier: "Detail7")
                controller.view.frame = CGRect(x: 0, y: 0, width: 946, height: 1024)
                controller.view.layoutIfNeeded()
                blackHole(controller)
                benchmark.stopMeasurement()
            }
        }
    }
}
