import Foundation
import SlatePlatform

/// A drop session for a drag from another application: its items' providers load from there
/// asynchronously; it has no local drag session, and its items no local objects (DND-17).
@MainActor
final class DesktopDropSession: UIDropSession {
    private(set) var items: [UIDragItem] = []
    let allowsMoveOperation: Bool
    var isRestrictedToDraggingApplication: Bool { false }
    let progress = Progress(totalUnitCount: 0)
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    /// Every load from the other application in flight (its items' providers count them).
    let loads = DropLoadTracker()
    /// Where the pointer is, in the window.
    var windowLocation: CGPoint = .zero
    private weak var window: UIWindow?

    init(drag: PlatformIncomingDrag, window: UIWindow) {
        allowsMoveOperation = drag.allowsMove
        self.window = window
        items = drag.items.map { UIDragItem(itemProvider: NSItemProvider(desktopItem: $0, tracking: loads)) }
    }

    var localDragSession: UIDragSession? { nil }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }

    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        // The providers count these loads already.
        DropLoading.loadObjects(ofClass: aClass, from: items, into: progress, tracking: nil, completion: completion)
    }
}
