import Foundation

extension UIWindowScene {
    /// How long a closing window takes to leave.
    static let dismissalDuration: TimeInterval = 0.3

    /// Plays the movement iPadOS closes a window with — shrinking away (`.standard`), rising
    /// as saved (`.commit`) or falling as discarded (`.decline`) while it fades — on the
    /// contents of the scene's windows, then calls `completion`, which closes them.
    func playDismissal(_ animation: DismissalAnimation, completion: @escaping () -> Void) {
        let contents = windows.filter { !$0.isHidden }.flatMap { window in window.subviews.map { (window, $0) } }
        guard !contents.isEmpty else { return completion() }
        UIView.animate(withDuration: Self.dismissalDuration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState], animations: {
            for (window, view) in contents {
                let travel = window.bounds.height * 0.5
                switch animation {
                case .standard: view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                case .commit: view.transform = CGAffineTransform(translationX: 0, y: -travel)
                case .decline: view.transform = CGAffineTransform(translationX: 0, y: travel)
                }
                view.alpha = 0
            }
        }, completion: { _ in completion() })
    }
}
