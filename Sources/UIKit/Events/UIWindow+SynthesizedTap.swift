import CoreGraphics
import Foundation
import SlatePlatform

extension UIWindow {
    /// A touch down and up at `point` (window coordinates) through the window's own input
    /// path, as a finger's: what a screen reader's activation and the keyboard's Space do.
    /// `finger` keeps the synthesized touch apart from any real one.
    func synthesizeTap(at point: CGPoint, finger: Int) {
        let time = UIKitHost.current?.currentTime ?? ProcessInfo.processInfo.systemUptime
        inputDispatcher.handle(.touch(PlatformTouchEvent(identifier: finger, phase: .began, location: point, timestamp: time)))
        inputDispatcher.handle(.touch(PlatformTouchEvent(identifier: finger, phase: .ended, location: point, timestamp: time)))
    }
}
