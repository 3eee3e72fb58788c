import Foundation

/// A segmented control's customization from before iOS 13 — background images by state,
/// divider images by the states of the segments either side, and content offsets by segment
/// position, each by bar metrics — with UIKit's lookups: a state without an image uses
/// `.normal`'s (a combined state such as selected and highlighted first tries its parts), a
/// pair of states without a divider uses the normal–normal one, and metrics fall back as
/// `UIBarMetrics.withFallbacks` says.
@MainActor
struct SegmentedControlCustomization {
    private struct StateKey: Hashable {
        let state: UInt
        let metrics: UIBarMetrics
    }

    private struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
        let metrics: UIBarMetrics
    }

    private struct PositionKey: Hashable {
        let segment: UISegmentedControl.Segment
        let metrics: UIBarMetrics
    }

    private var backgrounds: [StateKey: UIImage] = [:]
    private var dividers: [DividerKey: UIImage] = [:]
    private var positions: [PositionKey: UIOffset] = [:]

    /// Whether the control draws images instead of its track and thumb.
    var drawsBackgroundImages: Bool { !backgrounds.isEmpty }
    var hasDividerImages: Bool { !dividers.isEmpty }

    mutating func setBackground(_ image: UIImage?, for state: UIControl.State, metrics: UIBarMetrics) {
        backgrounds[StateKey(state: state.rawValue, metrics: metrics)] = image
    }

    func background(for state: UIControl.State, metrics: UIBarMetrics) -> UIImage? {
        backgrounds[StateKey(state: state.rawValue, metrics: metrics)]
    }

    func resolvedBackground(for state: UIControl.State, metrics: UIBarMetrics) -> UIImage? {
        for candidateMetrics in metrics.withFallbacks {
            for candidate in Self.stateFallbacks(state) {
                if let image = backgrounds[StateKey(state: candidate.rawValue, metrics: candidateMetrics)] { return image }
            }
        }
        return nil
    }

    mutating func setDivider(_ image: UIImage?, left: UIControl.State, right: UIControl.State, metrics: UIBarMetrics) {
        dividers[DividerKey(left: left.rawValue, right: right.rawValue, metrics: metrics)] = image
    }

    func divider(left: UIControl.State, right: UIControl.State, metrics: UIBarMetrics) -> UIImage? {
        dividers[DividerKey(left: left.rawValue, right: right.rawValue, metrics: metrics)]
    }

    func resolvedDivider(left: UIControl.State, right: UIControl.State, metrics: UIBarMetrics) -> UIImage? {
        for candidateMetrics in metrics.withFallbacks {
            if let image = dividers[DividerKey(left: left.rawValue, right: right.rawValue, metrics: candidateMetrics)]
                ?? dividers[DividerKey(left: UIControl.State.normal.rawValue, right: UIControl.State.normal.rawValue, metrics: candidateMetrics)] {
                return image
            }
        }
        return nil
    }

    mutating func setPosition(_ offset: UIOffset, for segment: UISegmentedControl.Segment, metrics: UIBarMetrics) {
        positions[PositionKey(segment: segment, metrics: metrics)] = offset
    }

    func position(for segment: UISegmentedControl.Segment, metrics: UIBarMetrics) -> UIOffset {
        positions[PositionKey(segment: segment, metrics: metrics)] ?? .zero
    }

    /// The offset of a segment at `segment`'s place: its own, else the one for `.any`.
    func resolvedPosition(for segment: UISegmentedControl.Segment, metrics: UIBarMetrics) -> UIOffset {
        guard !positions.isEmpty else { return .zero }
        for candidateMetrics in metrics.withFallbacks {
            if let offset = positions[PositionKey(segment: segment, metrics: candidateMetrics)]
                ?? positions[PositionKey(segment: .any, metrics: candidateMetrics)] {
                return offset
            }
        }
        return .zero
    }

    /// `state`, then its parts (selected before highlighted), then `.normal`.
    static func stateFallbacks(_ state: UIControl.State) -> [UIControl.State] {
        var result = [state]
        for part in [UIControl.State.selected, .highlighted, .disabled] where state.contains(part) && state != part {
            result.append(part)
        }
        if state != .normal { result.append(.normal) }
        return result
    }
}
