import Foundation

/// A connection to sway's IPC socket (what `swaymsg` speaks: the i3 IPC protocol), kept open
/// so that a resize step costs a message and its reply, not a `swaymsg` process.
public final class SwayIPC {
    private let socket: Int32

    /// Connects to `path` (`SWAYSOCK`); nil when it cannot.
    public init?(path: String) {
        socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(socket)
            return nil
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
    }

    deinit { close(socket) }

    /// Runs sway commands (`RUN_COMMAND`); whether every one succeeded.
    @discardableResult
    public func run(_ command: String) -> Bool {
        guard let reply = exchange(type: 0, payload: command),
              let results = try? JSONSerialization.jsonObject(with: reply) as? [[String: Any]] else { return false }
        return results.allSatisfy { $0["success"] as? Bool == true }
    }

    /// The container of the first window that process `pid` shows (`GET_TREE`): its id, and
    /// its size in points (for a borderless floating window, the window's geometry — the
    /// surface without the shadow GTK draws around it).
    public func container(ofProcess pid: pid_t) -> (id: Int, size: CGSize)? {
        guard let reply = exchange(type: 4, payload: ""),
              let tree = try? JSONSerialization.jsonObject(with: reply) as? [String: Any] else { return nil }
        return Self.container(in: tree, pid: Int(pid))
    }

    private static func container(in node: [String: Any], pid: Int) -> (id: Int, size: CGSize)? {
        if node["pid"] as? Int == pid, let id = node["id"] as? Int, let rect = node["rect"] as? [String: Any],
           let width = rect["width"] as? Int, let height = rect["height"] as? Int {
            return (id, CGSize(width: width, height: height))
        }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [[String: Any]] ?? [] {
                if let found = container(in: child, pid: pid) { return found }
            }
        }
        return nil
    }

    /// One message and its reply: "i3-ipc", the payload's length and the message type (both
    /// 32-bit, in the machine's byte order), the payload.
    private func exchange(type: UInt32, payload: String) -> Data? {
        var message = Data("i3-ipc".utf8)
        let body = Data(payload.utf8)
        withUnsafeBytes(of: UInt32(body.count)) { message.append(contentsOf: $0) }
        withUnsafeBytes(of: type) { message.append(contentsOf: $0) }
        message.append(body)
        guard write(message), let header = read(count: 14) else { return nil }
        let length = header.subdata(in: 6..<10).withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        return read(count: Int(length))
    }

    private func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    private func read(count: Int) -> Data? {
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { buffer in
            var received = 0
            while received < count {
                let got = recv(socket, buffer.baseAddress! + received, count - received, 0)
                guard got > 0 else { return false }
                received += got
            }
            return true
        }
        return complete ? data : nil
    }
}
