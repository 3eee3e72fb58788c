import Foundation

/// Tells a protocol's default implementation from one the conforming type wrote.
///
/// Objective-C asks `respondsToSelector:`; Swift cannot. Default implementations of the
/// optional methods whose *presence* changes UIKit's behaviour (a delegate that sizes rows, a
/// data source that titles headers) call `markDefault()`; `probe` runs a call and reports
/// whether the default answered. Only side-effect-free queries are probed.
@MainActor
enum OptionalRequirement {
    private static var defaultAnswered = false

    static func markDefault() { defaultAnswered = true }

    /// The call's result, and whether the conforming type implements the method.
    static func probe<Result>(_ call: () -> Result) -> (result: Result, isImplemented: Bool) {
        let saved = defaultAnswered
        defaultAnswered = false
        let result = call()
        let implemented = !defaultAnswered
        defaultAnswered = saved
        return (result, implemented)
    }

    /// The call's result when the conforming type implements the method, else nil.
    static func answer<Result>(_ call: () -> Result) -> Result? {
        let probed = probe(call)
        return probed.isImplemented ? probed.result : nil
    }
}
