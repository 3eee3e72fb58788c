import Foundation
import UIKit

/// An iPad window configuration from `../shared/reference/ipad-geometry.md`: a device, an
/// orientation, and full screen, a side of a split, or Slide Over.
///
/// ```swift
/// let screen = HeadlessScreen()
/// screen.apply(.init(.iPadPro12_9, .landscape, .splitNarrow), to: window)
/// ```
public struct MultitaskingPreset: Hashable, Sendable, CustomStringConvertible {
    public enum Device: String, Sendable, CaseIterable {
        case iPad9_7 = "9.7\""
        case iPadPro10_5 = "10.5\""
        case iPadPro12_9 = "12.9\""
    }

    public enum Orientation: String, Sendable, CaseIterable {
        case landscape, portrait
    }

    public enum Configuration: String, Sendable, CaseIterable {
        case fullScreen = "full screen"
        /// The wide side of an uneven split (2/3).
        case splitWide = "2/3"
        /// Either side of an even split (1/2; landscape only).
        case splitEven = "1/2"
        /// The narrow side of an uneven split (1/3).
        case splitNarrow = "1/3"
        case slideOver = "Slide Over"
    }

    public let device: Device
    public let orientation: Orientation
    public let configuration: Configuration

    /// Nil where iPadOS has no such configuration (an even split in portrait).
    public init?(_ device: Device, _ orientation: Orientation, _ configuration: Configuration) {
        guard !(orientation == .portrait && configuration == .splitEven) else { return nil }
        self.device = device
        self.orientation = orientation
        self.configuration = configuration
    }

    public var screenSize: CGSize {
        let (short, long): (CGFloat, CGFloat) = switch device {
        case .iPad9_7: (768, 1024)
        case .iPadPro10_5: (834, 1112)
        case .iPadPro12_9: (1024, 1366)
        }
        return orientation == .landscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
    }

    /// The window width the reference table gives.
    public var windowWidth: CGFloat {
        let screen = screenSize.width
        let narrow: CGFloat = device == .iPadPro12_9 ? 375 : 320
        switch configuration {
        case .fullScreen: return screen
        case .splitNarrow, .slideOver: return narrow
        case .splitEven: return screen / 2 - 5
        case .splitWide: return screen - narrow - 10
        }
    }

    /// The window's frame on the screen. The narrow side of a split and Slide Over sit on the
    /// right, so their origin is not the screen's (MT-03).
    public var windowFrame: CGRect {
        let width = windowWidth
        let trailing = configuration == .splitNarrow || configuration == .slideOver
        return CGRect(x: trailing ? screenSize.width - width : 0, y: 0, width: width, height: screenSize.height)
    }

    /// Every configuration of `device`: landscape then portrait, widest first.
    public static func all(for device: Device) -> [MultitaskingPreset] {
        Orientation.allCases.flatMap { orientation in
            Configuration.allCases.compactMap { MultitaskingPreset(device, orientation, $0) }
        }
    }

    public var description: String { "\(device.rawValue) \(orientation.rawValue) \(configuration.rawValue)" }
}

extension HeadlessScreen {
    /// Puts `window` in `preset`'s place: the screen takes the device's size in that
    /// orientation, the window the configuration's frame (a resize, with its transition).
    public func apply(_ preset: MultitaskingPreset, to window: UIWindow) {
        if size != preset.screenSize { setSize(preset.screenSize) }
        window.frame = preset.windowFrame
    }
}
