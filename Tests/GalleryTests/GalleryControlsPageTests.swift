import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Controls page's stepper counts in its row's title, as iOS's print options do: the
/// Gallery's "button press that changes a label" for input-to-photon (Scripts/input-latency).
@MainActor
@Suite("The Gallery's Controls page", .serialized, .exclusiveUIKit)
struct GalleryControlsPageTests {
    @Test("Taps on the stepper's + and − change its value, send valueChanged, and retitle its row (\"3 Copies\", \"4 Copies\", \"1 Copy\"); the stepper keeps its accessibility label")
    func stepperCountsInItsRowTitle() throws {
        let gallery = try GalleryOnScreen(showing: .controls)
        defer { gallery.end() }
        let stepper = try #require(gallery.view(UIStepper.self))
        let row = try #require(stepper.superview as? UIStackView)
        let title = try #require(row.arrangedSubviews.first as? UILabel)
        #expect(title.text == "3 Copies")
        #expect(stepper.accessibilityLabel == "Copies")

        // The stepper's halves: − on the leading side, + on the trailing.
        func tap(_ fraction: CGFloat) {
            let point = stepper.convert(CGPoint(x: stepper.bounds.width * fraction, y: stepper.bounds.midY), to: nil)
            gallery.screen.tap(at: point)
            gallery.screen.runUntilAnimationsSettle()
        }
        tap(0.75)
        #expect(stepper.value == 4)
        #expect(title.text == "4 Copies")
        #expect(gallery.log.last == "stepper 4")
        for _ in 0..<3 { tap(0.25) }
        #expect(title.text == "1 Copy")
        #expect(gallery.log.suffix(3) == ["stepper 3", "stepper 2", "stepper 1"])
        #expect(stepper.accessibilityLabel == "Copies")
    }
}
