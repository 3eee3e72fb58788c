import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// What the fuzzer found in the Gallery, each shrunk by it and pasted here as it printed it;
/// every one is fixed in Slate and stays as a regression test.
@MainActor
@Suite("Fuzz findings in the Gallery", .serialized)
struct GalleryFuzzFindingsTests {
    init() {
        GalleryAppDelegate.report = { _ in }
    }

    private var fuzzer: Fuzzer { Fuzzer(app: .delegate(GalleryAppDelegate.self)) }

    @Test("Fuzz finding: the Controls page under a navigation bar in a window shorter than the page settles (layout never settled)")
    func shortWindow() {
        let report = fuzzer.replay([
            .resizeWindows(to: CGSize(width: 320, height: 568)),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: closing the first window after opening another, then going to Controls")
    func closeFirstWindowThenControls() {
        let report = fuzzer.replay([
            .resizeWindows(to: CGSize(width: 375, height: 1024)),
            .chooseMenuItem(["Go", "Navigation"]),
            .chooseMenuItem(["Go", "Menus"]),
            .resizeWindows(to: CGSize(width: 981, height: 1024)),
            .chooseMenuItem(["File", "New Window"]),
            .closeWindow(index: 0),
            .chooseMenuItem(["Go", "Controls"]),
        ])
        #expect(report.failure == nil, "\(report)")
    }
}
