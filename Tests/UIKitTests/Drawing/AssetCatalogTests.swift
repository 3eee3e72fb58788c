import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Asset catalogs read as folders (issue 40): named colours and images from `.xcassets`
/// folders in a bundle, chosen for trait collections as UIKit chooses from a compiled catalog.
/// Each test writes its own catalog into a new temporary bundle.
@MainActor
@Suite("AssetCatalog: named colours and images", .serialized, .exclusiveUIKit)
struct AssetCatalogTests {
    /// A temporary bundle folder holding `Assets.xcassets`.
    final class Fixture {
        let root: URL
        var catalog: URL { root.appendingPathComponent("Assets.xcassets") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("slate-assets-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
            try write("{\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "Contents.json")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// The bundle; ask for it only once the catalog is written (catalogs are indexed once).
        var bundle: Bundle { Bundle(path: root.path)! }

        /// Writes `text` to `path` inside the catalog, making folders as needed.
        func write(_ text: String, to path: String) throws {
            try write(Data(text.utf8), to: path)
        }

        func write(_ data: Data, to path: String) throws {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }

        /// A colour set whose `colors` array is `colors` (JSON).
        func colorSet(_ name: String, _ colors: String) throws {
            try write("{\"colors\":[\(colors)],\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "\(name).colorset/Contents.json")
        }

        /// An image set whose `images` array is `images` (JSON), with `properties` if given.
        func imageSet(_ name: String, _ images: String, properties: String? = nil) throws {
            let extra = properties.map { ",\"properties\":\($0)" } ?? ""
            try write("{\"images\":[\(images)],\"info\":{\"author\":\"xcode\",\"version\":1}\(extra)}", to: "\(name).imageset/Contents.json")
        }

        /// A PNG of `width` × `height` pixels filled with `color`, drawn by Slate.
        func png(_ path: String, width: Int, height: Int, color: UIColor) throws {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            }
            try write(try #require(image.pngData()), to: path)
        }
    }

    /// One colour entry's JSON.
    static func entry(space: String = "srgb", _ components: String, appearances: String? = nil, idiom: String = "universal") -> String {
        let appearance = appearances.map { "\"appearances\":[\($0)]," } ?? ""
        return "{\(appearance)\"color\":{\"color-space\":\"\(space)\",\"components\":{\(components)}},\"idiom\":\"\(idiom)\"}"
    }

    static let dark = "{\"appearance\":\"luminosity\",\"value\":\"dark\"}"
    static let light = "{\"appearance\":\"luminosity\",\"value\":\"light\"}"
    static let highContrast = "{\"appearance\":\"contrast\",\"value\":\"high\"}"

    static func rgba(_ color: UIColor?, _ traits: UITraitCollection = UITraitCollection()) -> [CGFloat] {
        guard let resolved = color?.resolvedColor(with: traits) else { return [] }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    static func close(_ a: [CGFloat], _ b: [CGFloat], tolerance: CGFloat = 0.002) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: Colours

    @Test("(issue 40) a colour set's components read in each form Xcode writes: floats, 0–255 integers and hex")
    func componentForms() throws {
        let fixture = try Fixture()
        try fixture.colorSet("Float", Self.entry("\"red\":\"0.500\",\"green\":\"0.250\",\"blue\":\"1.000\",\"alpha\":\"0.800\""))
        try fixture.colorSet("Integer", Self.entry("\"red\":\"128\",\"green\":\"64\",\"blue\":\"255\",\"alpha\":\"1.000\""))
        try fixture.colorSet("Hex", Self.entry("\"red\":\"0x80\",\"green\":\"0x40\",\"blue\":\"0xFF\",\"alpha\":\"1.000\""))
        try fixture.colorSet("Number", Self.entry("\"red\":0.5,\"green\":0,\"blue\":1,\"alpha\":1"))
        try fixture.colorSet("Bytes", Self.entry("\"red\":\"255\",\"green\":\"1\",\"blue\":\"0\",\"alpha\":\"0.500\""))
        try fixture.colorSet("Units", Self.entry("\"red\":\"1\",\"green\":\"0\",\"blue\":\"1\",\"alpha\":\"1\""))
        let bundle = fixture.bundle
        #expect(Self.close(Self.rgba(UIColor(named: "Float", in: bundle, compatibleWith: nil)), [0.5, 0.25, 1, 0.8]))
        #expect(Self.close(Self.rgba(UIColor(named: "Integer", in: bundle, compatibleWith: nil)), [128.0 / 255, 64.0 / 255, 1, 1]))
        #expect(Self.close(Self.rgba(UIColor(named: "Hex", in: bundle, compatibleWith: nil)), [128.0 / 255, 64.0 / 255, 1, 1]))
        #expect(Self.close(Self.rgba(UIColor(named: "Number", in: bundle, compatibleWith: nil)), [0.5, 0, 1, 1]))
        #expect(Self.close(Self.rgba(UIColor(named: "Bytes", in: bundle, compatibleWith: nil)), [1, 1.0 / 255, 0, 0.5]),
                "one integer above 1 makes them all 8-bit")
        #expect(Self.close(Self.rgba(UIColor(named: "Units", in: bundle, compatibleWith: nil)), [1, 0, 1, 1]),
                "integers that are all 0 or 1 are floats")
    }

    @Test("(issue 40) colour spaces: sRGB clamps, extended sRGB keeps values past 1, Display P3 becomes extended sRGB, gray spaces are gray")
    func colorSpaces() throws {
        let fixture = try Fixture()
        try fixture.colorSet("Clamped", Self.entry("\"red\":\"1.200\",\"green\":\"-0.100\",\"blue\":\"0.5\",\"alpha\":\"1\""))
        try fixture.colorSet("Extended", Self.entry(space: "extended-srgb", "\"red\":\"1.200\",\"green\":\"-0.100\",\"blue\":\"0.5\",\"alpha\":\"1\""))
        try fixture.colorSet("P3Red", Self.entry(space: "display-p3", "\"red\":\"1.000\",\"green\":\"0.000\",\"blue\":\"0.000\",\"alpha\":\"1.000\""))
        try fixture.colorSet("Gray", Self.entry(space: "gray-gamma-22", "\"white\":\"0.500\",\"alpha\":\"1.000\""))
        try fixture.colorSet("ExtendedGray", Self.entry(space: "extended-gray", "\"white\":\"0.250\",\"alpha\":\"0.500\""))
        let bundle = fixture.bundle
        #expect(Self.close(Self.rgba(UIColor(named: "Clamped", in: bundle, compatibleWith: nil)), [1, 0, 0.5, 1]))
        #expect(Self.close(Self.rgba(UIColor(named: "Extended", in: bundle, compatibleWith: nil)), [1.2, -0.1, 0.5, 1]))
        let p3 = Self.rgba(UIColor(named: "P3Red", in: bundle, compatibleWith: nil))
        #expect(p3.count == 4 && p3[0] > 1.08 && p3[0] < 1.11 && p3[1] < 0, "P3's red lies outside sRGB: \(p3)")
        var white: CGFloat = -1, alpha: CGFloat = -1
        let gray = try #require(UIColor(named: "Gray", in: bundle, compatibleWith: nil))
        #expect(gray.getWhite(&white, alpha: &alpha))
        #expect(white > 0.49 && white < 0.52 && alpha == 1, "gamma 2.2 gray 0.5 is about sRGB 0.504: \(white)")
        let extendedGray = try #require(UIColor(named: "ExtendedGray", in: bundle, compatibleWith: nil))
        #expect(extendedGray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
    }

    @Test("(issue 40) a colour set with a dark variant is dynamic: it resolves by the trait collection's interface style, unspecified as light")
    func darkVariant() throws {
        let fixture = try Fixture()
        try fixture.colorSet("Ink", [
            Self.entry("\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\""),
            Self.entry("\"red\":\"0\",\"green\":\"0\",\"blue\":\"255\",\"alpha\":\"1.000\"", appearances: Self.dark),
        ].joined(separator: ","))
        let color = try #require(UIColor(named: "Ink", in: fixture.bundle, compatibleWith: nil))
        #expect(Self.rgba(color, UITraitCollection(userInterfaceStyle: .light)) == [1, 0, 0, 1])
        #expect(Self.rgba(color, UITraitCollection(userInterfaceStyle: .dark)) == [0, 0, 1, 1])
        #expect(Self.rgba(color, UITraitCollection()) == [1, 0, 0, 1])
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        }
        #expect(blue == 1 && red == 0, "cgColor resolves against the current traits")
        let forcedDark = try #require(UIColor(named: "Ink", in: fixture.bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(Self.rgba(forcedDark, UITraitCollection(userInterfaceStyle: .light)) == [0, 0, 1, 1],
                "the traits asked for win over those it is resolved with")
    }

