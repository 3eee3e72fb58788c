import Foundation
import Testing
import UIKit
import UIKitTesting

/// The accessibility audit: what it finds, and that it leaves the window as it found it.
@MainActor
@Suite("Accessibility audit", .serialized, .exclusiveUIKit)
struct AccessibilityAuditTests {
    private func setUp() -> (HeadlessScreen, UIWindow, ScreenReader) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        return (screen, window, reader)
    }

    private func button(_ title: String?, _ frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        if let title { button.setTitle(title, for: .normal) }
        button.frame = frame
        return button
    }

    @Test("A clean window has no issues; an unnamed button, one beyond the window and two on top of each other are each found")
    func findings() {
        let (screen, window, reader) = setUp()
        window.addSubview(button("OK", CGRect(x: 10, y: 10, width: 80, height: 44)))
        screen.presentFrame()
        #expect(reader.audit(window).isEmpty)

        window.addSubview(button(nil, CGRect(x: 10, y: 60, width: 44, height: 44)))
        window.addSubview(button("Gone", CGRect(x: 500, y: 10, width: 80, height: 44)))
        window.addSubview(button("Under", CGRect(x: 200, y: 200, width: 80, height: 44)))
        window.addSubview(button("Over", CGRect(x: 220, y: 210, width: 80, height: 44)))
        screen.presentFrame()
        let issues = reader.audit(window)
        #expect(issues.map(\.kind) == [.missingLabel, .offScreen, .overlap], "\(issues)")
        #expect(issues.first { $0.kind == .offScreen }?.elements == ["button 'Gone' at (500, 10, 80×44)"])
    }

    @Test("An element below a scroll view's fold is scrolled to, not reported, and every scroll view is scrolled back after")
    func scrollsBack() {
        let (screen, window, reader) = setUp()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 400, height: 2000)
        window.addSubview(scroll)
        scroll.addSubview(button("Top", CGRect(x: 10, y: 10, width: 80, height: 44)))
        scroll.addSubview(button("Far down", CGRect(x: 10, y: 1800, width: 80, height: 44)))
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        screen.presentFrame()
        #expect(reader.audit(window).isEmpty)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        #expect(reader.element(named: "Top", in: window)?.frame.minY == -30)
    }
}
