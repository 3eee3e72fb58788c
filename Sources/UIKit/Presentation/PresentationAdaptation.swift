import Foundation

/// Which adaptations UIKit honours (spec ADAPT-02), as recorded on devices
/// (`presentation-adaptation-ios13.tsv`): a page sheet may become full screen, over full
/// screen or a form sheet; a form sheet full screen or over full screen. Anything else — the
/// same style, a context style, a page sheet for a form sheet — is ignored: no adaptation.
/// The delegate is asked in every environment, regular ones included.
@MainActor
enum PresentationAdaptation {
    static func legalTargets(from style: UIModalPresentationStyle) -> Set<UIModalPresentationStyle> {
        switch style {
        case .pageSheet: [.fullScreen, .overFullScreen, .formSheet]
        case .formSheet: [.fullScreen, .overFullScreen]
        default: []
        }
    }

    /// The style `controller` adapts to in `traits`, or `.none`.
    static func resolve(_ controller: UIPresentationController, in traits: UITraitCollection) -> UIModalPresentationStyle {
        if controller.requestedStyle == .popover { return resolvePopover(controller, in: traits) }
        let targets = legalTargets(from: controller.requestedStyle)
        guard !targets.isEmpty else { return .none }
        let answer = controller.adaptivePresentationStyle(for: traits)
        return targets.contains(answer) ? answer : .none
    }

    /// A popover, as devices showed (ADAPT-05, ADAPT-06, POP-23, POP-25): full screen, over
    /// full screen and a form sheet are honoured in any window — a regular one too; `.none`
    /// keeps the popover; any other answer is a form sheet in a compact window and no
    /// adaptation in a regular one. With no answer, a compact window shows a form sheet.
    /// "Compact" is either size class: a big iPhone in landscape (regular width, compact
    /// height) adapts too.
    static func resolvePopover(_ controller: UIPresentationController, in traits: UITraitCollection) -> UIModalPresentationStyle {
        // An action sheet rises from the bottom of a compact window, whatever a delegate says.
        if let alert = controller.presentedViewController as? UIAlertController, alert.preferredStyle == .actionSheet {
            return isCompactForPopovers(traits) ? .overFullScreen : .none
        }
        let answer = controller.adaptivePresentationStyle(for: traits)
        switch answer {
        case .fullScreen, .overFullScreen, .formSheet: return answer
        case .none: return .none
        default: return isCompactForPopovers(traits) ? .formSheet : .none
        }
    }

    /// Where popovers adapt: a horizontally or vertically compact environment.
    static func isCompactForPopovers(_ traits: UITraitCollection) -> Bool {
        traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
    }
}
