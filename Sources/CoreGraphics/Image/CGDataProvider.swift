import Foundation

/// A source of bytes for images, colour profiles and PDF documents.
///
/// Apple's initializers take `CFData` and `CFURL`; Slate's take `Data` and `URL` (Linux has
/// no CoreFoundation bridging). The callback-based providers take C function pointers, as
/// Apple's do, and read lazily: nothing is asked of the callbacks until someone reads `data`.
/// See docs/porting.md.
public final class CGDataProvider: @unchecked Sendable {
    private enum Source {
        case bytes(Data)
        case sequential(CGDataProviderSequentialCallbacks)
        case direct(size: Int, CGDataProviderDirectCallbacks)
        case borrowed(UnsafeRawPointer, size: Int, release: CGDataProviderReleaseDataCallback?)
    }

    private let source: Source
    /// Callback providers keep a stream position: one reader at a time.
    private let lock = NSLock()

    /// The `info` pointer the provider was created with; passed to every callback.
    public let info: UnsafeMutableRawPointer?

    public init?(data: Data) {
        source = .bytes(data)
        info = nil
    }

    public init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        source = .bytes(contents)
        info = nil
    }

    public init?(filename: String) {
        guard let contents = FileManager.default.contents(atPath: filename) else { return nil }
        source = .bytes(contents)
        info = nil
    }

    /// A provider reading a stream through `callbacks` (which are copied). Returns nil
    /// without callbacks or without `getBytes`.
    public init?(sequentialInfo info: UnsafeMutableRawPointer?, callbacks: UnsafePointer<CGDataProviderSequentialCallbacks>) {
        guard callbacks.pointee.getBytes != nil else { return nil }
        source = .sequential(callbacks.pointee)
        self.info = info
    }

    /// A provider of `size` bytes reached through `callbacks` (which are copied): either a
    /// pointer to the whole block or reads at positions. Returns nil when neither callback
    /// is given or `size` is negative.
    public init?(directInfo info: UnsafeMutableRawPointer?, size: off_t, callbacks: UnsafePointer<CGDataProviderDirectCallbacks>) {
        let given = callbacks.pointee
        guard size >= 0, given.getBytePointer != nil || given.getBytesAtPosition != nil else { return nil }
        source = .direct(size: Int(size), given)
        self.info = info
    }

    /// A provider of `size` bytes at `data`, which stay the caller's: `releaseData` is called
    /// with them when the provider is freed.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback?) {
        guard size >= 0 else { return nil }
        source = .borrowed(data, size: size, release: releaseData)
        self.info = info
    }

    deinit {
        switch source {
        case .bytes: break
        case let .sequential(callbacks): callbacks.releaseInfo?(info)
        case let .direct(_, callbacks): callbacks.releaseInfo?(info)
        case let .borrowed(pointer, size, release): release?(info, pointer, size)
        }
    }

    /// A copy of the provider's bytes (`CGDataProviderCopyData`). A sequential provider is
    /// rewound and read to its end each time.
    public var data: Data? {
        lock.lock()
        defer { lock.unlock() }
        switch source {
        case let .bytes(bytes):
            return bytes
        case let .borrowed(pointer, size, _):
            return Data(bytes: pointer, count: size)
        case let .sequential(callbacks):
            guard let getBytes = callbacks.getBytes else { return nil }
            callbacks.rewind?(info)
            var result = Data()
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { getBytes(info, $0.baseAddress!, $0.count) }
                guard count > 0 else { break }
                result.append(contentsOf: chunk[0..<Swift.min(count, chunk.count)])
            }
            return result
        case let .direct(size, callbacks):
            if let getPointer = callbacks.getBytePointer {
                guard let pointer = getPointer(info) else { return nil }
                defer { callbacks.releaseBytePointer?(info, pointer) }
                return Data(bytes: pointer, count: size)
            }
            guard let read = callbacks.getBytesAtPosition else { return nil }
            var result = Data(count: size)
            var position = 0
            let complete = result.withUnsafeMutableBytes { buffer -> Bool in
                while position < size {
                    let count = read(info, buffer.baseAddress! + position, off_t(position), size - position)
                    guard count > 0 else { return false }
                    position += Swift.min(count, size - position)
                }
                return true
            }
            return complete ? result : result.prefix(position)
        }
    }
}

public typealias CGDataProviderGetBytesCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, Int) -> Int
public typealias CGDataProviderSkipForwardCallback = @convention(c) (UnsafeMutableRawPointer?, off_t) -> off_t
public typealias CGDataProviderRewindCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
public typealias CGDataProviderReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
public typealias CGDataProviderGetBytePointerCallback = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeRawPointer?
public typealias CGDataProviderReleaseBytePointerCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Void
public typealias CGDataProviderGetBytesAtPositionCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, off_t, Int) -> Int
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// The callbacks of a provider that reads a stream front to back.
public struct CGDataProviderSequentialCallbacks {
    public var version: UInt32
    public var getBytes: CGDataProviderGetBytesCallback?
    public var skipForward: CGDataProviderSkipForwardCallback?
    public var rewind: CGDataProviderRewindCallback?
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    public init() {
        self.init(version: 0, getBytes: nil, skipForward: nil, rewind: nil, releaseInfo: nil)
    }

    public init(version: UInt32, getBytes: CGDataProviderGetBytesCallback?, skipForward: CGDataProviderSkipForwardCallback?,
                rewind: CGDataProviderRewindCallback?, releaseInfo: CGDataProviderReleaseInfoCallback?) {
        self.version = version
        self.getBytes = getBytes
        self.skipForward = skipForward
        self.rewind = rewind
        self.releaseInfo = releaseInfo
    }
}

/// The callbacks of a provider with random access to a block of known size.
public struct CGDataProviderDirectCallbacks {
    public var version: UInt32
    public var getBytePointer: CGDataProviderGetBytePointerCallback?
    public var releaseBytePointer: CGDataProviderReleaseBytePointerCallback?
    public var getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    public init() {
        self.init(version: 0, getBytePointer: nil, releaseBytePointer: nil, getBytesAtPosition: nil, releaseInfo: nil)
    }

    public init(version: UInt32, getBytePointer: CGDataProviderGetBytePointerCallback?,
                releaseBytePointer: CGDataProviderReleaseBytePointerCallback?,
                getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?, releaseInfo: CGDataProviderReleaseInfoCallback?) {
        self.version = version
        self.getBytePointer = getBytePointer
        self.releaseBytePointer = releaseBytePointer
        self.getBytesAtPosition = getBytesAtPosition
        self.releaseInfo = releaseInfo
    }
}

extension CGDataProvider: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 6 }
}
