import Testing
import UIKit
import UIKitTesting

/// A view with a fixed natural size.
@MainActor
private final class Block: UIView {
    var natural: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

@MainActor
@Suite("UIStackView", .serialized, .exclusiveUIKit)
struct UIStackViewTests {
    /// A horizontal stack pinned to a 300×100 container.
    private func stack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal,
                       configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        return (container, stack)
    }

    @Test("LAY-14 arranged subviews are subviews; removeArrangedSubview keeps the subview; arranged order is not drawing order")
    func arrangedSubviews() {
        let a = Block(10, 10), b = Block(10, 10), c = Block(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b])
        #expect(stack.subviews.contains(a))
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c], "removing a subview removes it from the arrangement")
        // A view that is already a subview joins the arrangement without moving in the drawing order.
        stack.addArrangedSubview(a)
        #expect(stack.subviews == [a, c])
        #expect(stack.arrangedSubviews == [c, a])
    }

    @Test("LAY-15 a hidden arranged subview leaves the arrangement and the others close up")
    func hiddenCollapse() {
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        let (container, spaced) = stack([a, b, c]) { $0.distribution = .equalSpacing }
        #expect(b.frame.width == 60)
        b.isHidden = true
        container.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        #expect(c.frame.maxX == 300)
        #expect(spaced.arrangedSubviews.count == 3)
        let (container2, _) = stack([Block(50, 20), Block(60, 20)]) { $0.distribution = .fillEqually; $0.spacing = 10 }
        let first = container2.subviews[0].subviews[0]
        let second = container2.subviews[0].subviews[1]
        #expect(first.frame.width == 145)
        second.isHidden = true
        container2.layoutIfNeeded()
        #expect(first.frame.width == 300)
    }

    @Test("fill: the view with the lowest hugging priority stretches; ties stretch the first arranged view")
    func fill() {
        let a = Block(50, 20), b = Block(60, 20)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        _ = stack([a, b]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
        let c = Block(50, 20), d = Block(60, 20)
        _ = stack([c, d])
        #expect(c.frame.width == 240 && d.frame.width == 60)
    }

    @Test("fill: when they do not fit, the lowest compression resistance gives way; ties shrink the last")
    func fillCompressed() {
        let a = Block(200, 20), b = Block(200, 20)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        _ = stack([a, b])
        #expect(a.frame.width == 100 && b.frame.width == 200)
        let c = Block(200, 20), d = Block(200, 20)
        _ = stack([c, d])
        #expect(c.frame.width == 200 && d.frame.width == 100)
    }

    @Test("fillEqually: every view the same length, spacing between")
    func fillEqually() {
        let views = [Block(10, 10), Block(100, 10), Block(40, 10)]
        _ = stack(views) { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views.map(\.frame.minX) == [0, 105, 210])
    }

    @Test("fillProportionally: lengths in proportion to the natural lengths")
    func fillProportionally() {
        let views = [Block(50, 10), Block(100, 10)]
        _ = stack(views) { $0.distribution = .fillProportionally }
        #expect(views.map(\.frame.width) == [100, 200])
    }

    @Test("equalSpacing: natural lengths, equal gaps")
    func equalSpacing() {
        let views = [Block(30, 10), Block(60, 10), Block(90, 10)]
        _ = stack(views) { $0.distribution = .equalSpacing }
        #expect(views.map(\.frame.width) == [30, 60, 90])
        #expect(views.map(\.frame.minX) == [0, 90, 210])
    }

    @Test("equalCentering: natural lengths, equally spaced centers")
    func equalCentering() {
        let views = [Block(20, 10), Block(60, 10), Block(100, 10)]
        _ = stack(views) { $0.distribution = .equalCentering }
        #expect(views.map(\.frame.midX) == [10, 130, 250])
        #expect(views.last?.frame.maxX == 300)
    }

    @Test("Alignments across the axis: fill, leading, center, trailing", arguments: [
        (UIStackView.Alignment.fill, CGRect(x: 0, y: 0, width: 300, height: 100)),
        (.leading, CGRect(x: 0, y: 0, width: 300, height: 20)),
        (.center, CGRect(x: 0, y: 40, width: 300, height: 20)),
        (.trailing, CGRect(x: 0, y: 80, width: 300, height: 20)),
    ])
    func alignment(alignment: UIStackView.Alignment, expected: CGRect) {
        let block = Block(300, 20)
        _ = stack([block]) { $0.alignment = alignment }
        #expect(block.frame == expected)
    }

    @Test("Vertical stacks, spacing and custom spacing after a view (system spacing is 8)")
    func verticalSpacing() {
        let a = Block(10, 20), b = Block(10, 20), c = Block(10, 20), d = Block(10, 20)
        _ = stack([a, b, c, d], axis: .vertical) { stack in
            stack.alignment = .leading
            stack.distribution = .equalSpacing
            stack.spacing = 4
            stack.setCustomSpacing(30, after: a)
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        }
        #expect(a.frame.minY == 0 && d.frame.maxY == 100)
        let (fixedContainer, fixedStack) = stack([Block(10, 20), Block(10, 20), Block(10, 20)], axis: .vertical) { stack in
            stack.alignment = .leading
            stack.spacing = 4
        }
        let views = fixedStack.arrangedSubviews
        fixedStack.setCustomSpacing(30, after: views[0])
        fixedStack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        #expect(fixedStack.customSpacing(after: views[0]) == 30)
        #expect(fixedStack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
        fixedContainer.layoutIfNeeded()
        #expect(views[1].frame.minY - views[0].frame.maxY == 30)
        #expect(views[2].frame.minY - views[1].frame.maxY == 8)
    }

    @Test("Baseline alignment lines up the text of labels with different fonts")
    func firstBaseline() {
        let small = UILabel(), large = UILabel()
        small.text = "Small"
        small.font = .systemFont(ofSize: 12)
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        _ = stack([small, large]) { stack in
            stack.alignment = .firstBaseline
            stack.distribution = .equalSpacing
        }
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) <= 0.5)
        #expect(small.frame.minY > large.frame.minY)
    }

    @Test("Layout margins relative arrangement insets the views by the margins")
    func marginsRelative() {
        let block = Block(10, 10)
        _ = stack([block]) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
        }
        #expect(block.frame == CGRect(x: 10, y: 5, width: 270, height: 90))
    }

    @Test("A stack view is as big as its arrangement when nothing sizes it")
    func intrinsicFitting() {
        let stack = UIStackView(arrangedSubviews: [Block(40, 10), Block(60, 30)])
        stack.spacing = 5
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 105, height: 30))
    }

    @Test("Fill distribution stretches by hugging priority level: a label hugging at 252 keeps its width beside a nested stack of two labels hugging at 251 (EmojiDictionary's cell)")
    func huggingLevelsBeatCounts() {
        let emoji = Block(40, 40)
        emoji.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        let name = Block(60, 20), detail = Block(80, 20)
        for label in [name, detail] { label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal) }
        let texts = UIStackView(arrangedSubviews: [name, detail])
        texts.axis = .vertical
        texts.distribution = .fillEqually
        let (_, _) = stack([emoji, texts]) { $0.spacing = 15 }
        #expect(emoji.frame.width == 40)
        #expect(texts.frame.minX == 55 && texts.frame.width == 245)
        #expect(name.frame.width == 245 && detail.frame.width == 245)
    }
}
