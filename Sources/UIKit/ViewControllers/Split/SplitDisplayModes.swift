import Foundation

/// Which display modes and behaviors a split view controller uses (spec SPLIT-13 … SPLIT-20).
///
/// A desktop window is "landscape" when it is wider than tall, as an iPad's window is. With
/// `.automatic` behavior a double-column split tiles in landscape and overlays in portrait; a
/// triple-column split displaces in landscape and overlays in portrait (SPLIT-15, SPLIT-16).
@MainActor
enum SplitDisplayModes {
    typealias Mode = UISplitViewController.DisplayMode
    typealias Behavior = UISplitViewController.SplitBehavior

    static func isLandscape(_ size: CGSize) -> Bool { size.width > size.height }

    /// The behavior in effect for `preferred` in a window of `size`.
    static func behavior(preferred: Behavior, style: UISplitViewController.Style, size: CGSize) -> Behavior {
        guard preferred == .automatic else { return preferred }
        guard isLandscape(size) else { return .overlay }
        return style == .tripleColumn ? .displace : .tile
    }

    /// The mode shown when `.automatic` is preferred: the columns beside the secondary when
    /// the behavior lets them sit there, the secondary alone otherwise (SPLIT-16). A triple
    /// column split shows its supplementary beside the secondary and keeps the primary hidden,
    /// as Mail does.
    static func automaticMode(behavior: Behavior) -> Mode {
        switch behavior {
        case .overlay, .automatic: .secondaryOnly
        case .tile, .displace: .oneBesideSecondary
        }
    }

    /// The mode nearest `mode` that `behavior` allows in `style` (SPLIT-14, SPLIT-19, SPLIT-20):
    /// a double column has no "two…" modes; tiling has no over or displace modes; overlaying
    /// no beside or displace modes; displacing no over modes (one beside is allowed).
    static func nearest(_ mode: Mode, behavior: Behavior, style: UISplitViewController.Style) -> Mode {
        var mode = mode
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        switch (behavior, mode) {
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoOverSecondary), (.displace, .twoBesideSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// The columns a mode shows, leading to trailing from the primary's edge.
    static func visibleColumns(_ mode: Mode, style: UISplitViewController.Style) -> [UISplitViewController.Column] {
        switch (style == .tripleColumn, mode) {
        case (_, .secondaryOnly), (_, .automatic): [.secondary]
        case (false, _): [.primary, .secondary]
        case (true, .oneBesideSecondary), (true, .oneOverSecondary): [.supplementary, .secondary]
        case (true, _): [.primary, .supplementary, .secondary]
        }
    }

    /// Whether the columns beside the secondary float over it (dimming it, dismissed by a tap).
    static func isOverlay(_ mode: Mode) -> Bool {
        mode == .oneOverSecondary || mode == .twoOverSecondary
    }
}
