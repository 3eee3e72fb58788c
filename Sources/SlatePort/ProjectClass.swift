/// A class declared in the target's Swift sources.
struct ProjectClass {
    /// Qualified by the types it is nested in (`Outer.Inner`).
    var name: String
    /// The first type it inherits from, without generic arguments (a superclass or, when
    /// it has none, a protocol — Swift lists the superclass first).
    var firstInheritedType: String?
    /// Every type it inherits from or conforms to, as written.
    var inheritedTypes: [String]
    var isGeneric: Bool
    var isFinal: Bool
    /// `public` or `open`: a member added to it must be public.
    var isPublic: Bool
    /// `@main` or `@UIApplicationMain`.
    var isMain: Bool
    var place: SourcePlace
}
