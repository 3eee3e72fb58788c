@_implementationOnly import CGtk
import Foundation
import UniformTypeIdentifiers
import QuartzCore
import SlatePlatform

/// `UIPasteboard.general` on the desktop clipboard (`GdkClipboard`), and the primary
/// selection on the display's primary clipboard.
///
/// Items keyed by type identifier become MIME types: text is offered as
/// `text/plain;charset=utf-8` (GDK adds the X11 text targets), PNG images as `image/png`,
/// URLs as `text/uri-list`; other identifiers travel under their own name. GTK reads another
/// application's clipboard asynchronously while `UIPasteboard` answers at once, so a read
/// waits in the GLib loop — with input held back, so UIKit is not re-entered — for at most
/// two seconds.
@MainActor
final class GTKClipboard: PlatformClipboard {
    private(set) var changeCount = 0
    private unowned let host: GTKHost
    private let clipboard: OpaquePointer
    /// What this process last wrote, in full (GTK's clipboard holds one item).
    private var localItems: [[String: Data]] = []
    private var localLazyItems: LazyClipboardItems?
    private var isWriting = false

    static let readTimeout: TimeInterval = 2

    /// Which of the display's clipboards: the clipboard, or the primary selection.
    enum Selection {
        case clipboard, primary
    }

    init(host: GTKHost, selection: Selection) {
        self.host = host
        let display = gdk_display_get_default()
        clipboard = selection == .clipboard ? gdk_display_get_clipboard(display) : gdk_display_get_primary_clipboard(display)
        let changed: GLibSignals.Handler = { _, data in
            guard let data else { return }
            let clipboard = Unmanaged<GTKClipboard>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { clipboard.clipboardChanged() }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(clipboard), "changed", changed, Unmanaged.passUnretained(self).toOpaque())
    }

    private func clipboardChanged() {
        guard !isWriting else { return }
        changeCount += 1
        remoteChangeTime = Date()
    }

    /// When another application last took the clipboard.
    private var remoteChangeTime: Date?
    /// How long after another application takes the clipboard GDK may still be learning what
    /// it offers.
    static let newOwnerFormatsWait: TimeInterval = 0.5

    /// GDK learns what another application offers a moment after it takes the clipboard
    /// (under X11 it asks the new owner for its targets): a read in that moment — a middle
    /// click just after text was selected elsewhere — waits for the answer rather than find
    /// nothing.
    private func awaitNewOwnersFormats() {
        guard let changed = remoteChangeTime, Date().timeIntervalSince(changed) < Self.newOwnerFormatsWait else { return }
        waitInLoop {
            hasFormats || Date().timeIntervalSince(changed) >= Self.newOwnerFormatsWait
        }
    }

    private var hasFormats: Bool {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
        var mimeCount: gsize = 0, typeCount: gsize = 0
        _ = gdk_content_formats_get_mime_types(formats, &mimeCount)
        _ = gdk_content_formats_get_gtypes(formats, &typeCount)
        return mimeCount + typeCount > 0
    }

