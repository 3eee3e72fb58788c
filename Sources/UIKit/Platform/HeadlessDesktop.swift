import Foundation
import SlatePlatform

/// The desktop around a headless application: where its drags go once they leave its
/// windows, and other applications ("peers") to drop on and to drag from — what a test needs
/// to check what a real desktop would see, deterministically.
///
/// A drag handed to the desktop follows `movePointer(to:)` and ends at `release(at:)`
/// (`HeadlessScreen` routes the pointer here while one is in progress): over one of the app's
/// windows it arrives as drop events, over a peer the peer reads the type it prefers — only
/// then is the data made — and over nothing it is cancelled.
@MainActor
package final class HeadlessDesktop {
    private unowned let host: HeadlessHost
    package private(set) var peers: [HeadlessPeerApp] = []
    /// The drag the desktop is moving.
    private var drag: HeadlessDesktopDrag?
    /// Drags the app handed over, in order (the last is the latest).
    package private(set) var outgoingDrags: [HeadlessOutgoingDrag] = []

    init(host: HeadlessHost) {
        self.host = host
    }

    /// Whether a drag is in the desktop's hands (the pointer moves it).
    package var isDragging: Bool { drag != nil }

    /// Another application, showing a window at `frame` (screen points) that takes drops of
    /// `mimeTypes` — the first it finds offered, in this order.
    @discardableResult
    package func addPeer(named name: String, frame: CGRect, accepting mimeTypes: [String]) -> HeadlessPeerApp {
        let peer = HeadlessPeerApp(name: name, frame: frame, accepting: mimeTypes, desktop: self)
        peers.append(peer)
        return peer
    }

    // MARK: Drags from the app

    func beginDrag(_ request: PlatformDragRequest) -> PlatformOutgoingDrag? {
        guard drag == nil, request.window is HeadlessWindow else { return nil }
        let outgoing = HeadlessOutgoingDrag(request: request)
        outgoingDrags.append(outgoing)
        drag = HeadlessDesktopDrag(source: .app(outgoing), incoming: HeadlessIncomingDrag(outgoing: outgoing, host: host))
        return outgoing
    }

    /// A peer starts dragging `items` (MIME type → bytes) from `point` on the screen.
    func beginDrag(from peer: HeadlessPeerApp, items: [[String: Data]], delays: [String: TimeInterval], at point: CGPoint) {
        precondition(drag == nil, "HeadlessPeerApp.beginDrag: a drag is already in progress")
        let incoming = HeadlessIncomingDrag(peer: peer, items: items, delays: delays, host: host)
        drag = HeadlessDesktopDrag(source: .peer(peer), incoming: incoming)
        movePointer(to: point)
    }

    // MARK: Moving

    private func place(at point: CGPoint) -> HeadlessDesktopPlace? {
        if let window = host.windows.last(where: { !$0.isMinimized && CGRect(origin: $0.origin, size: $0.size).contains(point) }) {
            return .window(window)
        }
        if let peer = peers.last(where: { $0.frame.contains(point) }) { return .peer(peer) }
        return nil
    }

    package func movePointer(to point: CGPoint) {
        guard let drag else { return }
        let now = place(at: point)
        if now != drag.over {
            if case .window(let window)? = drag.over { _ = window.dropHandler?(.exited) }
            drag.over = now
            if case .window(let window)? = now { _ = window.dropHandler?(.entered(drag.incoming, at: local(point, in: window))) }
        } else if case .window(let window)? = now {
            _ = window.dropHandler?(.moved(to: local(point, in: window)))
        }
    }

    /// The pointer's button comes up: the drag drops where it is.
    package func release(at point: CGPoint) {
        movePointer(to: point)
        guard let drag else { return }
        self.drag = nil
        switch drag.over {
        case .window(let window)?:
            let operation = window.dropHandler?(.dropped(at: local(point, in: window))) ?? .none
            // A window that refuses never finishes the drop itself.
            if operation == .none { drag.incoming.finish(.none) }
        case .peer(let peer)?:
            guard case .app(let outgoing) = drag.source, let mime = peer.accepts(drag.incoming) else {
                drag.incoming.finish(.none)
                return
            }
            peer.receive(mime: mime, from: outgoing)
        case nil:
            if case .app(let outgoing) = drag.source { outgoing.end(.cancelled(overNothing: true)) }
        }
    }

    /// The user presses Escape: the drag is cancelled wherever it is.
    package func cancelDrag() {
        guard let drag else { return }
        self.drag = nil
        if case .window(let window)? = drag.over { _ = window.dropHandler?(.exited) }
        if case .app(let outgoing) = drag.source { outgoing.end(.cancelled(overNothing: false)) }
    }

    private func local(_ point: CGPoint, in window: HeadlessWindow) -> CGPoint {
        CGPoint(x: point.x - window.origin.x, y: point.y - window.origin.y)
    }
}

/// A drag the desktop is moving.
@MainActor
private final class HeadlessDesktopDrag {
    enum Source {
        case app(HeadlessOutgoingDrag)
        case peer(HeadlessPeerApp)
    }

    let source: Source
    let incoming: HeadlessIncomingDrag
    /// What the pointer is over.
    var over: HeadlessDesktopPlace?

    init(source: Source, incoming: HeadlessIncomingDrag) {
        self.source = source
        self.incoming = incoming
    }
}

/// What is under a point of the screen during a desktop drag.
private enum HeadlessDesktopPlace: Equatable {
    /// A window of the app (the topmost there).
    case window(HeadlessWindow)
    case peer(HeadlessPeerApp)

    static func == (a: HeadlessDesktopPlace, b: HeadlessDesktopPlace) -> Bool {
        switch (a, b) {
        case let (.window(x), .window(y)): x === y
        case let (.peer(x), .peer(y)): x === y
        default: false
        }
    }
}
