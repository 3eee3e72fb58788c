import Foundation

/// `item1.attribute1 (=, ≤, ≥) multiplier × item2.attribute2 + constant` (spec LAY-05), with a
/// priority (LAY-06).
///
/// Activating a constraint installs it on the nearest common ancestor of its items (the item
/// itself for a size constraint) and hands it to Auto Layout; a required constraint that
/// conflicts is reported and broken at once (LAY-07, LAY-09). Items are held weakly.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .notAnAttribute:
                return nil
            default:
                return .vertical
            }
        }

        var isSize: Bool { self == .width || self == .height }
        var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
        var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) weak var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    public let multiplier: CGFloat

    /// Changing it updates the layout without re-adding the constraint.
    open var constant: CGFloat {
        didSet { if constant != oldValue, isActive { LayoutEngine.main.update(self) } }
    }

    /// 1…1000. An active constraint cannot change between required and optional.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, isActive else { return }
            if (priority == .required) != (oldValue == .required) {
                UIKitFailure.raise("NSLayoutConstraint.priority: changing an active constraint between required and optional "
                    + "is not supported (\(self)). Deactivate it, change the priority, then activate it.")
                return
            }
            LayoutEngine.main.update(self)
        }
    }

    open var identifier: String?
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active.
    weak var installationView: UIView?
    private(set) var active = false

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        Self.serialCounter += 1
        serial = Self.serialCounter
        super.init()
        validate()
    }

    /// The order constraints were made in. Where the engine goes through constraints kept by
    /// identity (which one gives way in a conflict, which to retry), it goes in this order:
    /// an order by address would make the same app lay out differently from run to run.
    let serial: UInt64
    private static var serialCounter: UInt64 = 0

    /// The combinations UIKit refuses to create.
    private func validate() {
        guard firstItem is UIView || firstItem is UILayoutGuide else {
            UIKitFailure.raise("NSLayoutConstraint: the first item must be a UIView or UILayoutGuide (\(String(describing: firstItem))).")
            return
        }
        if firstAttribute == .notAnAttribute {
            UIKitFailure.raise("NSLayoutConstraint: the first attribute cannot be .notAnAttribute. Constrain a real attribute.")
        }
        if secondItem == nil {
            if !firstAttribute.isSize {
                UIKitFailure.raise("NSLayoutConstraint: a constraint on \(firstAttribute) needs a second item; only width and "
                    + "height can be constants. Relate it to another view or guide.")
            }
            return
        }
        if secondAttribute.axis != firstAttribute.axis && !(firstAttribute.isSize && secondAttribute.isSize) {
            UIKitFailure.raise("NSLayoutConstraint: \(firstAttribute) cannot be related to \(secondAttribute): they are on "
                + "different axes. Relate horizontal attributes to horizontal ones and vertical to vertical.")
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional) {
            UIKitFailure.raise("NSLayoutConstraint: a leading/trailing attribute cannot be related to a left/right attribute. "
                + "Use leading/trailing (or left/right) on both sides.")
        }
    }

    // MARK: Activation

    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    func activate(installingOn requested: UIView? = nil) {
        guard !active else { return }
        guard let view = requested ?? commonAncestor() else {
            UIKitFailure.raise("NSLayoutConstraint.isActive: unable to activate \(self) because its items have no common ancestor. "
                + "Add both views to the same hierarchy before activating constraints between them.")
            return
        }
        active = true
        installationView = view
        view.installedConstraints.append(self)
        LayoutEngine.main.add(self)
    }

    func deactivate() {
        guard active else { return }
        active = false
        installationView?.installedConstraints.removeAll { $0 === self }
        installationView = nil
        LayoutEngine.main.remove(self)
    }

    /// The nearest view that contains both items (a guide counts as its owning view).
    func commonAncestor() -> UIView? {
        Self.commonAncestor(of: firstItem, secondItem)
    }

    /// The nearest view that contains both items (a guide counts as its owning view); the
    /// first's view when there is no second.
    static func commonAncestor(of firstItem: AnyObject?, _ secondItem: AnyObject?) -> UIView? {
        guard let first = view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = view(of: secondItem) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var cursor: UIView? = first
        while let view = cursor {
            ancestors.insert(ObjectIdentifier(view))
            cursor = view.superview
        }
        cursor = second
        while let view = cursor {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            cursor = view.superview
        }
        return nil
    }

    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    // MARK: Anchors

    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: Description

    nonisolated open override var description: String {
        MainActor.assumeIsolated { describeConstraint() }
    }

    private func describeConstraint() -> String {
        var text = "<NSLayoutConstraint:\(Self.address(self)) "
        if let identifier { text += "'\(identifier)' " }
        text += "\(Self.describe(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(Self.describe(secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " @\(priority)" }
        return text + (active ? "   (active)>" : "   (inactive)>")
    }

    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return "'\(guide.identifier)'" + (guide.owningView.map { "(\(describe($0)))" } ?? "")
        }
        return "\(type(of: item)):\(address(item))"
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
