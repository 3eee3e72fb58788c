import Foundation

/// What the view-controller–based state restoration of an app without scenes keeps between
/// launches: the application's own coder (the app delegate's high-level state and UIKit's
/// bundle-version, idiom, timestamp and system-version keys) and every preserved object's
/// state, parents before children.
///
/// Invariant (checked by the store on save and load): every parent index and reference
/// points at an object of the list, and a parent comes before its children.
package struct StoredRestorationArchive: Equatable, Sendable {
    package var application: [String: RestorationCoderValue]
    package var objects: [StoredRestorableObject]

    package init(application: [String: RestorationCoderValue] = [:], objects: [StoredRestorableObject] = []) {
        self.application = application
        self.objects = objects
    }
}

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
