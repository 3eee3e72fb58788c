import Foundation
import Testing
import UIKit
import UIKitTesting

/// Image views showing frames in turn: `animationImages`, and animated images.
@MainActor
@Suite("Image view animation", .serialized, .exclusiveUIKit)
struct ImageViewAnimationTests {
    /// A 10 × 10 frame of one colour.
    private func frame(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private func setUp(_ imageView: UIImageView) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow()
        window.rootViewController = UIViewController()
        imageView.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.rootViewController?.view.addSubview(imageView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window)
    }

    private func shownRed(_ screen: HeadlessScreen) -> UInt8 {
        screen.presentFrame()
        return screen.render().color(x: 5, y: 5).red
    }

    @Test("animationImages play in turn over animationDuration on the clock, animationRepeatCount times, then the image shows again")
    func animationImages() {
        let imageView = UIImageView(image: frame(.black))
        let (screen, window) = setUp(imageView)
        defer { window.isHidden = true }
        imageView.animationImages = [frame(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), frame(UIColor(red: 0.5, green: 0, blue: 0, alpha: 1))]
        imageView.animationDuration = 0.2
        imageView.animationRepeatCount = 2
        imageView.startAnimating()
        #expect(imageView.isAnimating)
        #expect(shownRed(screen) == 255)
        screen.advance(by: 0.1)
        #expect(shownRed(screen) == 128)
        screen.advance(by: 0.1)
        #expect(shownRed(screen) == 255, "the second time round")
        screen.advance(by: 0.2)
        #expect(!imageView.isAnimating, "two rounds played")
        #expect(shownRed(screen) == 0, "the image again")
    }

    @Test("stopAnimating shows the image; without a duration each frame shows a thirtieth of a second")
    func stopAndDefaultDuration() {
        let imageView = UIImageView(image: frame(.black))
        let (screen, window) = setUp(imageView)
        defer { window.isHidden = true }
        imageView.animationImages = [frame(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), frame(UIColor(red: 0.5, green: 0, blue: 0, alpha: 1))]
        imageView.startAnimating()
        screen.advance(by: 1.0 / 30)
        #expect(shownRed(screen) == 128)
        imageView.stopAnimating()
        #expect(!imageView.isAnimating)
        #expect(shownRed(screen) == 0)
    }

    @Test("An animated image draws as its first frame and plays by itself in an image view in a window")
    func animatedImage() throws {
        let animated = try #require(UIImage.animatedImage(with: [frame(UIColor(red: 1, green: 0, blue: 0, alpha: 1)),
                                                                 frame(UIColor(red: 0.5, green: 0, blue: 0, alpha: 1))], duration: 1))
        #expect(animated.images?.count == 2)
        #expect(animated.duration == 1)
        #expect(animated.size == CGSize(width: 10, height: 10))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let imageView = UIImageView(image: animated)
        let (screen, window) = setUp(imageView)
        defer { window.isHidden = true }
        #expect(shownRed(screen) == 255)
        screen.advance(by: 0.5)
        #expect(shownRed(screen) == 128)
        screen.advance(by: 0.5)
        #expect(shownRed(screen) == 255, "it repeats")
        #expect(!imageView.isAnimating, "isAnimating is about animationImages")
    }
}
