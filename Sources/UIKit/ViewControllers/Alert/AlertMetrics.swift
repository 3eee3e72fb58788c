import Foundation

/// An iPad alert's measurements and colours (iOS 14): a 270-point card with 13-point
/// continuous corners, 44-point buttons, hairline separators, over a dimmed window.
///
/// iOS draws the card with a blur; Slate draws the blur's resting colour, so the alert looks
/// the same over any content.
@MainActor
enum AlertMetrics {
    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 13
    static let contentInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    static let titleMessageSpacing: CGFloat = 2
    static let textFieldSpacing: CGFloat = 8
    static let textFieldTopSpacing: CGFloat = 16
    static let buttonHeight: CGFloat = 44
    /// The least margin between the card and the window's safe area.
    static let windowMargin: CGFloat = 20
    /// Button titles narrower than this sit side by side when there are exactly two.
    static let sideBySideTitleWidth: CGFloat = width / 2 - 2 * 8

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let messageFont = UIFont.systemFont(ofSize: 13)
    static let buttonFont = UIFont.systemFont(ofSize: 17)
    static let emphasizedButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    static let cardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1)
            : UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
    }
    static let highlightColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
    }
    static let dimmingColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    }
}
