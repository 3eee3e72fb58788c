// The Gallery: the showcase of what Slate can do. With a display it launches as an iOS app
// does — UIApplicationMain, an app delegate and a scene delegate — in a real window (the GTK
// host); without one, or with SLATE_HOST=headless, it renders its headless tour and prints
// where the PNGs are. SLATE_HOST=gtk insists on a window.
import Foundation
import UIKit

let arguments = CommandLine.arguments.dropFirst()
let environment = ProcessInfo.processInfo.environment

func argument(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.index(after: index) < arguments.endIndex else { return nil }
    return arguments[arguments.index(after: index)]
}

/// `--headless-frame FILE [--size WxH] [--page NAME]`: the windowed Gallery's first frame (or
/// the page named, chosen in the sidebar), rendered by the headless host at scale 1, for
/// comparing the two hosts' pixels.
if let path = argument(after: "--headless-frame") {
    var size = CGSize(width: 1366, height: 1024)
    if let parts = argument(after: "--size")?.split(separator: "x").compactMap({ Double($0) }), parts.count == 2 {
        size = CGSize(width: parts[0], height: parts[1])
    }
    let page = argument(after: "--page").flatMap { name in GalleryPage.allCases.first { $0.title.lowercased() == name.lowercased() } } ?? .controls
    let ok = MainActor.assumeIsolated { HeadlessTour.renderWindowedFrame(size: size, page: page, to: URL(fileURLWithPath: path)) }
    exit(ok ? 0 : 1)
}

/// `--fuzz [--seeds 1,2,3] [--events N] [--in-process]`: drives the Gallery headlessly with the
/// fuzzer, each seed for N events (default 10,000), and prints what it found; exits 1 on any
/// failure. `--in-process` lets a crash kill this process (for a debugger or Swift's backtrace).
if arguments.contains("--fuzz") {
    let seeds = (argument(after: "--seeds") ?? "1").split(separator: ",").compactMap { UInt64($0) }
    let count = argument(after: "--events").flatMap { Int($0) } ?? 10_000
    let clean = MainActor.assumeIsolated { GalleryFuzzRun.run(seeds: seeds, events: count, inProcess: arguments.contains("--in-process")) }
    exit(clean ? 0 : 1)
}

/// `--fuzz-determinism [--seeds N] [--events N]`: runs one seed twice and replays its events,
/// from this quiet process, and exits 1 unless the three end on the same screen, byte for byte.
if arguments.contains("--fuzz-determinism") {
    let seed = (argument(after: "--seeds")).flatMap { UInt64($0) } ?? 7
    let count = argument(after: "--events").flatMap { Int($0) } ?? 300
    let difference = MainActor.assumeIsolated { GalleryFuzzRun.determinismDifference(seed: seed, events: count) }
    print(difference ?? "seed \(seed), \(count) events: the same events and the same final screen three times")
    exit(difference == nil ? 0 : 1)
}

let requested = environment["SLATE_HOST"]
let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
if requested == "headless" || (requested != "gtk" && !hasDisplay) {
    let outputDirectory = URL(fileURLWithPath: argument(after: "--output")
        ?? FileManager.default.currentDirectoryPath + "/slate-output/gallery")
    let written = MainActor.assumeIsolated { HeadlessTour.run(outputDirectory: outputDirectory) }
    print("Gallery rendered its headless tour (12.9-inch iPad at 2×: full screen, 2/3, 1/2, 1/3 and Slide Over, both orientations, light and dark):")
    for url in written { print("  \(url.path)") }
    exit(0)
}

MainActor.assumeIsolated {
    _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GalleryAppDelegate.self))
}
