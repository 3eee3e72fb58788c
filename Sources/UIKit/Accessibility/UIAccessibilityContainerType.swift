import Foundation

/// What kind of container an element is, so a screen reader can say so and move through it
/// (iOS 11).
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable
    case list
    case landmark
    case semanticGroup
}
