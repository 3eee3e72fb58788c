@_implementationOnly import CGtk
import CoreGraphics
import Foundation
import SlatePlatform

/// A drag handed to GDK when it leaves the app's windows (`GTKHost.beginDrag`).
///
/// Other applications see the first item's types as MIME types (`DesktopDataFormats`); a
/// `SlateLazyContentProvider` in deferred mode asks the app for a type's data only when a
/// target reads it, and the app may make it asynchronously. GDK draws the preview as the drag
/// icon and holds the pointer until the drag ends: `dnd-finished` (a target took it) or
/// `cancel` (no target, a refusal, Escape).
@MainActor
final class GTKOutgoingDrag: PlatformOutgoingDrag {
    let drag: OpaquePointer
    var endHandler: ((PlatformDragOutcome) -> Void)?
    private var isEnded = false
    /// Drags in progress, kept until they end.
    private static var inProgress: [GTKOutgoingDrag] = []

    /// `SLATE_DND_TRACE=1` logs each type made for another application (the GUI tests check
    /// that data is made only at the drop).
    static let traces = ProcessInfo.processInfo.environment["SLATE_DND_TRACE"] == "1"

    private init(drag: OpaquePointer) {
        self.drag = drag
    }

    /// This process's drag behind `drag` (GDK hands it to our own drop targets too).
    static func find(_ drag: OpaquePointer?) -> GTKOutgoingDrag? {
        guard let drag else { return nil }
        return inProgress.first { $0.drag == drag }
    }

    static func begin(_ request: PlatformDragRequest, in window: GTKWindow) -> GTKOutgoingDrag? {
        guard let surface = gtk_native_get_surface(OpaquePointer(window.window)),
              let display = gdk_display_get_default(), let seat = gdk_display_get_default_seat(display),
              let device = gdk_seat_get_pointer(seat) else { return nil }
        var representationForMIME: [String: PlatformDragRepresentation] = [:]
        var mimes: [String] = []
        for representation in request.items.first ?? [] {
            for mime in DesktopDataFormats.mimeTypes(forType: representation.type) where representationForMIME[mime] == nil {
                representationForMIME[mime] = representation
                mimes.append(mime)
            }
        }
        guard !mimes.isEmpty else { return nil }
        let source = Unmanaged.passRetained(DeferredDragData(representationForMIME: representationForMIME))
        let cStrings = mimes.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        var pointers = cStrings.map { UnsafePointer<CChar>($0) }
        let provider = pointers.withUnsafeMutableBufferPointer { buffer in
            slate_deferred_provider_new(buffer.baseAddress, Int32(buffer.count), source.toOpaque(), { context, mime, task in
                guard let context, let mime, let task else { return }
                let source = Unmanaged<DeferredDragData>.fromOpaque(context).takeUnretainedValue()
                let mimeType = String(cString: mime)
                MainActor.assumeIsolated { source.write(mime: mimeType, task: task) }
            }, { context in
                guard let context else { return }
                Unmanaged<DeferredDragData>.fromOpaque(context).release()
            })
        }
        guard let provider else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var actions = GDK_ACTION_COPY.rawValue
        if request.allowsMove { actions |= GDK_ACTION_MOVE.rawValue }
        guard let drag = gdk_drag_begin(surface, device, provider, GdkDragAction(rawValue: actions), 0, 0) else { return nil }
        let outgoing = GTKOutgoingDrag(drag: drag)
        inProgress.append(outgoing)
        outgoing.setIcon(request.image, hotSpot: request.hotSpot, scale: window.scale)
        outgoing.connectSignals()
        return outgoing
    }

    /// The preview as GDK's drag icon, at the window's scale, the pointer where it holds it.
    private func setIcon(_ image: CGImage?, hotSpot: CGPoint, scale: CGFloat) {
        guard let image, let png = image.pngData() else { return }
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            if let error { g_error_free(error) }
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let picture = gtk_picture_new_for_paintable(texture)
        let width = Int32((CGFloat(image.width) / scale).rounded()), height = Int32((CGFloat(image.height) / scale).rounded())
        gtk_widget_set_size_request(picture, width, height)
        if let icon = gtk_drag_icon_get_for_drag(drag) {
            gtk_drag_icon_set_child(OpaquePointer(icon), picture)
        }
        gdk_drag_set_hotspot(drag, Int32(hotSpot.x.rounded()), Int32(hotSpot.y.rounded()))
    }

    private func connectSignals() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let finished: GLibSignals.Handler = { drag, data in
            guard let drag, let data else { return }
            let outgoing = Unmanaged<GTKOutgoingDrag>.fromOpaque(data).takeUnretainedValue()
            let action = gdk_drag_get_selected_action(OpaquePointer(drag)).rawValue
            MainActor.assumeIsolated { outgoing.end(.dropped(action & GDK_ACTION_MOVE.rawValue != 0 ? .move : .copy)) }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(drag), "dnd-finished", finished, me)
        let cancelled: GLibSignals.CancelHandler = { drag, reason, data in
            guard let data else { return }
            let outgoing = Unmanaged<GTKOutgoingDrag>.fromOpaque(data).takeUnretainedValue()
            // Wayland reports a drop where no client takes it as an error (see the shim):
            // there, any cancel the user did not make with Escape in the app counts as a drop
            // over nothing, so a scene dragged onto the desktop opens its window under both.
            let overNothing = reason == GDK_DRAG_CANCEL_NO_TARGET
                || (reason == GDK_DRAG_CANCEL_ERROR && slate_drag_cancel_names_reason(drag) == 0)
            MainActor.assumeIsolated { outgoing.end(.cancelled(overNothing: overNothing)) }
        }
        GLibSignals.connect(drag, "cancel", cancelled, me)
    }

    private func end(_ outcome: PlatformDragOutcome) {
        guard !isEnded else { return }
        isEnded = true
        // UIKit animates the preview itself (back to the source on a cancel): GDK's icon goes.
        gdk_drag_drop_done(drag, 1)
        g_signal_handlers_disconnect_matched(UnsafeMutableRawPointer(drag), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
                                             Unmanaged.passUnretained(self).toOpaque())
        endHandler?(outcome)
        Self.inProgress.removeAll { $0 === self }
        g_object_unref(UnsafeMutableRawPointer(drag))
    }
}

/// What a drag's content provider writes: each MIME type's data, made by the app when a
/// target reads it.
@MainActor
private final class DeferredDragData {
    let representationForMIME: [String: PlatformDragRepresentation]

    init(representationForMIME: [String: PlatformDragRepresentation]) {
        self.representationForMIME = representationForMIME
    }

    func write(mime: String, task: OpaquePointer) {
        guard let representation = representationForMIME[mime] else { return slate_deferred_write_complete(task, nil) }
        if GTKOutgoingDrag.traces { FileHandle.standardError.write(Data("slate-dnd: made \(representation.type) as \(mime)\n".utf8)) }
        representation.data { data in
            guard let data else { return slate_deferred_write_complete(task, nil) }
            let encoded = DesktopDataFormats.encode(data, ofType: representation.type, as: mime)
            let bytes = encoded.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            slate_deferred_write_complete(task, bytes)
        }
    }
}
