@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// A window's drop target for drags from the desktop: a `GtkDropTargetAsync` on the drawing
/// area, taking every format, whose signals become the window's drop events.
///
/// A drag offering a URI list is read before UIKit hears of it (as `GtkDropTarget`'s preload
/// does): a file manager's list becomes one file item per file, so the drop session has its
/// items from the start. Until then the drop status waits, and a drop that comes first is
/// delivered once the list has arrived.
@MainActor
final class GTKDropSite {
    private unowned let window: GTKWindow
    private var current: GTKIncomingDrag?
    /// Set while a URI list is being read: where the pointer is, and whether it dropped.
    private var preload: (load: GTKLoad, location: CGPoint, droppedAt: CGPoint?)?
    private var hasEntered = false

    init(window: GTKWindow) {
        self.window = window
        let actions = GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue)
        guard let target = gtk_drop_target_async_new(nil, actions) else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let enter: GLibSignals.DropMotionHandler = { _, drop, x, y, data in
            guard let drop, let data else { return GdkDragAction(rawValue: 0) }
            let site = Unmanaged<GTKDropSite>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { site.entered(drop, at: CGPoint(x: x, y: y)) }
        }
        GLibSignals.connect(target, "drag-enter", enter, me)
        let motion: GLibSignals.DropMotionHandler = { _, drop, x, y, data in
            guard let drop, let data else { return GdkDragAction(rawValue: 0) }
            let site = Unmanaged<GTKDropSite>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { site.moved(drop, to: CGPoint(x: x, y: y)) }
        }
        GLibSignals.connect(target, "drag-motion", motion, me)
        let leave: GLibSignals.NotifyHandler = { _, drop, data in
            guard let drop, let data else { return }
            let site = Unmanaged<GTKDropSite>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { site.left(OpaquePointer(drop)) }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(target), "drag-leave", leave, me)
        let dropped: GLibSignals.DropHandler = { _, drop, x, y, data in
            guard let drop, let data else { return 0 }
            let site = Unmanaged<GTKDropSite>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { site.dropped(drop, at: CGPoint(x: x, y: y)) ? 1 : 0 }
        }
        GLibSignals.connect(target, "drop", dropped, me)
        gtk_widget_add_controller(window.area, target)
    }

    private func entered(_ drop: OpaquePointer, at location: CGPoint) -> GdkDragAction {
        let drag = GTKIncomingDrag(drop: drop)
        current = drag
        hasEntered = false
        if drag.localDrag == nil, drag.mimeTypes.contains("text/uri-list") {
            let load = drag.read(mime: "text/uri-list") { [weak self, weak drag] data in
                guard let self, let drag, drag === self.current else { return }
                self.preloaded(data, for: drag)
            }
            preload = (load, location, nil)
            return GdkDragAction(rawValue: 0)
        }
        drag.makeDefaultItems()
        return deliverEntered(drag, at: location)
    }

    /// The URI list arrived: files become items, and UIKit hears of the drag.
    private func preloaded(_ data: Data?, for drag: GTKIncomingDrag) {
        guard let pending = preload else { return }
        preload = nil
        if let data, let files = DesktopDataFormats.fileURLs(inURIList: data) {
            drag.items = files.map(PlatformFileItem.init(url:))
        } else {
            drag.makeDefaultItems()
        }
        let action = deliverEntered(drag, at: pending.location)
        gdk_drop_status(drag.drop, GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue), action)
        if let point = pending.droppedAt { _ = deliverDrop(drag, at: point) }
    }

    private func deliverEntered(_ drag: GTKIncomingDrag, at location: CGPoint) -> GdkDragAction {
        hasEntered = true
        return answer(window.dropHandler?(.entered(drag, at: location)) ?? .none, for: drag)
    }

    private func moved(_ drop: OpaquePointer, to location: CGPoint) -> GdkDragAction {
        guard let drag = current, drag.drop == drop else { return GdkDragAction(rawValue: 0) }
        if preload != nil {
            preload?.location = location
            return GdkDragAction(rawValue: 0)
        }
        return answer(window.dropHandler?(.moved(to: location)) ?? .none, for: drag)
    }

    /// GTK reports only accepting answers itself; a refusal is told to GDK here.
    private func answer(_ operation: PlatformDragOperation, for drag: GTKIncomingDrag) -> GdkDragAction {
        if operation == .none { gdk_drop_status(drag.drop, GdkDragAction(rawValue: 0), GdkDragAction(rawValue: 0)) }
        return operation.gdkAction
    }

    private func left(_ drop: OpaquePointer) {
        guard let drag = current, drag.drop == drop else { return }
        // GTK also leaves after a drop; the drop has ended the drag by then.
        guard preload?.droppedAt == nil else { return }
        preload?.load.cancel()
        preload = nil
        current = nil
        if hasEntered { _ = window.dropHandler?(.exited) }
        hasEntered = false
    }

    private func dropped(_ drop: OpaquePointer, at location: CGPoint) -> Bool {
        guard let drag = current, drag.drop == drop else { return false }
        if preload != nil {
            preload?.droppedAt = location
            return true
        }
        return deliverDrop(drag, at: location)
    }

    private func deliverDrop(_ drag: GTKIncomingDrag, at location: CGPoint) -> Bool {
        current = nil
        hasEntered = false
        let operation = window.dropHandler?(.dropped(at: location)) ?? .none
        if operation == .none { drag.finish(.none) }
        return true
    }
}
