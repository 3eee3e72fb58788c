import CoreGraphics
import SnapshotTesting
import UIKit
import UIKitTesting

extension Diffing where Value == UIImage {
    /// PNG files, compared pixel by pixel: they match when at most `1 - precision` of the
    /// pixels differ by more than `1 - perceptualPrecision` of a channel's range.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        Diffing(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0) ?? UIImage() },
            diff: { old, new in
                guard let expected = old.cgImage, let actual = new.cgImage else {
                    return ("A snapshot has no pixels.", [])
                }
                let tolerance = ImageTolerance(channel: Int(((1 - perceptualPrecision) * 255).rounded()),
                                               fraction: Double(1 - precision))
                let comparison = ImageComparison.compare(actual, with: expected, tolerance: tolerance)
                if comparison.passes(tolerance) { return nil }
                guard comparison.sizesMatch else {
                    return ("Newly-taken snapshot is \(actual.width)×\(actual.height) pixels; the reference is \(expected.width)×\(expected.height).", [])
                }
                let attachments = [comparison.diffImage.flatMap { UIImage(cgImage: $0).pngData() }].compactMap { $0 }.map(XCTAttachment.init(data:))
                return ("Newly-taken snapshot does not match reference: \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ "
                        + "(largest channel difference \(comparison.maximumChannelDifference)).", attachments)
            }
        )
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as Slate draws it headlessly, at its own size.
    public static var image: Snapshotting { image() }

    /// The view at `size` (its own by default) in a window of that size, with `traits`
    /// (`displayScale` 2 unless set).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            MainActor.assumeIsolated {
                let controller = UIViewController()
                let size = size ?? view.bounds.size
                controller.view.addSubview(view)
                view.frame = CGRect(origin: .zero, size: size)
                return HeadlessSnapshot.render(controller, size: size, safeArea: .zero, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The view controller filling a window of its view's size.
    public static var image: Snapshotting { image() }

    /// The view controller as root of a window configured by `config` (an iPad preset:
    /// `.image(on: .iPadPro12_9(.portrait(splitView: .oneThird)))`), with `traits` over the
    /// configuration's.
    public static func image(on config: ViewImageConfig = ViewImageConfig(), precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { controller in
            MainActor.assumeIsolated {
                let size = size ?? config.size ?? controller.view.bounds.size
                return HeadlessSnapshot.render(controller, size: size, safeArea: config.safeArea,
                                               traits: UITraitCollection(traitsFrom: [config.traits, traits]))
            }
        }
    }
}

/// Draws a view controller in a window of its own on a fresh headless screen.
@MainActor
enum HeadlessSnapshot {
    static func render(_ controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> UIImage {
        let scale = traits.displayScale > 0 ? traits.displayScale : 2
        let screen = HeadlessScreen(size: size, scale: scale, safeAreaInsets: safeArea)
        if traits.userInterfaceStyle != .unspecified { screen.userInterfaceStyle = traits.userInterfaceStyle }
        if traits.preferredContentSizeCategory != .unspecified { screen.preferredContentSizeCategory = traits.preferredContentSizeCategory }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        screen.presentFrame()
        _ = screen.runUntilAnimationsSettle()
        return UIImage(cgImage: screen.render(), scale: scale, orientation: .up)
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image as a PNG file, compared pixel by pixel (see `Diffing.image`).
    public static var image: Snapshotting { image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
