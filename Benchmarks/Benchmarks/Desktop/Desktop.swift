import Benchmark
import Foundation
import UIKitTesting

// The desktop host on a real X server: Xvfb (started here when DISPLAY is not set) at
// 2732×2048 pixels with GDK_SCALE=2, so a 1366×1024-point window is drawn at 2×.

/// The Slate checkout (this file is Benchmarks/Benchmarks/Desktop/Desktop.swift).
let slateRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

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
            atexit { kill(VirtualDisplay.serverPID, SIGTERM) }
            return
        }
    }
}

/// The Gallery, built in release mode (once) from the Slate checkout.
enum GalleryBinary {
    static let url: URL = {
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
    static func startUntilFirstFrame(stateHome: URL = emptyStateHome) -> Bool {
        let gallery = Process()
        gallery.executableURL = url
        var environment = ProcessInfo.processInfo.environment
        environment["SLATE_HOST"] = "gtk"
        environment["SLATE_EXIT_AFTER_FIRST_FRAME"] = "1"
        environment["XDG_STATE_HOME"] = stateHome.path
        gallery.environment = environment
        gallery.standardError = FileHandle.nullDevice
        gallery.standardOutput = FileHandle.nullDevice
        guard (try? gallery.run()) != nil else { return false }
        gallery.waitUntilExit()
        return gallery.terminationStatus == 0
    }
}

/// A state directory with no saved windows. The Gallery saves its new window's session
/// there, so it is emptied on each use.
var emptyStateHome: URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("slate-bench-empty-state")
    try? FileManager.default.removeItem(at: url)
    return url
}

/// A state directory where the Gallery finds `count` windows saved on different pages, as a
/// quit leaves them: written once through UIKit's own session saving, by a stand-in app that
/// declares the Gallery's scene configuration ("Gallery") and saves the Gallery's activity.
enum SavedGalleryWindows {
    static let pages = ["controls", "lists", "drawing", "popovers", "splitViews"]

    @MainActor
    static func stateHome(count: Int) -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("slate-bench-\(count)-windows")
        try? FileManager.default.removeItem(at: home)
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: SeedAppDelegate.self,
                                                   sessionStoreDirectory: home.appendingPathComponent("slate.Gallery"))
        for page in pages.prefix(count).dropFirst() {
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
        var window: UIWindow?
        var page = "controls"

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            page = connectionOptions.userActivities.first?.userInfo?["page"] as? String ?? "controls"
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

/// A settings-style page like the Gallery's controls page: four grouped sections of rows,
/// each a label and a control, laid out with stack views and Auto Layout.
@MainActor
func makeSettingsPage() -> UIView {
    let page = UIView()
    page.backgroundColor = .systemGroupedBackground
    var sections: [UIView] = []
    for section in 0..<4 {
        let group = UIStackView()
        group.axis = .vertical
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.isLayoutMarginsRelativeArrangement = true
        group.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        for row in 0..<5 {
            let label = UILabel()
            label.text = "Setting \(section * 5 + row + 1)"
            label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let control: UIView = switch row % 5 {
            case 0: UISwitch()
            case 1: UISegmentedControl(items: ["Day", "Week", "Month"])
            case 2: { let slider = UISlider(); slider.widthAnchor.constraint(equalToConstant: 240).isActive = true; return slider }()
            case 3: { let field = UITextField(); field.borderStyle = .roundedRect; field.placeholder = "Value"
                      field.widthAnchor.constraint(equalToConstant: 240).isActive = true; return field }()
            default: { let button = UIButton(type: .system); button.setTitle("Change", for: .normal); return button }()
            }
            let line = UIStackView(arrangedSubviews: [label, control])
            line.alignment = .center
            line.spacing = 12
            line.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
            group.addArrangedSubview(line)
        }
        sections.append(group)
    }
    let column = UIStackView(arrangedSubviews: sections)
    column.axis = .vertical
    column.spacing = 24
    column.translatesAutoresizingMaskIntoConstraints = false
    page.addSubview(column)
    NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: page.layoutMarginsGuide.topAnchor, constant: 16),
        column.centerXAnchor.constraint(equalTo: page.centerXAnchor),
        column.widthAnchor.constraint(equalTo: page.readableContentGuide.widthAnchor),
    ])
    return page
}

/// One desktop window showing the settings page, kept for the whole run (GTK initialises once).
@MainActor
final class ResizeSession {
    static let shared = ResizeSession()
    let display: DesktopDisplay
    let window: UIWindow
    /// Steps taken so far (the harness calls the benchmark once per step).
    var step = 0

    private init() {
        VirtualDisplay.ensure()
        guard let display = DesktopDisplay() else { fatalError("Benchmarks/Desktop: no X display (is Xvfb installed? Scripts/debian-packages.txt)") }
        self.display = display
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
        let controller = UIViewController()
        controller.view = makeSettingsPage()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        display.runUntilNextFrame(of: window, timeout: 10)
    }

    /// The width of step `index` of a drag between 1366 and 966 points and back, 10 points a step.
    static func width(atStep index: Int) -> CGFloat {
        let phase = index % 80
        return 1366 - CGFloat(phase < 40 ? phase : 80 - phase) * 10
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

    Benchmark("Gallery: process start to first frame on screen (GTK on Xvfb, 1366×1024 at 2×)") { benchmark in
        VirtualDisplay.ensure()
        _ = GalleryBinary.url
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(GalleryBinary.startUntilFirstFrame())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Gallery: process start to the first frame of all 5 restored windows (GTK on Xvfb, 1366×1024 at 2×)") { benchmark in
        VirtualDisplay.ensure()
        _ = GalleryBinary.url
        let home = await MainActor.run { SavedGalleryWindows.stateHome(count: 5) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(GalleryBinary.startUntilFirstFrame(stateHome: home))
        }
        benchmark.stopMeasurement()
    }

    // Each iteration is one step of a continuous window resize: the native window changes
    // size, GTK allocates, UIKit runs its resize transition and layout, the compositor redraws
    // the whole 2732×2048-pixel frame, and GTK draws it. Wall clock per iteration is time per
    // frame (throughput is frames per second); CPU is the process's, per frame.
    Benchmark("Continuous resize: one frame per step, 1366×1024 at 2×", configuration: .init(maxIterations: 400)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let session = ResizeSession.shared
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                session.step += 1
                session.display.resizeNativeWindow(of: session.window, to: CGSize(width: ResizeSession.width(atStep: session.step), height: 1024))
                blackHole(session.display.runUntilNextFrame(of: session.window))
            }
            benchmark.stopMeasurement()
        }
    }
}
