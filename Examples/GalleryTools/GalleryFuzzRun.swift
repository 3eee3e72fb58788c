import Foundation
import Gallery
import UIKit
import UIKitTesting

/// The Gallery under the fuzzer, from the command line (`GalleryTools --fuzz`; `Gallery --fuzz` hands over to it): the long runs that
/// do not belong in the test suite (`Scripts/fuzz-gallery`).
@MainActor
enum GalleryFuzzRun {
    /// Runs each seed for `events` events; prints a line per seed and any failure in full.
    /// `inProcess` runs without a forked child, so a crash stops this process with Swift's
    /// backtrace (or in a debugger) instead of being caught and shrunk.
    static func run(seeds: [UInt64], events: Int, hangSeconds: TimeInterval = 60, inProcess: Bool = false) -> Bool {
        GalleryTourScript.silenceEventLog()
        var fuzzer = Fuzzer(app: .delegate(GalleryTourScript.appDelegateClass))
        fuzzer.isolatesCrashes = !inProcess
        fuzzer.hangTimeout = hangSeconds
        // Five minutes a failure keeps a long run going; SLATE_FUZZ_SHRINK_SECONDS gives one
        // failure's replay longer (a seed whose shrink stopped with thousands of events left).
        fuzzer.shrinkingTimeLimit = ProcessInfo.processInfo.environment["SLATE_FUZZ_SHRINK_SECONDS"].flatMap(TimeInterval.init) ?? 300
        fuzzer.shrinkingBudget = max(fuzzer.shrinkingBudget, Int(fuzzer.shrinkingTimeLimit))
        var clean = true
        var total = 0
        let started = Date()
        for seed in seeds {
            let seedStarted = Date()
            let report = fuzzer.run(seed: seed, events: events)
            total += report.events.count
            let seconds = Date().timeIntervalSince(seedStarted)
            // SLATE_FUZZ_LIST_EVENTS=FROM-TO prints those events of the run, to see what event N
            // of a seed was when a log names only its index (a hang in CI, say).
            if let range = ProcessInfo.processInfo.environment["SLATE_FUZZ_LIST_EVENTS"]?.split(separator: "-").compactMap({ Int($0) }),
               range.count == 2 {
                for index in max(0, range[0])...max(range[0], range[1]) where index < report.events.count {
                    print("  event \(index): \(report.events[index])")
                }
            }
            // SLATE_FUZZ_FINAL_SCREEN=FILE writes the screen after the last event, as PNG.
            if let path = ProcessInfo.processInfo.environment["SLATE_FUZZ_FINAL_SCREEN"], let png = report.finalScreenPNG {
                try? png.write(to: URL(fileURLWithPath: path))
            }
            if report.failure == nil {
                print(String(format: "seed %llu: %d events, no failure (%.0f s)", seed, report.events.count, seconds))
                for sample in report.samples { print("  \(sample)") }
            } else {
                clean = false
                print("seed \(seed): FAILED after \(report.events.count) events (\(Int(seconds)) s)\n\(report)\n")
                for sample in report.samples { print("  \(sample)") }
            }
            fflush(nil)
        }
        print(String(format: "%d events over %d seed(s) in %.0f s: %@", total, seeds.count, Date().timeIntervalSince(started),
                     clean ? "no failures" : "FAILURES"))
        return clean
    }

    /// What differs when `seed` runs twice and its events are replayed once, or nil.
    static func determinismDifference(seed: UInt64, events count: Int) -> String? {
        GalleryTourScript.silenceEventLog()
        return Fuzzer(app: .delegate(GalleryTourScript.appDelegateClass)).determinismDifference(seed: seed, events: count)
    }
}
