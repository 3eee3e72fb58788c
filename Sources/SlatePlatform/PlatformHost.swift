import Foundation
import QuartzCore

/// The only door between Slate and the outside world.
///
/// UIKit never touches a window system, clock or event source directly: it asks its host.
/// Two hosts implement this protocol: `HeadlessHost` (virtual screens and a virtual clock,
/// for tests and CI) and the GTK host (real windows). The five steps of a frame are the same
/// under both; only input (in) and presentation (out) touch the host:
///
/// 1. in — the host delivers input (later issues add the event types);
/// 2. route and 3. react — UIKit and the app run on the main actor;
/// 4. commit — at the end of the run-loop turn the host calls `CATransaction.flush()` through
///    its windows' compositors: layout, display, damage;
/// 5. out — each window's compositor redraws its damage and the host presents the frame.
///
/// The types crossing this boundary are plain values and QuartzCore objects, never UIKit
/// classes, so hosts do not depend on UIKit's object model.
@MainActor
package protocol PlatformHost: AnyObject {
    /// Seconds on the host's monotonic clock; Core Animation reads the same clock
    /// (`CACurrentMediaTime()`). Virtual under the headless host.
    var currentTime: TimeInterval { get }

    /// The displays the host offers, the main one first.
    var screens: [PlatformScreen] { get }

    /// Opens a native window showing `rootLayer`'s tree.
    func openWindow(_ request: PlatformWindowRequest) -> PlatformWindow

    /// Asks for a run-loop turn soon: the host will flush the transaction and present frames.
    func setNeedsTurn()

    /// Runs `action` on the main actor once the host clock reaches `time` — for UIKit's own
    /// timers (animations, gesture timeouts, display links), which follow the host clock.
    @discardableResult
    func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> PlatformTimer

    /// The desktop's clipboard, shared with other applications (`UIPasteboard.general`).
    var clipboard: PlatformClipboard { get }

    /// The desktop's primary selection: the text last selected in any application, pasted
    /// with a middle click (X11's PRIMARY, Wayland's primary-selection protocol); nil where the
    /// desktop has none. iPadOS has no such thing; UIKit's text views offer their selection on
    /// it and paste it as GTK's own text widgets do.
    var primarySelection: PlatformClipboard? { get }

    /// Hands a drag that left every window of the application to the desktop, which moves it
    /// from then on; nil when the host cannot (the drag then stays within the app).
    func beginDrag(_ request: PlatformDragRequest) -> PlatformOutgoingDrag?

    /// Hands `url` to the desktop's handler for its scheme (a browser, a mail client); false
    /// when there is none.
    func open(_ url: URL) -> Bool

    /// Makes this instance the one that later launches of the app (`applicationIdentifier`)
    /// hand their URLs to, and calls `handler` with each launch's URLs. The GTK host listens
    /// through a `LaunchForwardingChannel`; the headless host calls it when a test launches
    /// the app again.
    func listenForLaunches(applicationIdentifier: String, handler: @escaping @MainActor ([URL]) -> Void)

    /// Holds the desktop's idle (dimming, blanking, locking the screen) off, or lets it run
    /// again (`UIApplication.isIdleTimerDisabled`); `reason` is what the desktop may show. A
    /// request that changes nothing is ignored.
    func setIdleInhibited(_ inhibited: Bool, reason: String)

    /// Offers the app to the desktop as a media player that takes commands, or withdraws it
    /// (`UIApplication.beginReceivingRemoteControlEvents()`): while offered, the desktop's media
    /// commands reach a window as `.remoteControl` input. The GTK host answers MPRIS on the
    /// session bus and turns media keys that reach its windows into commands; the headless
    /// host lets a test send them. A request that changes nothing is ignored.
    func setReceivesRemoteControlEvents(_ receives: Bool)

    /// Called when the system is low on memory (UIKit's memory warning); setting it starts
    /// the host listening. The GTK host watches the kernel's memory pressure; the headless
    /// host calls it when a test simulates pressure.
    var memoryPressureHandler: (@MainActor () -> Void)? { get set }

    /// Whether an assistive technology (a screen reader) is listening. UIKit keeps its windows'
    /// accessibility trees only while one is, so an application nobody reads aloud pays nothing.
    var isAssistiveTechnologyActive: Bool { get }
    /// Called when an assistive technology starts (true) or stops (false) listening.
    var assistiveTechnologyHandler: ((Bool) -> Void)? { get set }

    /// The desktop's appearance and accessibility settings now (dark style, text size, high
    /// contrast, reduced animations).
    var desktopSettings: PlatformDesktopSettings { get }

    /// Called with the new settings when the user changes one of `desktopSettings`; setting it
    /// starts the host listening. The GTK host watches GNOME's and GTK's settings; the headless
    /// host calls it when a test changes a setting.
    var desktopSettingsHandler: (@MainActor (PlatformDesktopSettings) -> Void)? { get set }

    /// Shows the desktop's file chooser for `request`; `completion` hears the answer on a later
    /// turn, never inside this call.
    func chooseFiles(_ request: PlatformFileChooserRequest, completion: @escaping PlatformFileChooserCompletion)

    /// Whether the desktop can print (`UIPrintInteractionController.isPrintingAvailable`).
    var isPrintingAvailable: Bool { get }

    /// Shows the desktop's print dialog for `job` (or sends it straight to `job.printerURL`);
    /// `completion` hears how it ended on a later turn, never inside this call.
    func print(_ job: PlatformPrintJob, completion: @escaping PlatformPrintCompletion)

    /// Closes the print dialog `print(_:completion:)` showed, as a cancel; nothing when none is.
    func dismissPrintDialog()

    /// Asks the printer at `url` (an IPP URL, or the desktop's queue name as its last path
    /// component) for its details; `completion` hears them, or nil when it cannot be reached,
    /// on a later turn, never inside this call.
    func contactPrinter(at url: URL, completion: @escaping PlatformPrinterContactCompletion)

    /// Runs the host's loop on the main thread — input, `RunLoop.main` (so `DispatchQueue.main`,
    /// main-actor tasks and `Timer`), UIKit's timers and frames — until `stop()`.
    func run()

    /// Makes `run()` return after the current pass.
    func stop()

    // MARK: Screens changing

    /// Called with `screens` after a display came or went, or one's size or scale changed (a
    /// monitor's scale set in the desktop's settings, `swaymsg output … scale 2`). The GTK host
    /// watches GDK's monitors; the headless host calls it when a test changes a screen.
    var screensHandler: (@MainActor ([PlatformScreen]) -> Void)? { get set }
}

