import Foundation
import QuartzCore

extension UIView {
    /// The motion effects on the view, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set {
            storedMotionEffects = newValue
            MotionEffectEngine.apply(to: self)
        }
    }

    /// Adds `effect`: its values are added to what the view presents from now on. Adding an
    /// effect the view has changes nothing.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !storedMotionEffects.contains(where: { $0 === effect }) else { return }
        storedMotionEffects.append(effect)
        MotionEffectEngine.apply(to: self)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        guard storedMotionEffects.contains(where: { $0 === effect }) else { return }
        storedMotionEffects.removeAll { $0 === effect }
        MotionEffectEngine.apply(to: self)
    }
}

/// Applies views' motion effects for the viewer's offset: each effect's key paths become
/// additive animations on the view's layer that hold still (speed 0), so that the layer
/// presents model + effect without a frame being asked for, and the model never changes.
@MainActor
package enum MotionEffectEngine {
    /// Where the viewer is relative to the screen: straight in front ((0, 0)) on a desktop,
    /// which has no sensor; a headless test tilts the device (`HeadlessScreen.tiltDevice(to:)`).
    package static var viewerOffset = UIOffset.zero {
        didSet { if viewerOffset != oldValue { applyAll() } }
    }

    private static var views: [WeakReference<UIView>] = []
    private static let keyPrefix = "UIMotionEffect:"
    private static var observesReduceMotion = false

    /// Applies every view's effects again (the offset moved, or Reduce Motion changed).
    static func applyAll() {
        views.removeAll { $0.object == nil }
        for view in views.compactMap(\.object) { apply(to: view) }
    }

    static func apply(to view: UIView) {
        views.removeAll { $0.object == nil || $0.object === view }
        if !view.storedMotionEffects.isEmpty { views.append(WeakReference(view)) }
        observeReduceMotion()
        let layer = view.layer
        var wanted: [String: Any] = [:]
        if !UIAccessibility.isReduceMotionEnabled {
            let answers = view.storedMotionEffects.compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
            for (keyPath, value) in MotionValue.merged(answers) ?? [:] {
                guard let layerKeyPath = layerKeyPath(forViewKeyPath: keyPath) else {
                    reportUnsupported(keyPath)
                    continue
                }
                wanted[layerKeyPath] = value
            }
        }
        for key in layer.animationKeys() ?? [] where key.hasPrefix(keyPrefix) {
            if wanted[String(key.dropFirst(keyPrefix.count))] == nil { layer.removeAnimation(forKey: key) }
        }
        for (layerKeyPath, value) in wanted {
            let animation = CABasicAnimation(keyPath: layerKeyPath)
            animation.fromValue = value
            animation.toValue = value
            animation.isAdditive = true
            animation.speed = 0
            animation.duration = 1
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: keyPrefix + layerKeyPath)
        }
    }

    /// The layer key path a view key path animates: `center` is the layer's `position`,
    /// `alpha` its `opacity`, `layer.…` the layer's own; nil for key paths that do not animate
    /// through the layer (`frame`, `transform`).
    static func layerKeyPath(forViewKeyPath keyPath: String) -> String? {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        let rest = parts.count > 1 ? "." + parts[1] : ""
        switch parts.first {
        case "center": return "position" + rest
        case "alpha": return rest.isEmpty ? "opacity" : nil
        case "bounds": return "bounds" + rest
        case "layer": return parts.count > 1 ? parts[1] : nil
        default: return nil
        }
    }

    private static var reported: Set<String> = []

    private static func reportUnsupported(_ keyPath: String) {
        guard reported.insert(keyPath).inserted else { return }
        FileHandle.standardError.write(Data(("slate: a motion effect's key path \"\(keyPath)\" is not one Slate applies; "
            + "use center, center.x, center.y, alpha, bounds or layer.… (see UIMotionEffect)\n").utf8))
    }

    private static func observeReduceMotion() {
        guard !observesReduceMotion else { return }
        observesReduceMotion = true
        NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { applyAll() }
        }
    }
}
