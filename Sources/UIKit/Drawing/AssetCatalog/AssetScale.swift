import CoreGraphics

/// How image variants of several scales rank for a display scale, for asset catalogs'
/// image sets and `UIImageAsset` alike: the scale asked for, else the nearest larger (drawn
/// down crisply), else the largest smaller.
enum AssetScale {
    /// Lower is better.
    static func distance(from scale: CGFloat, to wanted: CGFloat) -> CGFloat {
        if scale == wanted { return 0 }
        return scale > wanted ? scale - wanted : 100 + wanted - scale
    }
}
