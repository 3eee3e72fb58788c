import Foundation

/// Which of a bar's sizes a customization (a background image, a title offset) is for: the
/// regular bar or the one in a vertically compact environment, each with or without a prompt.
///
/// A bar looks up its current metrics and falls back as UIKit does: a prompt metric to the
/// same metric without the prompt, then `.compact` to `.default`.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

extension UIBarMetrics {
    /// The metrics of a bar in `traits`, showing a prompt or not.
    init(traits: UITraitCollection, showsPrompt: Bool) {
        let compact = traits.verticalSizeClass == .compact
        switch (compact, showsPrompt) {
        case (false, false): self = .default
        case (true, false): self = .compact
        case (false, true): self = .defaultPrompt
        case (true, true): self = .compactPrompt
        }
    }

    /// These metrics, then what UIKit uses when nothing was set for them.
    var withFallbacks: [UIBarMetrics] {
        switch self {
        case .default: [.default]
        case .compact: [.compact, .default]
        case .defaultPrompt: [.defaultPrompt, .default]
        case .compactPrompt: [.compactPrompt, .compact, .default]
        }
    }
}
