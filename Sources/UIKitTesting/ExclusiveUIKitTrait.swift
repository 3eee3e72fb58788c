import Testing

/// Runs each test of a suite (or a single test) alone among every other test in the process
/// that carries it.
///
/// A process has one `UIApplication`, one key window and one host, so two tests that drive
/// UIKit at the same time see each other's windows, first responders and clocks. Swift
/// Testing runs suites in parallel, and main-actor tests interleave wherever they `await`.
/// Mark every suite that uses a `HeadlessScreen` with this trait:
///
/// ```swift
/// @MainActor
/// @Suite(.exclusiveUIKit)
/// struct CheckoutTests { … }
/// ```
///
/// Unlike `.serialized`, which orders the tests of one suite, this orders the tests of all
/// suites that carry it. Tests without it that interleave with UIKit work anyway are reported
/// by `HeadlessScreen` as an issue naming both tests.
public struct ExclusiveUIKitTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Each test case gets the gate; a suite's scope is the sum of its tests', so it needs none.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await UIKitTestGate.shared.enter()
        do {
            try await function()
        } catch {
            await UIKitTestGate.shared.leave()
            throw error
        }
        await UIKitTestGate.shared.leave()
    }
}

extension Trait where Self == ExclusiveUIKitTrait {
    /// Runs each test alone among all the tests in the process that carry `.exclusiveUIKit`.
    public static var exclusiveUIKit: Self { ExclusiveUIKitTrait() }
}

/// One test at a time, first come, first served.
actor UIKitTestGate {
    static let shared = UIKitTestGate()

    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
