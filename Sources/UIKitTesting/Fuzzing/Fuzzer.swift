import Foundation
import QuartzCore
import UIKit

/// Drives an app with a seeded random stream of the input a person can make, checking UIKit's
/// invariants after every event, and shrinks any failure to a short event list printed as a
/// test that replays it.
///
/// ```swift
/// let fuzzer = Fuzzer(app: .delegate(AppDelegate.self))
/// let report = fuzzer.run(seed: 1, events: 10_000)
/// #expect(report.failure == nil, "\(report)")
/// ```
///
/// Each run launches the app afresh on a headless screen of its own. With `isolatesCrashes`
/// (the default) it runs in a forked copy of the test process, so that a crash is reported
/// (with the seed and the shrunk events) instead of ending the tests. The same seed gives the
/// same events and the same final screen, byte for byte.
@MainActor
public struct Fuzzer {
    /// What to fuzz: an app as `UIApplicationMain` launches it, or one root view controller
    /// in a window.
    public enum App {
        case delegate(UIApplicationDelegate.Type)
        case rootViewController(@MainActor () -> UIViewController)
    }

    public var app: App
    /// The screen the app runs on (points) and its scale.
    public var screenSize: CGSize
    public var scale: CGFloat
    /// Run in a forked process, so that crashes are caught (default true).
    public var isolatesCrashes = true
    /// Seconds without progress after which an isolated run counts as hung.
    public var hangTimeout: TimeInterval = 60
    /// How many replays shrinking may spend, and for how long (seconds): past either, the
    /// shortest failing list found so far is reported.
    public var shrinkingBudget = 600
    public var shrinkingTimeLimit: TimeInterval = 600

    public init(app: App, screenSize: CGSize = CGSize(width: 1366, height: 1024), scale: CGFloat = 1) {
        self.app = app
        self.screenSize = screenSize
        self.scale = scale
    }

    /// Runs `count` random events from `seed`; on a failure, shrinks it when `shrinks` is true.
    public func run(seed: UInt64, events count: Int, shrinks: Bool = true) -> FuzzReport {
        var report = execute(.generate(seed: seed, count: count))
        report.seed = seed
        if shrinks { shrink(&report) }
        return report
    }

    /// Performs `events` in order on a freshly launched app, checking invariants after each; on
    /// a failure, shrinks it when `shrinks` is true (a long sequence pasted from a run that
    /// stopped shrinking at its time limit).
    public func replay(_ events: [FuzzEvent], shrinks: Bool = false) -> FuzzReport {
        var report = execute(.replay(events))
        if shrinks { shrink(&report) }
        return report
    }

    /// What differs when `seed` runs twice for `count` events and its events are replayed
    /// once — the events, a failure, the final screens, byte for byte — or nil when nothing
    /// does. Call it from a process of its own: a forked run starts from its process's state
    /// at the fork, which a test process busy with other tests on other threads does not keep
    /// still (docs/testing.md).
    public func determinismDifference(seed: UInt64, events count: Int) -> String? {
        let first = run(seed: seed, events: count, shrinks: false)
        let second = run(seed: seed, events: count, shrinks: false)
        if let failure = first.failure { return "the first run failed: \(failure)" }
        guard first.events == second.events else { return "the second run generated other events" }
        guard let screen = first.finalScreenPNG else { return "the first run drew no final screen" }
        guard second.finalScreenPNG == screen else {
            return "the second run's final screen differs (\(second.finalScreenPNG?.count ?? 0) bytes of PNG against \(screen.count))"
        }
        let replayed = replay(first.events).finalScreenPNG
        guard replayed == screen else {
            return "the replay's final screen differs (\(replayed?.count ?? 0) bytes of PNG against \(screen.count))"
        }
        return nil
    }

    // MARK: Running

    enum Script {
        case generate(seed: UInt64, count: Int)
        case replay([FuzzEvent])
    }

    private func shrink(_ report: inout FuzzReport) {
        if let failure = report.failure, failure.eventIndex >= 0, !isMemoryGrowth(failure) {
            report.shrunkEvents = shrink(report.events, failure: failure)
        }
    }

    private func execute(_ script: Script) -> FuzzReport {
        var outcome: FuzzChildProcess.Outcome
        if isolatesCrashes {
            outcome = FuzzChildProcess.run(hangTimeout: hangTimeout) { writer in perform(script, send: writer.send) }
            // A child that hung or died before reporting its first event most likely inherited
            // a lock another thread of this process held at the fork: it waits on it forever,
            // or — Swift's `Mutex`, a priority-inheriting futex whose owner does not exist in
            // the child — stops with "Unknown error occurred while attempting to acquire a
            // Mutex". Try twice more; a launch that fails every time is reported.
            for _ in 0..<2 where outcome.stoppedBeforeFirstEvent {
                outcome = FuzzChildProcess.run(hangTimeout: hangTimeout) { writer in perform(script, send: writer.send) }
            }
        } else {
            outcome = FuzzChildProcess.Outcome()
            perform(script) { outcome.messages.append($0) }
        }
        return report(from: outcome)
    }

