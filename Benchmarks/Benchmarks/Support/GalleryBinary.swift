import Foundation

/// The Slate checkout (this file is Benchmarks/Benchmarks/Support/GalleryBinary.swift).
public let slateRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The Gallery, built in release mode (once) from the Slate checkout.
public enum GalleryBinary {
    public static let url: URL = {
        let url = slateRoot.appendingPathComponent(".build/release/Gallery")
        if !FileManager.default.isExecutableFile(atPath: url.path) {
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            build.arguments = ["swift", "build", "-c", "release", "--product", "Gallery", "--package-path", slateRoot.path]
            try? build.run()
            build.waitUntilExit()
        }
        return url
    }()

    /// Starts the Gallery, waits until every window it opens has drawn its first frame (it then
    /// exits), and returns whether it did. `stateHome` is its XDG state directory, where its
    /// saved windows are: by default an empty one, so that it opens one new window.
    public static func startUntilFirstFrame(stateHome: URL = emptyStateHome) -> Bool {
        var environment = ProcessInfo.processInfo.environment
        environment["SLATE_HOST"] = "gtk"
        environment["SLATE_EXIT_AFTER_FIRST_FRAME"] = "1"
        environment["XDG_STATE_HOME"] = stateHome.path
        return FirstFrameProgram.run(url, environment: environment)
    }
}

/// A state directory with no saved windows. The Gallery saves its new window's session
/// there, so it is emptied on each use.
public var emptyStateHome: URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("slate-bench-empty-state")
    try? FileManager.default.removeItem(at: url)
    return url
}
