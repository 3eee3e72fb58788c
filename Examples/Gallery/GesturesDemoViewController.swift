import Foundation
import UIKit

/// Gestures: a card that takes taps, double taps, a long press, and moves, scales and turns
/// under pan, pinch and rotation (pinch and rotation together), saying what it saw.
final class GesturesDemoViewController: GalleryPageViewController, UIGestureRecognizerDelegate {
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        status.text = "Tap, double-tap, press, drag, pinch or rotate the card."
        status.textColor = .secondaryLabel
        status.textAlignment = .center
        status.numberOfLines = 0
        status.font = .preferredFont(forTextStyle: .body)
        status.adjustsFontForContentSizeCategory = true
        view.addSubview(status)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        view.addSubview(card)

        let doubleTap = UITapGestureRecognizer(target: self, action: .galleryDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer(target: self, action: .galleryTap)
        tap.require(toFail: doubleTap)
        let press = UILongPressGestureRecognizer(target: self, action: .galleryLongPress)
        let pan = UIPanGestureRecognizer(target: self, action: .galleryPan)
        let pinch = UIPinchGestureRecognizer(target: self, action: .galleryPinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: .galleryRotation)
        pinch.delegate = self
        rotation.delegate = self
        for recognizer in [doubleTap, tap, press, pan, pinch, rotation] { card.addGestureRecognizer(recognizer) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        // As tall as its wrapped text, which grows with the user's text size.
        let width = area.width - 40
        let height = max(44, status.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up))
        status.frame = CGRect(x: area.minX + 20, y: area.minY + 24, width: width, height: height)
        if card.transform.isIdentity, card.center == CGPoint(x: 120, y: 80) {
            card.center = CGPoint(x: area.midX, y: area.midY)
        }
    }

    private func show(_ text: String) {
        status.text = text
        view.setNeedsLayout()
        report("gesture \(text)")
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        card.backgroundColor = card.backgroundColor == .systemBlue ? .systemGreen : .systemBlue
        show("tap")
    }

    func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.3) { self.card.transform = .identity }
        show("double tap: reset")
    }

    func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        show("long press")
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
        if recognizer.state == .ended { show("pan ended") }
    }

    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        card.transform = card.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        recognizer.scale = 1
        if recognizer.state == .ended { show("pinch ended") }
    }

    func rotated(_ recognizer: UIRotationGestureRecognizer) {
        card.transform = card.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
        if recognizer.state == .ended { show("rotation ended") }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

extension Selector {
    static let galleryTap = Selector("tapped:", GesturesDemoViewController.tapped)
    static let galleryDoubleTap = Selector("doubleTapped:", GesturesDemoViewController.doubleTapped)
    static let galleryLongPress = Selector("longPressed:", GesturesDemoViewController.longPressed)
    static let galleryPan = Selector("panned:", GesturesDemoViewController.panned)
    static let galleryPinch = Selector("pinched:", GesturesDemoViewController.pinched)
    static let galleryRotation = Selector("rotated:", GesturesDemoViewController.rotated)
}
