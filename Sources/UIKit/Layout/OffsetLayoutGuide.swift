import Foundation

/// The layout guide behind `anchorWithOffset(to:)`: it spans from one anchor to another along
/// their axis, so its width (or height) is the distance between them, and it sits at its
/// owning view's edge on the other axis. It lives in the two anchors' nearest common view,
/// one per pair of anchors, and is not listed among that view's `layoutGuides`.
@MainActor
final class OffsetLayoutGuide: UILayoutGuide {
    private weak var fromItem: AnyObject?
    private let fromAttribute: NSLayoutConstraint.Attribute
    private weak var toItem: AnyObject?
    private let toAttribute: NSLayoutConstraint.Attribute
    /// The constraints that place the guide between its anchors.
    private var edges: [NSLayoutConstraint] = []

    /// Whether both anchors' items are alive and every placing constraint is active.
    private var isIntact: Bool {
        fromItem != nil && toItem != nil && edges.allSatisfy(\.isActive)
    }

    private init(from: AnyObject?, _ fromAttribute: NSLayoutConstraint.Attribute, to: AnyObject?, _ toAttribute: NSLayoutConstraint.Attribute) {
        fromItem = from
        self.fromAttribute = fromAttribute
        toItem = to
        self.toAttribute = toAttribute
        super.init(kind: .offset, identifier: "NSLayoutAnchorOffset")
    }

    private func spans(_ from: AnyObject?, _ fromAttribute: NSLayoutConstraint.Attribute,
                       _ to: AnyObject?, _ toAttribute: NSLayoutConstraint.Attribute) -> Bool {
        fromItem === from && self.fromAttribute == fromAttribute && toItem === to && self.toAttribute == toAttribute
    }

    /// The distance from `from` to `to` (positive when `to` lies after, or below, `from`).
    static func dimension(from: AnyObject?, _ fromAttribute: NSLayoutConstraint.Attribute,
                          to: AnyObject?, _ toAttribute: NSLayoutConstraint.Attribute, api: String) -> NSLayoutDimension {
        let horizontal = fromAttribute.axis == .horizontal
        guard let owner = NSLayoutConstraint.commonAncestor(of: from, to) else {
            UIKitFailure.raise("\(api): \(NSLayoutConstraint.describe(from)) and \(NSLayoutConstraint.describe(to)) have no common "
                + "ancestor. Add both views to the same hierarchy before measuring between their anchors.")
            return NSLayoutDimension(item: UILayoutGuide(), attribute: horizontal ? .width : .height)
        }
        // One guide per pair of anchors; one whose constraints went (a view left the hierarchy
        // and came back) or whose items are gone is replaced.
        for stale in owner.ownedLayoutGuides.compactMap({ $0 as? OffsetLayoutGuide }) where !stale.isIntact {
            owner.removeLayoutGuide(stale)
        }
        let existing = owner.ownedLayoutGuides.lazy.compactMap { $0 as? OffsetLayoutGuide }
            .first { $0.spans(from, fromAttribute, to, toAttribute) }
        let guide = existing ?? {
            let guide = OffsetLayoutGuide(from: from, fromAttribute, to: to, toAttribute)
            owner.addLayoutGuide(guide)
            // Both edges directional when either anchor is (so right-to-left layouts agree), else
            // both absolute; a leading anchor paired with a left one is refused, as UIKit refuses it.
            let directional = fromAttribute.isDirectional || toAttribute.isDirectional
            let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                !horizontal ? (.top, .bottom) : directional ? (.leading, .trailing) : (.left, .right)
            guide.edges = [
                NSLayoutConstraint(first: guide, start, .equal, second: from, fromAttribute, multiplier: 1, constant: 0),
                NSLayoutConstraint(first: guide, end, .equal, second: to, toAttribute, multiplier: 1, constant: 0),
                NSLayoutConstraint(first: guide, horizontal ? .top : .left, .equal, second: owner, horizontal ? .top : .left,
                                   multiplier: 1, constant: 0),
                NSLayoutConstraint(first: guide, horizontal ? .height : .width, .equal, second: nil, .notAnAttribute,
                                   multiplier: 1, constant: 0),
            ]
            NSLayoutConstraint.activate(guide.edges)
            return guide
        }()
        return horizontal ? guide.widthAnchor : guide.heightAnchor
    }
}
