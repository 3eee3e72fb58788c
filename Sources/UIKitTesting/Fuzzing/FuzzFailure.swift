import Foundation

/// What went wrong in a fuzz run, and at which event.
public struct FuzzFailure: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable, Codable {
        /// The app's process died: a trap (a force-unwrapped nil, a precondition), a fault.
        /// `message` is the last thing it wrote to standard error (Swift's "Fatal error: …").
        case crash(signal: Int32, message: String)
        /// UIKit invariants broke (see `HierarchyAudit`): every one found after the event.
        case invariantViolations([String])
        /// The app stopped answering: an event never finished (an endless loop).
        case hang(seconds: Double)
        /// What the app holds (views, Auto Layout variables) kept growing while it did the
        /// same kinds of things: a leak.
        case memoryGrowth(from: FuzzSample, to: FuzzSample)
    }

    public var kind: Kind
    /// The number of the event after which it was found (0 is the first event; -1 before any,
    /// at launch).
    public var eventIndex: Int

    /// "at event N", or "at launch".
    private var position: String { eventIndex < 0 ? "at launch" : "at event \(eventIndex)" }

    private func crashHeadline(_ signal: Int32) -> String { "crash (signal \(signal)) \(position)" }

    public var description: String {
        switch kind {
        case .crash(let signal, let message):
            crashHeadline(signal) + (message.isEmpty ? "" : ": \(message)")
        case .invariantViolations(let violations):
            "\(violations.count) invariant violation(s) \(position):\n" + violations.map { "  - \($0)" }.joined(separator: "\n")
        case .hang(let seconds):
            "hang \(position): no answer for \(Int(seconds)) s"
        case .memoryGrowth(let from, let to):
            "the app's memory grew: \(from) → \(to)"
        }
    }

    /// One line: the kind, and the first violation or the crash's message.
    public var summary: String {
        switch kind {
        case .crash(let signal, let message): crashHeadline(signal) + ": \(Self.firstLine(message))"
        case .invariantViolations(let violations): "\(violations.first ?? "invariant broken") (\(position))"
        case .hang, .memoryGrowth: description
        }
    }

    /// Whether `other` is the same failure for shrinking: the same signal and message, or the
    /// same first invariant (its kind, before the colon), whatever the event number.
    func matches(_ other: FuzzFailure) -> Bool {
        switch (kind, other.kind) {
        case let (.crash(a, messageA), .crash(b, messageB)):
            return a == b && Self.firstLine(messageA) == Self.firstLine(messageB)
        case let (.invariantViolations(a), .invariantViolations(b)):
            return a.first.map(Self.category) == b.first.map(Self.category)
        case (.hang, .hang):
            return true
        default:
            return false
        }
    }

    private static func firstLine(_ text: String) -> Substring {
        let line = text.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") } ?? text.split(separator: "\n").first ?? ""
        // "…/File.swift:12: Fatal error: Unexpectedly found nil": compare from "Fatal error".
        if let range = line.range(of: "Fatal error") { return line[range.lowerBound...] }
        return line
    }

    private static func category(_ violation: String) -> Substring {
        violation.split(separator: ":", maxSplits: 1).first ?? Substring(violation)
    }
}
