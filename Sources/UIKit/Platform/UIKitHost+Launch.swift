import Foundation
import SlatePlatform
import UIKitGTK

extension UIKitHost {
    /// The host `UIApplicationMain` runs on: GTK when a display is available, headless
    /// otherwise; `SLATE_HOST=gtk|headless` forces one.
    static func makeLaunchHost(environment: [String: String] = ProcessInfo.processInfo.environment) -> PlatformHost {
        switch environment["SLATE_HOST"] {
        case "headless":
            return HeadlessHost()
        case "gtk":
            if let host = GTKHost() { return host }
            UIKitFailure.raise("UIApplicationMain: SLATE_HOST=gtk, but no display could be opened; set DISPLAY (X11) or WAYLAND_DISPLAY, or use SLATE_HOST=headless")
            return HeadlessHost()
        default:
            let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
            if hasDisplay, let host = GTKHost() { return host }
            return HeadlessHost()
        }
    }
}
