import QuartzCore
import Testing

/// Runs each test as if every layer change were made with `CATransaction.setDisableActions(true)`:
/// for tests of drawing and compositing, which change committed standalone layers and expect
/// the next frame to show the change, not the start of an implicit animation.
///
/// List it after `.exclusiveUIKit`, so that the switch is thrown only while the test holds
/// the gate:
///
/// ```swift
/// @Suite(.serialized, .exclusiveUIKit, .withoutImplicitActions)
/// ```
public struct WithoutImplicitActionsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await MainActor.run { CALayer.suppressesAllActions = true }
        do {
            try await function()
        } catch {
            await MainActor.run { CALayer.suppressesAllActions = false }
            throw error
        }
        await MainActor.run { CALayer.suppressesAllActions = false }
    }
}

extension Trait where Self == WithoutImplicitActionsTrait {
    /// Layer changes show at once, without implicit animations, for the test.
    public static var withoutImplicitActions: Self { WithoutImplicitActionsTrait() }
}
