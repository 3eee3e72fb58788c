import Foundation

/// A destination for bytes: where a PDF context writes its document.
///
/// Apple's initializers take `CFMutableData` and `CFURL`; Slate's take `NSMutableData` and
/// `URL` (Linux has no CoreFoundation bridging): `CGDataConsumer(data: data)` with
/// `let data = NSMutableData()` reads as on iOS without the `as CFMutableData`.
/// See docs/porting.md.
public final class CGDataConsumer: @unchecked Sendable {
    private enum Destination {
        case data(NSMutableData)
        case file(FileHandle)
    }

    private let destination: Destination
    private let lock = NSLock()

    /// A consumer appending to `data`.
    public init?(data: NSMutableData) {
        destination = .data(data)
    }

    /// A consumer writing the file at `url`, created (or emptied) now; nil when it cannot be
    /// created.
    public init?(url: URL) {
        guard url.isFileURL,
              FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url)
        else { return nil }
        destination = .file(handle)
    }

    deinit {
        if case .file(let handle) = destination { try? handle.close() }
    }

    /// Appends `bytes`; false when they could not be written.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        lock.lock()
        defer { lock.unlock() }
        switch destination {
        case .data(let data):
            data.append(base, length: bytes.count)
            return true
        case .file(let handle):
            do {
                try handle.write(contentsOf: Data(bytes))
                return true
            } catch {
                return false
            }
        }
    }

    /// Flushes a file to disk once the document is complete.
    func finish() {
        if case .file(let handle) = destination { try? handle.synchronize() }
    }
}

extension CGDataConsumer: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 7 }
}
