@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// A drag over one of the app's windows, as GDK gives it (`GdkDrop`): another application's,
/// whose offered MIME types become uniform types, or this app's own, back from the desktop.
@MainActor
final class GTKIncomingDrag: PlatformIncomingDrag {
    /// Referenced until the drag goes, so that loads may outlive the drop signal.
    nonisolated(unsafe) let drop: OpaquePointer
    let mimeTypes: [String]
    var items: [PlatformIncomingItem] = []
    let localDrag: PlatformOutgoingDrag?
    private(set) var isFinished = false

    init(drop: OpaquePointer) {
        self.drop = drop
        g_object_ref(UnsafeMutableRawPointer(drop))
        var count: gsize = 0
        var mimes: [String] = []
        if let formats = gdk_drop_get_formats(drop), let list = gdk_content_formats_get_mime_types(formats, &count) {
            for index in 0..<Int(count) { if let mime = list[index] { mimes.append(String(cString: mime)) } }
        }
        mimeTypes = mimes
        localDrag = GTKOutgoingDrag.find(gdk_drop_get_drag(drop))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(drop))
    }

    var allowsMove: Bool { gdk_drop_get_actions(drop).rawValue & GDK_ACTION_MOVE.rawValue != 0 }

    /// The item GDK's formats describe: every offered type one can read.
    func makeDefaultItems() {
        items = [GTKIncomingItem(drag: self, types: DesktopDataFormats.types(forMIMETypes: mimeTypes))]
    }

    func finish(_ operation: PlatformDragOperation) {
        guard !isFinished else { return }
        isFinished = true
        gdk_drop_finish(drop, operation.gdkAction)
    }

    /// Reads `mime` from the source application without blocking: GDK hands over a pipe,
    /// which is read while the loop goes on.
    func read(mime: String, completion: @escaping @MainActor (Data?) -> Void) -> GTKLoad {
        let load = GTKLoad(completion: completion)
        guard !isFinished else {
            DispatchQueue.main.async { MainActor.assumeIsolated { load.complete(nil) } }
            return load
        }
        let box = Unmanaged.passRetained(load)
        mime.withCString { mimePointer in
            var types: [UnsafePointer<CChar>?] = [mimePointer, nil]
            types.withUnsafeMutableBufferPointer { buffer in
                gdk_drop_read_async(drop, buffer.baseAddress, G_PRIORITY_DEFAULT, load.cancellable, { source, result, data in
                    guard let data else { return }
                    let load = Unmanaged<GTKLoad>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let input = gdk_drop_read_finish(OpaquePointer(source), result, nil, &error)
                    if let error { g_error_free(error) }
                    MainActor.assumeIsolated {
                        guard let input else { return load.complete(nil) }
                        GTKStreamReader.readAll(input, cancellable: load.cancellable) { load.complete($0) }
                    }
                }, box.toOpaque())
            }
        }
        return load
    }
}

/// An item of another application's drag: each type reads its MIME type from there.
@MainActor
final class GTKIncomingItem: PlatformIncomingItem {
    private let drag: GTKIncomingDrag
    let types: [String]
    private let mimeForType: [String: String]
    var suggestedName: String? { nil }

    init(drag: GTKIncomingDrag, types: [(type: String, mime: String)]) {
        self.drag = drag
        self.types = types.map(\.type)
        mimeForType = Dictionary(types.map { ($0.type, $0.mime) }, uniquingKeysWith: { first, _ in first })
    }

    func loadData(forType type: String, completion: @escaping @MainActor (Result<Data, Error>) -> Void) -> PlatformLoad {
        guard let mime = mimeForType[type] else {
            let load = GTKLoad { _ in completion(.failure(CocoaError(.fileReadNoSuchFile))) }
            DispatchQueue.main.async { MainActor.assumeIsolated { load.complete(nil) } }
            return load
        }
        return drag.read(mime: mime) { data in
            guard let data else { return completion(.failure(CocoaError(.fileReadUnknown))) }
            completion(.success(DesktopDataFormats.decode(data, from: mime, as: type)))
        }
    }
}

/// A read from another application: cancelling stops GIO's read, and the completion never
/// runs after.
@MainActor
final class GTKLoad: PlatformLoad {
    nonisolated(unsafe) let cancellable = g_cancellable_new()
    private var completion: (@MainActor (Data?) -> Void)?

    init(completion: @escaping @MainActor (Data?) -> Void) {
        self.completion = completion
    }

    deinit {
        if let cancellable { g_object_unref(UnsafeMutableRawPointer(cancellable)) }
    }

    func complete(_ data: Data?) {
        guard let completion else { return }
        self.completion = nil
        completion(data)
    }

    func cancel() {
        completion = nil
        g_cancellable_cancel(cancellable)
    }
}

extension PlatformDragOperation {
    var gdkAction: GdkDragAction {
        switch self {
        case .none: GdkDragAction(rawValue: 0)
        case .copy: GDK_ACTION_COPY
        case .move: GDK_ACTION_MOVE
        }
    }
}
