import Foundation

/// Auto Layout on views: anchors, installed constraints, layout guides, constraint updates,
/// fitting sizes, and applying solved frames.
extension UIView {
    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Installed constraints

    /// The active constraints installed on this view (the nearest common ancestor of their items).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint`, installed on this view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(installingOn: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installationView === self else { return }
        constraint.deactivate()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The active constraints that affect this view's layout along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var cursor: UIView? = self
        while let view = cursor {
            for constraint in view.installedConstraints where constraint.firstAttribute.axis == axis || constraint.firstAttribute.axis == nil {
                if constraint.firstItem === self || constraint.secondItem === self { found.append(constraint) }
            }
            cursor = view.superview
        }
        return found
    }

    /// Whether the view's constraints leave its frame undecided: another position or size
    /// would satisfy them as well (for debugging; `exerciseAmbiguityInLayout()` shows one).
    /// False for a view outside Auto Layout. Asking leaves a decided layout as it was; an
    /// ambiguous one may come out at another of its valid frames.
    public var hasAmbiguousLayout: Bool {
        LayoutEngine.main.hasAmbiguousLayout(self)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow (for
    /// debugging: call it repeatedly to see the alternatives). Does nothing to a view whose
    /// layout is decided.
    public func exerciseAmbiguityInLayout() {
        if LayoutEngine.main.exerciseAmbiguity(of: self) { superview?.layoutIfNeeded() }
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides.filter { $0.kind != .offset } }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard !ownedLayoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        ownedLayoutGuides.append(guide)
        guide.owningView = self
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard ownedLayoutGuides.contains(where: { $0 === guide }) else { return }
        for constraint in installedConstraintsMentioning(guide) { constraint.isActive = false }
        ownedLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private func installedConstraintsMentioning(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var cursor: UIView? = self
        while let view = cursor {
            found += view.installedConstraints.filter { $0.firstItem === guide || $0.secondItem === guide }
            cursor = view.superview
        }
        return found
    }

    /// The bounds inset by the effective layout margins (read-only, LAY-10).
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide") }

    /// The bounds inset by the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    /// Within the layout margins, at most a comfortable reading width, centered.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, identifier: "UIViewReadableContentGuide") }

    func systemGuide(_ kind: UILayoutGuide.Kind, identifier: String) -> UILayoutGuide {
        if let existing = ownedLayoutGuides.first(where: { $0.kind == kind }) { return existing }
        let guide = UILayoutGuide(kind: kind, identifier: identifier)
        ownedLayoutGuides.append(guide)
        guide.owningView = self
        return guide
    }

    /// A system guide's rectangle computed directly, for guides no constraint uses.
    func systemGuideFrame(_ kind: UILayoutGuide.Kind) -> CGRect {
        let whole = CGRect(origin: .zero, size: bounds.size)
        switch kind {
        case .safeArea:
            return whole.inset(by: safeAreaInsets)
        case .layoutMargins, .custom, .offset:
            return whole.inset(by: effectiveLayoutMargins)
        case .readableContent:
            let margins = whole.inset(by: effectiveLayoutMargins)
            guard margins.width > readableWidth else { return margins }
            return CGRect(x: margins.midX - readableWidth / 2, y: margins.minY, width: readableWidth, height: margins.height)
        case .scrollContent:
            return CGRect(origin: .zero, size: (self as? UIScrollView)?.contentSize ?? bounds.size)
        case .scrollFrame:
            return bounds
        case .placed:
            return .zero
        }
    }

    /// A comfortable line length for body text at the current text size: 672 points at the
    /// default size, scaled with Dynamic Type.
    var readableWidth: CGFloat {
        let category = traitCollection.preferredContentSizeCategory
        return 672 * UIFont.TextStyle.body.size(for: category) / UIFont.TextStyle.body.size(for: .large)
    }

    // MARK: Hooks from geometry and properties

    /// The frame as Auto Layout sees it: before the transform.
    var untransformedFrame: CGRect {
        let size = bounds.size
        let anchor = layer.anchorPoint
        return CGRect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    func updateAutoresizingConstraintsIfNeeded() {
        guard engineItem != nil, translatesAutoresizingMaskIntoConstraints || superview == nil else { return }
        LayoutEngine.main.frameDidChange(of: self)
    }

    func intrinsicContentSizeDidChange() {
        LayoutEngine.main.intrinsicContentSizeDidChange(of: self)
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    func autoresizingTranslationDidChange() {
        LayoutEngine.main.translationDidChange(of: self)
        superview?.setNeedsLayout()
    }

    /// The default `layoutSubviews()`: constrained subviews take their solved frames.
    func applyEngineFrames() {
        LayoutEngine.main.applyFrames(toSubviewsOf: self)
    }

    func applySolvedFrame(_ frame: CGRect) {
        guard frame != untransformedFrame else { return }
        let oldSize = bounds.size
        layer.bounds.size = frame.size
        layer.position = CGPoint(x: frame.minX + layer.anchorPoint.x * frame.width, y: frame.minY + layer.anchorPoint.y * frame.height)
        boundsSizeDidChange(from: oldSize)
    }

    // MARK: Constraint updates (LAY-16)

    func markNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        markAncestorsForConstraintUpdate()
        setNeedsLayout()
    }

    /// Lets the ancestors' passes find this view's pending constraint update (also after the
    /// view moves into a new hierarchy with one pending).
    func markAncestorsForConstraintUpdate() {
        guard needsConstraintUpdate || renderingFlags.contains(.descendantNeedsConstraintUpdate) else { return }
        var cursor = superview
        while let ancestor = cursor, !ancestor.renderingFlags.contains(.descendantNeedsConstraintUpdate) {
            ancestor.renderingFlags.insert(.descendantNeedsConstraintUpdate)
            cursor = ancestor.superview
        }
    }

    /// Runs `updateConstraints()` on every view of the subtree that asked, deepest first.
    func performUpdateConstraintsIfNeeded() {
        guard needsConstraintUpdate || renderingFlags.contains(.descendantNeedsConstraintUpdate) else { return }
        renderingFlags.remove(.descendantNeedsConstraintUpdate)
        for subview in subviews { subview.performUpdateConstraintsIfNeeded() }
        guard needsConstraintUpdate else { return }
        needsConstraintUpdate = false
        RenderingBookkeeping.superUpdateConstraintsCalled = false
        if let controller = owningViewController {
            controller.updateMainViewConstraints()
            if !RenderingBookkeeping.superUpdateConstraintsCalled {
                UIKitFailure.raise("\(type(of: controller)).updateViewConstraints() (or its view's updateConstraints()) did not call super. "
                    + "Call super at the end of your override.")
            }
            return
        }
        updateConstraints()
        if !RenderingBookkeeping.superUpdateConstraintsCalled {
            UIKitFailure.raise("\(type(of: self)).updateConstraints() did not call super.updateConstraints(). "
                + "Call super at the end of your override.")
        }
    }

    // MARK: Fitting size

    /// Solves this view's own subtree alone, with the target size at the given priorities.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        performUpdateConstraintsIfNeeded()
        let engine = LayoutEngine(fittingRoot: self)
        engine.item(for: self)
        var members = Set<ObjectIdentifier>()
        forEachInSubtree { view in
            members.insert(ObjectIdentifier(view))
            for guide in view.ownedLayoutGuides { members.insert(ObjectIdentifier(guide)) }
        }
        forEachInSubtree { view in
            for constraint in view.installedConstraints {
                let inside = [constraint.firstItem, constraint.secondItem].allSatisfy { item in
                    item.map { members.contains(ObjectIdentifier($0)) } ?? true
                }
                if inside { engine.addQuietly(constraint) }
            }
        }
        engine.addFittingConstraint(\.width, of: self, value: target.width, priority: horizontal)
        engine.addFittingConstraint(\.height, of: self, value: target.height, priority: vertical)
        return engine.solvedSize(of: self) ?? bounds.size
    }
}

extension RenderingFlags {
    static let descendantNeedsConstraintUpdate = RenderingFlags(rawValue: 1 << 1)
}
