import Foundation
import SlatePlatform
import UIKit

/// Another application on a headless screen's desktop, for testing drags that leave the app
/// or come from elsewhere: a window that takes drops of some MIME types and records what it
/// read, and a source of drags into the app.
///
/// ```swift
/// let editor = screen.addPeerApplication(frame: CGRect(x: 900, y: 0, width: 400, height: 600),
///                                        accepting: ["text/plain;charset=utf-8"])
/// screen.pointerDown(at: square); screen.movePointer(to: CGPoint(x: 1100, y: 300))
/// screen.pointerUp(at: CGPoint(x: 1100, y: 300))
/// #expect(editor.received.first?.data == Data("Plum".utf8))
/// ```
///
/// What it sees is what the GTK host gives a real application: the first item's types as
/// MIME types, data made only when it reads it.
@MainActor
public final class PeerApplication {
    let peer: HeadlessPeerApp

    init(peer: HeadlessPeerApp) {
        self.peer = peer
    }

    /// Its window, in screen points.
    public var frame: CGRect {
        get { peer.frame }
        set { peer.frame = newValue }
    }

    /// The MIME types it reads from a drop, preferred first.
    public var acceptedMIMETypes: [String] {
        get { peer.acceptedMIMETypes }
        set { peer.acceptedMIMETypes = newValue }
    }

    /// What drops gave it, in order: the MIME type it read and the bytes.
    public var received: [(mime: String, data: Data)] { peer.received }

    /// How the app ended each of its drags: `"copy"`, `"move"` or `"none"` (refused).
    public var dragOutcomes: [String] {
        peer.dragOutcomes.map { switch $0 { case .copy: "copy"; case .move: "move"; case .none: "none" } }
    }

    /// Starts dragging `items` — each MIME type → bytes — from `point` on the screen; the
    /// pointer (`movePointer`, `pointerUp`) moves and drops it. A MIME type in `delays` is read
    /// that many seconds of the virtual clock after the app asks for it.
    public func beginDrag(items: [[String: Data]], delays: [String: TimeInterval] = [:], at point: CGPoint) {
        peer.beginDrag(items: items, delays: delays, at: point)
    }
}

extension HeadlessScreen {
    /// Another application showing a window at `frame` (screen points) that takes drops of
    /// `mimeTypes`.
    public func addPeerApplication(named name: String = "peer", frame: CGRect, accepting mimeTypes: [String]) -> PeerApplication {
        PeerApplication(peer: desktop.addPeer(named: name, frame: frame, accepting: mimeTypes))
    }

    /// Whether a drag is in the desktop's hands: it left the app's windows, or another
    /// application started it.
    public var isDesktopDragInProgress: Bool { desktop.isDragging }
}
