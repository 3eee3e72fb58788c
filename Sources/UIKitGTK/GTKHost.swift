@_implementationOnly import CGtk
import Foundation
import QuartzCore
import SlatePlatform

/// Real windows: the GTK 4 desktop host.
///
/// The GLib main loop is the process's loop. Each pass of `run()` lets Foundation's run loop
/// service what arrived (`DispatchQueue.main`, main-actor tasks, `Timer`), fires UIKit's own
/// timers, and performs a run-loop turn — commit, then present every window's damage — when
/// UIKit asked for one or an animation needs its next frame. It then waits in GLib for input,
/// the next timer or frame, or at most a few milliseconds, so that work dispatched from other
/// threads is never kept waiting longer than that.
@MainActor
package final class GTKHost: PlatformHost {
    package private(set) var screens: [PlatformScreen]
    private(set) var windows: [GTKWindow] = []
    private let timers = HostTimerQueue()
    private var needsTurn = true
    private var lastFrameTime: TimeInterval = 0
    private var stopRequested = false
    /// Input held back while the host waits for another application's clipboard data, so
    /// that UIKit is never re-entered from inside a `UIPasteboard` call.
    private var heldInput: [(GTKWindow, PlatformInputEvent)] = []
    private(set) var isHoldingInput = false
    private lazy var gtkClipboard = GTKClipboard(host: self, selection: .clipboard)
    private lazy var gtkPrimarySelection = GTKClipboard(host: self, selection: .primary)
    private var memoryPressureMonitor: MemoryPressureMonitor?
    private var launchForwarding: LaunchForwardingChannel?
    private lazy var idleInhibitor = GTKIdleInhibitor()
    private lazy var mediaPlayer = GTKMediaPlayer(host: self)
    /// Whether media commands reach UIKit (`setReceivesRemoteControlEvents`).
    private(set) var receivesRemoteControlEvents = false

    /// The windows' accessibility trees on the AT-SPI bus, while a screen reader listens.
    private(set) lazy var accessibility = ATSPIBridge(host: self)

    /// True once the desktop says an assistive technology listens (`ATSPIStatus`) and the
    /// bridge has joined the accessibility bus.
    package var isAssistiveTechnologyActive: Bool { accessibility.isConnected }
    package var assistiveTechnologyHandler: ((Bool) -> Void)?

    /// Heard when the kernel reports memory pressure (`MemoryPressureMonitor`).

    package var memoryPressureHandler: (@MainActor () -> Void)? {
        didSet {
            guard memoryPressureHandler != nil, memoryPressureMonitor == nil else { return }
            let monitor = MemoryPressureMonitor(host: self) { [weak self] in self?.memoryPressureHandler?() }
            memoryPressureMonitor = monitor
            monitor.start()
        }
    }

    /// Later launches' URLs arrive on the channel's thread; they are handed to the main
    /// actor through Foundation's main queue, which the loop drains (and GLib is woken for).
    package func listenForLaunches(applicationIdentifier: String, handler: @escaping @MainActor ([URL]) -> Void) {
        launchForwarding?.close()
        let path = LaunchForwardingChannel.socketPath(applicationIdentifier: applicationIdentifier)
        launchForwarding = LaunchForwardingChannel(path: path) { urls in
            DispatchQueue.main.async { MainActor.assumeIsolated { handler(urls) } }
            g_main_context_wakeup(nil)
        }
    }

    /// Through the desktop portal (`GTKIdleInhibitor`).
    package func setIdleInhibited(_ inhibited: Bool, reason: String) {
        idleInhibitor.setInhibited(inhibited, reason: reason)
    }

    /// Through MPRIS (`GTKMediaPlayer`) and the media keys that reach the windows.
    package func setReceivesRemoteControlEvents(_ receives: Bool) {
        receivesRemoteControlEvents = receives
        mediaPlayer.setOffered(receives)
    }

    /// A media command for the active window (the last one when none is active).
    func deliverRemoteControl(_ command: PlatformRemoteControlEvent.Command) {
        guard receivesRemoteControlEvents, let window = playerWindow else { return }
        deliver(.remoteControl(PlatformRemoteControlEvent(command: command, timestamp: currentTime)), to: window)
    }

    /// MPRIS's Raise: the player's window comes to the front.
    func raiseLastWindow() {
        playerWindow?.present()
    }

    /// The window a media player's commands and Raise go to: the active one, else the last.
    private var playerWindow: GTKWindow? { windows.first(where: \.isActive) ?? windows.last }

    private lazy var gtkDesktopSettings = GTKDesktopSettings(host: self)

    /// GNOME's and GTK's settings (`GTKDesktopSettings`).
    package var desktopSettings: PlatformDesktopSettings { gtkDesktopSettings.settings }

    /// Heard when the user changes a desktop setting; setting it starts the watch.
    package var desktopSettingsHandler: (@MainActor (PlatformDesktopSettings) -> Void)? {
        didSet {
            guard desktopSettingsHandler != nil else { return }
            gtkDesktopSettings.onChange = { [weak self] settings in self?.desktopSettingsHandler?(settings) }
            gtkDesktopSettings.startWatching()
        }
    }

    /// How long the loop may sleep in GLib before it looks at Foundation's queue again.
    static let foundationPollInterval: TimeInterval = 0.004

    /// Opens the display. Returns nil when there is none (no `DISPLAY` or `WAYLAND_DISPLAY`,
    /// or the server refuses).
    package init?() {
        // Slate's frames are drawn by the CPU; GTK's Cairo renderer shows them without a GL
        // upload per frame (and Mesa's software GL under Xvfb grows without bound).
        setenv("GSK_RENDERER", "cairo", 0)
        // Nor does anything else in Slate draw with GL, so GTK need not make ready a GL
        // context as it opens the display (loading Mesa's drivers: 35 ms, a fifth of the
        // Gallery's start under Xvfb). GTK 4.16 reads GDK_DISABLE; earlier versions GDK_DEBUG.
        if gtk_get_major_version() == 4, gtk_get_minor_version() >= 16 {
            setenv("GDK_DISABLE", "gl", 0)
        } else if getenv("GDK_DEBUG") == nil {
            setenv("GDK_DEBUG", "gl-disable", 0)
        }
        guard gtk_init_check() != 0, let display = gdk_display_get_default() else { return nil }
        MediaClock.installMonotonic()
        screens = GTKMonitorWatch.screens(of: display)
        monitorWatch = GTKMonitorWatch(display: display) { [weak self] in self?.monitorsDidChange() }
        // A change that no animation or timer follows (a table jumping to a section, a label's
        // new text) must still reach the screen: every change Core Animation hears of asks
        // for a turn.
        CATransaction.turnRequestHandler = { [weak self] in self?.setNeedsTurn() }
        accessibility.listeningHandler = { [weak self] listening in
            self?.assistiveTechnologyHandler?(listening)
            self?.setNeedsTurn()
        }
        accessibility.start()
    }

    package var currentTime: TimeInterval { CACurrentMediaTime() }

    package var clipboard: PlatformClipboard { gtkClipboard }

    /// GDK's primary clipboard: X11's PRIMARY selection, or Wayland's primary-selection
    /// protocol where the compositor offers it (GNOME's, KDE's, sway and wlroots' do).
    package var primarySelection: PlatformClipboard? { gtkPrimarySelection }

    package func beginDrag(_ request: PlatformDragRequest) -> PlatformOutgoingDrag? {
        guard let window = request.window as? GTKWindow else { return nil }
        return GTKOutgoingDrag.begin(request, in: window)
    }

    /// GIO finds the default handler for the URL's scheme (`xdg-open`'s choice) and launches it.
    package func open(_ url: URL) -> Bool {
        if url.scheme == "app-settings" { return openApplicationSettings(url) }
        var error: UnsafeMutablePointer<GError>?
        let launched = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error) != 0
        if let error { g_error_free(error) }
        return launched
    }

    /// `app-settings:<identifier>`: GNOME Settings' Apps panel for the app's desktop entry
    /// (`gnome-control-center applications <identifier>`), in a GNOME session. Other desktops
    /// have no such page to open by command, so the request fails there.
    private func openApplicationSettings(_ url: URL) -> Bool {
        let identifier = String(url.absoluteString.dropFirst("app-settings:".count))
        let desktops = (ProcessInfo.processInfo.environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":")
        guard desktops.contains(where: { $0.caseInsensitiveCompare("GNOME") == .orderedSame }),
              !identifier.isEmpty, identifier.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }),
              let program = g_find_program_in_path("gnome-control-center") else { return false }
        g_free(program)
        var error: UnsafeMutablePointer<GError>?
        guard let info = g_app_info_create_from_commandline("gnome-control-center applications \(identifier)", nil, G_APP_INFO_CREATE_NONE, &error) else {
            if let error { g_error_free(error) }
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        let launched = g_app_info_launch(info, nil, nil, &error) != 0
        if let error { g_error_free(error) }
        return launched
    }

    // MARK: Screens changing

    /// GDK's monitors (`GTKMonitorWatch`).
    private var monitorWatch: GTKMonitorWatch?

    /// Heard when a monitor comes, goes, or changes its scale or size; setting it starts the watch.
    package var screensHandler: (@MainActor ([PlatformScreen]) -> Void)? {
        didSet { if screensHandler != nil { monitorWatch?.start() } }
    }

    private func monitorsDidChange() {
        guard let monitorWatch else { return }
        let current = monitorWatch.screens
        guard current != screens else { return }
        screens = current
        screensHandler?(current)
        setNeedsTurn()
    }

    package func openWindow(_ request: PlatformWindowRequest) -> PlatformWindow {
        var request = request
        request.screen.scale = screens.first?.scale ?? request.screen.scale
        let window = GTKWindow(request: request, host: self)
        windows.append(window)
        setNeedsTurn()
        return window
    }

    func windowDidClose(_ window: GTKWindow) {
        accessibility.windowDidClose(window)
        windows.removeAll { $0 === window }
        if windows.isEmpty { stop() }
    }

    package func setNeedsTurn() {
        needsTurn = true
    }

    @discardableResult
    package func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> PlatformTimer {
        timers.schedule(at: time, action)
    }

    // MARK: Input

    /// Input goes to UIKit at once — unless input is held back, or held input is still
    /// waiting, in which case it queues behind it, so events never overtake each other.
    func deliver(_ input: PlatformInputEvent, to window: GTKWindow) {
        if isHoldingInput || !heldInput.isEmpty {
            heldInput.append((window, input))
        } else {
            window.dispatch(input)
        }
    }

    /// Runs `body` with input held back. What arrives meanwhile is delivered by the loop's
    /// next pass — after the event being handled now has finished, never inside it (a key
    /// that asked the clipboard must not see the keys typed after it handled first).
    func holdingInput<T>(_ body: () -> T) -> T {
        let wasHolding = isHoldingInput
        isHoldingInput = true
        let result = body()
        isHoldingInput = wasHolding
        if !wasHolding, !heldInput.isEmpty { setNeedsTurn() }
        return result
    }

    /// Delivers the input held back, oldest first.
    private func deliverHeldInput() {
        while !isHoldingInput, !heldInput.isEmpty {
            let (window, input) = heldInput.removeFirst()
            window.dispatch(input)
        }
    }

    // MARK: The loop

    /// Runs the GLib main loop until every window is closed or `stop()` is called.
    package func run() {
        precondition(Thread.isMainThread, "GTKHost.run() must run on the main thread (call it from main.swift)")
        stopRequested = false
        while !stopRequested {
            iterate()
        }
    }

    /// One pass of the loop: Foundation's queue, a turn if one is due, GLib's pending events
    /// (and frame-clock ticks), then a wait in GLib for the next event, timer or frame.
    package func iterate() {
        deliverHeldInput()
        _ = RunLoop.main.run(mode: MainRunLoopMode.current, before: Date())
        let now = currentTime
        if needsTurn || hasDueTimer(at: now) || frameIsDueWithoutClock(at: now) {
            turn(at: now)
        }
        updateFrameClock()
        while g_main_context_iteration(nil, 0) != 0 {}
        guard !stopRequested else { return }
        waitForEvents(atMost: sleepInterval(from: currentTime))
    }

    package func stop() {
        launchForwarding?.close()
        launchForwarding = nil
        stopRequested = true
        g_main_context_wakeup(nil)
    }

    /// One turn: fire due timers, tick animations, commit, present.
    func turn(at now: TimeInterval) {
        fireDueTimers(at: now)
        lastFrameTime = now
        FrameScheduler.tick(at: now)
        CATransaction.flush()
        for window in windows { window.presentFrame() }
        // What the turn itself changed (animations moving, timers firing) it has committed and
        // drawn; only changes after it need another.
        needsTurn = false
    }

    // MARK: Start-up measurement

    /// `SLATE_EXIT_AFTER_FIRST_FRAME=1`: the process ends as soon as every window it opened
    /// has its first frame on screen, for measuring start-up time (Benchmarks/Desktop and the
    /// peer suite) — with restored windows, the last of them. "On screen" is the end of the
    /// paint that drew it (the frame clock's after-paint, when GTK has rendered it), which is
    /// where the GTK4 twin in the peer suite stops too.
    private static let exitsAfterFirstFrame = ProcessInfo.processInfo.environment["SLATE_EXIT_AFTER_FIRST_FRAME"] == "1"

    /// Called as a paint has drawn a window's first frame (the frame clock's after-paint).
    func windowDrewFirstFrame() {
        guard Self.exitsAfterFirstFrame, windows.allSatisfy({ $0.drawnFrameCount > 0 }) else { return }
        FileHandle.standardError.write(Data("slate: first frame of \(windows.count) window(s) drawn\n".utf8))
        exit(0)
    }

    private func window(showing rootLayer: CALayer) -> GTKWindow? {
        windows.first { $0.rootLayer === rootLayer }
    }

    /// Frames GTK has drawn of the window showing `rootLayer`.
    package func drawnFrameCount(ofWindowShowing rootLayer: CALayer) -> Int {
        window(showing: rootLayer)?.drawnFrameCount ?? 0
    }

    /// The size, in points, of the window showing `rootLayer`.
    package func size(ofWindowShowing rootLayer: CALayer) -> CGSize? {
        window(showing: rootLayer)?.size
    }

    /// Asks the desktop to resize the window showing `rootLayer`.
    package func resizeWindow(showing rootLayer: CALayer, to size: CGSize) {
        window(showing: rootLayer)?.resize(to: size, origin: nil)
    }

    // MARK: The frame clock

    /// The window whose GDK frame clock paces animations while they run; GDK ticks it in step
    /// with the display (under Xvfb, at 60 Hz).
    private weak var clockWindow: GTKWindow?

    /// Starts the first window's frame clock when animations need frames, stops it when they
    /// no longer do.
    private func updateFrameClock() {
        let wanted = FrameScheduler.needsFrames ? windows.first : nil
        if clockWindow !== wanted {
            clockWindow?.isTicking = false
            clockWindow = wanted
        }
        wanted?.isTicking = true
    }

    /// A frame-clock tick: one turn at the current time. Returns whether to keep ticking.
    func frameClockDidTick() -> Bool {
        turn(at: currentTime)
        let keepTicking = FrameScheduler.needsFrames
        if !keepTicking { clockWindow = nil }
        return keepTicking
    }

    /// With no window to give a frame clock, animations are paced by time.
    private func frameIsDueWithoutClock(at now: TimeInterval) -> Bool {
        clockWindow == nil && FrameScheduler.needsFrames && windows.isEmpty && now >= lastFrameTime + FrameScheduler.frameInterval
    }

    private func hasDueTimer(at now: TimeInterval) -> Bool {
        timers.hasDueTimer(at: now)
    }

    private func sleepInterval(from now: TimeInterval) -> TimeInterval {
        var wake = now + Self.foundationPollInterval
        if let timer = timers.next { wake = min(wake, timer.fireTime) }
        if FrameScheduler.needsFrames, clockWindow == nil { wake = min(wake, lastFrameTime + FrameScheduler.frameInterval) }
        if needsTurn { wake = now }
        return max(0, wake - now)
    }

    /// Blocks in GLib until an event arrives or `interval` passes.
    private func waitForEvents(atMost interval: TimeInterval) {
        guard interval > 0 else { return }
        let milliseconds = guint(max(1, (interval * 1000).rounded(.up)))
        let source = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { _ in 0 }, nil, nil)
        g_main_context_iteration(nil, 1)
        if let found = g_main_context_find_source_by_id(nil, source) { g_source_destroy(found) }
    }

    private func fireDueTimers(at now: TimeInterval) {
        timers.fireDue(at: now)
    }
}
