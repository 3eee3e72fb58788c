// swift-tools-version: 6.0
//
// Slate: UIKit's iPad interface on Linux.
//
// Layers (each depends only on those below it; see ../shared/design/ARCHITECTURE.md):
//
//   Examples/Gallery   the showcase: its pages (a library), the app (GalleryApp, linking the GTK
//                      host) and its tools (GalleryTools: headless tour, fuzz runs; test library)
//   SlatePort, slate   `slate port App.xcodeproj`: an Xcode app project into a Slate package
//                      (Foundation, swift-syntax and UniformTypeIdentifiers only; UIKit does
//                      not depend on it)
//   UIKitTesting       drive an app headlessly, compare frames with golden PNGs (links no GTK)
//   UIKitTestingGTK    the same on a real display (DesktopDisplay), for desktop measurements
//   SlateSnapshotTesting  swift-snapshot-testing strategies for Slate views (its own product)
//   UIKit              the framework and the headless host; UIApplicationMain picks a host
//                      among those linked (it links none but the headless one)
//   UIKitGTK           the GTK 4 desktop host (real windows): an app that depends on this
//                      product gets windows; it registers itself as the process loads
//   SlatePlatform      the host boundary: PlatformHost and the values that cross it
//   QuartzCore         CALayer tree, CATransaction, the compositor
//   CoreGraphics       CGContext, CGPath, CGAffineTransform, CGColor, CGImage on Cairo
//   CCairo, CGtk       system library shims: cairo, pangocairo, fontconfig; gtk4
//   CImaging           system library shim: librsvg and gdk-pixbuf (symbols, image formats)
//   CPoppler           system library shim: poppler-glib (PDF images, drawn as vectors)
//   CZlib              system library shim: zlib (PDF streams for the PDF object model)
//   CEnchant           system library shim: enchant-2 (spelling, with Hunspell's dictionaries)
import PackageDescription

