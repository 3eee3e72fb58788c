import Testing
import UIKit
import UIKitTesting

/// Records every trait change it hears, with the collection it had at that moment.
@MainActor
private final class TraitRecorder: UIView {
    var name = ""
    var changes: [(previous: UITraitCollection?, current: UITraitCollection)] = []
    static var order: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection, traitCollection))
        Self.order.append(name)
    }
}

@MainActor
private final class RecordingWindow: UIWindow {
    var changes: [(previous: UITraitCollection?, current: UITraitCollection)] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection, traitCollection))
    }
}

@MainActor
private func recorder(_ name: String, frame: CGRect = .zero) -> TraitRecorder {
    let view = TraitRecorder(frame: frame)
    view.name = name
    return view
}

/// One iPad multitasking configuration from ../shared/reference/ipad-geometry.md.
struct MultitaskingCase: Sendable, CustomTestStringConvertible {
    let label: String
    let width: CGFloat
    let height: CGFloat
    let horizontal: UIUserInterfaceSizeClass
    var testDescription: String { "\(label) \(Int(width))×\(Int(height))" }
}

@MainActor
@Suite("Trait propagation", .serialized, .exclusiveUIKit)
struct TraitPropagationTests {
    private func hideWindows() {
        for window in UIWindow.allWindows { window.isHidden = true }
    }

