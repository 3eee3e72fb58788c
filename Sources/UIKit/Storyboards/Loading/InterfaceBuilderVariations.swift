import Foundation

/// A view's size-class variations, as Interface Builder's "Vary for Traits" writes them
/// (`<variation key="heightClass=regular-widthClass=compact">`): which subviews and constraints
/// are installed, and which font a label, button or field uses, for each combination of size
/// classes. UIKit applies them whenever the view's size classes change, so a window resized
/// from regular to compact width switches layouts live.
///
/// For each subview, constraint or font, the most specific variation that matches the view's
/// size classes and mentions it wins (two classes beat one, one beats `default`); nothing
/// mentioning it leaves it installed, with its document value.
@MainActor
final class InterfaceBuilderVariations {
    struct Traits: Equatable {
        var width: UIUserInterfaceSizeClass?
        var height: UIUserInterfaceSizeClass?

        /// `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact` …
        init?(key: String) {
            guard key != "default" else { return }
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=")
                guard pair.count == 2 else { return nil }
                let sizeClass: UIUserInterfaceSizeClass
                switch pair[1] {
                case "compact": sizeClass = .compact
                case "regular": sizeClass = .regular
                default: return nil
                }
                switch pair[0] {
                case "widthClass": width = sizeClass
                case "heightClass": height = sizeClass
                default: return nil
                }
            }
        }

        init() {}

        init(width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?) {
            self.width = width
            self.height = height
        }

        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

        func matches(_ traits: UITraitCollection) -> Bool {
            (width == nil || width == traits.horizontalSizeClass) && (height == nil || height == traits.verticalSizeClass)
        }
    }

    private struct Rule {
        let traits: Traits
        let installed: Bool
    }

    /// A subview that may come and go, with where it goes back.
    private final class Member {
        let view: UIView
        weak var superview: UIView?
        /// The subview it follows in the document (nil: first), for putting it back in order.
        weak var predecessor: UIView?
        var rules: [Rule] = []

        init(view: UIView, superview: UIView, predecessor: UIView?) {
            self.view = view
            self.superview = superview
            self.predecessor = predecessor
        }
    }

    private var subviews: [Member] = []
    private var constraints: [(constraint: NSLayoutConstraint, rules: [Rule])] = []
    /// Per-trait fonts: the document's, then each variation's.
    private var baseFont: UIFont?
    private var fonts: [(traits: Traits, font: UIFont)] = []
    private var applied: Traits?

    var isEmpty: Bool { subviews.isEmpty && constraints.isEmpty && fonts.isEmpty }

    /// Reads the variations of `element` (the view `view` was made from), resolving the
    /// subviews and constraints they name through `loader`.
    init(element: InterfaceBuilderElement, view: UIView, loader: NibLoader) {
        let documentSubviews = element.children(of: "subviews").compactMap { $0.id.flatMap { loader.objectsByID[$0] as? UIView } }
        for variation in element.children where variation.name == "variation" {
            guard let key = variation.key, let traits = variation.key == "default" ? Traits() : Traits(key: key) else { continue }
            for mask in variation.children where mask.name == "mask" {
                for rule in mask.children {
                    guard let reference = rule["reference"], rule.name == "include" || rule.name == "exclude" else { continue }
                    let installed = rule.name == "include"
                    switch (mask.key, loader.objectsByID[reference]) {
                    case ("subviews", let subview as UIView):
                        member(for: subview, in: view, documentOrder: documentSubviews).rules.append(Rule(traits: traits, installed: installed))
                    case ("constraints", let constraint as NSLayoutConstraint):
                        if let index = constraints.firstIndex(where: { $0.constraint === constraint }) {
                            constraints[index].rules.append(Rule(traits: traits, installed: installed))
                        } else {
                            constraints.append((constraint, [Rule(traits: traits, installed: installed)]))
                        }
                    default:
                        break
                    }
                }
            }
            if let fontElement = variation.child("fontDescription", key: "fontDescription"), let font = loader.values.font(fontElement) {
                fonts.append((traits, font))
            }
        }
        if !fonts.isEmpty { baseFont = Self.font(of: view) }
    }

    private func member(for subview: UIView, in view: UIView, documentOrder: [UIView]) -> Member {
        if let existing = subviews.first(where: { $0.view === subview }) { return existing }
        let index = documentOrder.firstIndex { $0 === subview }
        let predecessor = index.flatMap { $0 > 0 ? documentOrder[$0 - 1] : nil }
        let member = Member(view: subview, superview: subview.superview ?? view, predecessor: predecessor)
        subviews.append(member)
        return member
    }

    /// Installs what the size classes of `traits` call for (nothing when they are unchanged).
    func apply(for traits: UITraitCollection, to view: UIView) {
        let current = Traits(width: traits.horizontalSizeClass, height: traits.verticalSizeClass)
        guard current != applied else { return }
        applied = current
        for member in subviews {
            guard let superview = member.superview else { continue }
            let installed = Self.resolve(member.rules, traits)
            if installed, member.view.superview == nil {
                if let predecessor = member.predecessor, predecessor.superview === superview {
                    superview.insertSubview(member.view, aboveSubview: predecessor)
                } else {
                    superview.insertSubview(member.view, at: 0)
                }
            } else if !installed, member.view.superview === superview {
                member.view.removeFromSuperview()
            }
        }
        var activate: [NSLayoutConstraint] = []
        var deactivate: [NSLayoutConstraint] = []
        for (constraint, rules) in constraints {
            // A constraint whose views are not installed cannot be active.
            let installed = Self.resolve(rules, traits) && Self.itemsAreInstalled(constraint)
            if installed, !constraint.isActive { activate.append(constraint) }
            if !installed, constraint.isActive { deactivate.append(constraint) }
        }
        NSLayoutConstraint.deactivate(deactivate)
        NSLayoutConstraint.activate(activate)
        if let baseFont {
            let font = fonts.filter { $0.traits.matches(traits) }.max { $0.traits.specificity < $1.traits.specificity }?.font ?? baseFont
            Self.setFont(font, of: view)
        }
    }

    private static func resolve(_ rules: [Rule], _ traits: UITraitCollection) -> Bool {
        rules.filter { $0.traits.matches(traits) }.max { $0.traits.specificity < $1.traits.specificity }?.installed ?? true
    }

    private static func itemsAreInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        func installed(_ item: AnyObject?) -> Bool {
            switch item {
            case nil: true
            case let view as UIView: view.superview != nil || view.owningViewController != nil || view is UIWindow
            case let guide as UILayoutGuide: guide.owningView.map { installed($0) } ?? false
            default: true
            }
        }
        return installed(constraint.firstItem) && installed(constraint.secondItem)
    }

    private static func font(of view: UIView) -> UIFont? {
        switch view {
        case let label as UILabel: label.font
        case let button as UIButton: button.titleLabel?.font
        case let field as UITextField: field.font
        case let textView as UITextView: textView.font
        default: nil
        }
    }

    private static func setFont(_ font: UIFont, of view: UIView) {
        switch view {
        case let label as UILabel: label.font = font
        case let button as UIButton: button.titleLabel?.font = font
        case let field as UITextField: field.font = font
        case let textView as UITextView: textView.font = font
        default: break
        }
    }
}
