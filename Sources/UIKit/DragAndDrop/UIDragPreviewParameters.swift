import Foundation

/// How a drag preview shows its view: the visible part (all of its bounds unless a
/// `visiblePath` is given) and what is behind it.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// A drag preview with a place: where it lifts from, or lands.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {}
