import Foundation
import SlatePlatform
import Synchronization

/// A host without a display: virtual screens of any size and scale, a virtual clock that
/// moves only when told, and frames kept in memory or written as PNG.
///
/// ## Time
///
/// `currentTime` starts at 0 and changes only through `advance(by:)` (tests, tours) or, in
/// `runMainLoop`, by jumping straight to the next scheduled UIKit timer when nothing else is
/// pending. UIKit's own timing (Core Animation's clock, animations, gesture timeouts) follows
/// it, so the same script always gives the same frames.
///
/// Foundation's `Timer` and `DispatchQueue.main.asyncAfter` keep wall-clock time: they are
/// Foundation's, not UIKit's. They fire under `runMainLoop`, which services `RunLoop.main`.
///
/// ## Run loop
///
/// In an executable, `runMainLoop(until:)` runs on the real main thread and services
/// `RunLoop.main` each turn, which also drains `DispatchQueue.main` and `Task { @MainActor }`
/// work. Swift Testing on Linux has no main thread (main-actor tests run on a worker), so in
/// tests `turn()` is async: it suspends to let queued main-actor work run, then commits and
/// presents — one run-loop turn, deterministically.
@MainActor
package final class HeadlessHost: PlatformHost {
    package private(set) var screens: [PlatformScreen]
    package private(set) var windows: [HeadlessWindow] = []
    /// Where presented frames are written as PNG, if anywhere.
    package var frameDirectory: URL?

    private let clock = VirtualClock()
    private let timers = HostTimerQueue()
    private var needsTurn = false
    private var stopRequested = false
    package private(set) var turnCount = 0

    package init(screens: [PlatformScreen] = [HeadlessHost.iPadPro12_9Landscape]) {
        precondition(!screens.isEmpty, "HeadlessHost needs at least one screen")
        self.screens = screens
        install()
    }

    /// The 12.9-inch iPad Pro in landscape: 1366×1024 points at 2×.
    package static let iPadPro12_9Landscape = PlatformScreen(identifier: "iPad Pro 12.9\"", size: CGSize(width: 1366, height: 1024), scale: 2)

    /// Makes this host the one Core Animation and UIKit report to: its virtual clock drives
    /// `CACurrentMediaTime()`, and layer changes request its turns.
    package func install() {
        let clock = self.clock
        MediaClock.install { clock.now }
        CATransaction.turnRequestHandler = { [weak self] in self?.needsTurn = true }
        ScreenDefaults.mainScale = screens[0].scale
    }

    // MARK: PlatformHost

    package var currentTime: TimeInterval { clock.now }

    package func openWindow(_ request: PlatformWindowRequest) -> PlatformWindow {
        let window = HeadlessWindow(request: request, host: self)
        windows.append(window)
        needsTurn = true
        return window
    }

    package func setNeedsTurn() {
        needsTurn = true
    }

    package let clipboard: PlatformClipboard = HeadlessClipboard()
    /// A primary selection, as X11 and most Wayland desktops have.
    package let primarySelection: PlatformClipboard? = HeadlessClipboard()

    /// The desktop around the app: other applications, and drags that leave the app.
    package private(set) lazy var desktop = HeadlessDesktop(host: self)

    package func beginDrag(_ request: PlatformDragRequest) -> PlatformOutgoingDrag? {
        desktop.beginDrag(request)
    }

    package var memoryPressureHandler: (@MainActor () -> Void)?

    /// What `listenForLaunches` was given: a test's "second launch" calls it.
    package private(set) var launchHandler: (@MainActor ([URL]) -> Void)?

    package func listenForLaunches(applicationIdentifier: String, handler: @escaping @MainActor ([URL]) -> Void) {
        launchHandler = handler
    }

    /// Whether the app holds the desktop's idle off, and why (`setIdleInhibited`).
    package private(set) var isIdleInhibited = false
    package private(set) var idleInhibitionReason = ""

    package func setIdleInhibited(_ inhibited: Bool, reason: String) {
        isIdleInhibited = inhibited
        idleInhibitionReason = inhibited ? reason : ""
    }

    /// Whether the app is offered to the desktop as a media player (`setReceivesRemoteControlEvents`).
    package private(set) var receivesRemoteControlEvents = false

    package func setReceivesRemoteControlEvents(_ receives: Bool) {
        receivesRemoteControlEvents = receives
    }

    /// The system runs low on memory (a test's simulation): the app hears it as from a desktop.
    package func simulateMemoryPressure() {
        memoryPressureHandler?()
    }

    /// Whether a (test's) screen reader listens: see `attachAssistiveTechnology(_:)`.
    package private(set) var isAssistiveTechnologyActive = false
    package var assistiveTechnologyHandler: ((Bool) -> Void)?

    /// A screen reader starts (true) or stops (false) listening, as one would on a desktop.
    package func attachAssistiveTechnology(_ attached: Bool) {
        guard attached != isAssistiveTechnologyActive else { return }
        isAssistiveTechnologyActive = attached
        assistiveTechnologyHandler?(attached)
        needsTurn = true
    }

    /// The desktop's settings, as a test set them (light, the default text size, normal
    /// contrast, animations on unless it changed them).
    package private(set) var desktopSettings = PlatformDesktopSettings()

    package var desktopSettingsHandler: (@MainActor (PlatformDesktopSettings) -> Void)?

    /// The user changes desktop settings (a test's simulation): the app hears it as from a
    /// desktop, only when something changed.
    package func setDesktopSettings(_ settings: PlatformDesktopSettings) {
        guard settings != desktopSettings else { return }
        desktopSettings = settings
        desktopSettingsHandler?(settings)
    }

    /// The file choosers on show, oldest first (see `HeadlessFileChooserPrompt`).
    package internal(set) var openFileChooserPrompts: [HeadlessFileChooserPrompt] = []

    /// The print dialogs on show, oldest first (see `HeadlessPrintDialog`).
    package internal(set) var openPrintDialogs: [HeadlessPrintDialog] = []

    /// The virtual printer's output: every job printed, in order.
    package internal(set) var printedJobs: [PlatformPrintJob] = []

    /// The headless desktop's printers by queue name: the ones `UIPrinter.contactPrinter(_:)`
    /// reaches (tests add and take away others).
    package var printers: [String: PlatformPrinterDetails] = [HeadlessHost.virtualPrinterName: .virtualPrinter]

    /// What the app asked the desktop to open, in order (a test's view of `UIApplication.open`).
    package private(set) var openedURLs: [URL] = []

    /// The headless desktop opens every URL (by writing it down).
    package func open(_ url: URL) -> Bool {
        openedURLs.append(url)
        return true
    }

    @discardableResult
    package func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> PlatformTimer {
        timers.schedule(at: time, action)
    }

    func windowDidClose(_ window: HeadlessWindow) {
        windows.removeAll { $0 === window }
        focusHistory.removeAll { $0.object == nil || $0.object === window }
        if focusedWindow === window {
            focusedWindow = nil
            // The window manager hands the focus to the window focused before — as an event
            // of a later turn, never inside the close.
            needsRefocus = true
            needsTurn = true
        }
    }

    /// Set when the focused window closed: the next turn focuses the one focused before.
    private var needsRefocus = false

    private func refocusIfNeeded() {
        guard needsRefocus else { return }
        needsRefocus = false
        if focusedWindow == nil, let previous = focusHistory.last(where: { $0.object?.isMinimized == false })?.object { focus(previous) }
    }

    // MARK: Stacking and focus

    /// Puts `window` above the others (the last of `windows` is the topmost).
    package func raise(_ window: HeadlessWindow) {
        guard let index = windows.firstIndex(where: { $0 === window }), index != windows.count - 1 else { return }
        windows.append(windows.remove(at: index))
    }

    /// The window with the desktop's focus, as a window manager gives it: to a window
    /// presented, and on closing it back to the window focused before.
    package private(set) weak var focusedWindow: HeadlessWindow?
    private var focusHistory: [WeakReference<HeadlessWindow>] = []

    /// Moves the focus to `window` (nil: to no window of the app), telling the window that
    /// loses it first.
    package func focus(_ window: HeadlessWindow?) {
        guard focusedWindow !== window else { return }
        let previous = focusedWindow
        focusedWindow = window
        if let window {
            focusHistory.removeAll { $0.object == nil || $0.object === window }
            focusHistory.append(WeakReference(window))
        }
        previous?.activationHandler?(false)
        window?.activationHandler?(true)
    }

    // MARK: Screens

    package var screensHandler: (@MainActor ([PlatformScreen]) -> Void)?

    /// Replaces a screen's size (rotation) or scale. UIKit hears the new screens, then each
    /// window on the screen takes a new scale, as a desktop's windows do when their monitor's
    /// scale changes.
    package func setScreen(_ screen: PlatformScreen, at index: Int = 0) {
        let previous = screens[index]
        guard screen != previous else { return }
        screens[index] = screen
        screensHandler?(screens)
        for window in windows where window.screen.identifier == previous.identifier { window.setScale(screen.scale) }
    }

    /// Adds a screen, as plugging in a monitor does: UIKit hears the new list.
    package func connectScreen(_ screen: PlatformScreen) {
        precondition(!screens.contains { $0.identifier == screen.identifier }, "a screen named \(screen.identifier) is already connected")
        screens.append(screen)
        screensHandler?(screens)
    }

    /// Removes a screen other than the first, as unplugging a monitor does.
    package func disconnectScreen(identifier: String) {
        guard let index = screens.firstIndex(where: { $0.identifier == identifier }), index > 0 else { return }
        screens.remove(at: index)
        screensHandler?(screens)
    }

    // MARK: Turns

    /// One run-loop turn without suspending: fire due timers, commit, present every window.
    package func turnSynchronously() {
        refocusIfNeeded()
        fireDueTimers()
        needsTurn = false
        turnCount += 1
        FrameScheduler.tick(at: clock.now)
        CATransaction.flush()
        if presentsFrames { for window in windows { window.presentFrame() } }
        // Item providers' completion handlers started this turn have run when it ends, so that
        // a test sees their effects after the turn, every run alike.
        ItemProviderLoading.waitForDeliveries()
        // Likewise documents' reads and writes: their completions run on the next turn.
        DocumentFileAccess.waitForPendingAccess()
    }

    /// Whether turns composite and present frames (the fuzzer turns it off between the
    /// frames it looks at: layout and drawing still run in every commit; the compositor
    /// catches up with all the damage at the next frame presented).
    package var presentsFrames = true

    /// One run-loop turn: first lets main-actor work queued so far run (`DispatchQueue.main`
    /// blocks, `Task { @MainActor }` jobs), then fires due timers, commits and presents.
    package func turn() async {
        await Self.drainMainQueue()
        turnSynchronously()
    }

    /// Moves the virtual clock forward by `interval`, firing each timer at its own time in
    /// order and presenting a turn after each — and, while animations run or display links
    /// wait, a frame every sixtieth of a second.
    package func advance(by interval: TimeInterval) {
        let target = clock.now + max(0, interval)
        while true {
            let timer = nextTimer()?.fireTime ?? .infinity
            let frame = FrameScheduler.needsFrames ? lastFrameTime + FrameScheduler.frameInterval : .infinity
            let next = min(timer, frame)
            guard next <= target else { break }
            clock.now = max(clock.now, next)
            if frame <= timer { lastFrameTime = clock.now }
            turnSynchronously()
        }
        clock.now = target
        lastFrameTime = clock.now
        turnSynchronously()
    }

    /// When the last frame was produced, for the 60 Hz frame clock.
    private var lastFrameTime: TimeInterval = 0

    /// Runs on the real main thread, servicing `RunLoop.main` (and through it
    /// `DispatchQueue.main`, main-actor tasks and Foundation timers) and performing a turn
    /// whenever something asked for one, until `done` returns true or `stop()` is called.
    ///
    /// When nothing is pending, the virtual clock jumps to the next UIKit timer, so animations
    /// and timeouts complete without waiting. With no UIKit timer either, the loop sleeps in
    /// `RunLoop.main` until Foundation work arrives (a timer, `asyncAfter`, a dispatch).
    package func runMainLoop(until done: () -> Bool = { false }) {
        precondition(Thread.isMainThread, "HeadlessHost.runMainLoop must run on the main thread (call it from main.swift)")
        stopRequested = false
        while !done() && !stopRequested {
            _ = RunLoop.main.run(mode: MainRunLoopMode.current, before: Date())
            if needsTurn || hasDueTimer {
                turnSynchronously()
                continue
            }
            if FrameScheduler.needsFrames {
                clock.now = max(clock.now, lastFrameTime + FrameScheduler.frameInterval)
                lastFrameTime = clock.now
                turnSynchronously()
                continue
            }
            if let next = nextTimer() {
                clock.now = max(clock.now, next.fireTime)
                turnSynchronously()
                continue
            }
            let mode = MainRunLoopMode.current
            let nextFoundationTimer = RunLoop.main.limitDate(forMode: mode) ?? .distantFuture
            _ = RunLoop.main.run(mode: mode, before: min(nextFoundationTimer, Date(timeIntervalSinceNow: 0.05)))
        }
    }

    /// `UIApplicationMain` without a display: runs until the app's last scene closes — or,
    /// with `SLATE_EXIT_AFTER_FIRST_FRAME=1`, until its first frame (see `FirstFrameExit`).
    package func run() {
        if let request = FirstFrameExit(environment: ProcessInfo.processInfo.environment) {
            runUntilFirstFrame(request)
        }
        runMainLoop()
    }

    /// Runs until every window has presented a frame and the app has nothing more pending
    /// (virtual time, at most two seconds of it after that frame), writes the report and the
    /// PNGs `request` asks for, and exits: 0 once drawn, 2 when no window drew within the
    /// request's real-time limit.
    private func runUntilFirstFrame(_ request: FirstFrameExit) -> Never {
        let start = Date()
        var firstDrawnAt: TimeInterval?
        runMainLoop {
            let drawn = !windows.isEmpty && windows.allSatisfy { $0.presentedFrameCount > 0 }
            if drawn {
                let drawnAt = firstDrawnAt ?? clock.now
                firstDrawnAt = drawnAt
                let idle = !needsTurn && !hasDueTimer && !FrameScheduler.needsFrames
                if idle || clock.now - drawnAt >= 2 { return true }
            }
            return Date().timeIntervalSince(start) > request.timeLimit
        }
        guard firstDrawnAt != nil else {
            FileHandle.standardError.write(Data("slate: no window drew a frame within \(Int(request.timeLimit)) s (windows opened: \(windows.count))\n".utf8))
            exit(2)
        }
        request.report(windows: windows)
        exit(0)
    }

    package func stop() {
        stopRequested = true
    }

    // MARK: Timers

    private var hasDueTimer: Bool { timers.hasDueTimer(at: clock.now) }

    private func nextTimer() -> HostTimer? { timers.next }

    private func fireDueTimers() { timers.fireDue(at: clock.now) }

    /// Suspends until every main-actor job enqueued before the call has run.
    private static func drainMainQueue() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}


/// The headless host's clock, readable from any thread (Core Animation's clock is).
final class VirtualClock: Sendable {
    private let value = Mutex<TimeInterval>(0)

    var now: TimeInterval {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
