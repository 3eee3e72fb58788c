import Foundation

/// Persists an app's scene sessions across launches, one file per app under
/// the XDG state directory.
///
/// ## File format
///
/// `SceneStoreEnvelope` header (magic, format version, payload length,
/// header CRC-32, payload CRC-32) followed by one `SceneStoreCodec` value laid
/// out by `SceneStoreSchema`. A custom tagged binary format rather than a
/// Foundation one because the reader has to be bounded and trap-free on any
/// input, including crafted files whose checksums are valid, and it has to
/// round-trip Date, Data and Int/Double/Bool exactly; a grammar of nine tags
/// with every length checked before use is easy to make and keep so.
///
/// ## Writing
///
/// `save` replaces the file atomically and durably (temporary file, fsync,
/// rename, fsync of the directory): a crash or SIGKILL at any moment leaves
/// the previous complete file or the new complete one. One writer per app is
/// assumed; leftover temporary files from a killed writer are deleted by the
/// next save and never read.
///
/// ## Reading
///
/// `load` never traps. A missing file is an empty store. A file that is
/// unreadable, too large, not a store, truncated, corrupted, malformed or from
/// another format version is reported and ignored as a whole, since none of it
/// can be trusted. Inside a payload that passed its checksum and parsed, a
/// session that breaks the schema rules is reported and dropped alone, and the
/// other sessions are kept.
package struct SceneSessionStore: Sendable {
    package static let formatVersion = 1
    package static let fileName = "scene-sessions.bin"
    /// No real store comes near this: it keeps a hostile or runaway file from
    /// costing more than a bounded read and parse at launch.
    package static let maximumFileSize = 16 << 20
    /// Prefix of temporary files; starts with "." so they never match `fileName`.
    package static let temporaryFilePrefix = "." + fileName + ".tmp-"

    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    package var fileURL: URL {
        directory.appendingPathComponent(Self.fileName, isDirectory: false)
    }

    package struct Contents: Equatable, Sendable {
        /// In the order they were saved.
        package var sessions: [StoredSceneSession]
        /// The view-controller state an app without scenes preserved (its NSCoder restoration).
        package var applicationState: StoredRestorationArchive?

        package init(sessions: [StoredSceneSession] = [], applicationState: StoredRestorationArchive? = nil) {
            self.sessions = sessions
            self.applicationState = applicationState
        }
    }

    /// Something `load` found wrong, and reports.
    package struct LoadProblem: Error, Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// The file exists but cannot be opened or read, or is not a regular file.
            case unreadable
            /// Larger than `maximumFileSize`.
            case tooLarge
            /// Does not carry the store's signature.
            case notAStoreFile
            /// Ends before the header or payload it promises.
            case truncated
            /// A checksum does not match, or bytes follow the payload.
            case corrupted
            /// A sound header from another format version.
            case unsupportedVersion
            /// Checksums match but the payload does not parse or lacks the session list.
            case malformed
            /// One session broke the schema rules and was dropped; the others were kept.
            case invalidSession
            /// The restoration archive broke the schema rules and was dropped; the sessions were kept.
            case invalidRestorationArchive
        }

        package var kind: Kind
        package var detail: String

        /// The one-line report naming the file.
        package func message(path: String) -> String {
            switch kind {
            case .invalidSession: "slate: scene session in \(path) dropped: \(detail)"
            case .invalidRestorationArchive: "slate: restoration archive in \(path) dropped: \(detail)"
            default: "slate: scene sessions in \(path) ignored: \(detail)"
            }
        }
    }

    // MARK: Location

    /// `$XDG_STATE_HOME/<id>` when XDG_STATE_HOME is set, non-empty and
    /// absolute; otherwise `$HOME/.local/state/<id>`, as the XDG Base
    /// Directory spec says (a relative value must be ignored). Without a
    /// usable HOME it falls back to the account's home directory.
    package static func defaultDirectory(
        applicationIdentifier: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        XDGBaseDirectories(environment: environment).applicationDirectory(in: \.stateHome, applicationIdentifier: applicationIdentifier)
    }

    // MARK: Saving

    /// Writes `contents` atomically and durably, creating the directory (mode
    /// 0700) if needed. Throws, naming the path, if the contents break the
    /// schema rules or the file system fails; the previous file is then intact.
    package func save(_ contents: Contents) throws {
        let path = fileURL.path
        let file: [UInt8]
        do {
            file = try Self.encode(contents)
        } catch {
            throw SceneSessionStoreError("slate: cannot save scene sessions to \(path): \(error)")
        }
        do throws(SceneSessionStoreError) {
            try SceneStoreFileIO.createDirectory(directory.path)
            SceneStoreFileIO.removeFiles(in: directory.path, withPrefix: Self.temporaryFilePrefix)
            try SceneStoreFileIO.writeAtomically(file, to: path, temporaryPrefix: Self.temporaryFilePrefix)
        } catch {
            throw SceneSessionStoreError("slate: cannot save scene sessions to \(path): \(error)")
        }
    }

    /// The complete file for `contents`.
    package static func encode(_ contents: Contents) throws -> [UInt8] {
        let tree = try SceneStoreSchema.encode(contents.sessions, applicationState: contents.applicationState)
        let payload = try SceneStoreCodec.encode(tree)
        let file = SceneStoreEnvelope.wrap(payload: payload, version: UInt32(formatVersion))
        guard file.count <= maximumFileSize else {
            throw SceneSessionStoreError("the sessions need \(file.count) bytes, more than the \(maximumFileSize)-byte limit")
        }
        return file
    }

    // MARK: Loading

    /// Reads the store; see the type's documentation for what is reported
    /// and what is kept. Each problem is passed to `report` as one line.
    package func load(report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Contents {
        let (contents, problems) = loadWithProblems()
        let path = fileURL.path
        for problem in problems {
            report(problem.message(path: path))
        }
        return contents
    }

    /// `load` without the reporting, for callers that want the kinds.
    package func loadWithProblems() -> (contents: Contents, problems: [LoadProblem]) {
        switch SceneStoreFileIO.readFile(fileURL.path, limit: Self.maximumFileSize) {
        case .missing:
            return (Contents(), [])
        case .unreadable(let reason):
            return (Contents(), [LoadProblem(kind: .unreadable, detail: reason)])
        case .tooLarge(let size):
            return (Contents(), [LoadProblem(kind: .tooLarge, detail: "the file is \(size) bytes, more than the \(Self.maximumFileSize)-byte limit")])
        case .contents(let file):
            return Self.decode(file)
        }
    }

    /// Decodes a complete file's bytes. Never traps, whatever `file` holds.
    package static func decode(_ file: [UInt8]) -> (contents: Contents, problems: [LoadProblem]) {
        file.withUnsafeBytes { bytes in
            do throws(LoadProblem) {
                let tree = try decodeTree(bytes)
                let decoded = try decodeSessions(tree)
                var problems = decoded.dropped.map { LoadProblem(kind: .invalidSession, detail: $0) }
                if let archiveProblem = decoded.archiveProblem {
                    problems.append(LoadProblem(kind: .invalidRestorationArchive, detail: archiveProblem))
                }
                return (Contents(sessions: decoded.sessions, applicationState: decoded.applicationState), problems)
            } catch {
                return (Contents(), [error])
            }
        }
    }

    private static func decodeTree(_ file: UnsafeRawBufferPointer) throws(LoadProblem) -> PropertyListValue {
        let payload: UnsafeRawBufferPointer
        do {
            payload = try SceneStoreEnvelope.unwrap(file, supportedVersion: UInt32(formatVersion))
        } catch {
            switch error {
            case .notAStoreFile(let detail): throw LoadProblem(kind: .notAStoreFile, detail: detail)
            case .truncated(let detail): throw LoadProblem(kind: .truncated, detail: detail)
            case .corrupted(let detail): throw LoadProblem(kind: .corrupted, detail: detail)
            case .unsupportedVersion(let version):
                throw LoadProblem(kind: .unsupportedVersion, detail: "written by format version \(version), this app reads version \(formatVersion)")
            }
        }
        do {
            return try SceneStoreCodec.decode(payload)
        } catch {
            throw LoadProblem(kind: .malformed, detail: "the payload is malformed \(error)")
        }
    }

    private static func decodeSessions(_ tree: PropertyListValue) throws(LoadProblem) -> SceneStoreSchema.Decoded {
        do {
            return try SceneStoreSchema.decode(tree)
        } catch {
            throw LoadProblem(kind: .malformed, detail: "the payload is malformed: \(error)")
        }
    }
}
