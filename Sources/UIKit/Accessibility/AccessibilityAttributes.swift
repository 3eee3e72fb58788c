import CoreGraphics
import Foundation
import SlatePlatform

/// What an app set of an object's accessibility, each nil until set (the object's default
/// shows through). Allocated on the first set, so the many views nobody describes carry one
/// nil reference and nothing more.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    /// The identifier the accessibility tree knows the object by (see `AccessibilityTreeBuilder`).
    var nodeID: PlatformAccessibilityNode.ID?
}