    private func report(from outcome: FuzzChildProcess.Outcome) -> FuzzReport {
        var report = FuzzReport(seed: nil, events: [], failure: nil, shrunkEvents: nil, finalScreenPNG: nil, samples: [])
        var finished = false
        for message in outcome.messages {
            switch message {
            case .event(_, let event): report.events.append(event)
            case .failure(let failure): report.failure = failure
            case .finished(let png, let samples):
                report.finalScreenPNG = png
                report.samples = samples
                finished = true
            }
        }
        let last = report.events.count - 1
        if outcome.hung {
            report.failure = FuzzFailure(kind: .hang(seconds: hangTimeout), eventIndex: last)
        } else if let signal = outcome.signal {
            report.failure = FuzzFailure(kind: .crash(signal: signal, message: Self.crashMessage(outcome.standardErrorTail)), eventIndex: last)
        } else if !finished, report.failure == nil {
            report.failure = FuzzFailure(kind: .crash(signal: 0, message: "exited with status \(outcome.exitStatus)\n" + Self.crashMessage(outcome.standardErrorTail)),
                                         eventIndex: last)
        }
        return report
    }

    /// The lines of a dying process's standard error that say why: from Swift's "Fatal error"
    /// (or the last few lines).
    private static func crashMessage(_ tail: String) -> String {
        let lines = tail.split(separator: "\n", omittingEmptySubsequences: true)
        if let index = lines.lastIndex(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) {
            return lines[index...].prefix(3).joined(separator: "\n")
        }
        return lines.suffix(3).joined(separator: "\n")
    }

    /// Runs the script on a fresh app, reporting each event before it is performed and the
    /// first failure after it.
    private func perform(_ script: Script, send: (FuzzChildProcess.Message) -> Void) {
        let session = FuzzSession(app: app, screenSize: screenSize, scale: scale)
        defer { session.end() }
        if let failure = session.audit(after: -1) { return send(.failure(failure)) }
        var generator: FuzzEventGenerator?
        let count: Int
        switch script {
        case .generate(let seed, let total):
            generator = FuzzEventGenerator(seed: seed, screen: session.screen)
            count = total
        case .replay(let events):
            count = events.count
        }
        var samples: [FuzzSample] = []
        let sampleEvery = max(1, count / 10)
        for index in 0..<count {
            let event: FuzzEvent
            if case .replay(let events) = script { event = events[index] } else { event = generator!.next() }
            send(.event(index, event))
            // Every sixteenth event is composited (the compositor's code runs, the pixels are
            // not looked at); the others only lay out and draw, which is most of a frame.
            session.screen.presentsFrames = index % 16 == 15
            session.perform(event, index: index)
            if let failure = session.audit(after: index) { return send(.failure(failure)) }
            if (index + 1) % sampleEvery == 0 { samples.append(session.sample(after: index)) }
        }
        if count >= 1_000, let failure = Self.memoryGrowth(samples) { send(.failure(failure)) }
        session.screen.presentsFrames = true
        session.screen.runUntilAnimationsSettle(timeout: 5)
        send(.finished(screenPNG: session.screen.render().pngData(), samples: samples))
    }

    /// The app's memory is flat when what it holds — views alive, Auto Layout's variables and
    /// its constraints — at the end is within twice what it held at a fifth of the run (by
    /// when it has opened what it opens), scaled by the windows open then and now, and 2,000
    /// views more. (A solver that kept the constraints it failed to place grew to 125,000 of
    /// them in 20,000 events with 300 views alive. Seed 710 ended with 13 windows open where
    /// it had 2 at the baseline: 344 views → 3,109, about 240 a window, which is no leak.)
    /// Fewer windows than at the baseline do not tighten the bound: the one left may be the
    /// heaviest. Resident memory is sampled and reported but not judged: text the run typed
    /// and pasted stays in the app's documents and grows it.
    static func memoryGrowth(_ samples: [FuzzSample]) -> FuzzFailure? {
        guard samples.count >= 5, let last = samples.last else { return nil }
        let baseline = samples[1]
        let windows = max(1, Double(last.connectedScenes) / Double(max(1, baseline.connectedScenes)))
        func grew(_ end: Int, from start: Int, allowance: Double) -> Bool {
            Double(end) > 2 * Double(start) * windows + allowance
        }
        let viewsGrew = grew(last.liveViews, from: baseline.liveViews, allowance: 2_000)
        let layoutGrew = grew(last.layoutVariables, from: baseline.layoutVariables, allowance: 8_000)
            || grew(last.layoutConstraints, from: baseline.layoutConstraints, allowance: 16_000)
        guard viewsGrew || layoutGrew else { return nil }
        return FuzzFailure(kind: .memoryGrowth(from: baseline, to: last), eventIndex: last.eventIndex)
    }

    private func isMemoryGrowth(_ failure: FuzzFailure) -> Bool {
        if case .memoryGrowth = failure.kind { true } else { false }
    }
}
