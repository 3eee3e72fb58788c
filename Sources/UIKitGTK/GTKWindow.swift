@_implementationOnly import CGtk
import CoreGraphics
import Foundation
import QuartzCore
import SlatePlatform

/// One native window: a `GtkWindow` whose drawing area turns GDK events into the host
/// boundary's input values, under the tiles that show the compositor's frames
/// (`GTKFrameTiles`).
@MainActor
final class GTKWindow: PlatformWindow {
    let rootLayer: CALayer
    private(set) var size: CGSize
    private(set) var scale: CGFloat
    /// Where the window is on the screen, as X11 reports it; zero where the desktop does not
    /// tell (Wayland).
    var origin: CGPoint {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        guard slate_surface_root_origin(surface, &x, &y) != 0 else { return .zero }
        let content = contentOffset
        return CGPoint(x: CGFloat(x) + content.x, y: CGFloat(y) + content.y)
    }

    /// Where the content (the drawing area) sits in the window's surface: below the header
    /// bar, inside the borders GTK draws around a client-decorated window.
    var contentOffset: CGPoint {
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
        var areaX = 0.0, areaY = 0.0
        _ = gtk_widget_translate_coordinates(area, window, 0, 0, &areaX, &areaY)
        return CGPoint(x: surfaceX + areaX, y: surfaceY + areaY)
    }

