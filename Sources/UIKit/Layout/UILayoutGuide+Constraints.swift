import Foundation

extension UILayoutGuide {
    /// The active constraints that affect this guide's layout along `axis`: those that name
    /// it, installed in its owning view or any view above.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var cursor = owningView
        while let view = cursor {
            for constraint in view.installedConstraints where constraint.firstAttribute.axis == axis || constraint.firstAttribute.axis == nil {
                if constraint.firstItem === self || constraint.secondItem === self { found.append(constraint) }
            }
            cursor = view.superview
        }
        return found
    }

    /// Whether the constraints leave the guide's frame undecided (for debugging). False for
    /// a guide no constraint names.
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.main.hasAmbiguousLayout(self)
    }
}
