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
    targets: [
        .executableTarget(
            name: "Compositing",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKitTesting", package: slate),
            ],
            path: "Benchmarks/Compositing",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Layout",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKitTesting", package: slate),
            ],
            path: "Benchmarks/Layout",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Events",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKitTesting", package: slate),
            ],
            path: "Benchmarks/Events",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Animation",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "UIKitTesting", package: slate),
            ],
            path: "Benchmarks/Animation",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