let package = Package(
    name: "Slate",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitGTK", targets: ["UIKitGTK"]),
        .library(name: "UIKitTestingGTK", targets: ["UIKitTestingGTK"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // swift-snapshot-testing's `assertSnapshot(of:as: .image)` for Slate's views, in a
        // product of its own: only apps that use it depend on that package.
        .library(name: "SlateSnapshotTesting", targets: ["SlateSnapshotTesting"]),
        .executable(name: "Gallery", targets: ["GalleryApp"]),
        .executable(name: "GalleryTools", targets: ["GalleryTools"]),
        .executable(name: "Contacts", targets: ["Contacts"]),
        .executable(name: "slate", targets: ["slate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // `swift package generate-documentation` (Scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // The porter's source rewriter; the version swift-snapshot-testing already resolves.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // SVG through librsvg (symbol images) and every common image format through gdk-pixbuf.
        .systemLibrary(name: "CImaging", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev", "libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        // zlib inflates PDF streams for the PDF object model (CGPDFStreamCopyData).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // UITextChecker: Enchant 2 over Hunspell's dictionaries.
        .systemLibrary(name: "CEnchant", pkgConfig: "enchant-2", providers: [.apt(["libenchant-2-dev", "hunspell-en-us"])]),
        // Xlib for the GUI tests (a window manager's close request, which xdotool cannot send).
        .systemLibrary(name: "CX11", path: "Tests/Support/CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // Empty stand-ins for Swift Testing's Apple-only cross-import overlays; see Overlay.swift.
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/UIKit"),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPoppler", "CZlib", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo"]),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "SlatePlatform", dependencies: ["QuartzCore", "CoreGraphics", "UniformTypeIdentifiers"]),
        // Registers the GTK host when the process loads (an ELF constructor): linking UIKitGTK
        // is all an app does to get windows. C, because Swift has no load-time initialisers.
        .target(name: "UIKitGTKRegistration"),
        .target(name: "UIKitGTK", dependencies: ["SlatePlatform", "QuartzCore", "CoreGraphics", "UniformTypeIdentifiers", "CGtk",
                                                 "UIKitGTKRegistration"]),
        .target(name: "UIKit", dependencies: ["SlatePlatform", "QuartzCore", "CoreGraphics", "UniformTypeIdentifiers", "CCairo", "CImaging", "CPoppler", "CEnchant",
                                              "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit", "SlatePlatform"]),
        .target(name: "UIKitTestingGTK", dependencies: ["UIKit", "UIKitTesting", "SlatePlatform", "UIKitGTK"]),
        .target(name: "SlateSnapshotTesting", dependencies: ["UIKit", "UIKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // The importer (`slate port`): reads an Xcode project, rewrites its Swift for Linux and
        // writes a SwiftPM package that depends on Slate. Nothing in UIKit depends on it.
        // UniformTypeIdentifiers (Foundation only): the standard types' MIME types, for the
        // desktop entry's document types, from the table UIKit uses at run time.
        .target(name: "SlatePort", dependencies: ["UniformTypeIdentifiers", .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                  .product(name: "SwiftParser", package: "swift-syntax")]),
        .executableTarget(name: "slate", dependencies: ["SlatePort"]),

        // The Gallery's pages, app delegate and scenes: a library, so that the app and its tools
        // share it and the tests import it.
        .target(name: "Gallery", dependencies: ["UIKit", "SlatePlatform"], path: "Examples/Gallery",
                // The Storyboard page's storyboard, read at run time as a ported app's are.
                resources: [.copy("Resources/Recipes.storyboard")]),
        // The app: UIKit and the GTK host, no test library.
        .executableTarget(name: "GalleryApp", dependencies: ["Gallery", "UIKit", "UIKitGTK"], path: "Examples/GalleryApp"),
        // What the Gallery does without a window: the headless tour, headless frames, fuzz runs.
        .executableTarget(name: "GalleryTools", dependencies: ["Gallery", "UIKit", "UIKitTesting"], path: "Examples/GalleryTools"),
        // A small master–detail app written as iPad developers write one; the GUI tests run it.
        .executableTarget(name: "Contacts", dependencies: ["UIKit", "UIKitGTK", "UIKitTesting"], path: "Examples/Contacts"),
        // Runs on a real main thread (Swift Testing has none on Linux) so that tests can check
        // DispatchQueue.main, Task { @MainActor }, Timer and RunLoop.main under the host's loop.
        .executableTarget(name: "RunLoopProbe", dependencies: ["UIKit", "SlatePlatform"], path: "Tests/Support/RunLoopProbe"),
        // Saves scene-session stores in a loop until killed (the store's kill test).
        .executableTarget(name: "SceneStoreKillProbe", dependencies: ["UIKit"], path: "Tests/Support/SceneStoreKillProbe"),
        // A multiple-window app that quits and is relaunched in a fresh process.
        // A window with a hand-made accessibility tree under the GTK host (the AT-SPI bridge's GUI test).
        .executableTarget(name: "AccessibilityProbe", dependencies: ["UIKitGTK", "SlatePlatform", "QuartzCore", "CoreGraphics"],
                          path: "Tests/Support/AccessibilityProbe"),
        .executableTarget(name: "SceneRestorationProbe", dependencies: ["UIKit", "UIKitTesting"], path: "Tests/Support/SceneRestorationProbe"),

        // Goldens are read through #filePath (so failures can write beside them), not as resources.
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "UIKitTesting"], exclude: ["Goldens"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKitTesting"], exclude: ["Goldens"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "SlatePlatform", "RunLoopProbe", "SceneStoreKillProbe", "SceneRestorationProbe"], exclude: ["Drawing/Goldens", "Views/Goldens", "Events/Goldens", "Interactions/Goldens", "ViewControllers/Goldens", "Presentation/Goldens", "Scrolling/Goldens", "DragAndDrop/Goldens", "Menus/Goldens", "Sharing/Goldens", "Views/Effects/Goldens", "Search/Goldens", "Text/Goldens"],
                    // Storyboards and xibs: read from the source tree, and (for launches that name a
                    // storyboard without a bundle) from the test bundle's resources.
                    resources: [.copy("Storyboards/Fixtures")]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKitTesting"]),
        .testTarget(name: "SlateSnapshotTestingTests", dependencies: ["SlateSnapshotTesting", "UIKit", "UIKitTesting",
                                                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SlatePortTests", dependencies: ["SlatePort", .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                       .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
        // iOS code as ported apps have it: Swift 5 mode, touching views from Sendable closures.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKit", "UIKitTesting"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The Gallery's own tests, in process: the fuzzer's run over the whole app.
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "UIKit", "UIKitTesting"], exclude: ["Goldens"]),
        // Drive the Gallery in a real GTK window under Xvfb (started by Scripts/test).
        .testTarget(name: "GUITests", dependencies: ["UIKitTesting", "CoreGraphics", "CX11"]),
    ],
    swiftLanguageModes: [.v6]
)
