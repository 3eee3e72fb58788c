import UIKit
import UIKitTesting

/// Where a view controller is snapshotted: an iPad's window in an orientation and a
/// multitasking size, with traits to override — swift-snapshot-testing's `ViewImageConfig`,
/// which that package offers only on Apple platforms, for Slate's headless renderer.
///
/// Size classes follow the window's size as on an iPad (a third of a 12.9" iPad is compact).
public struct ViewImageConfig: Sendable {
    /// An iPad's orientation, and how much of its screen the app has.
    public enum TabletOrientation: Sendable {
        /// The share of the screen in Split View.
        public enum Configuration: Sendable {
            case full, oneThird, oneHalf, twoThirds
        }

        case landscape(splitView: Configuration)
        case portrait(splitView: Configuration)

        public static let landscape = TabletOrientation.landscape(splitView: .full)
        public static let portrait = TabletOrientation.portrait(splitView: .full)
    }

    public var safeArea: UIEdgeInsets
    /// The window's size; nil: the view controller's view's size.
    public var size: CGSize?
    /// Traits set over those the size gives (`userInterfaceStyle`, `preferredContentSizeCategory`,
    /// `displayScale`).
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    public static let iPad9_7 = iPad9_7(.landscape)
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static let iPadPro12_9 = iPadPro12_9(.landscape)

    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPad9_7, orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadPro10_5, orientation) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadPro12_9, orientation) }

    /// The window of `device` in `orientation`, as `../shared/reference/ipad-geometry.md`
    /// records it (UIKitTesting's `MultitaskingPreset`), with the safe area of an iPad without
    /// a home button: 24 points at the top (the status bar), 20 at the bottom (the home
    /// indicator).
    private static func tablet(_ device: MultitaskingPreset.Device, _ orientation: TabletOrientation) -> ViewImageConfig {
        let (side, share): (MultitaskingPreset.Orientation, TabletOrientation.Configuration) = switch orientation {
        case .landscape(let share): (.landscape, share)
        case .portrait(let share): (.portrait, share)
        }
        let configuration: MultitaskingPreset.Configuration = switch share {
        case .full: .fullScreen
        case .oneThird: .splitNarrow
        case .oneHalf: .splitEven
        case .twoThirds: .splitWide
        }
        let preset = MultitaskingPreset(device, side, configuration) ?? MultitaskingPreset(device, side, .fullScreen)!
        return ViewImageConfig(safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: preset.windowFrame.size)
    }
}