/// The system clipboard: items, each holding its data in one or more representations keyed
/// by uniform type identifier ("public.utf8-plain-text", "public.png", …). Hosts translate
/// the identifiers to their own (MIME types under GTK).
@MainActor
package protocol PlatformClipboard: AnyObject {
    /// Changes whenever the contents change, by this application or another.
    var changeCount: Int { get }
    func readItems() -> [[String: Data]]
    func writeItems(_ items: [[String: Data]])
    /// Offers items whose data is produced only when someone pastes: each closure runs at most
    /// once, when its type is first asked for (by this application or another).
    func writeLazyItems(_ items: [[String: PlatformLazyData]])
}

/// Data made on demand, for a lazily offered clipboard type.
package typealias PlatformLazyData = @MainActor () -> Data?

/// A display.
package struct PlatformScreen: Hashable, Sendable {
    package var identifier: String
    /// Size in points, in the current orientation.
    package var size: CGSize
    /// Pixels per point.
    package var scale: CGFloat
    /// The display's refresh rate, in frames per second.
    package var refreshRate: Int

    package init(identifier: String, size: CGSize, scale: CGFloat, refreshRate: Int = 60) {
        self.identifier = identifier
        self.size = size
        self.scale = scale
        self.refreshRate = refreshRate
    }
}

/// What to open.
package struct PlatformWindowRequest {
    package var rootLayer: CALayer
    /// Size in points.
    package var size: CGSize
    /// The window's origin on its screen, in points (non-zero in the right half of a split).
    package var origin: CGPoint = .zero
    package var screen: PlatformScreen
    package var title: String = ""
    package var minimumSize: CGSize = .zero
    /// Whether the host draws its own title bar (see `PlatformWindow.showsTitlebar`).
    package var showsTitlebar = true
    /// Zero in a dimension: no limit.
    package var maximumSize: CGSize = .zero

    package init(rootLayer: CALayer, size: CGSize, screen: PlatformScreen) {
        self.rootLayer = rootLayer
        self.size = size
        self.screen = screen
    }
}

