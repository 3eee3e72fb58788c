import Foundation

/// A layer that shows a blur of what lies behind it — the composited pixels of the layers
/// beneath it, within its bounds — before its own background, contents and sublayers (Core
/// Animation's private `CABackdropLayer` with a Gaussian blur filter; `UIVisualEffectView`
/// is made of one).
///
/// The compositor renders it from the frame it is composing (`BackdropBlur`): three box
/// blurs of `blurRadius`, which approximate a Gaussian of that standard deviation. Its
/// opacity mixes the blurred pixels with the sharp ones. Inside a translucent or masked
/// ancestor (drawn offscreen in a group) it sees only what that group drew before it, as
/// UIKit warns it does.
package final class CABackdropLayer: CALayer {
    /// The blur's standard deviation in points; 0 shows the backdrop unblurred.
    package var blurRadius: CGFloat = 0 {
        didSet { if blurRadius != oldValue { changed(.appearance) } }
    }

    package required init() {
        super.init()
        Self.register(self)
    }

    package required init(layer: Any) {
        super.init(layer: layer)
        blurRadius = (layer as? CABackdropLayer)?.blurRadius ?? 0
    }

    // MARK: Registry

    private struct Entry { weak var layer: CABackdropLayer? }
    private static var entries: [Entry] = []
    private static var entriesLimit = 16

    /// Model layers only: a presentation copy is never composited itself. Freed entries are
    /// shed when the list has doubled, not on every registration.
    private static func register(_ layer: CABackdropLayer) {
        entries.append(Entry(layer: layer))
        if entries.count > entriesLimit {
            entries.removeAll { $0.layer == nil }
            entriesLimit = max(16, entries.count * 2)
        }
    }

    /// Every live backdrop layer (`Compositor` picks those in its tree).
    static var all: [CABackdropLayer] { entries.compactMap(\.layer) }
}
