import Testing

/// Notices two Swift Testing tests driving UIKit at the same time, and fails the test that
/// finds out, naming both — instead of letting them read each other's windows and clocks.
///
/// Every `HeadlessScreen` call notes which test made it. When test A made a call, test B made
/// one after it, and A makes another, A and B ran interleaved: A had started before B's call
/// and had not finished. (A test whose calls all come before or after another's is never
/// reported, whatever screens stay alive.) Parameterized tests are not checked: their cases
/// share one identity.
@MainActor
struct TestInterleavingCheck {
    static var shared = TestInterleavingCheck()

    private var lastTest: AnyHashable?
    private var lastTestName = ""
    /// Tests that have made a call.
    private var seen: Set<AnyHashable> = []

    /// A `HeadlessScreen` call by the current Swift Testing test, if any.
    static func noteCall() {
        // The cases of a parameterized test share its identity: case 1, another test, then
        // case 2 would look interleaved. They are not checked.
        guard let test = Test.current, Test.Case.current?.isParameterized != true else { return }
        if let message = shared.noteCall(by: test.id, named: test.displayName ?? test.name) {
            Issue.record(Comment(rawValue: message))
        }
    }

    /// Notes a call by `test`; returns the report when it shows `test` interleaved with another.
    mutating func noteCall(by test: AnyHashable, named name: String) -> String? {
        defer {
            lastTest = test
            lastTestName = name
            seen.insert(test)
        }
        guard let lastTest, lastTest != test, seen.contains(test) else { return nil }
        return """
            Two tests drove UIKit at the same time: "\(name)" and "\(lastTestName)". A process has one \
            UIApplication, one key window and one host clock, so their windows and events mixed. Mark the \
            suites that use HeadlessScreen with .exclusiveUIKit (import UIKitTesting): @Suite(.exclusiveUIKit).
            """
    }
}