/// A native window: shows frames of one layer tree.
@MainActor
package protocol PlatformWindow: AnyObject {
    var rootLayer: CALayer { get }
    /// Size in points.
    var size: CGSize { get }
    var scale: CGFloat { get }
    var title: String { get set }
    /// The window's top-left on its screen, in points.
    var origin: CGPoint { get }
    /// Called when the host changes the window's size (a user resize, a multitasking change).
    var resizeHandler: ((CGSize) -> Void)? { get set }
    /// Called with each input event for the window, on the main actor.
    var inputHandler: ((PlatformInputEvent) -> Void)? { get set }
    /// Called with each event of a drag from the desktop over the window (another
    /// application's, or one of this application's own that went out and came back); answers
    /// with the operation a drop there would do.
    var dropHandler: ((PlatformDropEvent) -> PlatformDragOperation)? { get set }
    /// Called when the user asks to close the window (its close button, a window-manager
    /// shortcut). With a handler the window stays open until `close()`; without one the host
    /// closes it at once.
    var closeRequestHandler: (() -> Void)? { get set }
    /// Called when the window gains (true) or loses (false) the desktop's focus.
    var activationHandler: ((Bool) -> Void)? { get set }
    /// Called when the window is minimised (true) or restored from it (false).
    var minimizationHandler: ((Bool) -> Void)? { get set }
    /// The smallest size, in points, the user can resize the window to.
    var minimumSize: CGSize { get set }
    /// The largest size, in points, the user can resize the window to; zero in a dimension
    /// means no limit in it.
    var maximumSize: CGSize { get set }
    /// Where text is being edited, in window points, while a text input is first responder
    /// (the host places input-method candidate windows there); nil when none is.
    var textInputRect: CGRect? { get set }
    /// What the text being edited is, for the input method, while a text input is first
    /// responder; nil when none is.
    var textInputTraits: PlatformTextInputTraits? { get set }
    /// Builds the window's main menu each time the user opens it (the commands validated at
    /// that moment); nil: the window has no main menu.
    var mainMenuProvider: (() -> PlatformMenu)? { get set }
    /// Called with the `PlatformMenuCommand.id` the user chose from the menu last provided.
    var mainMenuHandler: ((Int) -> Void)? { get set }
    /// Whether the host draws its own title bar for the window, with the title and the main
    /// menu's button (GNOME's header bar); without one the window manager's frame, if any, stays.
    var showsTitlebar: Bool { get set }
    /// The pointer's look over the window, set as pointer effects come and go.
    var cursor: PlatformCursor { get set }
    /// The window's accessibility tree (its root stands for the window), set by UIKit while an
    /// assistive technology listens (`PlatformHost.isAssistiveTechnologyActive`); nil otherwise.
    var accessibilityTree: PlatformAccessibilityNode? { get set }
    /// Called when an assistive technology asks something of an element of the tree last set;
    /// answers whether it was done (false for an element that is gone or cannot).
    var accessibilityRequestHandler: ((PlatformAccessibilityNode.ID, PlatformAccessibilityRequest) -> Bool)? { get set }
    /// Tells the window's assistive technologies of something beyond a change of its tree.
    func postAccessibilityEvent(_ event: PlatformAccessibilityEvent)
    /// Asks the host for a new size and, optionally, position.
    func resize(to size: CGSize, origin: CGPoint?)
    /// Raises the window and gives it the desktop's focus.
    func present()
    /// Commits and presents a new frame if anything changed. Returns the damaged pixel
    /// rectangles (empty when nothing changed).
    @discardableResult
    func presentFrame() -> [CGRect]
    func close()

    // MARK: Scale changing

    /// Called with the new `scale` when the window's pixels per point change: it moved to a
    /// monitor of another scale, or its monitor's scale changed. The window's compositor has
    /// already taken the new pixel size, and its next frame redraws everything. A desktop
    /// window has its own scale (as a Mac Catalyst window takes its display's), which may
    /// differ from the main screen's.
    var scaleHandler: ((CGFloat) -> Void)? { get set }
}

/// The desktop pointer's look. iPadOS draws its own round pointer that morphs into controls;
/// on Linux the desktop's pointer stays, and pointer styles map onto its standard shapes.
package enum PlatformCursor: Equatable, Sendable {
    /// The desktop's arrow.
    case arrow
    /// The I-beam over horizontal text (a vertical beam shape).
    case text
    /// The beam over vertical text (a horizontal beam shape).
    case verticalText
    /// No pointer: it became a highlight or lifted view, or the style hides it.
    case hidden
}

/// A timer scheduled with `PlatformHost.schedule(at:_:)`.
@MainActor
package protocol PlatformTimer: AnyObject {
    func cancel()
    var isCancelled: Bool { get }
}
