// The Gallery: the showcase of what Slate can do. With a display it launches as an iOS app
// does — UIApplicationMain, an app delegate and a scene delegate — in a real window: the app
// links the GTK host (the `UIKitGTK` product), which registers itself as the process loads.
// SLATE_HOST=gtk insists on a window.
//
// The app does not link the test library. What it does without a window (the headless tour,
// one headless frame, the fuzz runs) is `GalleryTools`, built beside it; this program hands
// those modes over to it, so `Gallery` behaves as one program.
import Foundation
import Gallery
import UIKit

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let toolModes: Set<String> = ["--tour", "--headless-frame", "--fuzz", "--fuzz-determinism"]
let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
let requested = environment["SLATE_HOST"]
let runsHeadless = requested == "headless" || (requested != "gtk" && !hasDisplay)

if runsHeadless || arguments.contains(where: toolModes.contains) {
    handOverToTools(arguments.contains(where: toolModes.contains) ? arguments : ["--tour"] + arguments)
}

MainActor.assumeIsolated {
    _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, GalleryLaunch.appDelegateClassName)
}

/// Replaces this process with `GalleryTools` from the same build folder, with `arguments`.
func handOverToTools(_ arguments: [String]) -> Never {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let tools = folder.appendingPathComponent("GalleryTools").path
    guard FileManager.default.isExecutableFile(atPath: tools) else {
        FileHandle.standardError.write(Data("""
            Gallery: \(runsHeadless ? "no display, so the headless tour" : "\(arguments.first ?? "this mode")") is GalleryTools's job, \
            and \(tools) is not built. Build it with `swift build --product GalleryTools` (Scripts/run does).\n
            """.utf8))
        exit(2)
    }
    let argv = ([tools] + arguments).map { strdup($0) } + [nil]
    execv(tools, argv)
    FileHandle.standardError.write(Data("Gallery: could not start \(tools): \(String(cString: strerror(errno)))\n".utf8))
    exit(2)
}
