import Foundation

/// One preserved view controller, view, or custom object (`UIStateRestoring`).
///
/// Restoration identifier paths need not be unique — a navigation stack may hold several
/// controllers of one kind with one identifier — so objects are told apart by their place in
/// the archive, and `parentIndex` says which object each hangs under.
package struct StoredRestorableObject: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable {
        case viewController
        case view
        /// An object the app registered with `registerObject(forStateRestoration:restorationIdentifier:)`.
        case object
    }

    /// Where a view controller made from a storyboard came from: the storyboard's name, the
    /// bundle it was read from, and the controller's Storyboard ID.
    package struct StoryboardOrigin: Hashable, Sendable {
        package var name: String
        package var bundlePath: String?
        package var identifier: String?

        package init(name: String, bundlePath: String?, identifier: String?) {
            self.name = name
            self.bundlePath = bundlePath
            self.identifier = identifier
        }
    }

    package var kind: Kind
    /// The restoration identifiers from the window's root controller down to this object.
    package var identifierPath: [String]
    /// The index of the object one step up the path (a view's controller), if it was preserved.
    package var parentIndex: Int?
    /// The qualified name (`Module.Class`) of the controller's `restorationClass` or the
    /// object's `objectRestorationClass`, if it had one.
    package var restorationClassName: String?
    /// The storyboard a view controller was made from, if it was.
    package var storyboard: StoryboardOrigin?
    /// What the object wrote in `encodeRestorableState(with:)`.
    package var state: [String: RestorationCoderValue]

    package init(kind: Kind, identifierPath: [String], parentIndex: Int? = nil, restorationClassName: String? = nil,
                 storyboard: StoryboardOrigin? = nil, state: [String: RestorationCoderValue] = [:]) {
        self.kind = kind
        self.identifierPath = identifierPath
        self.parentIndex = parentIndex
        self.restorationClassName = restorationClassName
        self.storyboard = storyboard
        self.state = state
    }
}
