/// A MIME type the ported app defines for the desktop: one `<mime-type>` of the
/// shared-mime-info package `share/mime/packages/<app>.xml`, made from an exported (or
/// imported) type declaration of Info.plist. The desktop recognises the type's files by their
/// globs and treats them as their superclasses too (a text editor offers to open a type that
/// is a kind of `text/plain`).
struct SharedMIMEType: Equatable {
    /// "application/x-com.example.recipe".
    var type: String
    /// `UTTypeDescription`: what file managers show as the file's kind.
    var comment: String
    /// The MIME types of the types it conforms to.
    var subclassOf: [String] = []
    /// "*.recipe", from its filename extensions.
    var globs: [String] = []
    /// Its other MIME types (the declaration's after the first).
    var aliases: [String] = []

    /// The shared-mime-info package with `types`: what `update-mime-database` reads.
    static func package(_ types: [SharedMIMEType]) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Written by `slate port` from Info.plist's exported and imported type declarations. -->
            <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">

            """
        for type in types {
            xml += "  <mime-type type=\"\(escaped(type.type))\">\n"
            xml += "    <comment>\(escaped(type.comment))</comment>\n"
            for alias in type.aliases { xml += "    <alias type=\"\(escaped(alias))\"/>\n" }
            for parent in type.subclassOf { xml += "    <sub-class-of type=\"\(escaped(parent))\"/>\n" }
            for glob in type.globs { xml += "    <glob pattern=\"\(escaped(glob))\"/>\n" }
            xml += "  </mime-type>\n"
        }
        return xml + "</mime-info>\n"
    }

    /// `text` with XML's special characters as entities (for text and attribute values).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
