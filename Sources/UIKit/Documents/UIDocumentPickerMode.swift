/// What a document picker made with the iOS 8–13 initializers does with the files.
@available(iOS, deprecated: 14.0, message: "Use init(forOpeningContentTypes:asCopy:) or init(forExporting:asCopy:)")
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copy the chosen files into the app (`asCopy: true`).
    case `import` = 0
    /// Open the chosen files where they are.
    case open = 1
    /// Copy the app's files to a place the user chooses.
    case exportToService = 2
    /// Move the app's files to a place the user chooses.
    case moveToService = 3
}
