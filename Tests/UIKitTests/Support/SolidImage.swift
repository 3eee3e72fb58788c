import Foundation
import UIKit

/// An image of one colour, `size` points at `scale` pixels per point (the main screen's when
/// nil): backgrounds, dividers and attachments for the customization and text tests.
@MainActor
func solidImage(_ color: UIColor, size: CGSize = CGSize(width: 8, height: 8), scale: CGFloat? = nil) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    if let scale { format.scale = scale }
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}
