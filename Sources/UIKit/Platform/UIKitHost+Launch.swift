import Foundation
import SlatePlatform

extension UIKitHost {
    /// The host `UIApplicationMain` runs on: a linked desktop host (GTK, when the app depends on
    /// the `UIKitGTK` product) when a display is available, headless otherwise;
    /// `SLATE_HOST=headless` or the name of a linked host (`gtk`) forces one.
    ///
    /// UIKit links no desktop host itself: hosts register in `PlatformHostRegistry` as the
    /// process loads, so a test target or a headless tool that imports UIKit links no GTK.
    package static func makeLaunchHost(environment: [String: String] = ProcessInfo.processInfo.environment,
                               registered: [PlatformHostRegistry.Entry] = PlatformHostRegistry.registered) -> PlatformHost {
        let requested = environment["SLATE_HOST"] ?? ""
        switch requested {
        case "headless":
            return HeadlessHost()
        case "":
            let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
            guard hasDisplay else { return HeadlessHost() }
            for entry in registered {
                if let host = entry.open() { return host }
            }
            if registered.isEmpty {
                // Not an error (the app may be a headless tool), but a UIKit developer who
                // expected a window deserves to know why there is none.
                FileHandle.standardError.write(Data("""
                    UIApplicationMain: a display is available, but this app links no desktop host, so it runs headless. \
                    Add the UIKitGTK product to the app target's dependencies for windows.\n
                    """.utf8))
            }
            return HeadlessHost()
        default:
            guard let entry = registered.first(where: { $0.name == requested }) else {
                let linked = registered.map(\.name)
                UIKitFailure.raise("UIApplicationMain: SLATE_HOST=\(requested), but this app links "
                    + (linked.isEmpty ? "no desktop host" : "only \(linked.joined(separator: ", "))")
                    + "; add the UIKitGTK product to the app target's dependencies (for gtk), or use SLATE_HOST=headless")
                return HeadlessHost()
            }
            if let host = entry.open() { return host }
            UIKitFailure.raise("UIApplicationMain: SLATE_HOST=\(requested), but no display could be opened; set DISPLAY (X11) or WAYLAND_DISPLAY, or use SLATE_HOST=headless")
            return HeadlessHost()
        }
    }
}
