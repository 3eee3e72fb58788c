import Foundation

/// What a section's content insets are measured from: the collection view's content area
/// (`none`), its safe area, its layout margins or its readable content guide. `automatic` is
/// the layout configuration's choice for a section, and the safe area for the configuration.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic
    case none
    case safeArea
    case layoutMargins
    case readableContent
}
