import Foundation

/// Dragging a sheet down to dismiss it (spec PRES-20 … PRES-25).
///
/// A pan recognizer on the sheet's card — above the presented controller's views, so that a
/// view refusing `gestureRecognizerShouldBegin(_:)` can pin the sheet — asks, as the drag
/// begins, whether dismissal is allowed: `isModalInPresentation` on the presented controller
/// or its visible child refuses, and so does `presentationControllerShouldDismiss(_:)`
/// answering false (which reports an attempt at once). A refused drag moves the sheet a little
/// and snaps back, reporting `presentationControllerDidAttemptToDismiss(_:)`. An allowed drag
/// sends `presentationControllerWillDismiss(_:)` and drives an interactive dismissal: past half
/// the sheet's height, or flicked down, it finishes and `presentationControllerDidDismiss(_:)`
/// follows; otherwise it goes back and nothing more is said. Dismissing with `dismiss` never
/// sends these (PRES-10).
@MainActor
final class SheetDismissal: NSObject {
    private weak var presentationController: UIPresentationController?
    private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer(target: self, action: .sheetPan)
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var isRefused = false
    /// The sheet covers the window (vertically compact): it does not move at all.
    private var isInert = false
    private var attemptReported = false

    /// How far a refused sheet follows the finger.
    static let refusedTravel: CGFloat = 0.12
    static let flickVelocity: CGFloat = 800

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init()
    }

    func attach(to view: UIView) {
        if panGestureRecognizer.view !== view { view.addGestureRecognizer(panGestureRecognizer) }
    }

    func detach() {
        panGestureRecognizer.view?.removeGestureRecognizer(panGestureRecognizer)
    }

    /// PRES-25: the presented controller, or the child it shows, can refuse.
    static func isModal(_ controller: UIViewController) -> Bool {
        var cursor: UIViewController? = controller
        while let current = cursor {
            if current.isModalInPresentation { return true }
            cursor = current.visibleChildForModalCheck
        }
        return false
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let controller = presentationController, let card = pan.view else { return }
        let travel = max(1, card.bounds.height)
        let translation = max(0, pan.translation(in: card.superview).y)
        switch pan.state {
        case .began:
            isRefused = false
            isInert = false
            attemptReported = false
            guard controller.isPresenting, SheetMetrics.isCard(in: controller.environmentTraitCollection) else {
                isInert = true
                return
            }
            if Self.isModal(controller.shownViewController) {
                isRefused = true
            } else if controller.delegate?.presentationControllerShouldDismiss(controller) == false {
                isRefused = true
                attemptReported = true
                controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            } else {
                controller.delegate?.presentationControllerWillDismiss(controller)
                let interaction = UIPercentDrivenInteractiveTransition()
                interaction.completionCurve = .easeOut
                self.interaction = interaction
                PresentationTransition.dismiss(controller, animated: true, interaction: interaction) { [weak controller] completed in
                    guard completed, let controller else { return }
                    controller.reportDismissalByUser()
                }
            }
        case .changed:
            if isInert { return }
            if isRefused {
                card.transform = CGAffineTransform(translationX: 0, y: translation * Self.refusedTravel)
            } else {
                interaction?.update(translation / travel)
            }
        case .ended, .cancelled, .failed:
            if isInert { return }
            if isRefused {
                UIView.animate(withDuration: 0.25) { card.transform = .identity }
                if !attemptReported, controller.isPresenting, pan.state == .ended {
                    controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
                }
            } else if let interaction {
                let velocity = pan.velocity(in: card.superview).y
                let finishes = pan.state == .ended && (translation / travel > 0.5 || velocity > Self.flickVelocity)
                finishes ? interaction.finish() : interaction.cancel()
                self.interaction = nil
            }
        default:
            break
        }
    }
}

extension Selector {
    static let sheetPan = Selector("handlePan:", SheetDismissal.handlePan)
}
