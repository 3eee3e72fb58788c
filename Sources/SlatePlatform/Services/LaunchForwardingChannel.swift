import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a second launch of an app hands the URLs it was given to the instance already running,
/// as a desktop expects of an application (GApplication does the same over D-Bus): opening a
/// file with the app from the file manager while it runs opens it in the running app instead
/// of starting another.
///
/// The running instance listens on a Unix socket named after the app's identifier in the
/// user's runtime directory (`$XDG_RUNTIME_DIR/slate/<identifier>.socket`, private to the
/// user). A launch with URLs first tries to connect: if an instance answers, it writes the
/// URLs, one per line, waits for the instance to say it took them, and exits. A socket left by
/// an instance that died answers nothing and is replaced.
///
/// The channel is the desktop host's: the headless host has no other launches to hear.
package final class LaunchForwardingChannel: @unchecked Sendable {
    /// The socket's path for an application identifier.
    package static func socketPath(applicationIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory() + "slate-runtime-\(getuid())"
        let safe = String(applicationIdentifier.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
        var path = base + "/slate/" + safe + ".socket"
        // A Unix socket's path holds at most 107 bytes: a long identifier is shortened, keeping
        // it distinct by a checksum of the whole.
        if path.utf8.count > 100 {
            let checksum = applicationIdentifier.utf8.reduce(UInt32(2166136261)) { ($0 ^ UInt32($1)) &* 16777619 }
            path = base + "/slate/" + String(safe.prefix(16)) + "-" + String(checksum, radix: 16) + ".socket"
        }
        return path
    }

    /// Hands `urls` to the running instance listening at `path`; false when none answered
    /// (this launch should open them itself).
    package static func forward(_ urls: [URL], to path: String) -> Bool {
        guard !urls.isEmpty else { return false }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        guard Self.connect(descriptor, path: path) else { return false }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let message = Array(urls.map { $0.absoluteString + "\n" }.joined().utf8)
        guard writeAll(descriptor, message) else { return false }
        shutdown(descriptor, Int32(SHUT_WR))
        // The instance answers one byte once it has taken the URLs.
        var answer: UInt8 = 0
        return read(descriptor, &answer, 1) == 1 && answer == 0x06
    }

    private let path: String
    private let descriptor: Int32
    private let handler: @Sendable ([URL]) -> Void

    /// Listens at `path`, unless another instance already does (nil). `handler` is called on
    /// the listening thread with each launch's URLs.
    package init?(path: String, handler: @escaping @Sendable ([URL]) -> Void) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        if !Self.bind(descriptor, path: path) {
            // Taken: by a live instance (it answers a connection), or left by a dead one.
            let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            let alive = probe >= 0 && Self.connect(probe, path: path)
            if probe >= 0 { Glibc.close(probe) }
            guard !alive else { Glibc.close(descriptor); return nil }
            unlink(path)
            guard Self.bind(descriptor, path: path) else { Glibc.close(descriptor); return nil }
        }
        guard listen(descriptor, 8) == 0 else { Glibc.close(descriptor); unlink(path); return nil }
        self.path = path
        self.descriptor = descriptor
        self.handler = handler
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "slate.launch-forwarding"
        thread.start()
    }

    /// Stops listening and removes the socket, so that the next launch starts afresh.
    package func close() {
        unlink(path)
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        while true {
            let connection = accept(descriptor, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while received.count < 1 << 20 {
                let count = read(connection, &buffer, buffer.count)
                if count <= 0 { break }
                received += buffer[..<count]
            }
            let urls = String(decoding: received, as: UTF8.self).split(separator: "\n").compactMap { URL(string: String($0)) }
            if !urls.isEmpty { handler(urls) }
            var answer: UInt8 = 0x06
            _ = write(connection, &answer, 1)
            Glibc.close(connection)
        }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    private static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    private static func bind(_ descriptor: Int32, path: String) -> Bool {
        withAddress(path) { Glibc.bind(descriptor, $0, $1) == 0 } ?? false
    }

    private static func connect(_ descriptor: Int32, path: String) -> Bool {
        withAddress(path) { Glibc.connect(descriptor, $0, $1) == 0 } ?? false
    }
}
