import Foundation
import UIKit

/// UIKit Dynamics: coloured boxes fall under gravity, collide with each other and with the
/// edges of a box-shaped playground, and bounce a little; a tap snaps the orange box to the
/// tapped point, where it floats (out of gravity). "Drop Again" puts the boxes back at the top.
final class DynamicsDemoViewController: GalleryPageViewController {
    /// The animator's reference view: the boxes move inside it.
    let playground = UIView()
    private(set) var boxes: [UIView] = []
    /// Each box's size in a roomy playground.
    private var fullSizes: [CGSize] = []
    private(set) var animator: UIDynamicAnimator?
    private var snap: UISnapBehavior?
    private var gravity: UIGravityBehavior?
    private var droppedInSize: CGSize?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let hint = UILabel()
        hint.text = "Tap the playground to snap the orange box there."
        hint.textColor = .secondaryLabel
        hint.font = .preferredFont(forTextStyle: .body)
        hint.numberOfLines = 0
        let column = addColumn([hint, button("Drop Again") { [weak self] in self?.drop() }], spacing: 12)

        playground.backgroundColor = .secondarySystemGroupedBackground
        playground.layer.cornerRadius = 12
        playground.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(playground)
        NSLayoutConstraint.activate([
            // 120 points down, or below the hint and the button when larger text makes them taller.
            playground.topAnchor.constraint(greaterThanOrEqualTo: column.bottomAnchor, constant: 24),
            { let top = playground.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 120)
              top.priority = .defaultHigh
              return top }(),
            playground.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            playground.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            playground.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
        playground.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .dynamicsDemoTap))

        // Decoration: the boxes are not accessibility elements (UIView's default); the hint
        // and the button are what a screen reader needs.
        let colors: [UIColor] = [.systemOrange, .systemBlue, .systemGreen, .systemPink, .systemPurple, .systemTeal]
        let sizes: [CGSize] = [CGSize(width: 80, height: 80), CGSize(width: 120, height: 60), CGSize(width: 60, height: 60),
                               CGSize(width: 90, height: 50), CGSize(width: 70, height: 100), CGSize(width: 100, height: 70)]
        fullSizes = sizes
        boxes = zip(colors, sizes).map { color, size in
            let box = UIView(frame: CGRect(origin: .zero, size: size))
            box.backgroundColor = color
            box.layer.cornerRadius = 10
            playground.addSubview(box)
            return box
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The boxes start once the playground has a size, and again when that size changes.
        let size = playground.bounds.size
        guard size.width > 0, size.height > 0, size != droppedInSize else { return }
        drop()
    }

    /// Puts the boxes in a row along the top, slightly turned, and lets them fall.
    func drop() {
        let size = playground.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        droppedInSize = size
        animator?.removeAllBehaviors()
        snap = nil
        // In a small playground the boxes shrink, to cover at most a fifth of it: a pile that
        // fills the playground could never come to rest.
        let fullArea = fullSizes.reduce(0) { $0 + $1.width * $1.height }
        let scale = min(1, (size.width * size.height / 5 / fullArea).squareRoot())
        for (box, fullSize) in zip(boxes, fullSizes) {
            box.transform = .identity
            box.bounds.size = CGSize(width: (fullSize.width * scale).rounded(), height: (fullSize.height * scale).rounded())
        }
        // Rows along the top, no box touching another (in a narrow window, more rows).
        let widths = boxes.map(\.bounds.width)
        let gap = max(12, (size.width - widths.reduce(0, +)) / CGFloat(boxes.count + 1))
        var x = gap, y = 70 * scale
        for (index, box) in boxes.enumerated() {
            if x + box.bounds.width > size.width - 12, x > gap {
                x = gap
                y += 140 * scale
            }
            box.transform = CGAffineTransform(rotationAngle: CGFloat(index % 3 - 1) * 0.2)
            box.center = CGPoint(x: x + box.bounds.width / 2, y: y + CGFloat(index % 2) * 30 * scale)
            x += box.bounds.width + gap
        }
        let animator = UIDynamicAnimator(referenceView: playground)
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: boxes)
        properties.elasticity = 0.3
        properties.friction = 0.5
        let gravity = UIGravityBehavior(items: boxes)
        self.gravity = gravity
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        self.animator = animator
        report("dynamics drop")
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let animator, let box = boxes.first else { return }
        if let snap { animator.removeBehavior(snap) }
        // Out of gravity's pull, so that the spring holds it at the point rather than below.
        gravity?.removeItem(box)
        let snap = UISnapBehavior(item: box, snapTo: recognizer.location(in: playground))
        animator.addBehavior(snap)
        self.snap = snap
        report("dynamics snap")
    }
}

extension Selector {
    static let dynamicsDemoTap = Selector("tapped:", DynamicsDemoViewController.tapped)
}
