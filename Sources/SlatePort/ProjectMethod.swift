/// A method declared in the target, as `#selector` rewriting needs it: its selector and
/// whether Slate's `Selector` can hold it (`(Target) -> (Sender) -> Void` or
/// `(Target) -> () -> Void`).
struct ProjectMethod {
    var owner: String
    var baseName: String
    /// External labels, nil for `_`.
    var labels: [String?]
    /// The parameters' types as written (`Notification`, `UIButton?`).
    var parameterTypes: [String] = []
    var selector: String
    /// No result, not `throws`, not `async`, not `static`, and zero or one parameter.
    var fitsSelector: Bool
    var place: SourcePlace

    /// `tapped(_:forEvent:)`.
    var fullName: String {
        "\(baseName)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
    }
}
