import Testing
@testable import UIKit
import UIKitTesting

/// A double-column split with a compact column, resized through every iPad multitasking
/// configuration of `ipad-geometry.md` (MT-04, MT-05, SPLIT-08, SPLIT-11, SPLIT-16).
@MainActor
@Suite("UISplitViewController across multitasking sizes", .exclusiveUIKit)
struct SplitMultitaskingTests {
    /// What the split shows in a window: collapsed below 678 points (the compact width), else
    /// the primary beside in a window wider than tall and the secondary alone otherwise.
    static func expected(for size: CGSize) -> (collapsed: Bool, mode: UISplitViewController.DisplayMode) {
        if size.width < 678 { return (true, .secondaryOnly) }
        return (false, size.width > size.height ? .oneBesideSecondary : .secondaryOnly)
    }


    @Test("MT-04 MT-05 SPLIT-08 SPLIT-11 SPLIT-16 every multitasking row, from full screen and back: collapsed state, display mode, visible controllers and delegate calls",
          arguments: MultitaskingPreset.Device.allCases)
    func walk(_ device: MultitaskingPreset.Device) {
        for orientation in MultitaskingPreset.Orientation.allCases {
            let full = MultitaskingPreset(device, orientation, .fullScreen)!
            let screen = HeadlessScreen(size: full.screenSize, scale: 1)
            let split = UISplitViewController(style: .doubleColumn)
            let recorder = SplitRecorder()
            split.delegate = recorder
            let primary = UIViewController(), secondary = UIViewController(), compact = UIViewController()
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            split.setViewController(compact, for: .compact)
            let window = UIWindow()
            window.rootViewController = split
            window.makeKeyAndVisible()
            screen.presentFrame()
            var wasCollapsed = split.isCollapsed
            var previousMode = split.displayMode
            for preset in MultitaskingPreset.all(for: device) where preset.orientation == orientation {
                for step in [preset, full] {
                    recorder.calls = []
                    screen.apply(step, to: window)
                    screen.runUntilAnimationsSettle()
                    let size = window.bounds.size
                    let expected = Self.expected(for: size)
                    let label = "\(step) (\(Int(size.width))×\(Int(size.height)))"
                    #expect(split.isCollapsed == expected.collapsed, "\(label)")
                    #expect(split.traitCollection.horizontalSizeClass == (expected.collapsed ? .compact : .regular), "\(label)")
                    var calls: [String] = []
                    if expected.collapsed {
                        #expect(compact.view.window === window, "\(label): the compact column shows")
                        #expect(primary.viewIfLoaded?.window == nil && secondary.viewIfLoaded?.window == nil, "\(label)")
                        if !wasCollapsed { calls = ["topColumnForCollapsing 0", "willShow 3", "didCollapse"] }
                    } else {
                        #expect(split.displayMode == expected.mode, "\(label)")
                        #expect(compact.viewIfLoaded?.window == nil, "\(label)")
                        #expect(secondary.view.window === window, "\(label)")
                        #expect((primary.viewIfLoaded?.window != nil) == (expected.mode == .oneBesideSecondary), "\(label)")
                        if wasCollapsed {
                            calls = ["displayModeForExpanding \(expected.mode.rawValue)"]
                            if previousMode != expected.mode { calls.append("willChangeTo \(expected.mode.rawValue)") }
                            calls += ["willHide 3", "didExpand"]
                        } else if previousMode != expected.mode {
                            let column = expected.mode == .oneBesideSecondary ? "willShow 0" : "willHide 0"
                            calls = ["willChangeTo \(expected.mode.rawValue)", column]
                        }
                    }
                    #expect(recorder.calls == calls, "\(label)")
                    wasCollapsed = split.isCollapsed
                    previousMode = split.displayMode
                }
            }
            window.isHidden = true
        }
    }
}
