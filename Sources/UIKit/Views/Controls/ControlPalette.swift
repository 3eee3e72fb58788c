import Foundation

/// Colors of the standard controls' chrome that are not public system colors, with their
/// light and dark values as iOS 14 draws them.
@MainActor
enum ControlPalette {
    private static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A switch's track when off.
    static let switchOffTrack = dynamic(light: UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1),
                                        dark: UIColor(red: 57 / 255, green: 57 / 255, blue: 61 / 255, alpha: 1))

    /// The selected segment of a segmented control.
    static let segmentThumb = dynamic(light: .white, dark: UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))

    /// Dividers between segments and stepper halves.
    static let divider = dynamic(light: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3),
                                 dark: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3))

    /// The unfilled part of slider and progress tracks.
    static let track = UIColor.systemFill

    /// The knobs of switches and sliders.
    static let thumb = UIColor.white
}

extension CALayer {
    /// The soft shadow under iOS's white knobs (switch and slider thumbs, the selected segment).
    func applyKnobShadow(opacity: Float = 0.15) {
        shadowColor = CGColor(gray: 0, alpha: 1)
        shadowOpacity = opacity
        shadowOffset = CGSize(width: 0, height: 3)
        shadowRadius = 8
        borderWidth = 0.5
        borderColor = CGColor(gray: 0, alpha: 0.04)
    }
}
