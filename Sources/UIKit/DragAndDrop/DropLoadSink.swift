import Foundation

/// A drop whose items' providers count the loads the app makes through them while the drop is
/// performed (issue 44.6): each adds a unit to the drop session's `progress`, finished when its
/// data has arrived, and is counted by the drop's `DropLoadTracker` where the providers do not
/// count themselves (the app's own drags), so that the indicator waits for it. When the last
/// has ended, `whenAllEnded` runs once (the source hears its items were transferred).
@MainActor
final class DropLoadSink {
    let progress: Progress
    private let loads: DropLoadTracker?
    /// The loads counted here, to know when the last has ended.
    private let counted = DropLoadTracker()
    private var whenAllEnded: (() -> Void)?

    init(progress: Progress, loads: DropLoadTracker?, whenAllEnded: (() -> Void)? = nil) {
        self.progress = progress
        self.loads = loads
        self.whenAllEnded = whenAllEnded
    }

    /// Performs the drop with `items`' providers counting their loads here: those asked for
    /// during `perform` count, later ones through the same providers do not.
    func counting(_ items: [UIDragItem], during perform: () -> Void) {
        for item in items { item.itemProvider.dropLoadSink = self }
        perform()
        for item in items { item.itemProvider.dropLoadSink = nil }
    }

    func started() {
        progress.totalUnitCount += 1
        loads?.started()
        counted.started()
        if let whenAllEnded {
            self.whenAllEnded = nil
            counted.whenIdle(whenAllEnded)
        }
    }

    func ended() {
        progress.completedUnitCount += 1
        loads?.ended()
        counted.ended()
    }
}
