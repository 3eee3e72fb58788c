import Foundation
import UIKit

/// Animations: a square moved by a spring, keyframes, a transition, and a property
/// animator scrubbed with a slider; a ring (CAShapeLayer) that draws itself as the page
/// appears, its stroke's end animated, beside a card filled with a gradient (CAGradientLayer);
/// below them a dot (a plain CALayer) that "Move dot" sends along its track by changing its
/// position — Core Animation's implicit animation moves it; and a paper plane that "Orbit" flies
/// once round the ring along a path, at one speed, turned to face where it goes
/// (CAKeyframeAnimation's `path`, `.paced`, `.rotateAuto`). Beside the card a gauge draws its
/// own property (a `GaugeLayer`'s `fraction`, redrawn every frame as "Gauge" animates it), and
/// "Pause" stops every animation on the page where it is and "Resume" goes on from there
/// (the page layer's `speed` and `timeOffset`, Apple's Q&A 1673).
final class AnimationsDemoViewController: GalleryPageViewController, CAAnimationDelegate {
    private let square = UILabel()
    private let ring = CAShapeLayer()
    private let card = CAGradientLayer()
    private let track = CALayer()
    private let dot = CALayer()
    private let plane = CAShapeLayer()
    private var dotIsRight = false
    private var scrubber: UIViewPropertyAnimator?
    private let slider = UISlider()
    private var isRight = false
    let gauge = GaugeLayer()
    private let pauseButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        square.frame = CGRect(x: 40, y: 240, width: 120, height: 120)
        square.backgroundColor = .systemOrange
        square.text = "Slate"
        square.textAlignment = .center
        square.textColor = .white
        square.font = .systemFont(ofSize: 22, weight: .bold)
        square.layer.cornerRadius = 20
        square.layer.masksToBounds = true
        view.addSubview(square)

