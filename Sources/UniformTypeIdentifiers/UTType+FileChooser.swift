import Foundation

extension UTType {
    /// The MIME types a desktop file chooser filters by to offer files of `types`: each type's
    /// own and those of every declared type conforming to it (`public.image` offers PNG, JPEG,
    /// HEIC …). Empty — offer every file — when a type is one every file is (`public.item`,
    /// `public.data`, `public.content`).
    package static func fileChooserMIMETypes(for types: [UTType]) -> [String] {
        let everyFile: Set<String> = ["public.item", "public.data", "public.content", "public.composite-content"]
        if types.isEmpty || types.contains(where: { everyFile.contains($0.identifier.lowercased()) }) { return [] }
        var seen = Set<String>()
        var mimeTypes: [String] = []
        for type in types {
            for declaration in TypeRegistry.shared.declarations(conformingTo: type.identifier) {
                for mime in declaration.mimeTypes where seen.insert(mime.lowercased()).inserted { mimeTypes.append(mime) }
            }
        }
        return mimeTypes
    }
}
