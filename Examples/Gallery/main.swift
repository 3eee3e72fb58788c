// The Gallery. For now it renders its pages headlessly, in light and dark, and prints where
// the PNGs are; the desktop-host issue turns it into the real windowed app.
import Foundation
import UIKit

let arguments = CommandLine.arguments.dropFirst()
let outputDirectory: URL = {
    if let index = arguments.firstIndex(of: "--output"), arguments.index(after: index) < arguments.endIndex {
        return URL(fileURLWithPath: arguments[arguments.index(after: index)])
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("slate-output/gallery")
}()

let size = CGSize(width: 1366, height: 1024)
var written: [URL] = []
for style in [UIUserInterfaceStyle.light, .dark] {
    let screen = PlatformScreen(identifier: "iPad Pro 12.9\" landscape", size: size, scale: 2)
    let host = HeadlessHost(screens: [screen])
    let scene = DemoScene(size: size, style: style)
    let window = host.openWindow(PlatformWindowRequest(rootLayer: scene.rootLayer, size: size, screen: screen))
    host.turnSynchronously()
    let url = outputDirectory.appendingPathComponent("demo-\(style).png")
    do {
        try (window as! HeadlessWindow).writePNG(to: url)
        written.append(url)
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not write \(url.path): \(error)\n".utf8))
        exit(1)
    }
}
// The controls page, as a UIKit window on a headless screen.
for style in [UIUserInterfaceStyle.light, .dark] {
    let screen = PlatformScreen(identifier: "iPad Pro 12.9\" landscape", size: size, scale: 2,
                                prefersDarkAppearance: style == .dark)
    let host = HeadlessHost(screens: [screen])
    host.install()
    UIKitHost.current = host
    let window = UIWindow()
    let page = ControlsPage()
    page.view.frame = window.bounds
    page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(page.view)
    window.makeKeyAndVisible()
    host.turnSynchronously()
    let url = outputDirectory.appendingPathComponent("controls-\(style).png")
    do {
        try (host.windows.first!).writePNG(to: url)
        written.append(url)
    } catch {
        FileHandle.standardError.write(Data("Gallery: could not write \(url.path): \(error)\n".utf8))
        exit(1)
    }
    window.isHidden = true
}

print("Gallery rendered its pages headlessly (1366×1024 points at 2×):")
for url in written { print("  \(url.path)") }
