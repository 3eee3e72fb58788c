import Foundation

typealias LayoutItem = LayoutEngine.Item

/// Auto Layout: turns active constraints into a Cassowary system and applies the solution.
///
/// Every item that takes part (views referenced by constraints, their ancestors, layout
/// guides) has four variables: left and top in its root view's coordinates — frame origins
/// chained up the hierarchy, bounds origins ignored, as Auto Layout ignores them (which is why
/// constrained content scrolls with a scroll view's bounds) — and width and height.
///
/// Besides the app's constraints the engine keeps implicit ones:
/// - a view that translates its autoresizing mask into constraints, and every root view, has
///   its current frame as required constraints (LAY-08);
/// - a view with an intrinsic content size that does not translate it has hugging (≤) and
///   compression-resistance (≥) constraints at its priorities;
/// - a view's margins, safe-area and readable-content guides follow the view.
///
/// A required constraint that cannot be satisfied is logged, with the constraints it
/// conflicts with, and broken — left out of the solver while it stays active (LAY-09). When an
/// implicit constraint conflicts, the app's constraints give way, as in UIKit.
@MainActor
final class LayoutEngine {
    static let main = LayoutEngine()

    final class Item {
        weak var object: AnyObject?
        let left: SolverVariable
        let top: SolverVariable
        let width: SolverVariable
        let height: SolverVariable
        var frameConstraints: [SolverConstraint] = []
        var contentSizeConstraints: [SolverConstraint] = []
        var guideConstraints: [SolverConstraint] = []
        /// The view's alignment insets when its frame constraints were installed.
        var alignmentInsets: UIEdgeInsets = .zero
        /// App constraints that mention this item, to refresh when margins or baselines move.
        var dependents: [ObjectIdentifier: NSLayoutConstraint] = [:]

        init(object: AnyObject, name: String) {
            self.object = object
            left = SolverVariable(name + ".left")
            top = SolverVariable(name + ".top")
            width = SolverVariable(name + ".width")
            height = SolverVariable(name + ".height")
        }

        var frame: CGRect {
            CGRect(x: left.value, y: top.value, width: width.value, height: height.value)
        }
    }

    private let solver = Solver()
    private var items: [ObjectIdentifier: Item] = [:]
    private var installed: [ObjectIdentifier: SolverConstraint] = [:]
    private var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var needsSolve = false
    /// For fitting-size engines: the view that acts as the root.
    private let fittingRoot: UIView?

    init(fittingRoot: UIView? = nil) {
        self.fittingRoot = fittingRoot
    }

    var participatingItemCount: Int { items.count }
    var solverVariableCount: Int { solver.variableCount }
    var solverConstraintCount: Int { solver.constraintCount }

    // MARK: Items

    func item(ifParticipating object: AnyObject) -> Item? { items[ObjectIdentifier(object)] }

    /// The item's variables, making it (and its ancestors) take part.
    @discardableResult
    func item(for object: AnyObject) -> Item? {
        if let existing = items[ObjectIdentifier(object)] {
            if existing.object === object { return existing }
            forget(existing, id: ObjectIdentifier(object))
        }
        if let view = object as? UIView {
            let item = Item(object: view, name: NSLayoutConstraint.describe(view))
            items[ObjectIdentifier(view)] = item
            if isMainEngine { view.engineItem = item }
            if let parent = view.superview, view !== fittingRoot { self.item(for: parent) }
            installFrameConstraints(of: view)
            installContentSizeConstraints(of: view)
            return item
        }
        if let guide = object as? UILayoutGuide {
            guard let owner = guide.owningView, self.item(for: owner) != nil else { return nil }
            let item = Item(object: guide, name: NSLayoutConstraint.describe(guide))
            items[ObjectIdentifier(guide)] = item
            installGuideConstraints(of: guide)
            return item
        }
        return nil
    }

    private var isMainEngine: Bool { self === LayoutEngine.main }

