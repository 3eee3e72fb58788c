import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

// The desktop host on a real display, each row twice: on an X server — Xvfb (started here
// when DISPLAY is not set) at 2732×2048 pixels with GDK_SCALE=2, so a 1366×1024-point window is
// drawn at 2× — and on Wayland, a headless sway started here (`HeadlessSway`) with one
// 2732×2048 output at scale 2. Scripts/desktop-table runs them and prints X11 beside Wayland.

/// A private X server for the run, unless one is given.
enum VirtualDisplay {
    nonisolated(unsafe) private static var server: Process?
    nonisolated(unsafe) private static var serverPID: pid_t = 0

    static func ensure() {
        setenv("GDK_SCALE", "2", 1)
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GTK_A11Y", "none", 1)
        setenv("FONTCONFIG_FILE", slateRoot.appendingPathComponent("Scripts/fontconfig/fonts.conf").path, 1)
        guard (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty, server == nil else { return }
        for number in 140..<180 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            let xvfb = Process()
            xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            xvfb.arguments = [":\(number)", "-screen", "0", "2732x2048x24", "-nolisten", "tcp"]
            // Not the harness's pipes: it reads them until every writer has gone.
            xvfb.standardInput = FileHandle.nullDevice
            xvfb.standardOutput = FileHandle.nullDevice
            xvfb.standardError = FileHandle.nullDevice
            guard (try? xvfb.run()) != nil else { continue }
            for _ in 0..<200 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(25_000) }
            server = xvfb
            serverPID = xvfb.processIdentifier
            setenv("DISPLAY", ":\(number)", 1)
            // SIGKILL: Xvfb inherits the signal mask of the thread that started it — a
            // dispatch worker's, with SIGTERM blocked — and outlived every run on SIGTERM.
            atexit { kill(VirtualDisplay.serverPID, SIGKILL) }
            return
        }
    }
}

/// A state directory where the Gallery finds `count` windows saved on different pages, as a
/// quit leaves them: written once through UIKit's own session saving, by a stand-in app that
/// declares the Gallery's scene configuration ("Gallery") and saves the Gallery's activity.
enum SavedGalleryWindows {
    static let pages = ["controls", "lists", "drawing", "popovers", "splitViews"]

    @MainActor
    static func stateHome(count: Int) -> URL {
        stateHome(pages: Array(pages.prefix(count)))
    }

