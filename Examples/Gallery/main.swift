// The Gallery: the showcase of what Slate can do. With a display it opens a real window
// (the GTK host); without one — or with SLATE_HOST=headless — it renders its headless tour
// and prints where the PNGs are. SLATE_HOST=gtk insists on a window.
import Foundation
import UIKit
import UIKitGTK

let arguments = CommandLine.arguments.dropFirst()
let environment = ProcessInfo.processInfo.environment
let outputDirectory: URL = {
    if let index = arguments.firstIndex(of: "--output"), arguments.index(after: index) < arguments.endIndex {
        return URL(fileURLWithPath: arguments[arguments.index(after: index)])
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("slate-output/gallery")
}()

@MainActor
func runWindowed(on host: GTKHost) -> Never {
    let log = EventLog(path: environment["SLATE_GALLERY_LOG"])
    host.install()
    let window = UIWindow()
    let root = GalleryRootView(report: log.write)
    root.frame = window.bounds
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    window.makeKeyAndVisible()
    _ = root.becomeFirstResponder()
    log.write("ready")
    host.run()
    log.write("closed")
    exit(0)
}

/// `--headless-frame FILE [--size WxH]`: the windowed Gallery's first frame, rendered by the
/// headless host at scale 1, for comparing the two hosts' pixels.
if let index = arguments.firstIndex(of: "--headless-frame"), arguments.index(after: index) < arguments.endIndex {
    let path = arguments[arguments.index(after: index)]
    var size = CGSize(width: 1366, height: 1024)
    if let sizeIndex = arguments.firstIndex(of: "--size"), arguments.index(after: sizeIndex) < arguments.endIndex {
        let parts = arguments[arguments.index(after: sizeIndex)].split(separator: "x").compactMap { Double($0) }
        if parts.count == 2 { size = CGSize(width: parts[0], height: parts[1]) }
    }
    let ok = MainActor.assumeIsolated { HeadlessTour.renderWindowedFrame(size: size, to: URL(fileURLWithPath: path)) }
    exit(ok ? 0 : 1)
}

let requested = environment["SLATE_HOST"]
let hasDisplay = environment["DISPLAY"].map { !$0.isEmpty } == true || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
if requested != "headless", requested == "gtk" || hasDisplay {
    if let host = MainActor.assumeIsolated({ GTKHost() }) {
        MainActor.assumeIsolated { runWindowed(on: host) }
    }
    if requested == "gtk" {
        FileHandle.standardError.write(Data("Gallery: SLATE_HOST=gtk, but no display could be opened (is DISPLAY set?)\n".utf8))
        exit(1)
    }
}
let written = MainActor.assumeIsolated { HeadlessTour.run(outputDirectory: outputDirectory) }
print("Gallery rendered its headless tour (12.9-inch iPad at 2×: full screen, 2/3, 1/2, 1/3 and Slide Over, both orientations, light and dark):")
for url in written { print("  \(url.path)") }