    /// How much larger the surface is than the content (the header bar and borders). UIKit's
    /// sizes are the content's; the window is asked for this much more.
    /// Measured from the allocation, so it follows the header bar as it shows and hides.
    private var chrome: CGSize {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)), gtk_widget_get_width(area) > 0 else { return .zero }
        return CGSize(width: max(0, CGFloat(gdk_surface_get_width(surface) - gtk_widget_get_width(area))),
                      height: max(0, CGFloat(gdk_surface_get_height(surface) - gtk_widget_get_height(area))))
    }

    /// The content size the window opened with, until the first allocation shows what the
    /// chrome takes from it.
    private var openingSize: CGSize?
    var resizeHandler: ((CGSize) -> Void)?
    var inputHandler: ((PlatformInputEvent) -> Void)?
    let compositor: Compositor
    private(set) var presentedFrameCount = 0

    let window: UnsafeMutablePointer<GtkWidget>
    let area: UnsafeMutablePointer<GtkWidget>
    /// What shows the compositor's frames, over the area.
    private let tiles: GTKFrameTiles
    private let imContext: UnsafeMutablePointer<GtkIMContext>
    private unowned let host: GTKHost
    private var keysDown: Set<UInt32> = []
    /// The key being filtered through the input method, whose own commit becomes a key press.
    private var filteringKey: (characters: String, swallowed: Bool)?
    private var isClosed = false
    /// Drags from the desktop over the window.
    private var dropSite: GTKDropSite?

    var title: String {
        didSet { gtk_window_set_title(gtkWindow, title.isEmpty ? "Slate" : title) }
    }

    var closeRequestHandler: (() -> Void)?
    var mainMenuProvider: (() -> PlatformMenu)?
    var mainMenuHandler: ((Int) -> Void)?
    /// The header bar and the main menu it opens.
    private lazy var mainMenu = GTKMainMenu(owner: self)
    var showsTitlebar: Bool {
        didSet { if showsTitlebar != oldValue { mainMenu.setShowsTitlebar(showsTitlebar) } }
    }
    var dropHandler: ((PlatformDropEvent) -> PlatformDragOperation)?
    var activationHandler: ((Bool) -> Void)?
    var minimizationHandler: ((Bool) -> Void)?
    /// Whether GDK last reported the window minimised.
    private var isMinimized = false

    /// GTK 4 has no maximum window size: the window manager is told through the X11 size
    /// hints where there are some, and a larger size it gives anyway is resized back.
    var maximumSize: CGSize = .zero {
        didSet { applyMaximumSize() }
    }

    /// GTK keeps a toplevel at least as large as its child's size request.
    var minimumSize: CGSize {
        didSet { gtk_widget_set_size_request(area, Int32(max(1, minimumSize.width)), Int32(max(1, minimumSize.height))) }
    }

    var textInputTraits: PlatformTextInputTraits? {
        didSet { if textInputTraits != oldValue { GTKInputMethodTraits.apply(textInputTraits ?? PlatformTextInputTraits(), to: imContext) } }
    }

    var textInputRect: CGRect? {
        didSet {
            guard let rect = textInputRect else { return }
            var area = GdkRectangle(x: Int32(rect.minX), y: Int32(rect.minY), width: Int32(max(1, rect.width)), height: Int32(max(1, rect.height)))
            gtk_im_context_set_cursor_location(imContext, &area)
        }
    }

    /// Names the window's elements on the accessibility bus (`ATSPIBridge`).
    let accessibilitySerial: Int
    private static var nextAccessibilitySerial = 1
    var accessibilityTree: PlatformAccessibilityNode? {
        didSet { host.accessibility.treeDidChange(in: self) }
    }
    var accessibilityRequestHandler: ((PlatformAccessibilityNode.ID, PlatformAccessibilityRequest) -> Bool)?
    func postAccessibilityEvent(_ event: PlatformAccessibilityEvent) {
        host.accessibility.post(event, in: self)
    }

    var isActive: Bool { !isClosed && gtk_window_is_active(gtkWindow) != 0 }

    var cursor: PlatformCursor = .arrow {
        didSet {
            guard cursor != oldValue else { return }
            let name: String = switch cursor {
            case .arrow: "default"
            case .text: "text"
            case .verticalText: "vertical-text"
            case .hidden: "none"
            }
            gtk_widget_set_cursor_from_name(area, name)
        }
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self) }

    init(request: PlatformWindowRequest, host: GTKHost) {
        self.host = host
        accessibilitySerial = Self.nextAccessibilitySerial
        Self.nextAccessibilitySerial += 1
        rootLayer = request.rootLayer
        size = request.size
        scale = request.screen.scale
        title = request.title
        minimumSize = request.minimumSize
        showsTitlebar = request.showsTitlebar
        openingSize = request.size
        compositor = Compositor(rootLayer: request.rootLayer, pixelWidth: Self.pixels(request.size.width, scale),
                                pixelHeight: Self.pixels(request.size.height, scale), scale: scale)
        window = gtk_window_new()
        area = gtk_drawing_area_new()
        tiles = GTKFrameTiles()
        imContext = UnsafeMutableRawPointer(gtk_im_multicontext_new()).assumingMemoryBound(to: GtkIMContext.self)

        gtk_window_set_title(gtkWindow, request.title.isEmpty ? "Slate" : request.title)
        gtk_window_set_default_size(gtkWindow, Int32(request.size.width), Int32(request.size.height))
        gtk_widget_set_size_request(area, Int32(max(1, request.minimumSize.width)), Int32(max(1, request.minimumSize.height)))
        gtk_widget_set_focusable(area, 1)
        // The tiles lie over the area, which takes the events and gives the window its size.
        let content = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(content), area)
        gtk_overlay_add_overlay(OpaquePointer(content), tiles.widget)
        gtk_overlay_set_clip_overlay(OpaquePointer(content), tiles.widget, 1)
        gtk_window_set_child(gtkWindow, content)
        mainMenu.setShowsTitlebar(request.showsTitlebar)
        connectSignals()
        dropSite = GTKDropSite(window: self)
        gtk_window_present(gtkWindow)
        gtk_widget_grab_focus(area)
        connectSurfaceSignals()
        maximumSize = request.maximumSize
    }

    /// `SLATE_GTK_TRACE=1` logs every GDK event the window receives.
    private static let tracesEvents = ProcessInfo.processInfo.environment["SLATE_GTK_TRACE"] == "1"

    private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        max(1, Int((points * scale).rounded(.up)))
    }

    // MARK: Frames

    @discardableResult
    func presentFrame() -> [CGRect] {
        guard !isClosed else { return [] }
        let damage = compositor.renderFrame()
        if !damage.isEmpty {
            presentedFrameCount += 1
            tiles.show(compositor.frameBuffer, scale: Int(scale), damage: damage)
            awaitsPaint = true
        }
        return damage
    }

    /// Whether tiles changed since GTK last painted the window.
    private var awaitsPaint = false

    /// The frame clock's paint has rendered the window: a changed frame is on screen.
    fileprivate func didPaint() {
        guard awaitsPaint else { return }
        awaitsPaint = false
        drawnFrameCount += 1
        if drawnFrameCount == 1 { host.windowDrewFirstFrame() }
    }

    /// Frames GTK has drawn on screen (each a paint after the compositor's frame changed).
    private(set) var drawnFrameCount = 0

    // MARK: The frame clock

    private var tickCallbackID: guint = 0

    /// Whether the window's GDK frame clock calls the host every frame (while animations run).
    var isTicking: Bool {
        get { tickCallbackID != 0 }
        set {
            guard newValue != isTicking, !isClosed else { return }
            if newValue {
                let tick: GLibSignals.TickHandler = { _, _, data in
                    guard let data else { return 0 }
                    let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
                    return MainActor.assumeIsolated {
                        // Returning false ends the callback: GTK forgets it, and so do we.
                        let keepTicking = window.host.frameClockDidTick()
                        if !keepTicking { window.tickCallbackID = 0 }
                        return keepTicking ? 1 : 0
                    }
                }
                tickCallbackID = gtk_widget_add_tick_callback(area, tick, Unmanaged.passUnretained(self).toOpaque(), nil)
            } else {
                gtk_widget_remove_tick_callback(area, tickCallbackID)
                tickCallbackID = 0
            }
        }
    }

    fileprivate func areaDidResize(width: Int32, height: Int32) {
        if let wanted = openingSize {
            // GTK sized the whole surface as asked: grow it by the chrome so that the content
            // has the size UIKit opened the window with.
            openingSize = nil
            if chrome != .zero { applyMaximumSize() }
            if chrome != .zero, CGSize(width: CGFloat(width), height: CGFloat(height)) != wanted {
                resize(to: wanted, origin: nil)
                return
            }
        }
        let limit = maximumSize
        if (limit.width > 0 && CGFloat(width) > limit.width) || (limit.height > 0 && CGFloat(height) > limit.height) {
            let clamped = CGSize(width: limit.width > 0 ? min(CGFloat(width), limit.width) : CGFloat(width),
                                 height: limit.height > 0 ? min(CGFloat(height), limit.height) : CGFloat(height))
            resize(to: clamped, origin: nil)
        }
        guard width > 0, height > 0 else { return }
        update(size: CGSize(width: CGFloat(width), height: CGFloat(height)), scale: currentScaleFactor)
    }

    // MARK: Scale changing

    /// Heard when the drawing area's scale factor changes (`scaleFactorDidChange`).
    var scaleHandler: ((CGFloat) -> Void)?

    /// GDK's scale factor for the drawing area: the monitor's integer scale (GTK 4.8 has no
    /// fractional scale; a monitor at 1.5 under Wayland gives 2, and the compositor scales
    /// the frame down).
    private var currentScaleFactor: CGFloat { CGFloat(max(1, gtk_widget_get_scale_factor(area))) }

    /// The drawing area's scale factor changed (the window moved to a monitor of another
    /// scale, or its monitor's scale changed), without waiting for a resize.
    fileprivate func scaleFactorDidChange() {
        guard !isClosed else { return }
        update(size: size, scale: currentScaleFactor)
    }

    /// Takes a new content size or scale: the compositor renders at the new pixel size, the
    /// next frame redraws everything, and UIKit hears what changed (scale first, so that the
    /// views re-render for the new scale in the same turn as any resize).
    private func update(size newSize: CGSize, scale newScale: CGFloat) {
        let scaleChanged = newScale != scale, sizeChanged = newSize != size
        guard scaleChanged || sizeChanged else { return }
        size = newSize
        scale = newScale
        compositor.resize(pixelWidth: Self.pixels(newSize.width, newScale), pixelHeight: Self.pixels(newSize.height, newScale), scale: newScale)
        if scaleChanged { scaleHandler?(newScale) }
        if sizeChanged { resizeHandler?(newSize) }
        host.setNeedsTurn()
    }

    // MARK: The native window

    func resize(to size: CGSize, origin: CGPoint?) {
        let outer = CGSize(width: size.width + chrome.width, height: size.height + chrome.height)
        gtk_window_set_default_size(gtkWindow, Int32(outer.width), Int32(outer.height))
        _ = slate_gtk_window_resize(gtkWindow, Int32(outer.width.rounded()), Int32(outer.height.rounded()))
    }

    func close() {
        guard !isClosed else { return }
        isTicking = false
        isClosed = true
        mainMenu.windowWillClose()
        if let surface = gtk_native_get_surface(OpaquePointer(window)) {
            g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(surface), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                                                 Unmanaged.passUnretained(self).toOpaque())
        }
        if let clock = gtk_widget_get_frame_clock(area) {
            g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(clock), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                                                 Unmanaged.passUnretained(self).toOpaque())
        }
        gtk_window_destroy(gtkWindow)
        host.windowDidClose(self)
    }

    /// Returns whether GTK should keep the window: UIKit closes it itself (`close()`) after
    /// disconnecting its scene.
    fileprivate func closeRequested() -> Bool {
        if let closeRequestHandler {
            closeRequestHandler()
            return true
        }
        isClosed = true
        host.windowDidClose(self)
        return false
    }

    fileprivate func activeStateChanged() {
        let isActive = gtk_window_is_active(gtkWindow) != 0
        activationHandler?(isActive)
        host.accessibility.windowActivationChanged(self, isActive: isActive)
    }

    func present() {
        gtk_window_present(gtkWindow)
    }

    /// Gives the keyboard focus back to the content.
    func focusContent() {
        guard !isClosed else { return }
        gtk_widget_grab_focus(area)
    }

    /// A main-menu command ran: its effects are drawn on the next turn.
    func menuCommandDidRun() {
        host.setNeedsTurn()
    }

    /// The toplevel surface's state changed: minimised, or restored from it.
    fileprivate func surfaceStateChanged() {
        guard !isClosed, let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
        let minimized = slate_toplevel_is_minimized(surface) != 0
        guard minimized != isMinimized else { return }
        isMinimized = minimized
        minimizationHandler?(minimized)
    }

    private func applyMaximumSize() {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
        // Zero stays zero (no limit); a limit covers the chrome as well as the content.
        let width = maximumSize.width > 0 ? maximumSize.width + chrome.width : 0
        let height = maximumSize.height > 0 ? maximumSize.height + chrome.height : 0
        _ = slate_surface_set_maximum_size(surface, Int32(width.rounded()), Int32(height.rounded()))
    }

    private func connectSurfaceSignals() {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
        let stateChanged: GLibSignals.NotifyHandler = { _, _, data in
            guard let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { window.surfaceStateChanged() }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(surface), "notify::state", stateChanged, Unmanaged.passUnretained(self).toOpaque())
    }

    // MARK: Input

    private func connectSignals() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Count the paints that show a new frame: from realization on, the area's frame clock
        // is the window's.
        let realized: GLibSignals.Handler = { area, data in
            guard let area, let data else { return }
            let painted: GLibSignals.Handler = { _, data in
                guard let data else { return }
                let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { window.didPaint() }
            }
            guard let clock = gtk_widget_get_frame_clock(area.assumingMemoryBound(to: GtkWidget.self)) else { return }
            GLibSignals.connect(UnsafeMutableRawPointer(clock), "after-paint", painted, data)
        }
        GLibSignals.connect(UnsafeMutableRawPointer(area), "realize", realized, me)

        let resize: GLibSignals.SizeHandler = { _, width, height, data in
            guard let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { window.areaDidResize(width: width, height: height) }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(area), "resize", resize, me)
        let scaleChanged: GLibSignals.NotifyHandler = { _, _, data in
            guard let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { window.scaleFactorDidChange() }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(area), "notify::scale-factor", scaleChanged, me)

        let closeRequest: GLibSignals.BoolHandler = { _, data in
            guard let data else { return 0 }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { window.closeRequested() ? 1 : 0 }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(window), "close-request", closeRequest, me)
        let activeChanged: GLibSignals.NotifyHandler = { _, _, data in
            guard let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { window.activeStateChanged() }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(window), "notify::is-active", activeChanged, me)

        let legacy = gtk_event_controller_legacy_new()!
        let event: GLibSignals.EventHandler = { _, event, data in
            guard let event, let data else { return 0 }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { window.handle(event) ? 1 : 0 }
        }
        GLibSignals.connect(legacy, "event", event, me)
        gtk_widget_add_controller(area, legacy)

        gtk_im_context_set_client_widget(imContext, area)
        let commit: GLibSignals.StringHandler = { _, text, data in
            guard let text, let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            let string = String(cString: text)
            MainActor.assumeIsolated { window.imeCommitted(string) }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(imContext), "commit", commit, me)
        let preedit: GLibSignals.Handler = { _, data in
            guard let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { window.preeditChanged() }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(imContext), "preedit-changed", preedit, me)
        let focusIn: GLibSignals.Handler = { _, data in
            guard let data else { return }
            let window = Unmanaged<GTKWindow>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { gtk_im_context_focus_in(window.imContext) }
        }
        let focus = gtk_event_controller_focus_new()!
        GLibSignals.connect(UnsafeMutableRawPointer(focus), "enter", focusIn, me)
        gtk_widget_add_controller(area, focus)
    }

    private func deliver(_ input: PlatformInputEvent) {
        host.deliver(input, to: self)
    }

    /// Sends input to UIKit (called by the host, which holds input back while it waits for
    /// the clipboard).
    func dispatch(_ input: PlatformInputEvent) {
        inputHandler?(input)
    }

    /// Where a GDK event happened, in the drawing area's points.
    /// Where the pointer was last seen over the drawing area.
    private var lastPointerLocation = CGPoint.zero

    private func location(of event: OpaquePointer) -> CGPoint {
        var x = Double.nan, y = Double.nan
        if gdk_event_get_position(event, &x, &y) == 0 || !x.isFinite || !y.isFinite {
            // GTK 4 on X11 gives a mouse wheel's clicks no position (NaN): ask the surface where
            // the seat's pointer is, or else use where it was last seen. (The logical pointer:
            // asking with the event's own device, a physical one, is an XI_BadDevice error,
            // which ends the process.)
            if let surface = gdk_event_get_surface(event), let display = gdk_surface_get_display(surface),
               let seat = gdk_display_get_default_seat(display), let pointer = gdk_seat_get_pointer(seat) {
                var state = GdkModifierType(0)
                gdk_surface_get_device_position(surface, pointer, &x, &y, &state)
            }
            guard x.isFinite, y.isFinite else { return lastPointerLocation }
        }
        var surfaceX = 0.0, surfaceY = 0.0
        if let native = gtk_widget_get_native(area) {
            gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
            let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
            var areaX = 0.0, areaY = 0.0
            if gtk_widget_translate_coordinates(nativeWidget, area, x - surfaceX, y - surfaceY, &areaX, &areaY) != 0 {
                lastPointerLocation = CGPoint(x: areaX, y: areaY)
                return lastPointerLocation
            }
        }
        lastPointerLocation = CGPoint(x: x, y: y)
        return lastPointerLocation
    }

    /// A pen's pressure and angles, when a tablet's pen made `event`.
    private func stylus(of event: OpaquePointer) -> PlatformStylus? {
        var pressure = 0.0, tiltX = 0.0, tiltY = 0.0
        guard slate_event_stylus(event, &pressure, &tiltX, &tiltY) != 0 else { return nil }
        return PlatformStylus(pressure: pressure, tiltX: tiltX * .pi / 180, tiltY: tiltY * .pi / 180)
    }

    private func modifiers(of event: OpaquePointer) -> PlatformModifiers {
        let state = gdk_event_get_modifier_state(event).rawValue
        var modifiers: PlatformModifiers = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.alt) }
        if state & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.super) }
        if state & GDK_LOCK_MASK.rawValue != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }

    private func handle(_ event: OpaquePointer) -> Bool {
        let time = host.currentTime
        let type = gdk_event_get_event_type(event)
        if Self.tracesEvents { FileHandle.standardError.write(Data("GTKWindow: event \(type.rawValue) at \(location(of: event))\n".utf8)) }
        switch type {
        case GDK_MOTION_NOTIFY:
            deliver(.pointer(PlatformPointerEvent(.moved, at: location(of: event), modifiers: modifiers(of: event), timestamp: time,
                                                  stylus: stylus(of: event))))
        case GDK_ENTER_NOTIFY:
            deliver(.pointer(PlatformPointerEvent(.entered, at: location(of: event), modifiers: modifiers(of: event), timestamp: time)))
        case GDK_LEAVE_NOTIFY:
            deliver(.pointer(PlatformPointerEvent(.exited, at: location(of: event), modifiers: modifiers(of: event), timestamp: time)))
        case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE:
            gtk_widget_grab_focus(area)
            let button = Int(gdk_button_event_get_button(event))
            // GDK numbers the secondary button 3 and the middle 2; UIKit's button masks say
            // primary 1, secondary 2, then the rest.
            let uiButton = button == 3 ? 2 : button == 2 ? 3 : button
            let kind: PlatformPointerEvent.Kind = type == GDK_BUTTON_PRESS ? .buttonDown(uiButton) : .buttonUp(uiButton)
            deliver(.pointer(PlatformPointerEvent(kind, at: location(of: event), modifiers: modifiers(of: event), timestamp: time,
                                                  stylus: stylus(of: event))))
        case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            let sequence = Int(bitPattern: UnsafeRawPointer(gdk_event_get_event_sequence(event)))
            let phase: PlatformTouchEvent.Phase = switch type {
            case GDK_TOUCH_BEGIN: .began
            case GDK_TOUCH_UPDATE: .moved
            case GDK_TOUCH_END: .ended
            default: .cancelled
            }
            deliver(.touch(PlatformTouchEvent(identifier: sequence, phase: phase, location: location(of: event), timestamp: time)))
        case GDK_SCROLL:
            handleScroll(event, time: time)
        case GDK_TOUCHPAD_PINCH:
            let phase: PlatformGesturePhase = switch gdk_touchpad_event_get_gesture_phase(event) {
            case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN: .began
            case GDK_TOUCHPAD_GESTURE_PHASE_UPDATE: .changed
            case GDK_TOUCHPAD_GESTURE_PHASE_END: .ended
            default: .cancelled
            }
            deliver(.transform(PlatformTransformEvent(location: location(of: event), scale: gdk_touchpad_event_get_pinch_scale(event),
                                                      rotation: gdk_touchpad_event_get_pinch_angle_delta(event), phase: phase, timestamp: time)))
        case GDK_KEY_PRESS, GDK_KEY_RELEASE:
            return handleKey(event, isDown: type == GDK_KEY_PRESS, time: time)
        default:
            return false
        }
        return true
    }

    /// Wheel clicks move 10 points each, as a UIKit wheel line does; trackpads scroll by
    /// their own deltas, with phases.
    private func handleScroll(_ event: OpaquePointer, time: TimeInterval) {
        let source = gdk_device_get_source(gdk_event_get_device(event))
        let isTrackpad = source == GDK_SOURCE_TOUCHPAD || source == GDK_SOURCE_TRACKPOINT
        var dx = 0.0, dy = 0.0
        switch gdk_scroll_event_get_direction(event) {
        case GDK_SCROLL_UP: dy = -1
        case GDK_SCROLL_DOWN: dy = 1
        case GDK_SCROLL_LEFT: dx = -1
        case GDK_SCROLL_RIGHT: dx = 1
        default: gdk_scroll_event_get_deltas(event, &dx, &dy)
        }
        let phase: PlatformGesturePhase = gdk_scroll_event_is_stop(event) != 0 ? .ended : .changed
        let factor = isTrackpad ? 1.0 : 10.0
        deliver(.scroll(PlatformScrollEvent(location: location(of: event), delta: CGVector(dx: dx * factor, dy: dy * factor),
                                            isContinuous: isTrackpad, phase: phase, modifiers: modifiers(of: event), timestamp: time)))
    }

    private func handleKey(_ event: OpaquePointer, isDown: Bool, time: TimeInterval) -> Bool {
        let keycode = gdk_key_event_get_keycode(event)
        let keyval = gdk_key_event_get_keyval(event)
        // F10 alone opens the main menu, as in every GNOME application (docs/porting.md).
        if keyval == guint(GDK_KEY_F10), modifiers(of: event).subtracting(.capsLock).isEmpty {
            if isDown, mainMenu.openFromKeyboard() { return true }
            if !isDown, mainMenuProvider != nil { return true }
        }
        // Media keys that reach the window (no desktop daemon took them) are media commands
        // for an app that asked for them.
        if host.receivesRemoteControlEvents, let command = Self.mediaCommand(keyval: keyval, isDown: isDown) {
            if isDown, keysDown.contains(keycode) { return true }
            if isDown { keysDown.insert(keycode) } else { keysDown.remove(keycode) }
            if let command { host.deliverRemoteControl(command) }
            return true
        }
        let characters = Self.text(ofKeyval: keyval)
        var isRepeat = false
        if isDown {
            isRepeat = keysDown.contains(keycode)
            keysDown.insert(keycode)
            // The input method sees the key first; a commit of the key's own text stays a
            // key press (so `pressesBegan` sees it), anything else arrives as text.
            filteringKey = (characters, false)
            let consumed = gtk_im_context_filter_keypress(imContext, event) != 0
            let swallowed = filteringKey?.swallowed ?? false
            filteringKey = nil
            if consumed && !swallowed { return true }
        } else {
            keysDown.remove(keycode)
            _ = gtk_im_context_filter_keypress(imContext, event)
        }
        var unmodified = characters
        var translated: guint = 0
        var group: Int32 = 0, level: Int32 = 0
        var consumedModifiers = GdkModifierType(rawValue: 0)
        if gdk_display_translate_key(gtk_widget_get_display(area), keycode, GdkModifierType(rawValue: 0),
                                     Int32(gdk_key_event_get_layout(event)), &translated, &group, &level, &consumedModifiers) != 0 {
            unmodified = Self.text(ofKeyval: translated)
        }
        deliver(.key(PlatformKeyEvent(isDown: isDown, hidUsage: LinuxKeyCodes.hidUsage(forHardwareKeycode: keycode),
                                      characters: characters, charactersIgnoringModifiers: unmodified, modifiers: modifiers(of: event),
                                      isKeypad: LinuxKeyCodes.isKeypad(hardwareKeycode: keycode), isRepeat: isRepeat, timestamp: time)))
        return true
    }

    /// The command a media key gives as it goes down or up: nil (outer) for another key; nil
    /// (inner) for the half of a press that gives none (seeking lasts while a key is held).
    private static func mediaCommand(keyval: guint, isDown: Bool) -> PlatformRemoteControlEvent.Command?? {
        switch Int32(keyval) {
        case GDK_KEY_AudioPlay: isDown ? .togglePlayPause : .some(nil)
        case GDK_KEY_AudioPause: isDown ? .pause : .some(nil)
        case GDK_KEY_AudioStop: isDown ? .stop : .some(nil)
        case GDK_KEY_AudioNext: isDown ? .nextTrack : .some(nil)
        case GDK_KEY_AudioPrev: isDown ? .previousTrack : .some(nil)
        case GDK_KEY_AudioForward: isDown ? .beginSeekingForward : .endSeekingForward
        case GDK_KEY_AudioRewind: isDown ? .beginSeekingBackward : .endSeekingBackward
        default: nil
        }
    }

    private static func text(ofKeyval keyval: guint) -> String {
        let scalar = gdk_keyval_to_unicode(keyval)
        guard scalar >= 0x20, scalar != 0x7F, let unicode = Unicode.Scalar(scalar) else {
            switch keyval {
            case guint(GDK_KEY_Return), guint(GDK_KEY_KP_Enter): return "\r"
            case guint(GDK_KEY_Tab): return "\t"
            case guint(GDK_KEY_BackSpace): return "\u{8}"
            case guint(GDK_KEY_Escape): return "\u{1B}"
            default: return ""
            }
        }
        return String(Character(unicode))
    }

    fileprivate func imeCommitted(_ text: String) {
        if let key = filteringKey, !key.swallowed, key.characters == text {
            filteringKey?.swallowed = true
            return
        }
        deliver(.text(.commit(text)))
    }

    fileprivate func preeditChanged() {
        var string: UnsafeMutablePointer<CChar>?
        var attributes: OpaquePointer?
        var cursor: Int32 = 0
        gtk_im_context_get_preedit_string(imContext, &string, &attributes, &cursor)
        let text = string.map { String(cString: $0) } ?? ""
        g_free(string)
        var styles: [PlatformPreeditStyle] = []
        if let attributes {
            styles = Self.preeditStyles(attributes, in: text)
            pango_attr_list_unref(attributes)
        }
        // GTK counts the caret in characters; UIKit in UTF-16 units.
        let caret = String(text.unicodeScalars.prefix(Int(cursor))).utf16.count
        deliver(.text(.preedit(text, caret: caret, styles: styles)))
    }

    /// The input method's underlines and colours, as UTF-16 ranges of the composed text.
    /// Pango's ranges count UTF-8 bytes.
    private static func preeditStyles(_ list: OpaquePointer, in text: String) -> [PlatformPreeditStyle] {
        let utf8 = Array(text.utf8)
        func utf16Offset(_ byte: guint) -> Int {
            String(decoding: utf8.prefix(min(Int(byte), utf8.count)), as: UTF8.self).utf16.count
        }
        func color(_ attribute: UnsafeMutablePointer<PangoAttribute>) -> [Double] {
            let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
            return [Double(color.red), Double(color.green), Double(color.blue)].map { $0 / 65535 } + [1]
        }
        var styles: [Range<Int>: PlatformPreeditStyle] = [:]
        var order: [Range<Int>] = []
        // The list and its attributes are copies the caller frees.
        let attributes = pango_attr_list_get_attributes(list)
        defer { g_slist_free_full(attributes) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        var node = attributes
        while let current = node {
            defer { node = current.pointee.next }
            guard let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) else { continue }
            let range = utf16Offset(attribute.pointee.start_index)..<utf16Offset(attribute.pointee.end_index)
            guard !range.isEmpty else { continue }
            var style = styles[range] ?? PlatformPreeditStyle(range: range)
            switch attribute.pointee.klass.pointee.type {
            case PANGO_ATTR_UNDERLINE:
                let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                switch PangoUnderline(rawValue: UInt32(bitPattern: value)) {
                case PANGO_UNDERLINE_SINGLE, PANGO_UNDERLINE_SINGLE_LINE: style.underline = .single
                case PANGO_UNDERLINE_DOUBLE, PANGO_UNDERLINE_DOUBLE_LINE: style.underline = .double
                case PANGO_UNDERLINE_LOW: style.underline = .low
                case PANGO_UNDERLINE_ERROR, PANGO_UNDERLINE_ERROR_LINE: style.underline = .error
                default: continue
                }
            case PANGO_ATTR_FOREGROUND: style.foreground = color(attribute)
            case PANGO_ATTR_BACKGROUND: style.background = color(attribute)
            default: continue
            }
            if styles[range] == nil { order.append(range) }
            styles[range] = style
        }
        return order.compactMap { styles[$0] }
    }
}