    /// One window per page named (the Gallery's page identifiers), the first one first.
    @MainActor
    static func stateHome(pages: [String]) -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("slate-bench-\(pages.joined(separator: "-"))-windows")
        try? FileManager.default.removeItem(at: home)
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        SeedSceneDelegate.firstPage = pages.first ?? "controls"
        let application = screen.launchApplication(delegateClass: SeedAppDelegate.self,
                                                   sessionStoreDirectory: home.appendingPathComponent("slate.Gallery"))
        for page in pages.dropFirst() {
            let activity = NSUserActivity(activityType: SeedSceneDelegate.activityType)
            activity.userInfo = ["page": page]
            application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        }
        screen.quitApplication()
        screen.endApplication()
        return home
    }

    final class SeedAppDelegate: UIResponder, UIApplicationDelegate {
        static var sceneManifest: UIApplicationSceneManifest? {
            UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
                .init(name: "Gallery", delegateClass: SeedSceneDelegate.self),
            ])
        }
    }

    final class SeedSceneDelegate: UIResponder, UIWindowSceneDelegate {
        static let activityType = "org.slate.gallery.viewing-page"
        static var firstPage = "controls"
        var window: UIWindow?
        var page = "controls"

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            page = connectionOptions.userActivities.first?.userInfo?["page"] as? String ?? Self.firstPage
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            let activity = NSUserActivity(activityType: Self.activityType)
            activity.userInfo = ["page": page]
            return activity
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(20),
        maxIterations: 30
    )

    // The X11 rows and their Wayland twins, named alike so that they sort side by side.
    for backend in DesktopBackend.allCases {
        Benchmark("Gallery: process start to first frame on screen (\(backend.label), 1366×1024 at 2×)") { benchmark in
            backend.ensure()
            _ = GalleryBinary.url
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                precondition(GalleryBinary.startUntilFirstFrame(), "the Gallery did not draw its first frame and exit (\(backend.label))")
            }
            benchmark.stopMeasurement()
        }

        // The peer suite's GTK4 twin of the row above (GTKGalleryTwin: what the Gallery shows
        // at start, in GTK widgets), here so that each backend has its own GTK4 yardstick.
        Benchmark("GTKGalleryTwin: process start to first frame on screen (\(backend.label), 1366×1024 at 2×)") { benchmark in
            backend.ensure()
            let twin = slateRoot.appendingPathComponent("Benchmarks/.build/release/GTKGalleryTwin")
            precondition(FileManager.default.isExecutableFile(atPath: twin.path),
                         "\(twin.path) is missing: swift build -c release --product GTKGalleryTwin (in Benchmarks)")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                precondition(FirstFrameProgram.run(twin), "GTKGalleryTwin did not paint (\(backend.label))")
            }
            benchmark.stopMeasurement()
        }

        Benchmark("Gallery: process start to the first frame of all 5 restored windows (\(backend.label), 1366×1024 at 2×)") { benchmark in
            backend.ensure()
            _ = GalleryBinary.url
            let home = await MainActor.run { SavedGalleryWindows.stateHome(count: 5) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                precondition(GalleryBinary.startUntilFirstFrame(stateHome: home), "the Gallery did not draw its 5 windows and exit (\(backend.label))")
            }
            benchmark.stopMeasurement()
        }

        Benchmark("Gallery: process start to first frame of its Storyboard page (Recipes.storyboard read and instantiated at launch; \(backend.label), 1366×1024 at 2×)") { benchmark in
            backend.ensure()
            _ = GalleryBinary.url
            let home = await MainActor.run { SavedGalleryWindows.stateHome(pages: ["storyboard"]) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                precondition(GalleryBinary.startUntilFirstFrame(stateHome: home), "the Gallery did not draw its Storyboard page and exit (\(backend.label))")
            }
            benchmark.stopMeasurement()
        }

        // Each iteration is one step of a continuous window resize: the native window changes
        // size, GTK allocates, UIKit runs its resize transition and layout, the compositor
        // redraws the whole 2732×2048-pixel frame, and GTK draws it. Wall clock per iteration
        // is time per frame (throughput is frames per second); CPU is the process's, per frame.
        // On X11 the host resizes the window (`XResizeWindow`, as Slate's GTK host does; there
        // is no window manager); under sway the compositor does, as a user's drag does. (The
        // host's way under Wayland, `gtk_window_set_default_size` on the mapped window, left
        // a step without a frame within 5 s in the first run: a client's own resize is not
        // dependable there, and not what a drag does.)
        let drivers: [(ResizeSession.Driver, String)] = switch backend {
        case .x11: [(.host, "")]
        case .wayland: [(.compositor, ", sway resizes it as a drag does")]
        }
        for (driver, how) in drivers {
            Benchmark("Continuous resize: one frame per step, 1366×1024 at 2× (\(backend.label)\(how))", configuration: .init(maxIterations: 400)) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                backend.ensure()
                await MainActor.run {
                    let session = ResizeSession.shared
                    benchmark.startMeasurement()
                    for _ in benchmark.scaledIterations {
                        let drawn = session.nextStep(by: driver)
                        // Under Wayland every step is checked: a step that draws nothing would
                        // time a timeout.
                        if backend == .wayland { precondition(drawn, "step \(session.step) drew no frame (\(backend.label)\(how))") }
                    }
                    benchmark.stopMeasurement()
                    if backend == .wayland {
                        let expected = ResizeSession.width(atStep: session.step)
                        precondition(session.display.nativeSize(of: session.window)?.width == expected,
                                     "the window is \(String(describing: session.display.nativeSize(of: session.window))) after step \(session.step), not \(expected) wide")
                    }
                }
            }
        }
    }
}