        let actions: [(String, (AnimationsDemoViewController) -> Void)] = [
            ("Spring", { $0.spring() }), ("Keyframes", { $0.keyframes() }), ("Transition", { $0.transition() }),
            ("Move dot", { $0.moveDot() }), ("Orbit", { $0.orbit() }),
        ]
        let buttons = actions.map { title, action -> UIButton in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction { [weak self] _ in if let self { action(self) } }, for: .touchUpInside)
            return button
        }
        let row = UIStackView(arrangedSubviews: buttons + [slider])
        row.spacing = 24
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        slider.widthAnchor.constraint(equalToConstant: 240).isActive = true
        slider.accessibilityLabel = "Progress"
        slider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        view.addSubview(row)
        let gaugeButton = UIButton(type: .system)
        gaugeButton.setTitle("Gauge", for: .normal)
        gaugeButton.addAction(UIAction { [weak self] _ in self?.fillGauge() }, for: .touchUpInside)
        pauseButton.setTitle("Pause", for: .normal)
        pauseButton.addAction(UIAction { [weak self] _ in self?.togglePause() }, for: .touchUpInside)
        let timingRow = UIStackView(arrangedSubviews: [gaugeButton, pauseButton])
        timingRow.spacing = 24
        timingRow.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(timingRow)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            timingRow.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
            timingRow.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        ])
        addRingAndCard()
    }

    /// Fills the gauge to the next quarter (round to empty after full): its action animates
    /// the drawn fraction from where it shows.
    func fillGauge() {
        let next = gauge.fraction >= 1 ? 0.25 : gauge.fraction + 0.25
        gauge.fraction = next
        report("animation gauge \(Int(next * 100))%")
    }

    /// Leaving the page resumes its animations: the navigation transition that takes the page
    /// away animates its view's layer, which a pause would hold still for ever (the fuzzer's
    /// seed 2026: Pause, then Back, left the pop unfinished).
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if view.layer.speed == 0 { togglePause() }
    }

    /// Pauses every animation on the page where it is, or resumes them from there.
    func togglePause() {
        let layer = view.layer
        if layer.speed == 0 {
            let pausedAt = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
            pauseButton.setTitle("Pause", for: .normal)
            report("animations resumed")
        } else {
            let pausedAt = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedAt
            pauseButton.setTitle("Resume", for: .normal)
            report("animations paused")
        }
    }

    /// A progress ring at (60, 440) in the page, 160 points across, and a gradient card beside it.
    private func addRingAndCard() {
        ring.frame = CGRect(x: 60, y: 440, width: 160, height: 160)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 80, y: 80), radius: 70, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemPink.cgColor
        ring.lineWidth = 14
        ring.lineCap = .round
        view.layer.addSublayer(ring)
        card.frame = CGRect(x: 260, y: 440, width: 240, height: 160)
        card.colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
        card.startPoint = CGPoint(x: 0, y: 0)
        card.endPoint = CGPoint(x: 1, y: 1)
        card.cornerRadius = 20
        view.layer.addSublayer(card)
        gauge.frame = CGRect(x: 540, y: 440, width: 160, height: 160)
        gauge.fraction = 0.25  // before the first commit: no animation
        view.layer.addSublayer(gauge)
        gauge.setNeedsDisplay()
        track.frame = CGRect(x: 60, y: 640, width: 440, height: 56)
        track.backgroundColor = UIColor.systemGray.withAlphaComponent(0.2).cgColor
        track.cornerRadius = 28
        view.layer.addSublayer(track)
        dot.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        dot.position = CGPoint(x: 28, y: 28)
        dot.cornerRadius = 20
        dot.backgroundColor = UIColor.systemGreen.cgColor
        track.addSublayer(dot)
        // A paper plane pointing along +x (the direction rotateAuto aligns with the path),
        // parked at the top of its orbit round the ring, heading right.
        plane.bounds = CGRect(x: 0, y: 0, width: 24, height: 18)
        let shape = UIBezierPath()
        shape.move(to: CGPoint(x: 24, y: 9))
        shape.addLine(to: CGPoint(x: 0, y: 0))
        shape.addLine(to: CGPoint(x: 6, y: 9))
        shape.addLine(to: CGPoint(x: 0, y: 18))
        shape.close()
        plane.path = shape.cgPath
        plane.fillColor = UIColor.systemIndigo.cgColor
        plane.position = CGPoint(x: ring.frame.midX, y: ring.frame.midY - Self.orbitRadius)
        view.layer.addSublayer(plane)
    }

    private static let orbitRadius: CGFloat = 96

    /// Flies the plane once round the ring, clockwise from the top, at one speed, facing
    /// along its way; it lands back where it started.
    func orbit() {
        let around = CAKeyframeAnimation(keyPath: "position")
        around.path = UIBezierPath(arcCenter: CGPoint(x: ring.frame.midX, y: ring.frame.midY), radius: Self.orbitRadius,
                                   startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        around.calculationMode = .paced
        around.rotationMode = .rotateAuto
        around.duration = 2
        around.delegate = self
        plane.add(around, forKey: "orbit")
        report("animation orbit")
    }

    /// Changes the dot's model position and colour; with no animation code, the layer's
    /// implicit actions animate both (here over 0.6 s rather than the default 0.25 s).
    func moveDot() {
        dotIsRight.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        dot.position.x = dotIsRight ? track.bounds.width - 28 : 28
        dot.backgroundColor = (dotIsRight ? UIColor.systemBlue : UIColor.systemGreen).cgColor
        CATransaction.commit()
        report("animation dot")
    }

    /// The gauge draws itself, so it draws at the window's scale and in the page's colours
    /// (light or dark), as a view's layer would.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let traits = view.traitCollection
        let fill = UIColor.systemTeal.resolvedColor(with: traits).cgColor
        let track = UIColor.systemGray.withAlphaComponent(0.25).resolvedColor(with: traits).cgColor
        guard gauge.contentsScale != traits.displayScale || gauge.fillColor != fill || gauge.trackColor != track else { return }
        gauge.contentsScale = traits.displayScale
        gauge.fillColor = fill
        gauge.trackColor = track
        gauge.setNeedsDisplay()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 0.8
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        draw.delegate = self
        ring.add(draw, forKey: "draw")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        report(anim is CAKeyframeAnimation ? "orbit landed" : "ring drawn")
    }

    private var farX: CGFloat { max(40, view.bounds.width - 160) }

    func spring() {
        isRight.toggle()
        let x = isRight ? farX : 40
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
            self.square.frame.origin.x = x
        }
        report("animation spring")
    }

    func keyframes() {
        let start = square.frame.origin
        UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.square.frame.origin.y = start.y - 120 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { self.square.transform = CGAffineTransform(rotationAngle: .pi / 2) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.square.frame.origin.y = start.y }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { self.square.transform = .identity }
        }
        report("animation keyframes")
    }

    func transition() {
        UIView.transition(with: square, duration: 0.5, options: [.transitionFlipFromLeft]) {
            self.square.text = self.square.text == "Slate" ? "UIKit" : "Slate"
            self.square.backgroundColor = self.square.text == "Slate" ? .systemOrange : .systemPurple
        }
        report("animation transition")
    }

    /// The slider scrubs a paused animator that moves the square across and fades it.
    private func scrub() {
        if scrubber == nil {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                self.square.frame.origin.x = self.farX
                self.square.alpha = 0.3
            }
            animator.pausesOnCompletion = true
            animator.pauseAnimation()
            scrubber = animator
        }
        scrubber?.fractionComplete = CGFloat(slider.value)
    }
}
