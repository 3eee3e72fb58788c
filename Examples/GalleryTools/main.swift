// The Gallery's tools: everything the showcase does without a window, which needs the test
// library (UIKitTesting) that the app itself does not link. `Gallery` hands these modes over
// to this program (it sits beside it in the build folder):
//
//   GalleryTools --tour [--output DIR]          the headless tour's PNGs (light, dark, every
//                                               multitasking size of a 12.9-inch iPad)
//   GalleryTools --headless-frame FILE [...]    one frame of the windowed Gallery, headless
//   GalleryTools --fuzz [...]                   the long fuzz runs (Scripts/fuzz-gallery)
//   GalleryTools --fuzz-determinism [...]       one seed twice and replayed, compared
import Foundation
import Gallery
import UIKit

let arguments = CommandLine.arguments.dropFirst()

func argument(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.index(after: index) < arguments.endIndex else { return nil }
    return arguments[arguments.index(after: index)]
}

/// `--headless-frame FILE [--size WxH] [--scale N] [--page NAME]`: the windowed Gallery's first
/// frame (or the page named, chosen in the sidebar), rendered by the headless host at scale 1
/// (or N), for comparing the two hosts' pixels.
if let path = argument(after: "--headless-frame") {
    var size = CGSize(width: 1366, height: 1024)
    if let parts = argument(after: "--size")?.split(separator: "x").compactMap({ Double($0) }), parts.count == 2 {
        size = CGSize(width: parts[0], height: parts[1])
    }
    let page = argument(after: "--page") ?? "Controls"
    let scale = argument(after: "--scale").flatMap { Double($0) }.map { CGFloat($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 1
    let ok = MainActor.assumeIsolated {
        HeadlessTour.renderWindowedFrame(size: size, scale: scale, pageTitled: page, to: URL(fileURLWithPath: path))
    }
    exit(ok ? 0 : 1)
}

/// `--fuzz [--seeds 1,2,3] [--events N] [--hang-seconds S] [--in-process]`: drives the Gallery
/// headlessly with the fuzzer, each seed for N events (default 10,000), and prints what it found;
/// exits 1 on any failure. An event that gives no answer for S seconds (default 60) is a hang.
/// `--in-process` lets a crash kill this process (for a debugger or Swift's backtrace).
if arguments.contains("--fuzz") {
    let seeds = (argument(after: "--seeds") ?? "1").split(separator: ",").compactMap { UInt64($0) }
    let count = argument(after: "--events").flatMap { Int($0) } ?? 10_000
    let hangSeconds = argument(after: "--hang-seconds").flatMap { TimeInterval($0) } ?? 60
    let clean = MainActor.assumeIsolated {
        GalleryFuzzRun.run(seeds: seeds, events: count, hangSeconds: hangSeconds, inProcess: arguments.contains("--in-process"))
    }
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

/// `--tour [--output DIR]` (and no arguments at all): the headless tour.
let outputDirectory = URL(fileURLWithPath: argument(after: "--output")
    ?? FileManager.default.currentDirectoryPath + "/slate-output/gallery")
let written = MainActor.assumeIsolated { HeadlessTour.run(outputDirectory: outputDirectory) }
print("Gallery rendered its headless tour (12.9-inch iPad at 2×: full screen, 2/3, 1/2, 1/3 and Slide Over, both orientations, light and dark):")
for url in written { print("  \(url.path)") }
exit(0)
