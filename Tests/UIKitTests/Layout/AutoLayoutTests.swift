import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout", .serialized, .exclusiveUIKit)
struct AutoLayoutTests {
    /// A 400×300 root with margins of 8, laid out after `build`.
    private func layout(_ build: (UIView) -> Void) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        build(root)
        root.layoutIfNeeded()
        return root
    }

    private func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("Centering with fixed size")
    func centering() {
        var child: UIView!
        _ = layout { root in
            child = constrained(in: root)
            NSLayoutConstraint.activate([
                child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(child.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test("Equal widths side by side, filling the width with spacing")
    func equalWidths() {
        var left: UIView!, right: UIView!
        _ = layout { root in
            left = constrained(in: root)
            right = constrained(in: root)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                left.widthAnchor.constraint(equalTo: right.widthAnchor),
                left.topAnchor.constraint(equalTo: root.topAnchor),
                right.topAnchor.constraint(equalTo: root.topAnchor),
                left.heightAnchor.constraint(equalToConstant: 40),
                right.heightAnchor.constraint(equalTo: left.heightAnchor, multiplier: 0.5),
            ])
        }
        #expect(left.frame == CGRect(x: 20, y: 0, width: 175, height: 40))
        #expect(right.frame == CGRect(x: 205, y: 0, width: 175, height: 20))
    }

    @Test("LAY-06 inequalities with priorities: a preferred width gives way to a required maximum")
    func inequalitiesWithPriorities() {
        var child: UIView!
        let root = layout { root in
            child = constrained(in: root)
            let preferred = child.widthAnchor.constraint(equalToConstant: 500)
            preferred.priority = .defaultHigh
            NSLayoutConstraint.activate([
                preferred,
                child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            ])
        }
        #expect(child.frame.width == 360)
        #expect(child.frame.height == 30)
        root.frame.size.width = 1000
        root.layoutIfNeeded()
        #expect(child.frame.width == 500)
    }

    @Test("LAY-10 LAY-11 margins and the safe area: the margins guide is the bounds inset by margins plus safe area")
    func marginsAndSafeArea() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 2,
                                    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.makeKeyAndVisible()
        let content = UIView(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        let child = constrained(in: content)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
        ])
        screen.render()
        // The property reports the margins layout uses — 8 asked for, plus the safe area the
        // view reaches into (issue 44.8; UIKit's documented reading).
        #expect(content.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 18, right: 8))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(content.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 28, width: 384, height: 254))
        #expect(child.frame == CGRect(x: 8, y: 28, width: 384, height: 262))
        content.insetsLayoutMarginsFromSafeArea = false
        screen.render()
        #expect(child.frame.minY == 8)
        window.isHidden = true
    }

    @Test("LAY-09 a detached view's own size constraints are no conflict before it joins a hierarchy, and hold after")
    func detachedViewConstraints() {
        UIKitLog.clear()
        // A common pattern: size a row before a stack view arranges it (which turns off its
        // autoresizing constraints). UIKit reports nothing, and the row keeps its height.
        let row = UIView()
        row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        let label = UILabel()
        label.text = "Row"
        row.addSubview(label)
        #expect(UIKitLog.messages.isEmpty, "\(UIKitLog.messages)")
        let root = layout { root in
            let stack = UIStackView(arrangedSubviews: [row])
            stack.axis = .vertical
            stack.alignment = .fill
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        #expect(row.frame.height == 44)
        #expect(row.frame.width == 400)
        #expect(UIKitLog.messages.isEmpty, "\(UIKitLog.messages)")
        _ = root
    }

    @Test("A detached root keeps its frame for its subviews' constraints")
    func detachedRootKeepsItsFrame() {
        let root = layout { root in
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }
        #expect(root.subviews.first?.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test("LAY-09 an unsatisfiable required constraint is reported, broken, and the layout recovers")
    func unsatisfiable() {
        UIKitLog.clear()
        var child: UIView!
        var conflicting: NSLayoutConstraint!
        _ = layout { root in
            child = constrained(in: root)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 100),
            ])
            conflicting = child.widthAnchor.constraint(equalToConstant: 200)
            conflicting.isActive = true
        }
        #expect(UIKitLog.messages.count == 1)
        let message = UIKitLog.messages.first ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints"))
        #expect(message.contains("width == 200") && message.contains("width == 100"))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(conflicting.isActive)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("LAY-08 constraining a view that still translates its autoresizing mask conflicts; turning translation off resolves it")
    func autoresizingTranslationConflict() {
        UIKitLog.clear()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 120).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 50)
        #expect(UIKitLog.messages.last?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        // The broken width constraint applies once the conflict is gone.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
    }

    @Test("LAY-07 activation installs on the nearest common ancestor; deactivation removes")
    func installation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let branch = UIView(), leafA = UIView(), leafB = UIView()
        root.addSubview(branch)
        branch.addSubview(leafA)
        branch.addSubview(leafB)
        let between = leafA.widthAnchor.constraint(equalTo: leafB.widthAnchor)
        let size = leafA.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, size])
        #expect(branch.constraints.contains(between))
        #expect(leafA.constraints.contains(size))
        NSLayoutConstraint.deactivate([between])
        #expect(!branch.constraints.contains(between) && !between.isActive)
    }

    @Test("Changing a constant re-solves incrementally; removing a view removes its constraints to the outside")
    func changesAndRemoval() {
        var child: UIView!
        var leading: NSLayoutConstraint!
        let root = layout { root in
            child = constrained(in: root)
            leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: root.topAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        }
        leading.constant = 70
        root.layoutIfNeeded()
        #expect(child.frame.minX == 70)
        child.removeFromSuperview()
        #expect(!leading.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test("systemLayoutSizeFitting finds the compressed size of a view's own constraints")
    func fittingSize() {
        let card = UIView()
        let inner = constrained(in: card)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 132, height: 64))
        #expect(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == 64)
    }
}
