import Foundation
import Testing
import UIKit
import UIKitTesting

/// Code as iOS apps written before Swift 6 have it, in Swift 5 mode: a `Timer` block (which
/// Linux Foundation declares `@Sendable`) and a background queue's completion touching views.
/// With Apple's UIKit these are warnings; Slate's UIKit types are `@preconcurrency @MainActor`
/// so that they are warnings here too. If they were errors, this target would not build.
final class PulsingViewController: UIViewController {
    let imageView = UIImageView()
    var timer: Timer?

    func startPulsing() {
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
            self.imageView.transform = .identity
            UIView.animate(withDuration: 3) {
                self.imageView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }
        }
    }

    func load(completion: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            DispatchQueue.main.async { self.title = "Loaded" }
            completion()
        }
    }
}

@MainActor
@Suite("Swift 5 mode: UIKit's main-actor types are @preconcurrency, as Apple's UIKit is to Swift 5 code")
struct PreconcurrencyUIKitTests {
    @Test("A Timer block and a background completion that touch views compile in Swift 5 mode; the view controller works")
    func sendableClosuresTouchingViews() {
        let controller = PulsingViewController()
        controller.startPulsing()
        #expect(controller.timer?.isValid == true)
        controller.timer?.invalidate()
        #expect(controller.imageView.transform == .identity)
    }
}
