import Foundation
import QuartzCore

// Drags that cross the application's edge. Within the app UIKit moves drags itself; a drag
// that leaves every window of the app is handed to the host, which hands it to the desktop
// (GDK under GTK, a scripted desktop under the headless host). Drags from other applications
// arrive the other way, as drop events on a window.

/// Data made only when a drop target reads it; `completion` runs once, on the main actor,
/// with nil when the data cannot be made.
package typealias PlatformDeferredData = @MainActor (_ completion: @escaping @MainActor (Data?) -> Void) -> Void

/// One type an outgoing item offers, with its data made on demand.
package struct PlatformDragRepresentation {
    /// A uniform type identifier ("public.utf8-plain-text"); hosts translate it (MIME types).
    package var type: String
    package var data: PlatformDeferredData

    package init(type: String, data: @escaping PlatformDeferredData) {
        self.type = type
        self.data = data
    }
}

/// What a drop does with the data, as the desktop knows it.
package enum PlatformDragOperation: Sendable, Equatable {
    case none, copy, move
}

/// A drag the application hands to the desktop when it leaves the app's windows.
package struct PlatformDragRequest {
    /// Each item's types, in the order the app prefers them.
    package var items: [[PlatformDragRepresentation]]
    /// The window the drag left, and where the pointer was in it (points).
    package var window: PlatformWindow
    package var location: CGPoint
    package var allowsMove: Bool
    /// What the pointer carries, at the window's scale, and where the pointer is on it (points).
    package var image: CGImage?
    package var hotSpot: CGPoint

    package init(items: [[PlatformDragRepresentation]], window: PlatformWindow, location: CGPoint, allowsMove: Bool,
                 image: CGImage? = nil, hotSpot: CGPoint = .zero) {
        self.items = items
        self.window = window
        self.location = location
        self.allowsMove = allowsMove
        self.image = image
        self.hotSpot = hotSpot
    }
}

/// How a drag handed to the desktop ended.
package enum PlatformDragOutcome: Sendable, Equatable {
    /// A target took it (another application, or one of this one's windows).
    case dropped(PlatformDragOperation)
    /// Nothing took it; `overNothing` when it was released where no window accepts drops
    /// (the desktop's background), false when a target refused it or the user pressed Escape.
    case cancelled(overNothing: Bool)
}

/// A drag in the desktop's hands.
@MainActor
package protocol PlatformOutgoingDrag: AnyObject {
    /// Called once, when the drag ends.
    var endHandler: ((PlatformDragOutcome) -> Void)? { get set }
}

/// One item of a drag arriving from elsewhere.
@MainActor
package protocol PlatformIncomingItem: AnyObject {
    /// The types it offers as uniform type identifiers, preferred first.
    var types: [String] { get }
    /// A name for the item when it is a file.
    var suggestedName: String? { get }
    /// Reads one type's data without blocking the main thread; `completion` runs once on the
    /// main actor, never inside this call. Returns a load that can be cancelled, after which
    /// `completion` does not run.
    func loadData(forType type: String, completion: @escaping @MainActor (Result<Data, Error>) -> Void) -> PlatformLoad
}

/// A load in progress.
@MainActor
package protocol PlatformLoad: AnyObject {
    func cancel()
}

/// A drag over one of the application's windows, from another application — or one of this
/// application's own drags, back from the desktop.
@MainActor
package protocol PlatformIncomingDrag: AnyObject {
    var items: [PlatformIncomingItem] { get }
    /// This process's own drag, when it is one; nil for another application's.
    var localDrag: PlatformOutgoingDrag? { get }
    /// Whether the source lets the data move (not only be copied).
    var allowsMove: Bool { get }
    /// Ends a drop: the source hears the operation. Called once after `.dropped`.
    func finish(_ operation: PlatformDragOperation)
}

/// What a window hears of a drag over it. The handler answers every event but `exited` with
/// the operation a drop there would do (`.none`: refused).
package enum PlatformDropEvent {
    case entered(PlatformIncomingDrag, at: CGPoint)
    case moved(to: CGPoint)
    case exited
    case dropped(at: CGPoint)
}
