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
        case callbacks(CGDataConsumerCallbacks)
    }

    private let destination: Destination
    private let lock = NSLock()
    /// The `info` pointer a callback consumer was created with; passed to every callback.
    private let info: UnsafeMutableRawPointer?

    /// A consumer appending to `data`.
    public init?(data: NSMutableData) {
        destination = .data(data)
        info = nil
    }

    /// A consumer writing the file at `url`, created (or emptied) now; nil when it cannot be
    /// created.
    public init?(url: URL) {
        guard url.isFileURL,
              FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: url)
        else { return nil }
        destination = .file(handle)
        info = nil
    }

    /// A consumer handing bytes to `cbks.putBytes` with `info` (the callbacks are copied);
    /// `releaseConsumer` is called with `info` when the consumer is freed. Returns nil without
    /// callbacks or without `putBytes`, as Core Graphics does.
    public init?(info: UnsafeMutableRawPointer?, cbks: UnsafePointer<CGDataConsumerCallbacks>?) {
        guard let callbacks = cbks?.pointee, callbacks.putBytes != nil else { return nil }
        destination = .callbacks(callbacks)
        self.info = info
    }

    deinit {
        switch destination {
        case .file(let handle): try? handle.close()
        case .callbacks(let callbacks): callbacks.releaseConsumer?(info)
        case .data: break
        }
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
        case .callbacks(let callbacks):
            // `putBytes` may take fewer bytes than offered; it is asked again for the rest,
            // and returning 0 means the consumer takes no more.
            guard let putBytes = callbacks.putBytes else { return false }
            var written = 0
            while written < bytes.count {
                let taken = putBytes(info, base + written, bytes.count - written)
                guard taken > 0 else { return false }
                written += min(taken, bytes.count - written)
            }
            return true
        }
    }

    /// Flushes a file to disk once the document is complete.
    func finish() {
        if case .file(let handle) = destination { try? handle.synchronize() }
    }
}

/// Copies `count` bytes from `buffer` to the consumer and returns how many it took; 0 when it
/// takes no more.
public typealias CGDataConsumerPutBytesCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Int
/// Called with the consumer's `info` when the consumer is freed.
public typealias CGDataConsumerReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a consumer made with `CGDataConsumer(info:cbks:)`.
public struct CGDataConsumerCallbacks {
    public var putBytes: CGDataConsumerPutBytesCallback?
    public var releaseConsumer: CGDataConsumerReleaseInfoCallback?

    public init() {
        self.init(putBytes: nil, releaseConsumer: nil)
    }

    public init(putBytes: CGDataConsumerPutBytesCallback?, releaseConsumer: CGDataConsumerReleaseInfoCallback?) {
        self.putBytes = putBytes
        self.releaseConsumer = releaseConsumer
    }
}

extension CGDataConsumer: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 7 }
}
