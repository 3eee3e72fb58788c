@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// The desktop's file chooser for one request: a `GtkFileChooserNative`, which is the XDG
/// desktop portal's dialog where a portal runs (Flatpak, GNOME) and GTK's own dialog, modal
/// for the app's window, elsewhere.
///
/// It keeps itself alive from `show` until the dialog answers; the answer reaches UIKit on
/// the loop's next pass.
@MainActor
final class GTKFileChooser {
    private static var shown: [GTKFileChooser] = []

    private let native: OpaquePointer
    private let completion: PlatformFileChooserCompletion
    private unowned let host: GTKHost
    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkNativeDialog.self) }

    private init(_ request: PlatformFileChooserRequest, host: GTKHost, completion: @escaping PlatformFileChooserCompletion) {
        self.host = host
        self.completion = completion
        let action: GtkFileChooserAction
        switch request.action {
        case .open: action = GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: action = GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: action = GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
        let parent = (request.window as? GTKWindow)?.gtkWindow
        native = gtk_file_chooser_native_new(request.title, parent, action, request.acceptLabel, nil)
        let chooser = OpaquePointer(UnsafeMutableRawPointer(native))
        gtk_file_chooser_set_select_multiple(chooser, request.allowsMultipleSelection ? 1 : 0)
        if !request.mimeTypes.isEmpty {
            let filter = gtk_file_filter_new()
            gtk_file_filter_set_name(filter, request.filterName ?? request.title)
            for type in request.mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        if request.action == .save, let name = request.suggestedName {
            gtk_file_chooser_set_current_name(chooser, name)
        }
        if let folder = request.initialFolder {
            let file = g_file_new_for_path(folder.path)
            gtk_file_chooser_set_current_folder(chooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        gtk_native_dialog_set_modal(dialog, 1)
    }

    static func show(_ request: PlatformFileChooserRequest, host: GTKHost, completion: @escaping PlatformFileChooserCompletion) {
        let chooser = GTKFileChooser(request, host: host, completion: completion)
        shown.append(chooser)
        GLibSignals.connect(UnsafeMutableRawPointer(chooser.native), "response", { _, response, data in
            guard let data else { return }
            let chooser = Unmanaged<GTKFileChooser>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { chooser.answer(response) }
        }, Unmanaged.passUnretained(chooser).toOpaque())
        gtk_native_dialog_show(chooser.dialog)
    }

    private func answer(_ response: Int32) {
        let urls = response == GTK_RESPONSE_ACCEPT.rawValue ? chosenURLs() : nil
        gtk_native_dialog_destroy(dialog)
        g_object_unref(UnsafeMutableRawPointer(native))
        Self.shown.removeAll { $0 === self }
        let completion = self.completion
        host.schedule(at: host.currentTime) { completion(urls) }
        host.setNeedsTurn()
    }

    private func chosenURLs() -> [URL] {
        guard let files = gtk_file_chooser_get_files(OpaquePointer(UnsafeMutableRawPointer(native))) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        var urls: [URL] = []
        for index in 0..<g_list_model_get_n_items(files) {
            guard let item = g_list_model_get_item(files, index) else { continue }
            if let path = g_file_get_path(OpaquePointer(item)) {
                urls.append(URL(fileURLWithPath: String(cString: path)))
                g_free(path)
            }
            g_object_unref(item)
        }
        return urls
    }
}

extension GTKHost {
    package func chooseFiles(_ request: PlatformFileChooserRequest, completion: @escaping PlatformFileChooserCompletion) {
        GTKFileChooser.show(request, host: self, completion: completion)
    }
}