    @Test("TRAIT-01 screens, windows and views are trait environments that hear changes (view controllers join in the view-controller issue)")
    func environments() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let environments: [UITraitEnvironment] = [UIScreen.main, UIWindow(), UIView()]
        #expect(environments.allSatisfy { $0.traitCollection.userInterfaceIdiom == .pad })
        let window = RecordingWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let view = recorder("view")
        window.addSubview(view)
        screen.userInterfaceStyle = .dark
        #expect(window.changes.last?.current.userInterfaceStyle == .dark)
        #expect(view.changes.last?.current.userInterfaceStyle == .dark)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("TRAIT-02 traits flow screen → window → views; a window's size classes come from its size")
    func inheritance() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        screen.preferredContentSizeCategory = .extraLarge
        // The text size is the desktop's, for every test after this one until a new screen:
        // back to the default (a symbol image sized by the body style read it as Extra Large).
        defer { screen.preferredContentSizeCategory = .large }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 1024))
        window.makeKeyAndVisible()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection.displayScale == 2)
        #expect(child.traitCollection == window.traitCollection)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
    }

    @Test("TRAIT-03 the first delivery has a nil previous collection; later ones pass the old one with the new already in place, top-down")
    func delivery() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let parent = recorder("parent"), child = recorder("child")
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(parent.changes.first?.previous == nil)
        #expect(child.changes.first?.previous == nil)
        TraitRecorder.order = []
        parent.changes = []
        child.changes = []
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 1024)
        #expect(TraitRecorder.order == ["parent", "child"])
        #expect(parent.changes.count == 1)
        #expect(parent.changes.first?.previous?.horizontalSizeClass == .regular)
        #expect(parent.changes.first?.current.horizontalSizeClass == .compact)
        // A resize that changes no trait delivers nothing.
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 1024)
        #expect(parent.changes.count == 1)
        _ = screen
    }

    @Test("TRAIT-06 an override replaces only the traits it specifies; the rest are inherited")
    func overridesInherit() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 3)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 1024))
        window.makeKeyAndVisible()
        let view = UIView()
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        let traits = view.traitCollection
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceIdiom == .pad)
        _ = screen
    }

    @Test("TRAIT-08 full-screen size classes: iPad R/R; iPhone portrait C/R; big iPhone landscape R/C; other iPhone landscape C/C",
          arguments: [
              (CGSize(width: 1024, height: 1366), UIUserInterfaceSizeClass.regular, UIUserInterfaceSizeClass.regular),
              (CGSize(width: 768, height: 1024), .regular, .regular),
              (CGSize(width: 1112, height: 834), .regular, .regular),
              (CGSize(width: 375, height: 667), .compact, .regular),
              (CGSize(width: 667, height: 375), .compact, .compact),
              (CGSize(width: 414, height: 896), .compact, .regular),
              (CGSize(width: 736, height: 414), .regular, .compact),
              (CGSize(width: 896, height: 414), .regular, .compact),
          ])
    func fullScreenSizeClasses(size: CGSize, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: size, scale: 2)
        let window = UIWindow()
        #expect(window.bounds.size == size)
        #expect(window.traitCollection.horizontalSizeClass == horizontal)
        #expect(window.traitCollection.verticalSizeClass == vertical)
        _ = screen
    }

    @Test("TRAIT-09 rotating a full-screen iPad changes its size, not its size classes")
    func rotationKeepsSizeClasses() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 1366), scale: 2)
        let window = RecordingWindow()
        window.makeKeyAndVisible()
        let before = window.changes.count
        screen.setSize(CGSize(width: 1366, height: 1024))
        #expect(window.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.verticalSizeClass == .regular)
        #expect(window.changes.count == before, "no trait changed, so none is delivered")
    }

    nonisolated static let multitasking: [MultitaskingCase] = [
        .init(label: "9.7\" landscape full screen", width: 1024, height: 768, horizontal: .regular),
        .init(label: "9.7\" landscape 2/3", width: 694, height: 768, horizontal: .regular),
        .init(label: "9.7\" landscape 1/2", width: 507, height: 768, horizontal: .compact),
        .init(label: "9.7\" landscape 1/3", width: 320, height: 768, horizontal: .compact),
        .init(label: "9.7\" portrait full screen", width: 768, height: 1024, horizontal: .regular),
        .init(label: "9.7\" portrait wide", width: 438, height: 1024, horizontal: .compact),
        .init(label: "9.7\" portrait narrow / Slide Over", width: 320, height: 1024, horizontal: .compact),
        .init(label: "10.5\" landscape wide", width: 782, height: 834, horizontal: .regular),
        .init(label: "10.5\" landscape even", width: 551, height: 834, horizontal: .compact),
        .init(label: "10.5\" landscape narrow", width: 320, height: 834, horizontal: .compact),
        .init(label: "10.5\" portrait wide", width: 504, height: 1112, horizontal: .compact),
        .init(label: "10.5\" portrait narrow", width: 320, height: 1112, horizontal: .compact),
        .init(label: "12.9\" landscape full screen", width: 1366, height: 1024, horizontal: .regular),
        .init(label: "12.9\" landscape 2/3", width: 981, height: 1024, horizontal: .regular),
        .init(label: "12.9\" landscape 1/2", width: 678, height: 1024, horizontal: .regular),
        .init(label: "12.9\" landscape 1/3 / Slide Over", width: 375, height: 1024, horizontal: .compact),
        .init(label: "12.9\" portrait full screen", width: 1024, height: 1366, horizontal: .regular),
        .init(label: "12.9\" portrait wide", width: 639, height: 1366, horizontal: .compact),
        .init(label: "12.9\" portrait narrow", width: 320, height: 1366, horizontal: .compact),
    ]

    @Test("TRAIT-10 iPad multitasking windows get the reference size classes (vertical always regular)", arguments: multitasking)
    func multitaskingSizeClasses(configuration: MultitaskingCase) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: configuration.width, height: configuration.height))
        #expect(window.traitCollection.horizontalSizeClass == configuration.horizontal)
        #expect(window.traitCollection.verticalSizeClass == .regular)
    }

    @Test("TRAIT-10 moving between full screen and a narrow split delivers the size-class change")
    func multitaskingTransition() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let window = RecordingWindow()
        window.makeKeyAndVisible()
        window.changes = []
        window.frame = CGRect(x: 991, y: 0, width: 375, height: 1024)
        #expect(window.changes.count == 1)
        #expect(window.changes.last?.previous?.horizontalSizeClass == .regular)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        window.frame = UIScreen.main.bounds
        #expect(window.changes.count == 2)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        _ = screen
    }

    @Test("TRAIT-12 overrideUserInterfaceStyle (default unspecified) sets the style from that view down and colors follow")
    func interfaceStyleOverride() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let light = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let dark = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        let darkChild = UIView(frame: CGRect(x: 0, y: 50, width: 50, height: 50))
        for view in [light, dark, darkChild] { view.backgroundColor = .systemBackground }
        dark.addSubview(darkChild)
        window.addSubview(light)
        window.addSubview(dark)
        #expect(dark.overrideUserInterfaceStyle == .unspecified)
        dark.overrideUserInterfaceStyle = .dark
        #expect(darkChild.traitCollection.userInterfaceStyle == .dark)
        #expect(light.traitCollection.userInterfaceStyle == .light)
        var image = screen.render()
        #expect(image.color(x: 10, y: 10) == PixelColor(red: 255, green: 255, blue: 255))
        #expect(image.color(x: 60, y: 10) == PixelColor(red: 0, green: 0, blue: 0))
        #expect(image.color(x: 60, y: 60) == PixelColor(red: 0, green: 0, blue: 0))
        // Switching the system to dark changes the inheriting views only.
        screen.userInterfaceStyle = .dark
        dark.overrideUserInterfaceStyle = .light
        image = screen.render()
        #expect(image.color(x: 10, y: 10) == PixelColor(red: 0, green: 0, blue: 0))
        #expect(image.color(x: 60, y: 60) == PixelColor(red: 255, green: 255, blue: 255))
    }

    @Test("A new text size reaches labels that adjust for the content size category")
    func contentSizeCategory() {
        defer { hideWindows() }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 2)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        #expect(label.font.pointSize == 17)
        screen.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 53)
        screen.preferredContentSizeCategory = .large
        #expect(label.font.pointSize == 17)
    }
}
