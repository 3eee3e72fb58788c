import Foundation
import Testing
@testable import UIKitTesting
import UIKit

/// Two suites side by side, each driving its own screen with `await`s in between — the case
/// that mixes windows when suites run in parallel. `.exclusiveUIKit` runs their tests one at
/// a time; each checks that nothing of the other's got in.
@MainActor
@Suite("Side by side: a small screen", .exclusiveUIKit)
struct SmallScreenSuite {
    @Test("A test on an 800×600 screen keeps its screen and key window across awaits")
    func small() async {
        await drive(size: CGSize(width: 800, height: 600))
    }
}

@MainActor
@Suite("Side by side: a large screen", .exclusiveUIKit)
struct LargeScreenSuite {
    @Test("A test on a 1024×768 screen keeps its screen and key window across awaits")
    func large() async {
        await drive(size: CGSize(width: 1024, height: 768))
    }
}

@MainActor
private func drive(size: CGSize) async {
    let screen = HeadlessScreen(size: size, scale: 1)
    let window = UIWindow()
    defer { window.isHidden = true }
    window.makeKeyAndVisible()
    for _ in 0..<20 {
        await screen.runLoopTurn()
        #expect(UIScreen.main.bounds.size == size)
        #expect(window.isKeyWindow)
        #expect(window.bounds.size == size)
    }
}

@MainActor
@Suite("Noticing tests that drive UIKit at the same time")
struct TestInterleavingCheckTests {
    @Test("A test whose calls surround another test's call is reported, naming both; sequential tests are not")
    func reportsInterleaving() {
        var check = TestInterleavingCheck()
        #expect(check.noteCall(by: "A", named: "first") == nil)
        #expect(check.noteCall(by: "A", named: "first") == nil)
        #expect(check.noteCall(by: "B", named: "second") == nil, "B may simply have started after A ended")
        #expect(check.noteCall(by: "B", named: "second") == nil)
        let report = check.noteCall(by: "A", named: "first")
        #expect(report?.contains("\"first\" and \"second\"") == true)
        #expect(report?.contains(".exclusiveUIKit") == true)
        #expect(check.noteCall(by: "A", named: "first") == nil, "reported once")
        #expect(check.noteCall(by: "C", named: "third") == nil)
    }
}
