import Foundation

/// A toolbar's delegate: where the toolbar is (`position(for:)`, from `UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
