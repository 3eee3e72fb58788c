import Foundation

/// Turns a parsed visual format into constraints, resolving names against the views and
/// metrics dictionaries.
@MainActor
struct VisualFormatBuilder {
    struct Failure: Error {
        let reason: String
        /// Where in the format, when one place is to blame.
        let offset: Int?
    }

    let format: String
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    private typealias Attribute = NSLayoutConstraint.Attribute

    mutating func build() throws(Failure) -> [NSLayoutConstraint] {
        let lined = try parsed.views.map { view throws(Failure) in try resolveView(view.name) }
        var constraints: [NSLayoutConstraint] = []
        let (leading, trailing) = edgeAttributes
        let size: Attribute = parsed.isVertical ? .height : .width

        // Sizes.
        for (view, item) in zip(parsed.views, lined) {
            for predicate in view.predicates {
                switch predicate.object {
                case .view(let name) where views[name] != nil:
                    let other = try resolveView(name)
                    constraints.append(try make(item, size, predicate.relation, other, size, constant: 0, priority: predicate.priority))
                case .view(let name):
                    constraints.append(try make(item, size, predicate.relation, nil, .notAnAttribute, constant: try value(.metric(name)), priority: predicate.priority))
                case .constant(let constant):
                    constraints.append(try make(item, size, predicate.relation, nil, .notAnAttribute, constant: try value(constant), priority: predicate.priority))
                }
            }
        }
        // Spaces between views: the later view's leading edge from the earlier one's trailing
        // edge, or in a vertical line with `spacingBaselineToBaseline`, from baseline to baseline.
        for (index, connection) in parsed.connections.enumerated() {
            let (upper, lower) = (lined[index], lined[index + 1])
            let baselines = parsed.isVertical && options.contains(.spacingBaselineToBaseline) && upper is UIView && lower is UIView
            constraints += try space(from: upper, baselines ? .lastBaseline : trailing, to: lower, baselines ? .firstBaseline : leading,
                                     connection, standard: NSLayoutConstraint.visualFormatStandardSpacing)
        }
        // The superview's edges.
        if let connection = parsed.leadingEdge, let first = lined.first {
            let superview = try container(of: first)
            let edge = connection == .standard ? marginAttribute(for: leading) : leading
            constraints += try space(from: superview, edge, to: first, leading, connection == .standard ? .flush : connection, standard: 0)
        }
        if let connection = parsed.trailingEdge, let last = lined.last {
            let superview = try container(of: last)
            let edge = connection == .standard ? marginAttribute(for: trailing) : trailing
            constraints += try space(from: last, trailing, to: superview, edge, connection == .standard ? .flush : connection, standard: 0)
        }
        constraints += try alignments(of: lined)
        return constraints
    }

    // MARK: Pieces

