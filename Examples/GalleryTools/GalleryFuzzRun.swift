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
    static func run(seeds: [UInt64], events: Int, inProcess: Bool = false) -> Bool {
        GalleryTourScript.silenceEventLog()
        var fuzzer = Fuzzer(app: .delegate(GalleryTourScript.appDelegateClass))
        fuzzer.isolatesCrashes = !inProcess
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
