import Foundation

/// Where sheets go (spec PRES-15, PRES-16), from the sizes recorded on devices in
/// `../shared/reference/presentation-adaptation-ios13.tsv`:
///
/// - vertically compact (iPhone landscape, big or not): the sheet covers the container, like
///   `.overFullScreen`;
/// - horizontally compact (iPhone portrait, narrow iPad windows): full width, 40 points below
///   the top (375×627 on a 375×667 iPhone);
/// - regular: a centered card. A form sheet is 540×620. A page sheet is 712 wide — the readable
///   width 672 plus 20-point margins — and 1,006 tall on a 1,366-tall 12.9-inch iPad in
///   portrait: 180 points from top and bottom. At other heights Slate keeps that 180-point
///   inset but never makes a page sheet shorter than a form sheet (only the 12.9-inch
///   portrait size was recorded).
///
/// Both shrink to leave 20 points at the sides and 24 at the top and bottom of windows too
/// small for them.
enum SheetMetrics {
    static let formSheetSize = CGSize(width: 540, height: 620)
    static let pageSheetWidth: CGFloat = 712
    static let pageSheetVerticalInset: CGFloat = 180
    static let compactTopGap: CGFloat = 40
    static let minimumSideMargin: CGFloat = 20
    static let minimumVerticalMargin: CGFloat = 24
    static let cornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4

    /// The sheet's frame for `style` (page or form sheet) in a container of `bounds` whose
    /// environment has `traits`.
    static func frame(for style: UIModalPresentationStyle, in bounds: CGRect, traits: UITraitCollection) -> CGRect {
        if traits.verticalSizeClass == .compact { return bounds }
        if traits.horizontalSizeClass != .regular {
            let gap = min(compactTopGap, bounds.height)
            return CGRect(x: bounds.minX, y: bounds.minY + gap, width: bounds.width, height: bounds.height - gap)
        }
        let maxWidth = max(0, bounds.width - 2 * minimumSideMargin)
        let maxHeight = max(0, bounds.height - 2 * minimumVerticalMargin)
        let size: CGSize
        if style == .formSheet {
            size = CGSize(width: min(formSheetSize.width, maxWidth), height: min(formSheetSize.height, maxHeight))
        } else {
            let height = max(bounds.height - 2 * pageSheetVerticalInset, min(formSheetSize.height, maxHeight))
            size = CGSize(width: min(pageSheetWidth, maxWidth), height: min(height, maxHeight))
        }
        return CGRect(x: bounds.minX + ((bounds.width - size.width) / 2).rounded(),
                      y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// Whether a sheet is a card over a dimmed presenter (false: it covers the container).
    static func isCard(in traits: UITraitCollection) -> Bool {
        traits.verticalSizeClass != .compact
    }
}
