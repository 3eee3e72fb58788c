import Foundation

/// The widths of a split's primary and supplementary columns in a split `width` points wide
/// (spec SPLIT-25 … SPLIT-28).
///
/// Each column: the preferred width if set, else the preferred fraction of the split's width,
/// else the system's; then clamped between the minimum and the maximum. The maximum defaults
/// to the system's, so a preferred width above it is clamped until the maximum is raised
/// (SPLIT-28, emulated). `automaticSupplementaryFillDimension` gives the supplementary what the
/// primary and a secondary of the minimum width leave.
@MainActor
struct SplitColumnWidths {
    let primary: CGFloat
    let supplementary: CGFloat

    /// The system's widths: an iPad's sidebar and supplementary list.
    static let systemPrimary: CGFloat = 320
    static let systemSupplementary: CGFloat = 320
    static let systemMinimum: CGFloat = 0
    static let systemMaximum: CGFloat = 320
    /// What the secondary keeps at least when the supplementary fills.
    static let minimumSecondary: CGFloat = 320

    init(split: UISplitViewController, width: CGFloat) {
        primary = Self.resolve(preferred: split.preferredPrimaryColumnWidth, fraction: split.preferredPrimaryColumnWidthFraction,
                               minimum: split.minimumPrimaryColumnWidth, maximum: split.maximumPrimaryColumnWidth,
                               system: Self.systemPrimary, width: width)
        if split.preferredSupplementaryColumnWidth == UISplitViewController.automaticSupplementaryFillDimension {
            supplementary = max(0, width - primary - Self.minimumSecondary)
        } else {
            supplementary = Self.resolve(preferred: split.preferredSupplementaryColumnWidth,
                                         fraction: split.preferredSupplementaryColumnWidthFraction,
                                         minimum: split.minimumSupplementaryColumnWidth, maximum: split.maximumSupplementaryColumnWidth,
                                         system: Self.systemSupplementary, width: width)
        }
    }

    private static func resolve(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat,
                                system: CGFloat, width: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        var value = system
        if preferred >= 0, preferred != automatic {
            value = preferred
        } else if fraction >= 0, fraction != automatic {
            value = (fraction * width).rounded()
        }
        let upper = maximum >= 0 ? maximum : systemMaximum
        let lower = minimum >= 0 ? minimum : systemMinimum
        return max(0, min(max(value, lower), upper, width))
    }
}
