import Foundation

/// A bar button item's customization from before iOS 13 — background images by state, style
/// and metrics, and offsets for its background and title by metrics — each kept apart for the
/// back button, with UIKit's lookups: a state without an image uses `.normal`'s, an image for
/// any style stands in for one for the item's style, and metrics fall back as
/// `UIBarMetrics.withFallbacks` says.
@MainActor
struct BarButtonItemCustomization {
    /// Which of the two buttons a setting is for.
    enum Role: Hashable { case button, backButton }

    private struct BackgroundKey: Hashable {
        let role: Role
        let state: UInt
        /// Nil: for every style.
        let style: UIBarButtonItem.Style?
        let metrics: UIBarMetrics
    }

    private struct OffsetKey: Hashable {
        let role: Role
        let metrics: UIBarMetrics
    }

    private var backgrounds: [BackgroundKey: UIImage] = [:]
    private var backgroundOffsets: [OffsetKey: CGFloat] = [:]
    private var titleOffsets: [OffsetKey: UIOffset] = [:]

    var isEmpty: Bool { backgrounds.isEmpty && backgroundOffsets.isEmpty && titleOffsets.isEmpty }

    /// Each setter answers whether the setting changed (a proxy sets it again on every button
    /// a bar makes for the item).
    mutating func setBackground(_ image: UIImage?, role: Role, state: UIControl.State, style: UIBarButtonItem.Style?, metrics: UIBarMetrics) -> Bool {
        let key = BackgroundKey(role: role, state: state.rawValue, style: style, metrics: metrics)
        defer { backgrounds[key] = image }
        return backgrounds[key] !== image
    }

    func background(role: Role, state: UIControl.State, style: UIBarButtonItem.Style?, metrics: UIBarMetrics) -> UIImage? {
        backgrounds[BackgroundKey(role: role, state: state.rawValue, style: style, metrics: metrics)]
    }

    /// The background a button of `style` draws in `state` with `metrics`.
    func resolvedBackground(role: Role, state: UIControl.State, style: UIBarButtonItem.Style, metrics: UIBarMetrics) -> UIImage? {
        guard !backgrounds.isEmpty else { return nil }
        for candidate in metrics.withFallbacks {
            for candidateState in state == .normal ? [state] : [state, .normal] {
                if let image = backgrounds[BackgroundKey(role: role, state: candidateState.rawValue, style: style, metrics: candidate)]
                    ?? backgrounds[BackgroundKey(role: role, state: candidateState.rawValue, style: nil, metrics: candidate)] {
                    return image
                }
            }
        }
        return nil
    }

    mutating func setBackgroundOffset(_ offset: CGFloat, role: Role, metrics: UIBarMetrics) -> Bool {
        let key = OffsetKey(role: role, metrics: metrics)
        defer { backgroundOffsets[key] = offset }
        return backgroundOffsets[key] != offset
    }

    func backgroundOffset(role: Role, metrics: UIBarMetrics) -> CGFloat {
        backgroundOffsets[OffsetKey(role: role, metrics: metrics)] ?? 0
    }

    func resolvedBackgroundOffset(role: Role, metrics: UIBarMetrics) -> CGFloat {
        metrics.withFallbacks.lazy.compactMap { self.backgroundOffsets[OffsetKey(role: role, metrics: $0)] }.first ?? 0
    }

    mutating func setTitleOffset(_ offset: UIOffset, role: Role, metrics: UIBarMetrics) -> Bool {
        let key = OffsetKey(role: role, metrics: metrics)
        defer { titleOffsets[key] = offset }
        return titleOffsets[key] != offset
    }

    func titleOffset(role: Role, metrics: UIBarMetrics) -> UIOffset {
        titleOffsets[OffsetKey(role: role, metrics: metrics)] ?? .zero
    }

    func resolvedTitleOffset(role: Role, metrics: UIBarMetrics) -> UIOffset {
        metrics.withFallbacks.lazy.compactMap { self.titleOffsets[OffsetKey(role: role, metrics: $0)] }.first ?? .zero
    }
}
