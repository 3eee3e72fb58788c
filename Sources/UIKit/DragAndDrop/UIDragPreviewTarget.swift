/// Where a drag preview goes (`UITargetedDragPreview`, a drop coordinator's landings). On
/// Apple platforms a subclass of `UIPreviewTarget` that adds nothing; here the same class.
public typealias UIDragPreviewTarget = UIPreviewTarget
