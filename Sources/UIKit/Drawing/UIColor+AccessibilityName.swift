import CoreGraphics
import Foundation

extension UIColor {
    /// A name for the colour that a screen reader can say ("dark blue", "pale pink",
    /// "light gray"), for a colour swatch's label. A dynamic colour is named as it resolves
    /// in the current traits.
    ///
    /// Apple does not publish its list of names; Slate names the hue (one of eight, with
    /// brown for dark oranges and yellows), or a grey (five, with black and white), with "dark", "pale" or "vibrant"
    /// as brightness and saturation say (docs/porting.md).
    public var accessibilityName: String {
        let color = resolvedColor(with: .current)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        if alpha < 0.05 { return "clear" }
        if brightness < 0.12 { return "black" }
        if saturation < 0.12 {
            switch brightness {
            case ..<0.35: return "dark gray"
            case ..<0.65: return "gray"
            case ..<0.92: return "light gray"
            default: return "white"
            }
        }
        let degrees = hue * 360
        var name: String
        switch degrees {
        case ..<12, 345...: name = "red"
        case ..<40: name = "orange"
        case ..<68: name = "yellow"
        case ..<160: name = "green"
        case ..<195: name = "cyan"
        case ..<255: name = "blue"
        case ..<290: name = "purple"
        default: name = "pink"
        }
        if (name == "orange" || name == "yellow"), brightness < 0.65 { return brightness < 0.35 ? "dark brown" : "brown" }
        if brightness < 0.55 {
            name = "dark " + name
        } else if saturation < 0.45 {
            name = "pale " + name
        } else if saturation > 0.85, brightness > 0.9 {
            name = "vibrant " + name
        }
        return name
    }
}
