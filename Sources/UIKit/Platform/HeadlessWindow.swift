import Foundation
import SlatePlatform

/// A window of the headless host: a compositor and its latest frame, in memory and
/// optionally written as PNG on every presented frame.
@MainActor
package final class HeadlessWindow: PlatformWindow {
    package let rootLayer: CALayer
    package private(set) var size: CGSize
    package private(set) var scale: CGFloat
    package var origin: CGPoint
    package var title: String
    package let screen: PlatformScreen
    package let compositor: Compositor
    /// Frames that changed pixels.
    package private(set) var presentedFrameCount = 0
    /// Called when the host resizes the window (a multitasking change), before the next frame.
    package var resizeHandler: ((CGSize) -> Void)?
    package var inputHandler: ((PlatformInputEvent) -> Void)?
    package var textInputRect: CGRect?
    package var textInputTraits: PlatformTextInputTraits?
    package var cursor: PlatformCursor = .arrow
    package var closeRequestHandler: (() -> Void)?
    package var dropHandler: ((PlatformDropEvent) -> PlatformDragOperation)?
    package var activationHandler: ((Bool) -> Void)?
    package var minimizationHandler: ((Bool) -> Void)?
    package var minimumSize: CGSize
    package var maximumSize: CGSize
    package var mainMenuProvider: (() -> PlatformMenu)?
    package var mainMenuHandler: ((Int) -> Void)?
    package var showsTitlebar: Bool
    package private(set) var isClosed = false
    /// The tree UIKit last set (while a screen reader listens).
    package var accessibilityTree: PlatformAccessibilityNode?
    package var accessibilityRequestHandler: ((PlatformAccessibilityNode.ID, PlatformAccessibilityRequest) -> Bool)?
    /// The events UIKit posted, oldest first, as a screen reader would hear them.
    package private(set) var accessibilityEvents: [PlatformAccessibilityEvent] = []

    package func postAccessibilityEvent(_ event: PlatformAccessibilityEvent) {
        accessibilityEvents.append(event)
    }

    /// A screen reader asks an element of the current tree something.
    @discardableResult
    package func requestAccessibility(_ request: PlatformAccessibilityRequest, of id: PlatformAccessibilityNode.ID) -> Bool {
        accessibilityRequestHandler?(id, request) ?? false
    }
    /// Whether the window is minimised (shown only in the desktop's task list).
    package private(set) var isMinimized = false

    /// Synthesized input: delivered at once, as a host delivers native events.
    package func deliver(_ event: PlatformInputEvent) {
        inputHandler?(event)
    }

    /// Opens the main menu as a user would (its commands validated now); nil when the window
    /// has none.
    package func openMainMenu() -> PlatformMenu? {
        mainMenuProvider?()
    }

    /// Chooses a command of the menu last opened, as a click on its row would.
    package func chooseMainMenuCommand(_ id: Int) {
        mainMenuHandler?(id)
    }

    private weak var host: HeadlessHost?

    init(request: PlatformWindowRequest, host: HeadlessHost) {
        rootLayer = request.rootLayer
        size = request.size
        scale = request.screen.scale
        origin = request.origin
        title = request.title
        minimumSize = request.minimumSize
        showsTitlebar = request.showsTitlebar
        maximumSize = request.maximumSize
        screen = request.screen
        self.host = host
        compositor = Compositor(rootLayer: request.rootLayer,
                                pixelWidth: Self.pixels(request.size.width, request.screen.scale),
                                pixelHeight: Self.pixels(request.size.height, request.screen.scale),
                                scale: request.screen.scale)
    }

    private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        max(1, Int((points * scale).rounded(.up)))
    }

    @discardableResult
    package func presentFrame() -> [CGRect] {
        let damage = compositor.renderFrame()
        guard !damage.isEmpty else { return damage }
        presentedFrameCount += 1
        if let directory = host?.frameDirectory {
            let name = String(format: "%@-frame-%05d.png", sanitizedTitle, presentedFrameCount)
            try? writePNG(to: directory.appendingPathComponent(name))
        }
        return damage
    }

    /// The latest frame.
    package var frame: CGImage { compositor.snapshot() }

    package func writePNG(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard let data = frame.pngData() else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        try data.write(to: url)
    }

    /// Changes the window's size (as a window manager or multitasking would) and notifies UIKit.
    package func resize(to newSize: CGSize, origin newOrigin: CGPoint? = nil) {
        size = newSize
        if let newOrigin { origin = newOrigin }
        compositor.resize(pixelWidth: Self.pixels(newSize.width, scale), pixelHeight: Self.pixels(newSize.height, scale), scale: scale)
        resizeHandler?(newSize)
        host?.setNeedsTurn()
    }

    package func close() {
        guard !isClosed else { return }
        isClosed = true
        host?.windowDidClose(self)
    }

    /// The user clicks the window's close button.
    package func requestClose() {
        if let closeRequestHandler { closeRequestHandler() } else { close() }
    }

    /// The window gains or loses the desktop's focus, without another window changing.
    package func setActive(_ isActive: Bool) {
        activationHandler?(isActive)
    }

    /// Raises the window and gives it the focus, which the focused window loses.
    package func present() {
        if isMinimized { setMinimized(false) }
        host?.raise(self)
        host?.focus(self)
    }

    /// The user minimises the window (it loses the focus) or restores it.
    package func setMinimized(_ minimized: Bool) {
        guard minimized != isMinimized, !isClosed else { return }
        isMinimized = minimized
        if minimized, host?.focusedWindow === self { host?.focus(nil) }
        minimizationHandler?(minimized)
    }

    /// The user drags the window's edge: the size stays within the window's limits, as a
    /// window manager keeps it.
    package func userResize(to requested: CGSize) {
        var size = CGSize(width: max(requested.width, minimumSize.width), height: max(requested.height, minimumSize.height))
        if maximumSize.width > 0 { size.width = min(size.width, maximumSize.width) }
        if maximumSize.height > 0 { size.height = min(size.height, maximumSize.height) }
        resize(to: size, origin: nil)
    }

    // MARK: Scale changing

    package var scaleHandler: ((CGFloat) -> Void)?

    /// The window's pixels per point change (it moved to a display of another scale, or its
    /// display's scale changed): the compositor takes the new pixel size, redraws everything
    /// on the next frame, and UIKit hears it. Nothing happens when the scale stays.
    package func setScale(_ newScale: CGFloat) {
        guard newScale != scale, newScale > 0, newScale.isFinite, !isClosed else { return }
        scale = newScale
        compositor.resize(pixelWidth: Self.pixels(size.width, newScale), pixelHeight: Self.pixels(size.height, newScale), scale: newScale)
        scaleHandler?(newScale)
        host?.setNeedsTurn()
    }

    private var sanitizedTitle: String {
        let cleaned = title.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return cleaned.isEmpty ? "window" : String(cleaned)
    }
}
