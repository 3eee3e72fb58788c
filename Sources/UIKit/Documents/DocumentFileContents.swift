import Foundation

/// What `UIDocument` finds at a URL when it reads: a flat file's bytes, or a directory (a file
/// package). Linux Foundation has no `FileWrapper`, so a package reaches a document only
/// through an override of `read(from:)`.
enum DocumentFileContents: Sendable {
    case data(Data)
    case directory

    /// Reads what is at `url` (on the file-access queue).
    init(readingFrom url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            self = .directory
        } else {
            self = .data(try Data(contentsOf: url))
        }
    }

    /// The error for a file package read with the default `read(from:)`.
    static func packageError(at url: URL) -> Error {
        CocoaError(.fileReadUnknown, userInfo: [
            NSFilePathErrorKey: url.path,
            NSLocalizedDescriptionKey: "UIDocument.read(from:): \(url.lastPathComponent) is a file package (a directory); Linux Foundation has no FileWrapper to load it into. Override read(from:) and writeContents(_:to:for:originalContentsURL:) to read and write the package's files.",
        ])
    }

    /// The modification date of the file at `url`, nil when it cannot be read.
    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
