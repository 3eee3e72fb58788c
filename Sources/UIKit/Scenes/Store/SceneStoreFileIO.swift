import Foundation

/// The POSIX file operations behind the scene-session store: a durable
/// atomic replace and a bounded read.
///
/// Written against open/write/fsync/rename directly because Foundation's
/// `Data.write(options: .atomic)` renames without fsync, so after a power
/// loss the new name can point at an empty or partial file.
package enum SceneStoreFileIO {
    // MARK: Writing

    /// Replaces `path` with `bytes` so that a reader sees either the old file
    /// or the complete new one, and the new one survives a crash once this
    /// returns: write a temporary file in the same directory, fsync it,
    /// rename it over `path`, fsync the directory. The temporary file is
    /// removed if anything before the rename fails.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, temporaryPrefix: String) throws(SceneSessionStoreError) {
        let directory = (path as NSString).deletingLastPathComponent
        // A random name opened with O_EXCL (retried on the unlikely clash) rather than
        // mkstemp, so O_CLOEXEC is set atomically; Glibc's mkostemp is not visible to Swift.
        var temporaryPath = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporaryPath = directory + "/" + temporaryPrefix + String(UInt64.random(in: .min ... .max), radix: 36)
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw failure("cannot create the temporary file \(temporaryPath)")
        }
        var descriptorIsOpen = true
        do throws(SceneSessionStoreError) {
            try writeAll(bytes, to: descriptor, path: temporaryPath)
            guard retryingInterrupts({ fsync(descriptor) }) == 0 else {
                throw failure("cannot flush \(temporaryPath) to disk")
            }
            descriptorIsOpen = false
            // Linux releases the descriptor even when close fails, so never retry it.
            guard close(descriptor) == 0 else {
                throw failure("cannot close \(temporaryPath)")
            }
            guard rename(temporaryPath, path) == 0 else {
                throw failure("cannot rename \(temporaryPath) to \(path)")
            }
        } catch {
            if descriptorIsOpen { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
        try syncDirectory(directory, after: "replacing \(path)")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(SceneSessionStoreError) {
        let complete = bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result > 0 {
                    written += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    if result == 0 { errno = EIO }
                    return false
                }
            }
            return true
        }
        guard complete else {
            throw failure("cannot write \(path)")
        }
    }

    /// fsyncs a directory so a rename or mkdir in it is on disk. File systems
    /// that cannot sync directories say EINVAL; there is nothing more to do there.
    private static func syncDirectory(_ directory: String, after action: String) throws(SceneSessionStoreError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw failure("\(action) succeeded, but cannot open \(directory) to flush it")
        }
        defer { close(descriptor) }
        guard retryingInterrupts({ fsync(descriptor) }) == 0 || errno == EINVAL else {
            throw failure("\(action) succeeded, but cannot flush \(directory) to disk")
        }
    }

    // MARK: Directories

    /// `mkdir -p` with mode 0700 (what the XDG spec asks for state
    /// directories), syncing each parent that gains an entry.
    package static func createDirectory(_ path: String) throws(SceneSessionStoreError) {
        if isDirectory(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path {
            try createDirectory(parent)
        }
        guard mkdir(path, 0o700) == 0 || (errno == EEXIST && isDirectory(path)) else {
            throw failure("cannot create the directory \(path)")
        }
        if !parent.isEmpty {
            try syncDirectory(parent, after: "creating \(path)")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Deletes the temporary files a killed writer left behind. Assumes one
    /// writer per store: a second process saving concurrently could lose its
    /// temporary file here, which fails that save but never damages the store.
    package static func removeFiles(in directory: String, withPrefix prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory + "/" + name)
        }
    }

    // MARK: Reading

    package enum ReadResult: Equatable, Sendable {
        case missing
        case contents([UInt8])
        case tooLarge(Int)
        case unreadable(String)
    }

    /// Reads a regular file of at most `limit` bytes. Never blocks on a FIFO
    /// (O_NONBLOCK) and never allocates more than the file really holds.
    package static func readFile(_ path: String, limit: Int) -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .missing : .unreadable("cannot open it: \(errorText())")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .unreadable("cannot inspect it: \(errorText())")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .unreadable("it is not a regular file")
        }
        guard info.st_size <= limit else {
            return .tooLarge(Int(info.st_size))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable("cannot read it: \(errorText())")
            }
            bytes.append(contentsOf: chunk[0..<count])
            // The file may have grown since fstat.
            guard bytes.count <= limit else { return .tooLarge(bytes.count) }
        }
        return .contents(bytes)
    }

    // MARK: Helpers

    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result == -1, errno == EINTR { continue }
            return result
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }

    /// An error whose message ends with the current errno's text.
    private static func failure(_ what: String) -> SceneSessionStoreError {
        SceneSessionStoreError("\(what): \(errorText())")
    }
}
