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

    @Test("Fuzz finding: the first tap on a sidebar page leaves Auto Layout's solver whole (the old root view went away under a living navigation container)")
    func solverSurvivesFirstPage() {
        let report = fuzzer.replay([
            .tap(at: CGPoint(x: 95, y: 462)),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: seed 2026 — Pause held down on the collapsed Animations page, then Back: the page resumes its animations as it leaves, so the pop finishes and every appearance callback pairs up (the Gallery's pause had held the transition still)")
    func seed2026BackAfterLongPress() {
        let report = fuzzer.replay([
            .resizeWindows(to: CGSize(width: 375, height: 1024)),
            .chooseMenuItem(["Go", "Animations"]),
            .longPress(at: CGPoint(x: 119, y: 151), duration: 1),
            .tap(at: CGPoint(x: 61, y: 27)),
            .wait(0.1),
            .movePointer(to: CGPoint(x: 64, y: 496)),
            .drag(from: CGPoint(x: 353, y: 253), to: CGPoint(x: 1139, y: 0), steps: 6, duration: 0.2),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: a swipe back on the collapsed Gallery, cancelled after a Current Context presentation took the Presentations page out, leaves the page disappeared (seed 921 of the million-event run, 7,890 events shrunk by hand to 7)")
    func cancelledSwipeUnderContextPresentation() {
        let report = fuzzer.replay([
            .resizeWindows(to: CGSize(width: 1024, height: 1024)),
            .chooseMenuItem(["Go", "Presentations"]),
            .wait(1),
            .tap(at: CGPoint(x: 289, y: 262)),  // Current Context
            .resizeWindows(to: CGSize(width: 639, height: 1024)),  // the split collapses as it slides in
            .wait(0.15),
            .drag(from: CGPoint(x: 2, y: 121), to: CGPoint(x: 32, y: 121), steps: 12, duration: 0.4),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: a window closed as a sidebar row dragged from it drops goes away when the drop's animation ends (seed 837 of the million-event run: the check had judged a window held for 0.2 s a leak)")
    func closedWindowReleased() {
        let report = fuzzer.replay([
            .openWindow,
            .tap(at: CGPoint(x: 248, y: 39)),
            .chooseMenuItem(["File", "New Window"]),
            .pointerDrag(from: CGPoint(x: 276, y: 233), to: CGPoint(x: 66, y: 0), button: 1),
            .closeWindow(index: 3),
            .tap(at: CGPoint(x: 1180, y: 428)),
            .resizeWindows(to: CGSize(width: 981, height: 1024)),
            .movePointer(to: CGPoint(x: 907, y: 243)),
            .click(at: CGPoint(x: 801, y: 727), button: 2, count: 1, modifiers: []),
            .press(.keyboardHome, characters: nil, modifiers: [.alternate]),
            .focusWindow(index: 2),
            .composeText("\u{306B}"),
            .type("\u{A}"),
            .press(.keyboardDeleteForward, characters: nil, modifiers: []),
            .scrollWheel(at: CGPoint(x: 1222, y: 12), by: CGVector(dx: 0, dy: -40), clicks: 10),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: a page turn under a pointer drag, a wheel and a trackpad pinch comes to rest on a page, its appearance callbacks balanced (seed 621 of the million-event run)")
    func pageTurnInterruptedByPinch() {
        let report = fuzzer.replay([
            .tap(at: CGPoint(x: 294, y: 589)),
            .resizeWindows(to: CGSize(width: 678, height: 1024)),
            .setAppearance(.dark),
            .tap(at: CGPoint(x: 25, y: 30)),
            .pointerDrag(from: CGPoint(x: 145, y: 466), to: CGPoint(x: 0, y: 559), button: 1),
            .scrollWheel(at: CGPoint(x: 120, y: 92), by: CGVector(dx: 0, dy: -40), clicks: 3),
            .trackpadTransform(at: CGPoint(x: 217, y: 54), scale: 0.5, rotation: 0.4),
            .longPress(at: CGPoint(x: 592, y: 37), duration: 0.6),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: a wheel turned as a flicked page glides in is one drag until the wheel stops; the page turn is not unsettled meanwhile")
    func wheelDuringPageGlide() {
        let report = fuzzer.replay([
            .chooseMenuItem(["Go", "Pages"]),
            .drag(from: CGPoint(x: 676, y: 428), to: CGPoint(x: 526, y: 428), steps: 12, duration: 0.15),
            .scrollWheel(at: CGPoint(x: 441, y: 705), by: CGVector(dx: 0, dy: 120), clicks: 1),
        ])
        #expect(report.failure == nil, "\(report)")
        let wheelOverBar = fuzzer.replay([
            .chooseMenuItem(["Go", "Pages"]),
            .pointerDrag(from: CGPoint(x: 358, y: 881), to: CGPoint(x: 10, y: 813), button: 1),
            .scrollWheel(at: CGPoint(x: 401, y: 52), by: CGVector(dx: 0, dy: 40), clicks: 3),
        ])
        #expect(wheelOverBar.failure == nil, "\(wheelOverBar)")
    }

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

    @Test("Fuzz finding: a current-context presentation leaves the window with the page that presented it (popped), keeping every responder chain whole")
    func contextPresentationFollowsItsPage() {
        let report = fuzzer.replay([
            .setTextSize(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")),
            .resizeWindows(to: CGSize(width: 320, height: 568)),
            .chooseMenuItem(["Go", "Drag and Drop"]),
            .chooseMenuItem(["Go", "Presentations"]),
            .chooseMenuItem(["Go", "Presentations"]),
            .tap(at: CGPoint(x: 257, y: 192)),
            .tap(at: CGPoint(x: 45, y: 26)),
            .type("hello"),
            .scrollWheel(at: CGPoint(x: 323, y: 928), by: CGVector(dx: 0, dy: -120), clicks: 1),
            .click(at: CGPoint(x: 636, y: 515), button: 3, count: 1, modifiers: []),
            .scrollWheel(at: CGPoint(x: 199, y: 42), by: CGVector(dx: 0, dy: 120), clicks: 10),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: a swipe back in the collapsed split view, cancelled after the window widened, leaves no page appeared outside the window")
    func cancelledSwipeBackAcrossExpansion() {
        let report = fuzzer.replay([
            .resizeWindows(to: CGSize(width: 375, height: 1024)),
            .drag(from: CGPoint(x: 2, y: 509), to: CGPoint(x: 152, y: 509), steps: 12, duration: 0.4),
            .resizeWindows(to: CGSize(width: 1024, height: 1024)),
            .tap(at: CGPoint(x: 208, y: 132), count: 2),
        ])
        #expect(report.failure == nil, "\(report)")
    }

    @Test("Fuzz finding: the Fruit Index's collection view, narrowed, settles (seed 2026: its index, brought to the front at each layout, fought the scroll indicators for the top)")
    func fruitIndexSettlesNarrowed() {
        let report = fuzzer.replay([
            .resizeWindows(to: CGSize(width: 375, height: 1024)),
            .tap(at: CGPoint(x: 26, y: 39)),
            .wait(3),
            .tap(at: CGPoint(x: 234, y: 375)),
            .pointerDrag(from: CGPoint(x: 274, y: 298), to: CGPoint(x: 179, y: 0), button: 2),
            .tap(at: CGPoint(x: 61, y: 140)),
        ])
        #expect(report.failure == nil, "\(report)")
    }
}
