import CoreGraphics
import Foundation

/// A vector as UIKit Dynamics' behaviors describe forces: an angle (radians, clockwise
/// from the x-axis, as UIKit's y points down) and a magnitude.
extension CGVector {
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    var angle: CGFloat { atan2(dy, dx) }
    var magnitude: CGFloat { hypot(dx, dy) }
}
