import CoreGraphics
import Foundation
import SlatePlatform

/// What an app set of an object's accessibility, each nil until set (the object's default
/// shows through — so none may have a default of its own: the tree builder makes these for
/// objects the app never touched, to keep their identifiers). Allocated on the first set, so the many views nobody describes carry one
/// nil reference and nothing more.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    /// The label as last set with attributes; it stands while `label` is its string.
    var attributedLabel: NSAttributedString?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
    var dragSourceDescriptors: [UIAccessibilityLocationDescriptor]?
    var dropPointDescriptors: [UIAccessibilityLocationDescriptor]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    /// The identifier the accessibility tree knows the object by (see `AccessibilityTreeBuilder`).
    var nodeID: PlatformAccessibilityNode.ID?
    /// UIKit's defaults for the object as one tree build found them (not something the app
    /// set): a build asks for them several times per element, and a cell's label asks its
    /// labels again. Valid while `defaultsBuild` is the build under way.
    var buildDefaults: StandardAccessibility?
    var defaultsBuild = 0
}