    @Test("(issue 40) light, dark and high-contrast variants: the most specific one matching the traits wins")
    func lightDarkAndContrast() throws {
        let fixture = try Fixture()
        try fixture.colorSet("Tone", [
            Self.entry("\"red\":\"0.5\",\"green\":\"0.5\",\"blue\":\"0.5\",\"alpha\":\"1\""),
            Self.entry("\"red\":\"1\",\"green\":\"1\",\"blue\":\"1\",\"alpha\":\"1\"", appearances: Self.light),
            Self.entry("\"red\":\"0\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\"", appearances: Self.dark),
            Self.entry("\"red\":\"0\",\"green\":\"1\",\"blue\":\"0\",\"alpha\":\"1\"", appearances: "\(Self.dark),\(Self.highContrast)"),
            Self.entry("\"red\":\"1\",\"green\":\"1\",\"blue\":\"0\",\"alpha\":\"1\"", appearances: "\(Self.light),\(Self.highContrast)"),
        ].joined(separator: ","))
        let color = try #require(UIColor(named: "Tone", in: fixture.bundle, compatibleWith: nil))
        func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast)])
        }
        #expect(Self.rgba(color, traits(.light, .normal)) == [1, 1, 1, 1], "light beats any")
        #expect(Self.rgba(color, traits(.dark, .normal)) == [0, 0, 0, 1])
        #expect(Self.rgba(color, traits(.dark, .high)) == [0, 1, 0, 1], "dark + high contrast beats dark")
        #expect(Self.rgba(color, traits(.light, .high)) == [1, 1, 0, 1], "light + high contrast beats light")
        #expect(Self.rgba(color, traits(.unspecified, .high)) == [1, 1, 0, 1], "an unspecified style is light")
    }

    @Test("(issue 40) iPad colours win over universal ones; an iPhone-only colour set is nil on Slate's iPad")
    func idioms() throws {
        let fixture = try Fixture()
        try fixture.colorSet("Device", [
            Self.entry("\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\""),
            Self.entry("\"red\":\"0\",\"green\":\"1\",\"blue\":\"0\",\"alpha\":\"1\"", idiom: "ipad"),
            Self.entry("\"red\":\"0\",\"green\":\"0\",\"blue\":\"1\",\"alpha\":\"1\"", idiom: "iphone"),
        ].joined(separator: ","))
        try fixture.colorSet("PhoneOnly", Self.entry("\"red\":\"0\",\"green\":\"0\",\"blue\":\"1\",\"alpha\":\"1\"", idiom: "iphone"))
        let bundle = fixture.bundle
        #expect(Self.rgba(UIColor(named: "Device", in: bundle, compatibleWith: nil)) == [0, 1, 0, 1])
        #expect(UIColor(named: "PhoneOnly", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("(issue 40) a colour set referring to a system colour gives that colour, dynamic as it is")
    func systemReference() throws {
        let fixture = try Fixture()
        try fixture.colorSet("Accent", "{\"color\":{\"platform\":\"ios\",\"reference\":\"systemBlueColor\"},\"idiom\":\"universal\"}")
        try fixture.colorSet("Text", "{\"color\":{\"platform\":\"universal\",\"reference\":\"labelColor\"},\"idiom\":\"universal\"}")
        try fixture.colorSet("Unknown", "{\"color\":{\"platform\":\"osx\",\"reference\":\"controlAccentColor\"},\"idiom\":\"universal\"}")
        let bundle = fixture.bundle
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        let text = try #require(UIColor(named: "Text", in: bundle, compatibleWith: nil))
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            #expect(Self.rgba(accent, traits) == Self.rgba(.systemBlue, traits))
            #expect(Self.rgba(text, traits) == Self.rgba(.label, traits))
        }
        #expect(Self.rgba(text, UITraitCollection(userInterfaceStyle: .dark)) == [1, 1, 1, 1])
        #expect(UIColor(named: "Unknown", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("(issue 40) folder groups: one providing a namespace prefixes its assets' names, a plain one does not")
    func namespaces() throws {
        let fixture = try Fixture()
        try fixture.write("{\"properties\":{\"provides-namespace\":true}}", to: "Icons/Contents.json")
        try fixture.write("{\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "Plain/Contents.json")
        try fixture.colorSet("Icons/Star", Self.entry("\"red\":\"1\",\"green\":\"1\",\"blue\":\"0\",\"alpha\":\"1\""))
        try fixture.colorSet("Plain/Moon", Self.entry("\"red\":\"0\",\"green\":\"0\",\"blue\":\"1\",\"alpha\":\"1\""))
        try fixture.png("Icons/Sun.imageset/sun.png", width: 4, height: 4, color: .yellow)
        try fixture.imageSet("Icons/Sun", "{\"filename\":\"sun.png\",\"idiom\":\"universal\"}")
        let bundle = fixture.bundle
        #expect(UIColor(named: "Icons/Star", in: bundle, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Star", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Moon", in: bundle, compatibleWith: nil) != nil)
        #expect(UIColor(named: "Plain/Moon", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Icons/Sun", in: bundle, compatibleWith: nil)?.size == CGSize(width: 4, height: 4))
    }

    @Test("(issue 40) bad colour sets are nil, not a crash: broken JSON, unknown space, missing or unreadable components, no file")
    func malformedColors() throws {
        let fixture = try Fixture()
        try fixture.write("{\"colors\":[{\"color\":", to: "Broken.colorset/Contents.json")
        try fixture.colorSet("Space", Self.entry(space: "cmyk", "\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\""))
        try fixture.colorSet("Missing", Self.entry("\"red\":\"1\",\"alpha\":\"1\""))
        try fixture.colorSet("BadHex", Self.entry("\"red\":\"0xZZ\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\""))
        try fixture.colorSet("Empty", "")
        try fixture.write("{\"colors\":\"red\"}", to: "WrongType.colorset/Contents.json")
        try FileManager.default.createDirectory(at: fixture.catalog.appendingPathComponent("NoFile.colorset"), withIntermediateDirectories: true)
        try fixture.write("{\"colors\":[\(Self.entry("\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\",\"alpha\":\"1\""))],\"surprise\":{\"x\":[1,2]}}",
                          to: "UnknownKeys.colorset/Contents.json")
        let bundle = fixture.bundle
        for name in ["Broken", "Space", "Missing", "BadHex", "Empty", "WrongType", "NoFile", "Absent", ""] {
            #expect(UIColor(named: name, in: bundle, compatibleWith: nil) == nil, "\(name)")
        }
        #expect(Self.rgba(UIColor(named: "UnknownKeys", in: bundle, compatibleWith: nil)) == [1, 0, 0, 1], "unknown keys are ignored")
    }

    // MARK: Images

    /// An image set `Dot` with a red 1×, green 2× and blue 3× PNG (4, 8 and 12 pixels square).
    static func scaledDot(_ fixture: Fixture, scales: [Int] = [1, 2, 3]) throws {
        let colors: [Int: UIColor] = [1: .red, 2: .green, 3: .blue]
        for scale in scales {
            try fixture.png("Dot.imageset/dot@\(scale)x.png", width: 4 * scale, height: 4 * scale, color: colors[scale]!)
        }
        try fixture.imageSet("Dot", scales.map { "{\"filename\":\"dot@\($0)x.png\",\"idiom\":\"universal\",\"scale\":\"\($0)x\"}" }
            .joined(separator: ","))
    }

    static func centre(_ image: UIImage?) -> PixelColor? {
        guard let cgImage = image?.cgImage else { return nil }
        return cgImage.color(x: cgImage.width / 2, y: cgImage.height / 2)
    }

    @Test("(issue 40) an image set's scale variant is the one for the trait collection's display scale, in points the same size")
    func scaleSelection() throws {
        let fixture = try Fixture()
        try Self.scaledDot(fixture)
        let bundle = fixture.bundle
        for (scale, pixel) in [(1, PixelColor(red: 255, green: 0, blue: 0)), (2, PixelColor(red: 0, green: 255, blue: 0)),
                               (3, PixelColor(red: 0, green: 0, blue: 255))] {
            let image = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: UITraitCollection(displayScale: CGFloat(scale))))
            #expect(image.scale == CGFloat(scale))
            #expect(image.size == CGSize(width: 4, height: 4))
            #expect(Self.centre(image) == pixel)
        }
    }

    @Test("(issue 40) without the scale asked for, the next larger variant is used, else the largest smaller one")
    func missingScale() throws {
        let fixture = try Fixture()
        try Self.scaledDot(fixture, scales: [1, 3])
        let bundle = fixture.bundle
        let two = try #require(UIImage(named: "Dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 3 && two.size == CGSize(width: 4, height: 4))
        let other = try Fixture()
        try Self.scaledDot(other, scales: [1, 2])
        let three = try #require(UIImage(named: "Dot", in: other.bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 2)
    }

    @Test("(issue 40) an image set's iPad files win over universal ones; iPhone files are never used")
    func imageIdioms() throws {
        let fixture = try Fixture()
        try fixture.png("Badge.imageset/universal.png", width: 4, height: 4, color: .red)
        try fixture.png("Badge.imageset/ipad.png", width: 4, height: 4, color: .green)
        try fixture.png("Badge.imageset/iphone.png", width: 4, height: 4, color: .blue)
        try fixture.imageSet("Badge", """
            {"filename":"iphone.png","idiom":"iphone","scale":"2x"},{"filename":"universal.png","idiom":"universal","scale":"2x"},
            {"filename":"ipad.png","idiom":"ipad","scale":"2x"}
            """)
        try fixture.png("Phone.imageset/iphone.png", width: 4, height: 4, color: .blue)
        try fixture.imageSet("Phone", "{\"filename\":\"iphone.png\",\"idiom\":\"iphone\",\"scale\":\"2x\"}")
        let traits = UITraitCollection(displayScale: 2)
        #expect(Self.centre(UIImage(named: "Badge", in: fixture.bundle, compatibleWith: traits)) == PixelColor(red: 0, green: 255, blue: 0))
        #expect(UIImage(named: "Phone", in: fixture.bundle, compatibleWith: traits) == nil)
    }

    @Test("(issue 40) an image set's dark variant is used for dark traits, and for the current traits when none are given")
    func darkImage() throws {
        let fixture = try Fixture()
        try fixture.png("Sky.imageset/day.png", width: 8, height: 8, color: .white)
        try fixture.png("Sky.imageset/night.png", width: 8, height: 8, color: .black)
        try fixture.imageSet("Sky", """
            {"filename":"day.png","idiom":"universal","scale":"2x"},
            {"appearances":[\(Self.dark)],"filename":"night.png","idiom":"universal","scale":"2x"}
            """)
        let bundle = fixture.bundle
        let darkTraits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        #expect(Self.centre(UIImage(named: "Sky", in: bundle, compatibleWith: darkTraits)) == PixelColor(red: 0, green: 0, blue: 0))
        #expect(Self.centre(UIImage(named: "Sky", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
            == PixelColor(red: 255, green: 255, blue: 255))
        var current: UIImage?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { current = UIImage(named: "Sky", in: bundle, compatibleWith: nil) }
        #expect(Self.centre(current) == PixelColor(red: 0, green: 0, blue: 0))
    }

    @Test("(issue 40) UIImage(named:in:with:) picks the variant for the configuration's traits")
    func configurationTraits() throws {
        let fixture = try Fixture()
        try Self.scaledDot(fixture)
        let configuration = UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(displayScale: 3))
        let image = try #require(UIImage(named: "Dot", in: fixture.bundle, with: configuration))
        #expect(image.scale == 3 && Self.centre(image) == PixelColor(red: 0, green: 0, blue: 255))
    }

    @Test("(issue 40) an image view shows an asset image's variant for its own traits, again when they change; traits asked for stay")
    func imageViewFollowsTraits() throws {
        let fixture = try Fixture()
        try fixture.png("Sky.imageset/day.png", width: 8, height: 8, color: .white)
        try fixture.png("Sky.imageset/night.png", width: 8, height: 8, color: .black)
        try fixture.png("Sky.imageset/day1.png", width: 4, height: 4, color: .red)
        try fixture.imageSet("Sky", """
            {"filename":"day1.png","idiom":"universal","scale":"1x"},{"filename":"day.png","idiom":"universal","scale":"2x"},
            {"appearances":[\(Self.dark)],"filename":"night.png","idiom":"universal","scale":"2x"}
            """)
        let bundle = fixture.bundle
        let white = PixelColor(red: 255, green: 255, blue: 255), black = PixelColor(red: 0, green: 0, blue: 0)
        func shown(_ view: UIImageView) -> PixelColor? { (view.layer.contents as? CGImage)?.color(x: 2, y: 2) }
        let light = try #require(UIImage(named: "Sky", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        let view = UIImageView(image: light.withRenderingMode(.alwaysOriginal))
        #expect(shown(view) == white)
        view.overrideUserInterfaceStyle = .dark
        #expect(shown(view) == black, "a dark view shows the dark variant")
        #expect(view.intrinsicContentSize == CGSize(width: 4, height: 4))
        view.overrideUserInterfaceStyle = .light
        #expect(shown(view) == white)
        let forcedDark = try #require(UIImage(named: "Sky", in: bundle,
                                              compatibleWith: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                                                             UITraitCollection(displayScale: 2)])))
        view.image = forcedDark
        #expect(shown(view) == black, "the style asked for wins over the view's")
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = try #require(UIImage(named: "Sky", in: bundle, compatibleWith: nil))
        window.addSubview(view)
        window.makeKeyAndVisible()
        try #require(view.traitCollection.displayScale == 1)
        #expect((view.layer.contents as? CGImage)?.width == 4 && shown(view) == PixelColor(red: 255, green: 0, blue: 0),
                "in a 1× window the 1× file shows")
        withExtendedLifetime(screen) {}
    }

    @Test("(issue 45) a catalog image registered in an app's UIImageAsset follows that asset in an image view, not its image set")
    func catalogImageInACodeAsset() throws {
        let fixture = try Fixture()
        try fixture.png("Sky.imageset/day.png", width: 4, height: 4, color: .white)
        try fixture.imageSet("Sky", """
            {"filename":"day.png","idiom":"universal","scale":"1x"}
            """)
        let day = try #require(UIImage(named: "Sky", in: fixture.bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        let night = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let asset = UIImageAsset()
        asset.register(day, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1)]))
        asset.register(night, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1)]))
        let view = UIImageView(image: day)
        func shown() -> PixelColor? { (view.layer.contents as? CGImage)?.color(x: 2, y: 2) }
        #expect(shown() == PixelColor(red: 255, green: 255, blue: 255))
        view.overrideUserInterfaceStyle = .dark
        #expect(shown() == PixelColor(red: 255, green: 0, blue: 0), "the app's dark variant, which the image set does not have")
    }

    @Test("(issue 40) the template rendering intent makes an always-template image; original an always-original one")
    func renderingIntent() throws {
        let fixture = try Fixture()
        for (name, intent) in [("Glyph", "template"), ("Photo", "original"), ("Plain", nil)] as [(String, String?)] {
            try fixture.png("\(name).imageset/a.png", width: 4, height: 4, color: .black)
            try fixture.imageSet(name, "{\"filename\":\"a.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}",
                                 properties: intent.map { "{\"template-rendering-intent\":\"\($0)\"}" })
        }
        let bundle = fixture.bundle
        #expect(UIImage(named: "Glyph", in: bundle, compatibleWith: nil)?.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Photo", in: bundle, compatibleWith: nil)?.renderingMode == .alwaysOriginal)
        #expect(UIImage(named: "Plain", in: bundle, compatibleWith: nil)?.renderingMode == .automatic)
    }

    @Test("(issue 40) Xcode's slicing makes a resizable image: cap insets from the file's pixels to points, the centre's mode")
    func slicing() throws {
        let fixture = try Fixture()
        try fixture.png("Bubble.imageset/bubble@2x.png", width: 60, height: 40, color: .blue)
        try fixture.imageSet("Bubble", """
            {"filename":"bubble@2x.png","idiom":"universal","scale":"2x","resizing":{"mode":"9-part",
             "center":{"mode":"stretch","width":2,"height":2},"cap-insets":{"top":10,"left":20,"bottom":12,"right":16}}}
            """)
        try fixture.png("Bar.imageset/bar.png", width: 30, height: 10, color: .blue)
        try fixture.imageSet("Bar", """
            {"filename":"bar.png","idiom":"universal","scale":"1x","resizing":{"mode":"3-part-horizontal",
             "center":{"mode":"tile","width":1},"cap-insets":{"left":5,"right":6,"top":3}}}
            """)
        let bubble = try #require(UIImage(named: "Bubble", in: fixture.bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(bubble.capInsets == UIEdgeInsets(top: 5, left: 10, bottom: 6, right: 8))
        #expect(bubble.resizingMode == .stretch)
        let bar = try #require(UIImage(named: "Bar", in: fixture.bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(bar.capInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 6), "a horizontal 3-part slice has no top or bottom cap")
        #expect(bar.resizingMode == .tile)
    }

    @Test("(issue 40) a single-scale PDF is vector art drawn at the display scale asked for")
    func vectorPDF() throws {
        let fixture = try Fixture()
        try fixture.write(PDFImageTests.pdf(), to: "Logo.imageset/logo.pdf")
        try fixture.imageSet("Logo", "{\"filename\":\"logo.pdf\",\"idiom\":\"universal\"}",
                             properties: "{\"preserves-vector-representation\":true}")
        let image = try #require(UIImage(named: "Logo", in: fixture.bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.cgImage?.width == 300)
        #expect(image.cgImage?.color(x: 10, y: 75) == PixelColor(red: 255, green: 0, blue: 0))
    }

    @Test("(issue 40) a single-scale SVG is drawn at the display scale asked for, sized by its width and height")
    func vectorSVG() throws {
        let fixture = try Fixture()
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
            <rect x="0" y="0" width="10" height="10" fill="#ff0000"/><rect x="10" y="0" width="10" height="10" fill="#0000ff"/></svg>
            """
        try fixture.write(svg, to: "Flag.imageset/flag.svg")
        try fixture.imageSet("Flag", "{\"filename\":\"flag.svg\",\"idiom\":\"universal\"}")
        let image = try #require(UIImage(named: "Flag", in: fixture.bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 2 && image.cgImage?.width == 40)
        #expect(image.cgImage?.color(x: 5, y: 10) == PixelColor(red: 255, green: 0, blue: 0))
        #expect(image.cgImage?.color(x: 35, y: 10) == PixelColor(red: 0, green: 0, blue: 255))
    }

    @Test("(issue 40) bad image sets are nil, not a crash: broken JSON, a missing or undecodable file, a name leaving the folder, only empty slots")
    func malformedImages() throws {
        let fixture = try Fixture()
        try fixture.write("not json", to: "Broken.imageset/Contents.json")
        try fixture.imageSet("Missing", "{\"filename\":\"nowhere.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}")
        try fixture.write("not a png", to: "Garbage.imageset/garbage.png")
        try fixture.imageSet("Garbage", "{\"filename\":\"garbage.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}")
        try fixture.png("Escape.imageset/x.png", width: 2, height: 2, color: .red)
        try fixture.imageSet("Escape", "{\"filename\":\"../Escape.imageset/x.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}")
        try fixture.imageSet("Slots", "{\"idiom\":\"universal\",\"scale\":\"1x\"},{\"idiom\":\"universal\",\"scale\":\"2x\"}")
        try fixture.write("{\"images\":[{\"filename\":7}]}", to: "WrongType.imageset/Contents.json")
        let bundle = fixture.bundle
        for name in ["Broken", "Missing", "Garbage", "Escape", "Slots", "WrongType", "Absent"] {
            #expect(UIImage(named: name, in: bundle, compatibleWith: nil) == nil, "\(name)")
        }
    }

    @Test("(issue 40) a catalog's image set wins over a loose file of the same name; other loose files still load")
    func catalogBeforeFiles() throws {
        let fixture = try Fixture()
        try fixture.png("Icon.imageset/icon.png", width: 4, height: 4, color: .green)
        try fixture.imageSet("Icon", "{\"filename\":\"icon.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}")
        try fixture.png("../Icon.png", width: 4, height: 4, color: .red)
        try fixture.png("../Loose.png", width: 6, height: 6, color: .red)
        let bundle = fixture.bundle
        #expect(Self.centre(UIImage(named: "Icon", in: bundle, compatibleWith: nil)) == PixelColor(red: 0, green: 255, blue: 0))
        #expect(UIImage(named: "Loose", in: bundle, compatibleWith: nil)?.size == CGSize(width: 6, height: 6))
    }

    // MARK: Symbols

    /// A small SF Symbols template: a black page of notes (drawn only if the whole document
    /// were), a square as `Regular-M` and a wide bar as `Bold-M`.
    static let symbolTemplate = """
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200" viewBox="0 0 3300 2200">
        <g id="Notes"><rect x="0" y="0" width="3300" height="2200" fill="#000000"/></g>
        <g id="Guides"><line id="Baseline-M" x1="0" y1="1000" x2="3300" y2="1000" stroke="#000000"/></g>
        <g id="Symbols">
        <g id="Regular-M" transform="matrix(1 0 0 1 1000 900)"><rect x="0" y="0" width="100" height="100"/></g>
        <g id="Bold-M" transform="matrix(1 0 0 1 2000 900)"><rect x="0" y="0" width="100" height="50"/></g>
        </g></svg>
        """

    @Test("(issue 40) a symbol set is a symbol image: the template's layer for the weight, sized by the configuration, redrawn when configured")
    func customSymbol() throws {
        let fixture = try Fixture()
        try fixture.write(Self.symbolTemplate, to: "custom.box.symbolset/box.svg")
        try fixture.write("{\"symbols\":[{\"filename\":\"box.svg\",\"idiom\":\"universal\"}]}", to: "custom.box.symbolset/Contents.json")
        let configuration = UIImage.SymbolConfiguration(pointSize: 40).withTraitCollection(UITraitCollection(displayScale: 2))
        let regular = try #require(UIImage(named: "custom.box", in: fixture.bundle, with: configuration))
        #expect(regular.isSymbolImage && regular.renderingMode == .alwaysTemplate)
        #expect(regular.size == CGSize(width: 48, height: 48) && regular.scale == 2)
        let pixels = try #require(regular.cgImage)
        try #require(pixels.width == 96 && pixels.height == 96)
        #expect(pixels.color(x: 2, y: 2).alpha == 0, "only the symbol's layer is drawn, not the template's notes")
        #expect(pixels.color(x: 48, y: 10).alpha == 255, "the square fills the image less its margin")
        let bold = try #require(regular.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        let boldPixels = try #require(bold.cgImage)
        try #require(boldPixels.width == 96 && boldPixels.height == 96)
        #expect(boldPixels.color(x: 48, y: 10).alpha == 0, "the Bold-M layer is a wide bar: \(boldPixels.color(x: 48, y: 10))")
        #expect(boldPixels.color(x: 48, y: 48).alpha == 255)
        #expect(UIImage(systemName: "custom.box") == nil, "custom symbols load by UIImage(named:), as in UIKit")
    }

    // MARK: App icon and bundles

    @Test("(issue 40) the app icon set's largest file, by size and scale, is the desktop icon")
    func appIcon() throws {
        let fixture = try Fixture()
        try fixture.write("""
            {"images":[{"filename":"76.png","idiom":"ipad","scale":"1x","size":"76x76"},
            {"filename":"167.png","idiom":"ipad","scale":"2x","size":"83.5x83.5"},
            {"filename":"1024.png","idiom":"ios-marketing","scale":"1x","size":"1024x1024"},
            {"idiom":"ipad","scale":"2x","size":"76x76"}]}
            """, to: "AppIcon.appiconset/Contents.json")
        for name in ["76", "167", "1024"] { try fixture.write("png", to: "AppIcon.appiconset/\(name).png") }
        let url = try #require(AssetCatalog.appIconURL(in: fixture.bundle))
        #expect(url.lastPathComponent == "1024.png")
        #expect(AssetCatalog.appIconURL(named: "Other", in: fixture.bundle) == nil)
    }

    @Test("(issue 40) the bundles searched for a resource: a given bundle alone; for nil the main bundle first")
    func searchBundles() throws {
        let fixture = try Fixture()
        let bundle = fixture.bundle
        #expect(Bundle.resourceSearchBundles(for: bundle).map(\.bundlePath) == [bundle.bundlePath])
        let all = Bundle.resourceSearchBundles(for: nil)
        #expect(all.first?.bundlePath == Bundle.main.bundlePath)
        #expect(all.dropFirst().allSatisfy { $0.bundlePath.hasSuffix(".resources") })
        #expect(all.dropFirst().map(\.bundlePath) == all.dropFirst().map(\.bundlePath).sorted())
        // The main bundle named outright (`Bundle.main`, `Bundle(for: AnyClass)` on Linux) is
        // searched as nil is: on iOS it holds the app's resources.
        #expect(Bundle.resourceSearchBundles(for: .main).map(\.bundlePath) == all.map(\.bundlePath))
    }
}
