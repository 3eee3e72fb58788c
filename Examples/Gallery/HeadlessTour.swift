import Foundation
import SlatePlatform
import UIKit

/// The Gallery without a display: renders its pages on headless screens and writes PNGs.
@MainActor
enum HeadlessTour {
    /// One iPad window configuration: where the window sits on the screen.
    struct MultitaskingConfiguration {
        var label: String
        var screenSize: CGSize
        var windowFrame: CGRect

        /// Full screen, the sides of a split and Slide Over, landscape then portrait.
        static let ipadPro129: [MultitaskingConfiguration] = {
            var result: [MultitaskingConfiguration] = []
            let landscape = CGSize(width: 1366, height: 1024), portrait = CGSize(width: 1024, height: 1366)
            func add(_ label: String, _ screen: CGSize, width: CGFloat, trailing: Bool) {
                let x = trailing ? screen.width - width : 0
                result.append(MultitaskingConfiguration(label: label, screenSize: screen,
                                                        windowFrame: CGRect(x: x, y: 0, width: width, height: screen.height)))
            }
            add("landscape-full", landscape, width: 1366, trailing: false)
            add("landscape-two-thirds", landscape, width: 981, trailing: false)
            add("landscape-half", landscape, width: 678, trailing: false)
            add("landscape-one-third", landscape, width: 375, trailing: true)
            add("landscape-slide-over", landscape, width: 375, trailing: true)
            add("portrait-full", portrait, width: 1024, trailing: false)
            add("portrait-two-thirds", portrait, width: 639, trailing: false)
            add("portrait-one-third", portrait, width: 375, trailing: true)
            add("portrait-slide-over", portrait, width: 375, trailing: true)
            return result
        }()
    }

    static func run(outputDirectory: URL) -> [URL] {
        let size = CGSize(width: 1366, height: 1024)
        var written: [URL] = []
        func write(_ window: HeadlessWindow, _ name: String) {
            let url = outputDirectory.appendingPathComponent(name)
            do {
                try window.writePNG(to: url)
                written.append(url)
            } catch {
                FileHandle.standardError.write(Data("Gallery: could not write \(url.path): \(error)\n".utf8))
                exit(1)
            }
        }
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = PlatformScreen(identifier: "iPad Pro 12.9\" landscape", size: size, scale: 2)
            let host = HeadlessHost(screens: [screen])
            let scene = DemoScene(size: size, style: style)
            let window = host.openWindow(PlatformWindowRequest(rootLayer: scene.rootLayer, size: size, screen: screen))
            host.turnSynchronously()
            write(window as! HeadlessWindow, "demo-\(style).png")
        }
        // The controls page in every multitasking configuration of a 12.9-inch iPad
        // (../shared/reference/ipad-geometry.md), both orientations, light and dark.
        for configuration in MultitaskingConfiguration.ipadPro129 {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let screenSize = configuration.screenSize
                let screen = PlatformScreen(identifier: "iPad Pro 12.9\"", size: screenSize, scale: 2,
                                            prefersDarkAppearance: style == .dark)
                let host = HeadlessHost(screens: [screen])
                host.install()
                UIKitHost.current = host
                let window = UIWindow(frame: configuration.windowFrame)
                let root = GalleryRootView(report: { _ in })
                root.frame = window.bounds
                root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                window.addSubview(root)
                window.makeKeyAndVisible()
                host.turnSynchronously()
                write(host.windows.first!, "controls-\(configuration.label)-\(style).png")
                window.isHidden = true
            }
        }
        return written
    }

    /// What the windowed Gallery shows first, rendered headlessly at scale 1.
    static func renderWindowedFrame(size: CGSize, to url: URL) -> Bool {
        let host = HeadlessHost(screens: [PlatformScreen(identifier: "display", size: size, scale: 1)])
        host.install()
        UIKitHost.current = host
        let window = UIWindow()
        let root = GalleryRootView(report: { _ in })
        root.frame = window.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        window.makeKeyAndVisible()
        _ = root.becomeFirstResponder()
        host.turnSynchronously()
        do {
            try host.windows.first!.writePNG(to: url)
            return true
        } catch {
            FileHandle.standardError.write(Data("Gallery: could not write \(url.path): \(error)\n".utf8))
            return false
        }
    }
}
