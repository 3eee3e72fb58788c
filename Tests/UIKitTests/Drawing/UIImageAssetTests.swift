import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIImageAsset`: variants an app registers, which an image view resolves for its traits as
/// it resolves an asset catalog's image set.
@MainActor
@Suite("UIImageAsset", .serialized, .exclusiveUIKit)
struct UIImageAssetTests {
    private static func filled(_ color: UIColor, scale: CGFloat = 1, side: CGFloat = 4) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    private static func centre(_ image: UIImage?) -> PixelColor? {
        guard let cgImage = image?.cgImage else { return nil }
        return cgImage.color(x: cgImage.width / 2, y: cgImage.height / 2)
    }

    private static let white = PixelColor(red: 255, green: 255, blue: 255)
    private static let black = PixelColor(red: 0, green: 0, blue: 0)
    private static let red = PixelColor(red: 255, green: 0, blue: 0)

    /// A white day image and a black night one, registered in one asset for light and dark.
    private static func dayAndNight() -> (day: UIImage, night: UIImage) {
        let asset = UIImageAsset()
        let day = filled(.white), night = filled(.black)
        asset.register(day, with: traits(.light))
        asset.register(night, with: traits(.dark))
        return (day, night)
    }

    private static func traits(_ style: UIUserInterfaceStyle, scale: CGFloat = 1) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(displayScale: scale)])
    }

    @Test("Light and dark variants registered with trait collections: image(with:) gives each for its style, the registered image belongs to the asset, and so do the images it gives")
    func lightAndDark() {
        let asset = UIImageAsset()
        let day = Self.filled(.white), night = Self.filled(.black)
        asset.register(day, with: Self.traits(.light))
        asset.register(night, with: Self.traits(.dark))
        #expect(Self.centre(asset.image(with: Self.traits(.dark))) == Self.black)
        #expect(Self.centre(asset.image(with: Self.traits(.light))) == Self.white)
        #expect(day.imageAsset === asset)
        #expect(asset.image(with: Self.traits(.dark)).imageAsset === asset)
    }

    @Test("The most specific fitting variant wins: dark + high contrast over dark; traits the request lacks rule a variant out")
    func mostSpecificWins() {
        let asset = UIImageAsset()
        asset.register(Self.filled(.white), with: UITraitCollection(displayScale: 1))
        asset.register(Self.filled(.black), with: Self.traits(.dark))
        let darkHigh = UITraitCollection(traitsFrom: [Self.traits(.dark), UITraitCollection(accessibilityContrast: .high)])
        asset.register(Self.filled(.red), with: darkHigh)
        #expect(Self.centre(asset.image(with: darkHigh)) == Self.red)
        #expect(Self.centre(asset.image(with: Self.traits(.dark))) == Self.black)
        #expect(Self.centre(asset.image(with: Self.traits(.light))) == Self.white, "neither dark variant fits light traits")
    }

    @Test("Display scales: the one asked for, else the nearest larger, else the largest smaller")
    func scales() {
        let asset = UIImageAsset()
        asset.register(Self.filled(.white, scale: 1), with: UITraitCollection(displayScale: 1))
        asset.register(Self.filled(.black, scale: 3), with: UITraitCollection(displayScale: 3))
        #expect(asset.image(with: UITraitCollection(displayScale: 1)).scale == 1)
        #expect(asset.image(with: UITraitCollection(displayScale: 2)).scale == 3, "the nearest larger")
        #expect(asset.image(with: UITraitCollection(displayScale: 4)).scale == 3, "the largest smaller")
    }

    @Test("Registering for equivalent traits replaces; unregister(imageWith:) removes trait registrations and unregisterImage(with:) configuration ones")
    func replaceAndUnregister() {
        let asset = UIImageAsset()
        asset.register(Self.filled(.white), with: Self.traits(.dark))
        asset.register(Self.filled(.black), with: Self.traits(.dark))
        #expect(Self.centre(asset.image(with: Self.traits(.dark))) == Self.black)
        let configuration = UIImage.SymbolConfiguration.unspecified.withTraitCollection(Self.traits(.light))
        asset.register(Self.filled(.red), with: configuration)
        #expect(Self.centre(asset.image(with: configuration)) == Self.red)
        asset.unregister(imageWith: Self.traits(.light))
        #expect(Self.centre(asset.image(with: Self.traits(.light))) == Self.red, "a configuration's image stays after unregister(imageWith:)")
        asset.unregisterImage(with: configuration)
        asset.unregister(imageWith: Self.traits(.dark))
        #expect(asset.image(with: Self.traits(.dark)).cgImage == nil, "an empty asset gives an empty image")
    }

    @Test("With no variant fitting, the one with the fewest traits shows")
    func fallback() {
        let asset = UIImageAsset()
        asset.register(Self.filled(.black), with: Self.traits(.dark))
        asset.register(Self.filled(.red), with: UITraitCollection(traitsFrom: [Self.traits(.dark), UITraitCollection(horizontalSizeClass: .compact)]))
        #expect(Self.centre(asset.image(with: Self.traits(.light))) == Self.black)
    }

    @Test("An image view showing a registered image shows the asset's variant for its own traits, and the other when its traits change (the desktop turning dark)")
    func imageViewFollowsTheAsset() throws {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let (day, night) = Self.dayAndNight()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIImageView(image: day)
        window.addSubview(view)
        window.makeKeyAndVisible()
        func shown() -> PixelColor? { (view.layer.contents as? CGImage)?.color(x: 2, y: 2) }
        #expect(shown() == Self.white)
        screen.userInterfaceStyle = .dark
        #expect(shown() == Self.black)
        screen.userInterfaceStyle = .light
        #expect(shown() == Self.white)
        view.image = night
        #expect(shown() == Self.white, "any image of the asset shows the variant for the view's traits")
    }

    @Test("An image made from pixels has an asset holding it alone, the same each time, which an image view does not resolve")
    func assetsOfOtherImages() throws {
        let plain = Self.filled(.red)
        let asset = try #require(plain.imageAsset)
        #expect(plain.imageAsset === asset, "the same asset each time")
        #expect(Self.centre(asset.image(with: Self.traits(.dark))) == Self.red)
        #expect(!plain.variesWithTraits)
    }

    @Test("An image view keeps the shown image's drawing settings on the asset's variant: a template image takes the tint in both styles")
    func variantKeepsRenderingMode() throws {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let (day, _) = Self.dayAndNight()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIImageView(image: day.withRenderingMode(.alwaysTemplate))
        view.tintColor = .red
        window.addSubview(view)
        window.makeKeyAndVisible()
        let image = try #require(screen.render(window))
        #expect(image.color(x: 2, y: 2) == Self.red)
        screen.userInterfaceStyle = .dark
        defer { screen.userInterfaceStyle = .light }
        let dark = try #require(screen.render(window))
        #expect(dark.color(x: 2, y: 2) == Self.red, "the dark variant, still a template in the tint")
    }
}
