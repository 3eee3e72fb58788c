/// A property or method of a class that a storyboard or nib connects: what the porter lists
/// in the class's `interfaceBuilderConnections`.
struct InterfaceBuilderMember {
    enum Kind: String {
        case outlet, outletCollection, action, segueAction, property
    }

    var kind: Kind
    /// The class (qualified name) whose body or extension declares it.
    var owner: String
    /// The property's or method's name.
    var name: String
    /// For actions and segue actions, the Objective-C selector (`tapped:forEvent:`).
    var selector: String?
    /// For actions, how many parameters the method takes.
    var parameterCount: Int = 0
    /// The method's full Swift name (`tapped(_:)`), to tell overloads apart.
    var fullName: String
    /// Declared `private` or `fileprivate` (or with such a setter).
    var isFilePrivate: Bool
    var place: SourcePlace
}
