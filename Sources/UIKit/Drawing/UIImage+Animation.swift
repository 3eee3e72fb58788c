import Foundation

/// Animated images: a sequence of frames shown one after another by an image view.
extension UIImage {
    /// An image made of `images` shown in turn over `duration` seconds, repeating; it draws as
    /// its first frame, and an image view showing it animates while it is in a window. nil
    /// without frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
                       renderingMode: first.renderingMode, frames: (images, max(0, duration)))
    }

    /// The frames `name0`, `name1` … up to `name1024` from the main bundle, until one is
    /// missing, as an animated image.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var images: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else { break }
            images.append(frame)
        }
        return animatedImage(with: images, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable by `capInsets`, stretched
    /// as `resizableImage(withCapInsets:)` does: tiled.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable by `capInsets` in
    /// `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        guard let animated = animatedImageNamed(name, duration: duration), let frames = animated.images else { return nil }
        let resizable = frames.map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: resizable, duration: duration)?.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }

    /// An animated image's frames; nil for other images.
    public var images: [UIImage]? { frames?.images }

    /// The time an animated image's frames take together; 0 for other images.
    public var duration: TimeInterval { frames?.duration ?? 0 }
}