    /// `second.secondEdge (relation) first.firstEdge + constant`, for each predicate.
    private func space(from first: AnyObject, _ firstEdge: Attribute, to second: AnyObject, _ secondEdge: Attribute,
                       _ connection: VisualFormat.Connection, standard: CGFloat) throws(Failure) -> [NSLayoutConstraint] {
        switch connection {
        case .flush:
            return [try make(second, secondEdge, .equal, first, firstEdge, constant: 0, priority: nil)]
        case .standard:
            return [try make(second, secondEdge, .equal, first, firstEdge, constant: standard, priority: nil)]
        case .predicates(let predicates):
            var constraints: [NSLayoutConstraint] = []
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else {
                    throw Failure(reason: "A connection's predicate must be a constant or metric, not a view", offset: nil)
                }
                constraints.append(try make(second, secondEdge, predicate.relation, first, firstEdge,
                                            constant: try value(constant), priority: predicate.priority))
            }
            return constraints
        }
    }

    private func alignments(of items: [AnyObject]) throws(Failure) -> [NSLayoutConstraint] {
        let alignment = options.intersection(.alignmentMask)
        guard !alignment.isEmpty, items.count > 1 else { return [] }
        let horizontalEdges: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        ]
        let verticalEdges: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let allowed = parsed.isVertical ? horizontalEdges : verticalEdges
        let forbidden = parsed.isVertical ? verticalEdges : horizontalEdges
        if forbidden.contains(where: { alignment.contains($0.0) }) {
            let orientation = parsed.isVertical ? "vertical" : "horizontal"
            throw Failure(reason: "Options mask required views to be aligned on a \(orientation) edge, which is not allowed for layout that is also \(orientation).", offset: nil)
        }
        var constraints: [NSLayoutConstraint] = []
        for (option, attribute) in allowed where alignment.contains(option) {
            for (a, b) in zip(items, items.dropFirst()) {
                constraints.append(try make(a, attribute, .equal, b, attribute, constant: 0, priority: nil))
            }
        }
        return constraints
    }

    /// The edges a line runs between: leading and trailing (or left and right, or right and
    /// left, as the direction option says), or top and bottom.
    private var edgeAttributes: (leading: Attribute, trailing: Attribute) {
        if parsed.isVertical { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    private func marginAttribute(for edge: Attribute) -> Attribute {
        switch edge {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: edge
        }
    }

    /// What `|` stands for beside `item`: a view's superview, a layout guide's owning view.
    private func container(of item: AnyObject) throws(Failure) -> UIView {
        let container = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        guard let container else {
            throw Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: nil)
        }
        return container
    }

    // MARK: Names

    private func resolveView(_ name: String) throws(Failure) -> AnyObject {
        guard let object = views[name] else {
            throw Failure(reason: "\(name) is not a key in the views dictionary.", offset: offset(of: name))
        }
        guard let item = object as? UIView ?? (object as? UILayoutGuide).map({ $0 as AnyObject }) else {
            throw Failure(reason: "The views dictionary's value for \(name) is \(type(of: object)), not a view or layout guide.", offset: offset(of: name))
        }
        return item
    }

    private func value(_ value: VisualFormat.Value) throws(Failure) -> CGFloat {
        switch value {
        case .number(let number):
            return number
        case .metric(let name):
            guard let metric = metrics[name] else {
                throw Failure(reason: "\(name) is not a key in the metrics dictionary.", offset: offset(of: name))
            }
            let number: CGFloat? = switch metric {
            case let number as CGFloat: number
            case let number as Double: CGFloat(number)
            case let number as Int: CGFloat(number)
            case let number as Float: CGFloat(number)
            case let number as NSNumber: CGFloat(number.doubleValue)
            default: nil
            }
            guard let number, number.isFinite else {
                throw Failure(reason: "The metrics dictionary's value for \(name) is \(metric), not a finite number.", offset: offset(of: name))
            }
            return number
        }
    }

    /// Where `name` first stands as a whole name (not inside a longer one) in the format.
    private func offset(of name: String) -> Int? {
        let characters = Array(format), target = Array(name)
        func isNameCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_") }
        guard target.count <= characters.count else { return nil }
        for start in 0...(characters.count - target.count) where Array(characters[start..<(start + target.count)]) == target {
            let before = start > 0 ? characters[start - 1] : nil
            let afterIndex = start + target.count
            let after = afterIndex < characters.count ? characters[afterIndex] : nil
            if before.map(isNameCharacter) != true, after.map(isNameCharacter) != true { return start }
        }
        return nil
    }

    private func make(_ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
                      _ secondAttribute: Attribute, constant: CGFloat, priority: VisualFormat.Value?) throws(Failure) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: 1, constant: constant)
        if let priority {
            let level = try value(priority)
            guard level >= 1, level <= 1000 else {
                throw Failure(reason: "A priority must be between 1 and 1000, not \(level).", offset: nil)
            }
            constraint.priority = UILayoutPriority(Float(level))
        }
        return constraint
    }
}
