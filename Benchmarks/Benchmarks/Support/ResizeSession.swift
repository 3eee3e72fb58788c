import Foundation
import UIKitTesting
import UIKitTestingGTK

/// One desktop window showing the settings page, kept for the whole run (GTK initialises once).
@MainActor
public final class ResizeSession {
    /// Who changes the window's size at each step.
    public enum Driver: Sendable {
        /// Slate's GTK host, as an app resizing its own window does
        /// (`DesktopDisplay.resizeNativeWindow`): on X11 it asks the server (`XResizeWindow`)
        /// and GTK follows the ConfigureNotify. Under Wayland all the host can do is give GTK a
        /// new default size, which a floating window under sway takes only sometimes.
        case host
        /// The compositor, as a user dragging the window's edge does: sway's `resize set`
        /// (over its IPC socket) sends the window a configure with the new size, which GTK
        /// acknowledges and allocates. Wayland only.
        case compositor
    }

    public static let shared = ResizeSession()
    public let display: DesktopDisplay
    public let window: UIWindow
    /// Steps taken so far (the harness calls the benchmark once per step).
    public var step = 0
    /// sway's container for the window and how much larger it is than the content (GTK's
    /// header bar under Wayland, where GTK decorates its own windows); nil until asked for.
    private var swayWindow: (ipc: SwayIPC, id: Int, chrome: CGSize)?

    /// Needs a display: X (`DISPLAY`) or Wayland (`HeadlessSway`).
    private init() {
        guard let display = DesktopDisplay() else {
            fatalError("ResizeSession: no display (Xvfb or sway missing? Scripts/debian-packages.txt)")
        }
        self.display = display
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
        let controller = UIViewController()
        controller.view = makeSettingsPage()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        display.runUntilNextFrame(of: window, timeout: 10)
        if let sway = HeadlessSway.current { swayWindow = Self.awaitMapping(of: window, on: display, in: sway) }
    }

    /// Runs the loop until sway shows the window at its opening size, so that the first step
    /// starts from a settled window (a size asked for while the opening configure is still
    /// being answered is lost).
    private static func awaitMapping(of window: UIWindow, on display: DesktopDisplay,
                                     in sway: HeadlessSway.Server) -> (ipc: SwayIPC, id: Int, chrome: CGSize) {
        guard let ipc = SwayIPC(path: sway.ipcSocket.path) else { fatalError("ResizeSession: cannot reach sway's IPC socket \(sway.ipcSocket.path)") }
        let deadline = Date(timeIntervalSinceNow: 10)
        while Date() < deadline {
            if ipc.container(ofProcess: getpid()) != nil, display.nativeSize(of: window) == window.bounds.size {
                // Let the configure sequence of the opening finish before measuring the chrome.
                for _ in 0..<10 { display.runUntilNextFrame(of: window, timeout: 0.05) }
                guard let container = ipc.container(ofProcess: getpid()), let content = display.nativeSize(of: window),
                      container.size.width >= content.width, container.size.height >= content.height else { continue }
                return (ipc, container.id, CGSize(width: container.size.width - content.width,
                                                 height: container.size.height - content.height))
            }
            display.runUntilNextFrame(of: window, timeout: 0.05)
        }
        fatalError("ResizeSession: sway never showed the window at \(window.bounds.size)")
    }

    /// One step of the drag: the next width, and the frame that shows it (false if none came).
    public func nextStep(by driver: Driver = .host) -> Bool {
        step += 1
        let size = CGSize(width: Self.width(atStep: step), height: 1024)
        switch driver {
        case .host:
            display.resizeNativeWindow(of: window, to: size)
        case .compositor:
            guard let swayWindow else { fatalError("ResizeSession: the compositor drives a resize only under HeadlessSway") }
            let width = Int(size.width + swayWindow.chrome.width), height = Int(size.height + swayWindow.chrome.height)
            guard swayWindow.ipc.run("[con_id=\(swayWindow.id)] resize set width \(width) px height \(height) px") else { return false }
        }
        return display.runUntilNextFrame(of: window)
    }

    /// The width of step `index` of a drag between 1366 and 966 points and back, 10 points a step.
    public static func width(atStep index: Int) -> CGFloat {
        let phase = index % 80
        return 1366 - CGFloat(phase < 40 ? phase : 80 - phase) * 10
    }
}
