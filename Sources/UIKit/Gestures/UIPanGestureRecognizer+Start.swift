import Foundation

extension UIPanGestureRecognizer {
    /// Where the pan began: the current location less the translation so far.
    func startLocation(in view: UIView?) -> CGPoint {
        let location = self.location(in: view), translation = self.translation(in: view)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }
}