    func writeItems(_ items: [[String: Data]]) {
        isWriting = true
        defer { isWriting = false }
        localItems = items
        localLazyItems = nil
        changeCount += 1
        guard let first = items.first, !first.isEmpty else {
            gdk_clipboard_set_content(clipboard, nil)
            return
        }
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
        for (type, data) in first.sorted(by: { $0.key < $1.key }) {
            for mime in DesktopDataFormats.mimeTypes(forType: type) {
                let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
                providers.append(gdk_content_provider_new_for_bytes(mime, bytes))
                g_bytes_unref(bytes)
            }
        }
        let union = providers.withUnsafeMutableBufferPointer { buffer in
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))
        }
        gdk_clipboard_set_content(clipboard, union)
        g_object_unref(UnsafeMutableRawPointer(union))
    }

    /// Offers the first item's types to every application without making any data: a
    /// `SlateLazyContentProvider` asks for a type's bytes only when a reader asks for it.
    func writeLazyItems(_ items: [[String: PlatformLazyData]]) {
        isWriting = true
        defer { isWriting = false }
        let lazy = LazyClipboardItems(items)
        localItems = []
        localLazyItems = lazy
        changeCount += 1
        guard let first = items.first, !first.isEmpty else {
            gdk_clipboard_set_content(clipboard, nil)
            return
        }
        var typeForMIME: [String: String] = [:]
        var mimes: [String] = []
        for type in first.keys.sorted() {
            for mime in DesktopDataFormats.mimeTypes(forType: type) where typeForMIME[mime] == nil {
                typeForMIME[mime] = type
                mimes.append(mime)
            }
        }
        let context = Unmanaged.passRetained(LazyWrite(items: lazy, typeForMIME: typeForMIME))
        let cStrings = mimes.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        var pointers = cStrings.map { UnsafePointer<CChar>($0) }
        let provider = pointers.withUnsafeMutableBufferPointer { buffer in
            slate_lazy_provider_new(buffer.baseAddress, Int32(buffer.count), context.toOpaque(), { context, mime in
                guard let context, let mime else { return nil }
                let write = Unmanaged<LazyWrite>.fromOpaque(context).takeUnretainedValue()
                let mimeType = String(cString: mime)
                guard let data = MainActor.assumeIsolated({ write.data(forMIME: mimeType) }) else { return nil }
                return data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            }, { context in
                guard let context else { return }
                Unmanaged<LazyWrite>.fromOpaque(context).release()
            })
        }
        gdk_clipboard_set_content(clipboard, provider)
        if let provider { g_object_unref(UnsafeMutableRawPointer(provider)) }
    }

    /// What a lazy provider writes: the first item's data, made on first request.
    private final class LazyWrite {
        let items: LazyClipboardItems
        let typeForMIME: [String: String]

        init(items: LazyClipboardItems, typeForMIME: [String: String]) {
            self.items = items
            self.typeForMIME = typeForMIME
        }

        @MainActor
        func data(forMIME mime: String) -> Data? {
            guard let type = typeForMIME[mime] else { return nil }
            return items.data(forType: type, inItem: 0)
        }
    }

    /// Another application's clipboard as one item: its text, and its image as PNG or JPEG
    /// data when it offers one.
    func readItems() -> [[String: Data]] {
        if gdk_clipboard_is_local(clipboard) != 0 { return localLazyItems?.resolved() ?? localItems }
        awaitNewOwnersFormats()
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
        var item: [String: Data] = [:]
        if gdk_content_formats_contain_gtype(formats, Self.stringType) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain;charset=utf-8") != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain") != 0,
           let text = readText() {
            item["public.utf8-plain-text"] = Data(text.utf8)
        }
        for (mime, type) in [("image/png", "public.png"), ("image/jpeg", "public.jpeg")]
        where gdk_content_formats_contain_mime_type(formats, mime) != 0 {
            if let data = readData(mime: mime) {
                item[type] = data
                break
            }
        }
        return item.isEmpty ? [] : [item]
    }

    private final class DataRead {
        var data: Data?
        var done = false
    }

    /// Reads one MIME type of another application's clipboard: GDK hands over a stream, which
    /// is read into memory while the GLib loop runs (input held back, as for text).
    private func readData(mime: String) -> Data? {
        let read = DataRead()
        let box = Unmanaged.passRetained(read)
        mime.withCString { mimePointer in
            var types: [UnsafePointer<CChar>?] = [mimePointer, nil]
            types.withUnsafeMutableBufferPointer { buffer in
                gdk_clipboard_read_async(clipboard, buffer.baseAddress, G_PRIORITY_DEFAULT, nil, { source, result, data in
                    guard let data else { return }
                    let read = Unmanaged<DataRead>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    guard let input = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error) else {
                        if let error { g_error_free(error) }
                        read.done = true
                        return
                    }
                    MainActor.assumeIsolated {
                        GTKStreamReader.readAll(input, cancellable: nil) { bytes in
                            read.data = bytes
                            read.done = true
                        }
                    }
                }, box.toOpaque())
            }
        }
        waitInLoop { read.done }
        return read.data
    }

    /// `G_TYPE_STRING` (the macro does not import): fundamental type 16.
    private static let stringType = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)

    private final class TextRead {
        var text: String?
        var done = false
    }

    private func readText() -> String? {
        let read = TextRead()
        let box = Unmanaged.passRetained(read)
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            guard let data else { return }
            let read = Unmanaged<TextRead>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error) {
                read.text = String(cString: text)
                g_free(text)
            }
            if let error { g_error_free(error) }
            read.done = true
        }, box.toOpaque())
        waitInLoop { read.done }
        return read.text
    }

    /// Runs the GLib loop — with input held back, so UIKit is not re-entered — until `isDone`
    /// or the read timeout.
    private func waitInLoop(until isDone: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: Self.readTimeout)
        host.holdingInput {
            while !isDone() && Date() < deadline {
                g_main_context_iteration(nil, 0)
                if !isDone() { usleep(1000) }
            }
        }
    }
}
