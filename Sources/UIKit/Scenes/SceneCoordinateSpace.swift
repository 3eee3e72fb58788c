import Foundation

/// A window scene's coordinate space (`UIWindowScene.coordinateSpace`): the scene's own
/// area, as on an iPad in Split View, where it is the scene's part of the screen, not the
/// screen. On a desktop a scene's area is its first window.
///
/// The live space follows the scene; a snapshot keeps the geometry the scene had, which is
/// what `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` hands the delegate
/// as the previous space.
@MainActor
final class SceneCoordinateSpace: ScreenRelativeCoordinateSpace {
    private enum Source {
        case live(WeakReference<UIWindowScene>)
        case snapshot(bounds: CGRect, transformToScreen: CGAffineTransform)
    }

    private let source: Source

    init(scene: UIWindowScene) {
        source = .live(WeakReference(scene))
    }

    private init(bounds: CGRect, transformToScreen: CGAffineTransform) {
        source = .snapshot(bounds: bounds, transformToScreen: transformToScreen)
    }

    /// This space as it is now, kept as it is.
    func snapshot() -> SceneCoordinateSpace {
        SceneCoordinateSpace(bounds: bounds, transformToScreen: transformToScreen)
    }

    var bounds: CGRect {
        switch source {
        case .live(let scene):
            guard let scene = scene.object else { return .zero }
            if let window = scene.windows.first { return CGRect(origin: .zero, size: window.bounds.size) }
            return scene.screen.bounds
        case .snapshot(let bounds, _):
            return bounds
        }
    }

    var transformToScreen: CGAffineTransform {
        switch source {
        case .live(let scene):
            guard let window = scene.object?.windows.first else { return .identity }
            return window.transformToScreen
        case .snapshot(_, let transform):
            return transform
        }
    }
}
