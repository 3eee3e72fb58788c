import Foundation

extension UTType {
    /// The MIME types a desktop entry's `MimeType=` key lists for an app that opens files of
    /// `type` (what `slate port` writes for Info.plist's document types):
    ///
    /// - a type every file is (`public.item`, `public.data`, `public.content`):
    ///   "application/octet-stream", which the shared-mime-info specification makes the
    ///   supertype of every file type, so the desktop offers the app for any file;
    /// - a folder (`public.folder`, `public.directory`): "inode/directory";
    /// - a type with a MIME type: its preferred one, without parameters (a desktop entry
    ///   lists bare types: `public.utf8-plain-text` is "text/plain");
    /// - an abstract type (`public.image`, `public.text`, `public.movie` have none): the
    ///   preferred MIME types of the declared types conforming to it, as a file chooser filters.
    ///
    /// Empty when none of these applies (`public.presentation`: no declared presentation type has one).
    package static func desktopEntryMIMETypes(for type: UTType) -> [String] {
        switch type.identifier.lowercased() {
        case "public.item", "public.data", "public.content": return ["application/octet-stream"]
        case "public.folder", "public.directory": return ["inode/directory"]
        default: break
        }
        if let own = type.preferredMIMEType { return [bareMIMEType(own)] }
        var seen = Set<String>()
        var mimeTypes: [String] = []
        for declaration in TypeRegistry.shared.declarations(conformingTo: type.identifier) {
            guard let preferred = declaration.mimeTypes.first else { continue }
            let bare = bareMIMEType(preferred)
            if seen.insert(bare).inserted { mimeTypes.append(bare) }
        }
        return mimeTypes
    }

    /// "text/plain;charset=utf-8" → "text/plain", lowercased.
    private static func bareMIMEType(_ mimeType: String) -> String {
        String(mimeType.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }
}
