import Foundation
import UIKit

/// The Gallery without a display: renders its pages on headless screens and writes PNGs.
@MainActor
enum HeadlessTour {
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
        // The controls page, as a UIKit window on a headless screen.
        for style in [UIUserInterfaceStyle.light, .dark] {
            let screen = PlatformScreen(identifier: "iPad Pro 12.9\" landscape", size: size, scale: 2,
                                        prefersDarkAppearance: style == .dark)
            let host = HeadlessHost(screens: [screen])
            host.install()
            UIKitHost.current = host
            let window = UIWindow()
            let root = GalleryRootView(report: { _ in })
            root.frame = window.bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(root)
            window.makeKeyAndVisible()
            host.turnSynchronously()
            write(host.windows.first!, "controls-\(style).png")
            window.isHidden = true
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
