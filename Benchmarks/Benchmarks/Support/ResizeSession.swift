import UIKitTesting
import UIKitTestingGTK

/// One desktop window showing the settings page, kept for the whole run (GTK initialises once).
@MainActor
public final class ResizeSession {
    public static let shared = ResizeSession()
    public let display: DesktopDisplay
    public let window: UIWindow
    /// Steps taken so far (the harness calls the benchmark once per step).
    public var step = 0

    /// Needs an X display (`DISPLAY`).
    private init() {
        guard let display = DesktopDisplay() else { fatalError("ResizeSession: no X display (is Xvfb installed? Scripts/debian-packages.txt)") }
        self.display = display
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
        let controller = UIViewController()
        controller.view = makeSettingsPage()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        display.runUntilNextFrame(of: window, timeout: 10)
    }

    /// One step of the drag: the next width, and the frame that shows it (false if none came).
    public func nextStep() -> Bool {
        step += 1
        display.resizeNativeWindow(of: window, to: CGSize(width: Self.width(atStep: step), height: 1024))
        return display.runUntilNextFrame(of: window)
    }

    /// The width of step `index` of a drag between 1366 and 966 points and back, 10 points a step.
    public static func width(atStep index: Int) -> CGFloat {
        let phase = index % 80
        return 1366 - CGFloat(phase < 40 ? phase : 80 - phase) * 10
    }
}
