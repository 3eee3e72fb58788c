import Foundation

extension UIScreen {
    /// A display link that sends `sel` to `target` once a frame: add it to a run loop to start
    /// it. Slate's display links all follow the frames it presents (one frame clock drives
    /// every window), whichever screen made them.
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
}
