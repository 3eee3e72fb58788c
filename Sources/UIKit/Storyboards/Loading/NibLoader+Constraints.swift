import Foundation

/// Auto Layout constraints as Interface Builder writes them: on the view that owns them,
/// between views, layout guides (safe area, margins, a scroll view's content and frame) and
/// the old top and bottom layout guides; placeholders are removed at build time.
extension NibLoader {
    func installConstraints() {
        var constraints: [NSLayoutConstraint] = []
        for (owner, element) in constraintOwners {
            for constraintElement in element.children(of: "constraints") where constraintElement.name == "constraint" {
                // "Remove at build time": a constraint that only helps the canvas.
                if constraintElement.bool("placeholder") == true { continue }
                guard let constraint = makeConstraint(constraintElement, owner: owner) else { continue }
                if let id = constraintElement.id { setObject(constraint, id: id) }
                constraints.append(constraint)
            }
            constraints += fixedFrameConstraints(of: owner, element)
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// What Xcode's compiler adds to a view that does not translate its autoresizing mask and
    /// whose frame no constraint decides (`fixedFrame="YES"`, which Interface Builder writes
    /// only then; not a stack view's arranged subview, which the stack places): constraints that
    /// hold its frame — its
    /// left and top to its superview's, its width and height ("IB auto generated at build time
    /// for view with fixed frame"). Without them the view, taking part in layout through its
    /// subviews' constraints, would have nothing to size it.
    private func fixedFrameConstraints(of view: UIView, _ element: InterfaceBuilderElement) -> [NSLayoutConstraint] {
        guard element.bool("fixedFrame") == true, element.bool("translatesAutoresizingMaskIntoConstraints") == false,
              let superview = view.superview, !(superview is UIStackView),
              let frame = values.rect(element.child("rect", key: "frame")) else { return [] }
        return [
            NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .left, multiplier: 1, constant: frame.minX),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top, multiplier: 1, constant: frame.minY),
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: frame.width),
            NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: frame.height),
        ]
    }

    private func makeConstraint(_ element: InterfaceBuilderElement, owner: UIView) -> NSLayoutConstraint? {
        guard let firstName = element["firstAttribute"], var firstAttribute = Self.layoutAttribute(firstName) else {
            log(element, "a constraint without a known firstAttribute is left out")
            return nil
        }
        var first: AnyObject = owner
        if let id = element["firstItem"] {
            guard let (item, remapped) = constraintItem(id, attribute: firstAttribute) else {
                log(element, "the constraint's firstItem \"\(id)\" is not a view or layout guide of this nib; the constraint is left out")
                return nil
            }
            first = item
            firstAttribute = remapped
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let id = element["secondItem"] {
            guard let name = element["secondAttribute"], let attribute = Self.layoutAttribute(name),
                  let (item, remapped) = constraintItem(id, attribute: attribute) else {
                log(element, "the constraint's secondItem \"\(id)\" is not a view or layout guide of this nib; the constraint is left out")
                return nil
            }
            second = item
            secondAttribute = remapped
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: Self.multiplier(element["multiplier"]),
                                            constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        if let identifier = element["identifier"] { constraint.identifier = identifier }
        return constraint
    }

    /// A view or layout guide; the old top (bottom) layout guide stands for the safe area's
    /// top (bottom) edge.
    private func constraintItem(_ id: String, attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute)? {
        if let legacy = legacyGuide(id) {
            let edge: NSLayoutConstraint.Attribute = legacy.isTop ? .top : .bottom
            return (legacy.view.safeAreaLayoutGuide, attribute == .top || attribute == .bottom ? edge : attribute)
        }
        if let guide = guide(id) { return (guide, attribute) }
        if let view = objectsByID[id] as? UIView { return (view, attribute) }
        return nil
    }

    /// `multiplier="0.5"` or a ratio, `multiplier="16:9"`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0, numerator.isFinite {
            return CGFloat(numerator / denominator)
        }
        guard let value = Double(text), value.isFinite else { return 1 }
        return CGFloat(value)
    }

    static func layoutAttribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }
}
