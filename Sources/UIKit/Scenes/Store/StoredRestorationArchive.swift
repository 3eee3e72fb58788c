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
