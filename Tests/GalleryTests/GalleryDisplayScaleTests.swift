import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Gallery moved live to a display of scale 2 (issue 42) shows exactly what it shows when
/// launched at 2: every view laid out and drawn again for the new scale.
@MainActor
@Suite("Gallery display scale", .serialized, .exclusiveUIKit)
struct GalleryDisplayScaleTests {
    private func render(launchScale: CGFloat, liveScales: [CGFloat]) throws -> CGImage {
        GalleryAppDelegate.report = { _ in }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: launchScale)
        let application = screen.launchApplication(delegateClass: GalleryAppDelegate.self)
        defer { screen.endApplication() }
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        screen.runUntilAnimationsSettle()
        for liveScale in liveScales {
            // As under Wayland: the window hears its new scale, then the screen its own.
            screen.setScale(liveScale, of: window)
            screen.presentFrame()
            screen.setScale(liveScale)
            screen.presentFrame()
        }
        return try #require(screen.render(window))
    }

    @Test("The Gallery's window changed from 1 to 2 live shows exactly the window launched at 2, and changed back to 1 the window launched at 1, to the pixel (the activity indicator turns on the virtual clock; a button's title is measured at the new scale)",
          arguments: [[2], [2, 1]] as [[CGFloat]])
    func liveChangeMatchesLaunch(scales: [CGFloat]) throws {
        let live = try render(launchScale: 1, liveScales: scales)
        let launched = try render(launchScale: scales.last ?? 1, liveScales: [])
        let comparison = ImageComparison.compare(live, with: launched, tolerance: .exact)
        if comparison.differingPixels > 0 {
            try? pngData(of: live)?.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-live.png"))
            try? pngData(of: launched)?.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-launched.png"))
        }
        #expect(comparison.sizesMatch && comparison.differingPixels == 0, "\(comparison.differingPixels) pixels differ")
    }
}