    /// Forgets an item whose object went away. Nothing left in the solver may mention its
    /// variables: a constraint on a variable the solver no longer tracks corrupts the tableau
    /// (every later add then fails), so app constraints that mention it leave the solver too.
    private func forget(_ item: Item, id: ObjectIdentifier) {
        for constraint in item.dependents.values.sorted(by: { $0.serial < $1.serial }) {
            if let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(constraint)) {
                removeFromSolver(solverConstraint)
            }
        }
        for constraint in item.frameConstraints + item.contentSizeConstraints + item.guideConstraints {
            removeFromSolver(constraint)
        }
        for variable in [item.left, item.top, item.width, item.height] {
            do {
                try solver.removeVariable(variable)
            } catch {
                solverFailures.append("forgetting \(variable): \(error)")
            }
        }
        items[id] = nil
        scrollGuideGeometries[id] = nil
    }

    // MARK: The solver

    /// What went wrong inside the solver so far, oldest first: not a conflict between
    /// constraints (those are reported and broken) but a failure of the solver itself. The
    /// hierarchy audit reports each.
    private(set) var solverFailures: [String] = []

    /// Constraints added to and removed from the solver, for tests that check the engine
    /// leaves unchanged constraints alone.
    private(set) var solverEditCount = 0

    private func addToSolver(_ constraint: SolverConstraint) -> Bool {
        solverEditCount += 1
        do {
            try solver.addConstraint(constraint)
            return true
        } catch Solver.Failure.internalError(let message) {
            solverFailures.append("adding \(constraint): \(message)")
            return false
        } catch {
            return false
        }
    }

    private func removeFromSolver(_ constraint: SolverConstraint) {
        solverEditCount += 1
        do {
            try solver.removeConstraint(constraint)
        } catch Solver.Failure.internalError(let message) {
            solverFailures.append("removing \(constraint): \(message)")
        } catch {}
    }

    // MARK: Implicit constraints

    private func required(_ lhs: LinearExpression, _ rhs: LinearExpression) -> SolverConstraint {
        SolverConstraint(lhs - rhs, .equal, strength: .required)
    }

    /// A translated or root view's frame, as required constraints relative to its superview.
    func installFrameConstraints(of view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        for constraint in item.frameConstraints { removeFromSolver(constraint) }
        item.frameConstraints = []
        let frame = view.untransformedFrame
        var wanted: [SolverConstraint] = []
        let isRoot = view.superview == nil || view === fittingRoot
        // Items are alignment rects (a fitting root's is its whole size).
        let insets = view === fittingRoot ? .zero : view.alignmentRectInsets
        item.alignmentInsets = insets
        if isRoot {
            let origin = view === fittingRoot ? CGPoint.zero : CGPoint(x: frame.minX + insets.left, y: frame.minY + insets.top)
            wanted.append(required(LinearExpression(item.left), LinearExpression(constant: Double(origin.x))))
            wanted.append(required(LinearExpression(item.top), LinearExpression(constant: Double(origin.y))))
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview, let parentItem = items[ObjectIdentifier(parent)] {
            // The frame in by the view's insets, from the parent's bounds origin (its alignment
            // rect out by its own insets).
            let parentInsets = parentItem.alignmentInsets
            wanted.append(required(LinearExpression(item.left),
                                   LinearExpression(parentItem.left) + Double(frame.minX + insets.left - parentInsets.left)))
            wanted.append(required(LinearExpression(item.top),
                                   LinearExpression(parentItem.top) + Double(frame.minY + insets.top - parentInsets.top)))
        }
        if view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot {
            let frame = CGRect(x: frame.minX, y: frame.minY, width: max(0, frame.width - insets.left - insets.right),
                               height: max(0, frame.height - insets.top - insets.bottom))
            // A detached view (no superview, not a window) is not in UIKit's engine yet: its
            // own size constraints — a row sized before a stack view arranges it — are no
            // conflict. Its frame holds just below required, so its subviews still lay out
            // in its bounds.
            let strength = isRoot && !(view is UIWindow) ? SolverStrength(priority: UILayoutPriority.required.rawValue - 1) : .required
            wanted.append(SolverConstraint(LinearExpression(item.width) - LinearExpression(constant: Double(frame.width)), .equal, strength: strength))
            wanted.append(SolverConstraint(LinearExpression(item.height) - LinearExpression(constant: Double(frame.height)), .equal, strength: strength))
        }
        for constraint in wanted where addImplicit(constraint, for: view) {
            item.frameConstraints.append(constraint)
        }
        needsSolve = true
    }

    /// Hugging and compression resistance around the intrinsic size.
    func installContentSizeConstraints(of view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        var wanted: [SolverConstraint] = []
        if !view.translatesAutoresizingMaskIntoConstraints || view === fittingRoot {
            let size = view.intrinsicContentSize
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let value = axis == .horizontal ? size.width : size.height
                guard value != UIView.noIntrinsicMetric, value >= 0 else { continue }
                let variable = axis == .horizontal ? item.width : item.height
                let expression = LinearExpression(variable) + -Double(value)
                let nudge = view.stackTieBreak.flatMap { $0.axis == axis ? $0 : nil }
                let huggingPriority = view.contentHuggingPriority(for: axis).rawValue + (nudge?.hugging ?? 0)
                let compressionPriority = view.contentCompressionResistancePriority(for: axis).rawValue + (nudge?.compression ?? 0)
                wanted.append(SolverConstraint(expression, .lessThanOrEqual, strength: SolverStrength(priority: huggingPriority)))
                wanted.append(SolverConstraint(expression, .greaterThanOrEqual, strength: SolverStrength(priority: compressionPriority)))
            }
        }
        // The same size and priorities as installed (every view hears of a trait change, most
        // keep their size): nothing to do. Reinstalling them cost a display-scale change of
        // the Gallery seconds in the solver.
        if wanted.count == item.contentSizeConstraints.count,
           zip(wanted, item.contentSizeConstraints).allSatisfy({ $0.isEquivalent(to: $1) }) { return }
        for constraint in item.contentSizeConstraints { removeFromSolver(constraint) }
        item.contentSizeConstraints = []
        for constraint in wanted where addImplicit(constraint, for: view) {
            item.contentSizeConstraints.append(constraint)
        }
        needsSolve = true
    }

    /// A view's own guides follow the view, inset by margins, safe area or reading width.
    private func installGuideConstraints(of guide: UILayoutGuide) {
        guard let item = items[ObjectIdentifier(guide)] else { return }
        for constraint in item.guideConstraints { removeFromSolver(constraint) }
        item.guideConstraints = []
        guard guide.kind != .custom, let owner = guide.owningView, let ownerItem = items[ObjectIdentifier(owner)] else { return }
        let insets: UIEdgeInsets
        switch guide.kind {
        case .safeArea: insets = owner.safeAreaInsets
        case .layoutMargins, .readableContent: insets = owner.effectiveLayoutMargins
        case .scrollContent, .scrollFrame:
            installScrollGuideConstraints(of: guide, item: item, owner: owner, ownerItem: ownerItem)
            return
        case .placed:
            let frame = guide.placedFrame
            let wanted = [
                required(LinearExpression(item.left), LinearExpression(ownerItem.left) + Double(frame.minX)),
                required(LinearExpression(item.top), LinearExpression(ownerItem.top) + Double(frame.minY)),
                SolverConstraint(LinearExpression(item.width) + -Double(frame.width), .equal, strength: .required),
                SolverConstraint(LinearExpression(item.height) + -Double(frame.height), .equal, strength: .required),
            ]
            for constraint in wanted where addImplicit(constraint, for: owner) {
                item.guideConstraints.append(constraint)
            }
            needsSolve = true
            return
        case .custom, .offset: return
        }
        var wanted = [
            required(LinearExpression(item.left), LinearExpression(ownerItem.left) + Double(insets.left)),
            required(LinearExpression(item.top), LinearExpression(ownerItem.top) + Double(insets.top)),
            required(LinearExpression(item.height), LinearExpression(ownerItem.height) + -Double(insets.top + insets.bottom)),
        ]
        if guide.kind == .readableContent {
            // As wide as the margins allow, at most the reading width, centered in the margins.
            let marginWidth = LinearExpression(ownerItem.width) + -Double(insets.left + insets.right)
            wanted[0] = required(LinearExpression(item.left) + LinearExpression(item.width) * 0.5,
                                 LinearExpression(ownerItem.left) + Double(insets.left) + marginWidth * 0.5)
            wanted.append(SolverConstraint(LinearExpression(item.width) - marginWidth, .lessThanOrEqual, strength: .required))
            wanted.append(SolverConstraint(LinearExpression(item.width) + -Double(owner.readableWidth), .lessThanOrEqual, strength: .required))
            wanted.append(SolverConstraint(LinearExpression(item.width) - marginWidth, .equal, strength: SolverStrength(priority: 999)))
        } else {
            wanted.append(required(LinearExpression(item.width), LinearExpression(ownerItem.width) + -Double(insets.left + insets.right)))
        }
        for constraint in wanted where addImplicit(constraint, for: owner) {
            item.guideConstraints.append(constraint)
        }
        needsSolve = true
    }

    /// A scroll view's content guide sits at the content's origin (where the engine puts a
    /// view's origin: bounds origins are ignored), its size `contentSize` at the lowest
    /// priority, so that any constraint on it decides; its frame guide is the bounds, which
    /// move with the content offset.
    private func installScrollGuideConstraints(of guide: UILayoutGuide, item: Item, owner: UIView, ownerItem: Item) {
        let geometry = Self.scrollGuideGeometry(of: guide, owner: owner)
        scrollGuideGeometries[ObjectIdentifier(guide)] = geometry
        var wanted: [SolverConstraint]
        if guide.kind == .scrollContent {
            let size = CGSize(width: geometry.x, height: geometry.y)
            let weakest = SolverStrength(priority: 1)
            wanted = [
                required(LinearExpression(item.left), LinearExpression(ownerItem.left)),
                required(LinearExpression(item.top), LinearExpression(ownerItem.top)),
                SolverConstraint(LinearExpression(item.width) + -Double(size.width), .equal, strength: weakest),
                SolverConstraint(LinearExpression(item.height) + -Double(size.height), .equal, strength: weakest),
            ]
        } else {
            wanted = [
                required(LinearExpression(item.left), LinearExpression(ownerItem.left) + Double(geometry.x)),
                required(LinearExpression(item.top), LinearExpression(ownerItem.top) + Double(geometry.y)),
                required(LinearExpression(item.width), LinearExpression(ownerItem.width)),
                required(LinearExpression(item.height), LinearExpression(ownerItem.height)),
            ]
        }
        for constraint in wanted where addImplicit(constraint, for: owner) {
            item.guideConstraints.append(constraint)
        }
        needsSolve = true
    }

    /// A scroll view scrolled or was given a content size: a guide whose geometry moved follows
    /// (the others are left alone: this runs on every frame of a scroll), and what is pinned to
    /// it is laid out again.
    func scrollGeometryDidChange(of scrollView: UIScrollView, relayingOut: Bool = true) {
        var changed = false
        for guide in scrollView.ownedLayoutGuides where (guide.kind == .scrollContent || guide.kind == .scrollFrame)
            && items[ObjectIdentifier(guide)] != nil
            && scrollGuideGeometries[ObjectIdentifier(guide)] != Self.scrollGuideGeometry(of: guide, owner: scrollView) {
            installGuideConstraints(of: guide)
            changed = true
        }
        if changed, relayingOut { scrollView.setNeedsLayout() }
    }

    /// What a scroll guide's constraints are made from: the content size for the content
    /// guide, the bounds' origin (the offset) for the frame guide — finite, or zero.
    private static func scrollGuideGeometry(of guide: UILayoutGuide, owner: UIView) -> CGPoint {
        let value: CGPoint
        if guide.kind == .scrollContent {
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            value = CGPoint(x: size.width, y: size.height)
        } else {
            value = owner.bounds.origin
        }
        return CGPoint(x: value.x.isFinite ? value.x : 0, y: value.y.isFinite ? value.y : 0)
    }

    /// The geometry each scroll guide's constraints were last made from.
    private var scrollGuideGeometries: [ObjectIdentifier: CGPoint] = [:]

    /// Whether the guide takes part in Auto Layout (some constraint mentions it).
    func isParticipating(_ guide: UILayoutGuide) -> Bool {
        items[ObjectIdentifier(guide)] != nil
    }

    /// Adds an implicit constraint; if it conflicts, the app's required constraints on the
    /// view give way, newest first, and are reported as broken.
    private func addImplicit(_ constraint: SolverConstraint, for view: UIView) -> Bool {
        if addToSolver(constraint) { return true }
        let candidates = (items[ObjectIdentifier(view)]?.dependents.values.map { $0 } ?? [])
            .filter { installed[ObjectIdentifier($0)] != nil && $0.priority == .required }
            .sorted { $0.serial < $1.serial }
        for appConstraint in candidates.reversed() {
            guard let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(appConstraint)) else { continue }
            removeFromSolver(solverConstraint)
            broken[ObjectIdentifier(appConstraint)] = appConstraint
            reportConflict(breaking: appConstraint, implicitFor: view)
            if addToSolver(constraint) { return true }
        }
        return false
    }

    // MARK: App constraints

    func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, let firstItem = item(for: first) else { return }
        let secondItem = constraint.secondItem.flatMap { item(for: $0) }
        firstItem.dependents[ObjectIdentifier(constraint)] = constraint
        secondItem?.dependents[ObjectIdentifier(constraint)] = constraint
        install(constraint)
        constraint.installationView?.setNeedsLayout()
    }

    private func install(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = makeSolverConstraint(constraint) else { return }
        if addToSolver(solverConstraint) {
            installed[ObjectIdentifier(constraint)] = solverConstraint
            broken[ObjectIdentifier(constraint)] = nil
            needsSolve = true
        } else {
            broken[ObjectIdentifier(constraint)] = constraint
            reportConflict(breaking: constraint, implicitFor: nil)
        }
    }

    func remove(_ constraint: NSLayoutConstraint, from view: UIView? = nil) {
        let id = ObjectIdentifier(constraint)
        let wasInstalled = installed[id] != nil
        if let solverConstraint = installed.removeValue(forKey: id) {
            removeFromSolver(solverConstraint)
            needsSolve = true
        }
        broken[id] = nil
        if wasInstalled { scheduleBrokenConstraintRetry(around: [constraint.firstItem, constraint.secondItem]) }
        for object in [constraint.firstItem, constraint.secondItem] {
            if let object { items[ObjectIdentifier(object)]?.dependents[id] = nil }
        }
        (view ?? NSLayoutConstraint.view(of: constraint.firstItem))?.setNeedsLayout()
        NSLayoutConstraint.view(of: constraint.firstItem)?.superview?.setNeedsLayout()
    }

    /// The constant or priority changed, or the view state it reads: replace the solver
    /// constraint, unless what it now says is what is installed.
    func update(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if let current = installed[id], let replacement = makeSolverConstraint(constraint), replacement.isEquivalent(to: current) { return }
        if let solverConstraint = installed.removeValue(forKey: id) {
            removeFromSolver(solverConstraint)
        }
        install(constraint)
        constraint.installationView?.setNeedsLayout()
    }

    func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
        if needsBrokenConstraintRetry { retryBrokenConstraints() }
        return broken[ObjectIdentifier(constraint)] != nil
    }

    private func makeSolverConstraint(_ constraint: NSLayoutConstraint) -> SolverConstraint? {
        guard let first = constraint.firstItem, let lhs = expression(for: first, constraint.firstAttribute) else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            guard let secondExpression = expression(for: second, constraint.secondAttribute) else { return nil }
            rhs = secondExpression * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: SolverRelation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return SolverConstraint(lhs - rhs, relation, strength: SolverStrength(priority: constraint.priority.rawValue))
    }

    /// An attribute as an expression of the item's variables.
    private func expression(for object: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let item = item(for: object) else { return nil }
        let view = object as? UIView
        let rightToLeft = (view ?? (object as? UILayoutGuide)?.owningView)?.isRightToLeft ?? false
        let margins = view?.effectiveLayoutMargins ?? .zero
        let left = LinearExpression(item.left), top = LinearExpression(item.top)
        let width = LinearExpression(item.width), height = LinearExpression(item.height)
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .top: return top
        case .bottom: return top + height
        case .leading: return rightToLeft ? left + width : left
        case .trailing: return rightToLeft ? left : left + width
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .firstBaseline:
            if let offset = view?.forFirstBaselineLayout.firstBaselineOffsetFromTop { return top + Double(offset) }
            return top + height
        case .lastBaseline:
            if let offset = view?.forLastBaselineLayout.lastBaselineOffsetFromBottom { return top + height + -Double(offset) }
            return top + height
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return left + width + -Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height + -Double(margins.bottom)
        case .leadingMargin: return rightToLeft ? left + width + -Double(margins.right) : left + Double(margins.left)
        case .trailingMargin: return rightToLeft ? left + Double(margins.left) : left + width + -Double(margins.right)
        case .centerXWithinMargins: return left + Double(margins.left) + (width + -Double(margins.left + margins.right)) * 0.5
        case .centerYWithinMargins: return top + Double(margins.top) + (height + -Double(margins.top + margins.bottom)) * 0.5
        case .notAnAttribute: return LinearExpression()
        }
    }

    // MARK: Solving and applying

    func solveIfNeeded() {
        if needsBrokenConstraintRetry { retryBrokenConstraints() }
        guard needsSolve else { return }
        needsSolve = false
        solver.updateVariables()
        guard isMainEngine else { return }
        // Views whose solved frame differs from their frame need their superview laid out.
        for (id, item) in Array(items) {
            guard let view = item.object as? UIView else {
                if item.object == nil { forget(item, id: id) }
                continue
            }
            guard !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
                  let frame = solvedFrame(of: view), frame != view.untransformedFrame else { continue }
            parent.setNeedsLayout()
        }
    }

    // MARK: Ambiguity

    /// Whether the constraints leave part of `object`'s frame (a view's or a guide's) free: a
    /// probe weaker than every constraint can move one of its variables (UIKit's
    /// `hasAmbiguousLayout`). Constraints of equal priority pulling against each other count,
    /// as in UIKit. A decided layout is left exactly as it was; in an ambiguous one, the free
    /// variables may settle at other values the constraints allow as well (the solver may
    /// pivot them out when the probe goes), as `exerciseAmbiguity(of:)` does on purpose.
    func hasAmbiguousLayout(_ object: AnyObject) -> Bool {
        guard let item = items[ObjectIdentifier(object)] else { return false }
        solveIfNeeded()
        return [item.left, item.top, item.width, item.height].contains { probe($0, keepingMove: false) }
    }

    /// Moves the first free variable of `view`'s frame to another value the constraints
    /// allow (UIKit's `exerciseAmbiguityInLayout()`), and lays out its superview; false when the
    /// layout is not ambiguous.
    @discardableResult
    func exerciseAmbiguity(of view: UIView) -> Bool {
        guard let item = items[ObjectIdentifier(view)] else { return false }
        solveIfNeeded()
        for variable in [item.left, item.top, item.width, item.height] where probe(variable, keepingMove: true) {
            view.superview?.setNeedsLayout()
            return true
        }
        return false
    }

    /// Pulls `variable` 40 points each way with an edit at `SolverStrength.probe`: whether it
    /// moved. Unless `keepingMove`, it is pulled back before the edit goes.
    private func probe(_ variable: SolverVariable, keepingMove: Bool) -> Bool {
        guard !solver.hasEditVariable(variable), (try? solver.addEditVariable(variable, strength: .probe)) != nil else { return false }
        let original = variable.value
        var moved = false
        for delta in [40.0, -40.0] where !moved {
            try? solver.suggestValue(variable, original + delta)
            solver.updateVariables()
            moved = abs(variable.value - original) > 0.5
        }
        if !moved || !keepingMove { try? solver.suggestValue(variable, original) }
        try? solver.removeEditVariable(variable)
        solver.updateVariables()
        return moved
    }

    /// The view's solved frame in its superview's coordinates, rounded to device pixels.
    func solvedFrame(of view: UIView, scale knownScale: CGFloat? = nil) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)], let parent = view.superview,
              let parentItem = items[ObjectIdentifier(parent)] else { return nil }
        let scale = knownScale ?? parent.pixelScale
        func round(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        // The item is the view's alignment rect; its frame reaches out by the view's insets,
        // measured from the parent's bounds origin (the parent's alignment rect out by its own).
        let insets = item.alignmentInsets, parentInsets = parentItem.alignmentInsets
        let originX = parentItem.left.value - Double(parentInsets.left), originY = parentItem.top.value - Double(parentInsets.top)
        let minX = round(item.left.value - Double(insets.left) - originX)
        let minY = round(item.top.value - Double(insets.top) - originY)
        let maxX = round(item.left.value + item.width.value + Double(insets.right) - originX)
        let maxY = round(item.top.value + item.height.value + Double(insets.bottom) - originY)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Gives `view`'s constrained subviews their solved frames.
    func applyFrames(toSubviewsOf view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        solveIfNeeded()
        let scale = view.pixelScale
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let frame = solvedFrame(of: subview, scale: scale) else { continue }
            subview.applySolvedFrame(frame)
        }
    }

    /// The guide's rectangle in its owning view's coordinates.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide.owningView else { return .zero }
        if guide.kind == .placed, items[ObjectIdentifier(guide)] == nil { return guide.placedFrame }
        if guide.kind != .custom, items[ObjectIdentifier(guide)] == nil {
            return owner.systemGuideFrame(guide.kind)
        }
        guard let item = items[ObjectIdentifier(guide)], let ownerItem = items[ObjectIdentifier(owner)] else { return .zero }
        solveIfNeeded()
        return CGRect(x: item.left.value - ownerItem.left.value, y: item.top.value - ownerItem.top.value,
                      width: item.width.value, height: item.height.value)
    }

    /// The solved size of an item (fitting engines).
    func solvedSize(of view: UIView) -> CGSize? {
        guard let item = items[ObjectIdentifier(view)] else { return nil }
        solveIfNeeded()
        return CGSize(width: item.width.value, height: item.height.value)
    }

    func addFittingConstraint(_ variable: KeyPath<Item, SolverVariable>, of view: UIView, value: CGFloat, priority: UILayoutPriority) {
        guard let item = item(for: view) else { return }
        let constraint = SolverConstraint(LinearExpression(item[keyPath: variable]) + -Double(value), .equal,
                                          strength: SolverStrength(priority: priority.rawValue))
        if addToSolver(constraint) { needsSolve = true }
    }

    /// Adds an app constraint to a fitting engine without reporting conflicts.
    func addQuietly(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, item(for: first) != nil else { return }
        if let second = constraint.secondItem { _ = item(for: second) }
        if let solverConstraint = makeSolverConstraint(constraint), addToSolver(solverConstraint) {
            needsSolve = true
        }
    }

    // MARK: Changes from views

    /// A view is going away: its constraints, its item and its guides' items leave the solver.
    func viewDidDeinit(_ view: UIView) {
        for constraint in view.installedConstraints {
            remove(constraint, from: nil)
        }
        for guide in view.ownedLayoutGuides {
            if let item = items[ObjectIdentifier(guide)] { forget(item, id: ObjectIdentifier(guide)) }
        }
        // Subviews that outlive their superview become roots, as if removed from it: their
        // frame constraints relate them to the superview's variables, which go now. (The
        // fuzzer found this: the Gallery's root view replaced while its navigation
        // container lived on left every later constraint failing to add.) The superview's
        // own constraints — a stack view's arrangement — are gone first, so that a subview
        // pinned to its place does not conflict with them.
        for subview in view.storedSubviews where items[ObjectIdentifier(subview)] != nil {
            installFrameConstraints(of: subview)
        }
        if let item = items[ObjectIdentifier(view)] { forget(item, id: ObjectIdentifier(view)) }
    }

    /// A translated or root view moved or resized.
    func frameDidChange(of view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        installFrameConstraints(of: view)
        view.superview?.setNeedsLayout()
    }

    /// A view's size changed: only a translated or root view's size is a constant here.
    func rootBoundsDidChange(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil,
              view.translatesAutoresizingMaskIntoConstraints || view.superview == nil else { return }
        installFrameConstraints(of: view)
    }

    func intrinsicContentSizeDidChange(of view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        if view !== fittingRoot, view.alignmentRectInsets != item.alignmentInsets {
            // New alignment insets (an image view's new image): the frame constraints that
            // carry them, the view's and its translated subviews', hold them again.
            item.alignmentInsets = view.alignmentRectInsets
            if view.translatesAutoresizingMaskIntoConstraints || view.superview == nil { installFrameConstraints(of: view) }
            for subview in view.subviews where subview.translatesAutoresizingMaskIntoConstraints && items[ObjectIdentifier(subview)] != nil {
                installFrameConstraints(of: subview)
            }
        }
        installContentSizeConstraints(of: view)
        refreshDependents(of: item)
        view.setNeedsLayout()
        view.superview?.setNeedsLayout()
    }

    /// Only the priorities of the view's content size changed (its hugging or compression
    /// resistance, or a stack view's tie-break): its content-size constraints are installed
    /// again; what derives from its size or baselines stays as it is.
    func contentPrioritiesDidChange(of view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        installContentSizeConstraints(of: view)
        view.setNeedsLayout()
        view.superview?.setNeedsLayout()
    }

    func translationDidChange(of view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        installFrameConstraints(of: view)
        installContentSizeConstraints(of: view)
        scheduleBrokenConstraintRetry(around: [view])
        view.superview?.setNeedsLayout()
    }

    /// Broken constraints are tried again when constraints they may have conflicted with go
    /// away, so a layout recovers once the conflict is resolved — once, at the next solve:
    /// a view going away removes all its constraints one by one, and retrying every broken
    /// constraint after each (an expensive failed add apiece) made closing a page with a
    /// conflict in it take seconds (found by the fuzzer).
    ///
    /// Only the broken constraints of the hierarchies where something went away are tried:
    /// constraints relate views under one root view (a window, or a tree not in one), so a
    /// conflict in another cannot have eased. Retrying all of them after every removal
    /// anywhere made a long fuzz run spend 40 % of its time failing to re-add the same
    /// conflicts in pages it was not touching.
    private func scheduleBrokenConstraintRetry(around items: [AnyObject?]) {
        guard !broken.isEmpty else { return }
        for item in items {
            if let view = NSLayoutConstraint.view(of: item) { retryRoots.insert(ObjectIdentifier(Self.root(of: view))) }
        }
        needsBrokenConstraintRetry = true
        needsSolve = true
    }

    private var needsBrokenConstraintRetry = false
    /// The root views of the hierarchies to retry broken constraints in.
    private var retryRoots: Set<ObjectIdentifier> = []

    private static func root(of view: UIView) -> UIView {
        var root = view
        while let superview = root.superview { root = superview }
        return root
    }

    /// Broken constraints tried again so far (for tests: which ones a removal retries).
    private(set) var brokenConstraintRetries = 0

    private func retryBrokenConstraints() {
        needsBrokenConstraintRetry = false
        let roots = retryRoots
        retryRoots = []
        guard !broken.isEmpty, !roots.isEmpty else { return }
        for constraint in broken.values.sorted(by: { $0.serial < $1.serial }) where constraint.isActive {
            guard let view = NSLayoutConstraint.view(of: constraint.firstItem), roots.contains(ObjectIdentifier(Self.root(of: view))) else { continue }
            brokenConstraintRetries += 1
            guard let solverConstraint = makeSolverConstraint(constraint), addToSolver(solverConstraint) else { continue }
            installed[ObjectIdentifier(constraint)] = solverConstraint
            broken[ObjectIdentifier(constraint)] = nil
            needsSolve = true
            constraint.installationView?.setNeedsLayout()
        }
    }

    func marginsDidChange(of view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        for guide in view.ownedLayoutGuides where guide.kind == .layoutMargins || guide.kind == .readableContent {
            if items[ObjectIdentifier(guide)] != nil { installGuideConstraints(of: guide) }
        }
        refreshDependents(of: item)
    }

    /// A placed guide moved: its constraints follow, and what is constrained to it is laid out
    /// again.
    func placedFrameDidChange(of guide: UILayoutGuide) {
        guard items[ObjectIdentifier(guide)] != nil else { return }
        installGuideConstraints(of: guide)
        guide.owningView?.setNeedsLayout()
        guide.owningView?.superview?.setNeedsLayout()
    }

    func safeAreaDidChange(of view: UIView) {
        for guide in view.ownedLayoutGuides where guide.kind == .safeArea && items[ObjectIdentifier(guide)] != nil {
            installGuideConstraints(of: guide)
        }
    }

    func guideOwnerDidChange(_ guide: UILayoutGuide, from oldOwner: UIView?) {
        if let item = items[ObjectIdentifier(guide)] { forget(item, id: ObjectIdentifier(guide)) }
    }

    /// Constraints whose expressions hold constants taken from the item (margins, baselines,
    /// direction) are rebuilt.
    private func refreshDependents(of item: Item) {
        for constraint in item.dependents.values.sorted(by: { $0.serial < $1.serial }) where constraint.isActive {
            let attributes = [constraint.firstAttribute, constraint.secondAttribute]
            if attributes.contains(where: { $0.dependsOnViewState }) { update(constraint) }
        }
    }

    /// Before `view` leaves its superview: constraints between its subtree and the rest of
    /// the hierarchy are deactivated, as UIKit removes them.
    func viewWillLeaveHierarchy(_ view: UIView) {
        var subtree = Set<ObjectIdentifier>()
        view.forEachInSubtree { member in
            subtree.insert(ObjectIdentifier(member))
            for guide in member.ownedLayoutGuides { subtree.insert(ObjectIdentifier(guide)) }
        }
        var ancestor = view.superview
        while let current = ancestor {
            for constraint in current.constraints {
                let mentions = [constraint.firstItem, constraint.secondItem].contains {
                    $0.map { subtree.contains(ObjectIdentifier($0)) } ?? false
                }
                if mentions { constraint.isActive = false }
            }
            ancestor = current.superview
        }
    }

    /// After `view` moved: its frame constraints now relate to its new superview (or make it
    /// a root).
    func viewDidEnterHierarchy(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        if let parent = view.superview { item(for: parent) }
        installFrameConstraints(of: view)
    }

    // MARK: Reporting

    private func reportConflict(breaking constraint: NSLayoutConstraint, implicitFor view: UIView?) {
        var related: [String] = []
        var listed: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        for object in [constraint.firstItem, constraint.secondItem] {
            guard let object, let item = items[ObjectIdentifier(object)] else { continue }
            for other in item.dependents.values.sorted(by: { $0.serial < $1.serial }) where other.isActive && other.priority == .required
                && listed.insert(ObjectIdentifier(other)).inserted {
                related.append(other.description)
            }
            if let target = object as? UIView, target.translatesAutoresizingMaskIntoConstraints {
                let frame = target.untransformedFrame
                related.append("<NSAutoresizingMaskLayoutConstraint \(NSLayoutConstraint.describe(target)) frame = \(frame)>")
            }
        }
        if let view, view.translatesAutoresizingMaskIntoConstraints {
            related.append("(implicit constraints of \(NSLayoutConstraint.describe(view)), which translates its autoresizing mask; "
                + "set translatesAutoresizingMaskIntoConstraints = false to constrain it)")
        }
        let list = ([constraint.description] + related).map { "    \"\($0)\"" }.joined(separator: ",\n")
        UIKitLog.write("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)
            """)
    }
}

extension NSLayoutConstraint.Attribute {
    /// Attributes whose expression includes constants read from the view.
    var dependsOnViewState: Bool {
        switch self {
        case .firstBaseline, .lastBaseline, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
}
