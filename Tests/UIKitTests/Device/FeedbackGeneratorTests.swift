import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIFeedbackGenerator and family (issue 45): silent on a computer, recorded for tests.
@MainActor
@Suite("Feedback generators", .serialized, .exclusiveUIKit)
struct FeedbackGeneratorTests {
    @Test("(issue 45) impact, selection and notification feedback are recorded in order, intensity clamped; the default impact is medium")
    func recorded() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        screen.clearFeedbackRequests()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect(screen.feedbackRequests == [
            "impact.prepare", "impact heavy 1.0", "impact heavy 1.0", "impact medium 0.5",
            "selection changed", "notification warning",
        ])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
