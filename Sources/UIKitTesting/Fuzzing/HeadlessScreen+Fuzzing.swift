import Foundation
import UIKit

/// Performing fuzz events: each goes through the same synthesized input as a test's taps and
/// keys, so a replayed event is exactly the input a person would make.
extension HeadlessScreen {
    /// The app's windows that a native window shows, in the order they opened.
    public var appWindows: [UIWindow] { UIWindow.allVisible.filter { isShowing($0) } }

    /// Performs `event` as the user would.
    public func perform(_ event: FuzzEvent) {
        switch event {
        case .tap(let point, let count):
            tap(at: point, count: max(1, min(count, 4)))
        case .longPress(let point, let duration):
            longPress(at: point, duration: max(0, duration))
        case .drag(let start, let end, let steps, let duration):
            drag(from: start, to: end, steps: max(1, min(steps, 120)), duration: max(0, duration))
        case .pinch(let center, let start, let end, let rotation):
            pinch(center: center, from: start, to: end, rotation: rotation)
        case .movePointer(let point):
            movePointer(to: point)
            advance(by: Self.inputStep)
        case .movePointerOutside:
            movePointerOutside()
            advance(by: Self.inputStep)
        case .click(let point, let button, let count, let modifiers):
            click(at: point, button: button, count: max(1, min(count, 4)), modifiers: modifiers)
        case .pointerDrag(let start, let end, let button):
            pointerDown(at: start, button: button)
            for step in 1...8 {
                advance(by: Self.inputStep)
                let t = CGFloat(step) / 8
                movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
            pointerUp(at: end, button: button)
            advance(by: Self.inputStep)
        case .scrollWheel(let point, let delta, let clicks):
            scrollWheel(at: point, by: delta, clicks: max(1, min(clicks, 20)))
            advance(by: Self.inputStep)
        case .trackpadScroll(let point, let delta, let frames):
            trackpadScroll(at: point, deltas: Array(repeating: delta, count: max(1, min(frames, 240))))
        case .trackpadTransform(let point, let scale, let rotation):
            let steps = 8
            trackpadTransform(at: point, scales: (1...steps).map { 1 + (scale - 1) * CGFloat($0) / CGFloat(steps) },
                              rotations: (1...steps).map { rotation * CGFloat($0) / CGFloat(steps) })
        case .press(let key, let characters, let modifiers):
            press(key, characters: characters, modifiers: modifiers)
            advance(by: Self.inputStep)
        case .type(let text):
            type(text)
            advance(by: Self.inputStep)
        case .commitText(let text):
            commitText(text.string)
            advance(by: Self.inputStep)
        case .composeText(let text):
            composeText(text)
            advance(by: Self.inputStep)
        case .paste(let text):
            clipboardItems = [["public.utf8-plain-text": Data(text.utf8)]]
            press(.keyboardV, characters: "v", modifiers: .command)
            advance(by: Self.inputStep)
        case .dragFromOtherApp(let mimeType, let data, let end, let delay, let drops):
            // One drag at a time on a desktop: none starts while the app's own is out there.
            guard !isDesktopDragInProgress else { return advance(by: Self.inputStep) }
            let start = CGPoint(x: size.width - 1, y: end.y)
            fuzzPeer.beginDrag(items: [[mimeType: Data(data.utf8)]], delays: [mimeType: max(0, min(delay, 60))], at: start)
            for step in 1...8 {
                advance(by: Self.inputStep)
                let t = CGFloat(step) / 8
                movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: end.y))
            }
            if drops { pointerUp(at: end) } else { press(.keyboardEscape) }
            advance(by: Self.inputStep)
        case .chooseMenuItem(let path):
            if let window = appWindows.first(where: isFocused) ?? appWindows.first {
                _ = chooseMainMenuItem(path, in: window)
            }
            advance(by: Self.inputStep)
        case .resizeWindows(let size):
            for window in appWindows { dragWindowEdge(of: window, toSize: size) }
            advance(by: Self.inputStep)
        case .setAppearance(let style):
            userInterfaceStyle = style
            advance(by: Self.inputStep)
        case .setTextSize(let category):
            preferredContentSizeCategory = category
            advance(by: Self.inputStep)
        case .openWindow:
            if let application = UIApplication.sharedInstanceIfCreated, application.supportsMultipleScenes {
                application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            }
            advance(by: Self.inputStep)
        case .closeWindow(let index):
            let windows = appWindows
            if windows.indices.contains(index) { clickCloseButton(of: windows[index]) }
            advance(by: Self.inputStep)
        case .focusWindow(let index):
            let windows = appWindows
            if windows.indices.contains(index) { setFocused(true, window: windows[index]) }
            advance(by: Self.inputStep)
        case .wait(let seconds):
            advance(by: max(0, min(seconds, 60)))
        }
    }

    /// The other application on the fuzzer's desktop: its window fills the screen's trailing
    /// third, under the app's windows, so drags leaving a narrowed window land there, and the
    /// drags it starts come into the app. It reads text, links and PNG images.
    var fuzzPeer: PeerApplication {
        if let peer = desktop.peers.first(where: { $0.name == Self.fuzzPeerName }) { return PeerApplication(peer: peer) }
        return addPeerApplication(named: Self.fuzzPeerName,
                                  frame: CGRect(x: (size.width * 2 / 3).rounded(), y: 0, width: (size.width / 3).rounded(), height: size.height),
                                  accepting: ["text/plain;charset=utf-8", "text/uri-list", "image/png"])
    }

    private static let fuzzPeerName = "Other App"

    /// Performs each event in order.
    public func perform(_ events: [FuzzEvent]) {
        for event in events { perform(event) }
    }
}
