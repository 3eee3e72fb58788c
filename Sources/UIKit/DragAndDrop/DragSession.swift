import Foundation

/// One drag, seen from both ends: the source's `UIDragSession` and, within the app, the drop
/// side's `UIDropSession` (`localDragSession` is the drag session itself).
@MainActor
final class DragSession: UIDragSession, UIDropSession {
    private(set) var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    let progress = Progress(totalUnitCount: 0)
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    /// The drop's `loadObjects` loads in flight.
    let loads = DropLoadTracker()
    /// Where the touch is, in the window.
    var windowLocation: CGPoint
    weak var window: UIWindow?
    /// Tells the source that the drop side loaded the data.
    var onTransfer: (() -> Void)?

    init(items: [UIDragItem], location: CGPoint, window: UIWindow) {
        self.items = items
        self.windowLocation = location
        self.window = window
    }

    func add(_ newItems: [UIDragItem]) { items += newItems }

    /// Where the touch is now, in the window it is over when that is another of the app's
    /// windows (a drag between windows keeps its session, DND-01, DND-21). The window is held
    /// weakly, as `window` is: an app may keep a session after its drag, and it kept a closed
    /// window alive (a fuzz finding).
    var otherWindowLocation: (window: UIWindow, location: CGPoint)? {
        get { otherWindow.flatMap { other in other.window.object.map { ($0, other.location) } } }
        set { otherWindow = newValue.map { (WeakReference($0.window), $0.location) } }
    }
    private var otherWindow: (window: WeakReference<UIWindow>, location: CGPoint)?

    func location(in view: UIView) -> CGPoint {
        if let other = otherWindowLocation, view.window === other.window {
            return other.window.convert(other.location, to: view)
        }
        guard let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }

    var localDragSession: UIDragSession? { self }

    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let transfers = canLoadObjects(ofClass: aClass)
        return DropLoading.loadObjects(ofClass: aClass, from: items, into: progress, tracking: loads) { [self] objects in
            completion(objects)
            // The drop loads once all of it arrives; the source hears of it then.
            if transfers { onTransfer?() }
        }
    }
}

/// Loading a drop's objects, shared by drops from within the app and from other applications.
@MainActor
enum DropLoading {
    /// Loads an object of `aClass` from each item that can give one, counting each in
    /// `progress`; `completion` runs on the main actor once all have arrived, in item order,
    /// without the ones that failed (DND-15).
    static func loadObjects(ofClass aClass: NSItemProviderReading.Type, from items: [UIDragItem], into progress: Progress,
                            tracking loads: DropLoadTracker?, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        progress.totalUnitCount += Int64(loadable.count)
        guard !loadable.isEmpty else {
            completion([])
            return progress
        }
        var results = [NSItemProviderReading?](repeating: nil, count: loadable.count)
        var remaining = loadable.count
        for (index, item) in loadable.enumerated() {
            loads?.started()
            _ = item.itemProvider.loadObjectOnMainActor(ofClass: aClass) { object, _ in
                results[index] = object
                progress.completedUnitCount += 1
                remaining -= 1
                if remaining == 0 { completion(results.compactMap { $0 }) }
                loads?.ended()
            }
        }
        return progress
    }
}
