import Foundation

/// The colors and glyphs of text fields, as iOS 14 draws them.
@MainActor
enum TextFieldPalette {
    /// The rounded-rect border's fill: white in light mode, a raised gray in dark mode.
    static let roundedFill = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1) : .white
    }

    /// The rounded-rect border's hairline.
    static let roundedBorder = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.16) : UIColor(white: 0, alpha: 0.2)
    }

    /// The clear button's ⓧ: a filled circle with the cross cut out, drawn as a template at
    /// 3× so it takes the button's tint at any scale.
    static let clearGlyph: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 19, height: 19), format: format).image { renderer in
            BuiltInButtonImage.drawCircledCross(in: renderer.cgContext, circle: CGRect(x: 1.5, y: 1.5, width: 16, height: 16),
                                                armLength: 2.75, lineWidth: 1.6)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()
}
