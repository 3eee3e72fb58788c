import Foundation

/// One preserved view controller or view.
///
/// Restoration identifier paths need not be unique — a navigation stack may hold several
/// controllers of one kind with one identifier — so objects are told apart by their place in
/// the archive, and `parentIndex` says which object each hangs under.
package struct StoredRestorableObject: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable {
        case viewController
        case view
    }

    package var kind: Kind
    /// The restoration identifiers from the window's root controller down to this object.
    package var identifierPath: [String]
    /// The index of the object one step up the path (a view's controller), if it was preserved.
    package var parentIndex: Int?
    /// The qualified name (`Module.Class`) of the controller's `restorationClass`, if it had one.
    package var restorationClassName: String?
    /// What the object wrote in `encodeRestorableState(with:)`.
    package var state: [String: RestorationCoderValue]

    package init(kind: Kind, identifierPath: [String], parentIndex: Int? = nil, restorationClassName: String? = nil,
                 state: [String: RestorationCoderValue] = [:]) {
        self.kind = kind
        self.identifierPath = identifierPath
        self.parentIndex = parentIndex
        self.restorationClassName = restorationClassName
        self.state = state
    }
}
