import Foundation

extension URL {
    /// Linux apps have no sandbox: a file the document picker gave is readable as it is, so
    /// access always begins (for file URLs) and there is nothing to give back. Present so that
    /// iOS code that brackets its reads with these calls runs unchanged.
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

    /// Ends access begun by `startAccessingSecurityScopedResource()`: nothing is held on Linux.
    public func stopAccessingSecurityScopedResource() {}
}
