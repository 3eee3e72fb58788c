// swift-tools-version: 6.1
//
// Slate's benchmarks (ordo-one/benchmark). Run them with:
//
//     cd Benchmarks && swift package benchmark
//
// A separate package, so that building and testing Slate does not build the benchmark
// harness.
import Foundation
import PackageDescription

/// The identity of the Slate package is the name of its directory, whatever the checkout is
/// called.
let slate = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "SlateBenchmarks",
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(path: ".."),
    ],
    // One executable per suite: Benchmarks/<Name>/<Name>.swift; scenes they share in
    // Benchmarks/Support.
    targets: [
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "UIKitTesting", package: slate), .product(name: "UIKitTestingGTK", package: slate), .product(name: "Benchmark", package: "benchmark")],
                path: "Benchmarks/Support"),
        // GTK4 for the peer suite's twins (the same work in GTK's snapshot and renderer).
        .systemLibrary(name: "CGtkPeer", path: "CGtkPeer", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // The twins' GTK4 pages, shared by the peer suite and the Gallery's start-up twin.
        .target(name: "GTKPeerPages", dependencies: ["CGtkPeer"], path: "Benchmarks/GTKPeerPages"),
        .executableTarget(name: "GTKGalleryTwin", dependencies: ["CGtkPeer", "GTKPeerPages"], path: "Benchmarks/GTKGalleryTwin"),
        .executableTarget(
            name: "Peers",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKitTesting", package: slate),
                "BenchmarkSupport",
                "CGtkPeer",
                "GTKPeerPages",
            ],
            path: "Benchmarks/Peers",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ] + ["Compositing", "Layout", "Events", "Animation", "Desktop", "Lists", "SplitView", "Popover", "DragAndDrop", "Text", "Pages", "Storyboards", "Interactions"].map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKitTesting", package: slate),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
