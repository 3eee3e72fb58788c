import Foundation

/// The result of a fuzz run or a replay.
public struct FuzzReport: Sendable, CustomStringConvertible {
    /// The seed of the run (nil for a replay).
    public var seed: UInt64?
    /// The events performed, in order (up to and including the failing one).
    public var events: [FuzzEvent]
    /// The first failure, or nil.
    public var failure: FuzzFailure?
    /// The shortest event list found that fails the same way (nil without a failure, or when
    /// shrinking was not asked for).
    public var shrunkEvents: [FuzzEvent]?
    /// The screen after the last event, as PNG (nil after a crash or hang).
    public var finalScreenPNG: Data?
    /// What the app held at every tenth of the run.
    public var samples: [FuzzSample]

    /// Swift source for a test that replays the failure: paste it where `fuzzer` is the
    /// `Fuzzer` that found it.
    public var reproduction: String? {
        guard let failure else { return nil }
        let events = shrunkEvents ?? self.events
        let name = seed.map { "seed\($0)" } ?? "replay"
        let summary = failure.summary
        return """
        @Test("Fuzzer \(name): \(summary.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\\", with: "/"))")
        func fuzz\(name.prefix(1).uppercased() + name.dropFirst())() {
            let report = fuzzer.replay([
        \(events.map { "        \($0)," }.joined(separator: "\n"))
            ])
            #expect(report.failure == nil, "\\(report)")
        }
        """
    }

    public var description: String {
        var lines: [String] = []
        let source = seed.map { "seed \($0)" } ?? "replay"
        guard let failure else {
            lines.append("Fuzzer (\(source)): \(events.count) events, no failure.")
            return lines.joined(separator: "\n")
        }
        lines.append("Fuzzer (\(source)): \(failure)")
        if let shrunkEvents {
            lines.append("Shrunk from \(events.count) events to \(shrunkEvents.count). Replay it:")
        } else {
            lines.append("After \(events.count) events. Replay it:")
        }
        lines.append(reproduction ?? "")
        return lines.joined(separator: "\n")
    }
}

/// What the app held after an event: for telling a steady state from a leak.
public struct FuzzSample: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The event just performed.
    public var eventIndex: Int
    /// The process's resident memory.
    public var residentBytes: Int
    /// Views alive.
    public var liveViews: Int
    /// Auto Layout's solver variables (four per view or layout guide it knows).
    public var layoutVariables: Int
    /// The constraints in Auto Layout's solver, the app's and the implicit ones.
    public var layoutConstraints: Int
    /// Scenes connected (windows open): what the app holds grows with them, and that is no leak.
    public var connectedScenes: Int

    public var description: String {
        "event \(eventIndex): \(residentBytes / 1_048_576) MB, \(liveViews) views, \(layoutVariables) layout variables, \(layoutConstraints) constraints, \(connectedScenes) scenes"
    }
}
