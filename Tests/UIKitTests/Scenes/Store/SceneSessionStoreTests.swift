import Foundation
import UIKit
import Testing

@Suite("Scene-session store saving and loading")
struct SceneSessionStoreTests {
    private func loadReporting(_ store: SceneSessionStore) -> (SceneSessionStore.Contents, [String]) {
        var reports: [String] = []
        let contents = store.load { reports.append($0) }
        return (contents, reports)
    }

    @Test("every value kind and every session field round-trips")
    func roundTripEveryKind() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try store.save(sampleContents)
            let (loaded, reports) = loadReporting(store)
            #expect(reports.isEmpty)
            #expect(loaded == sampleContents)
            // Equality cannot see these; the encoding must keep them bit for bit.
            let userInfo = try #require(loaded.sessions.first?.userInfo)
            guard case .double(let negativeZero)? = userInfo["negativeZero"] else { Issue.record("negativeZero lost"); return }
            #expect(negativeZero.sign == .minus)
            guard case .date(let date)? = userInfo["date"] else { Issue.record("date lost"); return }
            #expect(date.timeIntervalSinceReferenceDate.bitPattern == (123_456_789.123_456_7 as Double).bitPattern)
        }
    }

    @Test("NaN in userInfo is stored bit for bit")
    func nanUserInfo() throws {
        let nan = Double(bitPattern: 0x7FF8_0000_0000_1234)
        let contents = SceneSessionStore.Contents(sessions: [StoredSceneSession(persistentIdentifier: "a", userInfo: ["nan": .double(nan)])])
        let loaded = SceneSessionStore.decode(try SceneSessionStore.encode(contents)).contents
        guard case .double(let value)? = loaded.sessions.first?.userInfo["nan"] else { Issue.record("nan lost"); return }
        #expect(value.bitPattern == nan.bitPattern)
    }

    @Test("an empty store round-trips")
    func emptyStore() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try store.save(.init())
            #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
            let (loaded, reports) = loadReporting(store)
            #expect(loaded == .init())
            #expect(reports.isEmpty)
        }
    }

    @Test("many sessions keep their order")
    func manySessions() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            let sessions = (0..<2_000).map { index in
                StoredSceneSession(persistentIdentifier: "s\(2_000 - index)", userInfo: ["i": .integer(index)], windowWidth: Double(index + 1), windowHeight: 10)
            }
            try store.save(.init(sessions: sessions))
            let (loaded, reports) = loadReporting(store)
            #expect(reports.isEmpty)
            #expect(loaded.sessions.map(\.persistentIdentifier) == sessions.map(\.persistentIdentifier))
            #expect(loaded.sessions == sessions)
        }
    }

    @Test("a missing file loads as empty without a report")
    func missingFile() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory.appendingPathComponent("never/created"))
            let (loaded, reports) = loadReporting(store)
            #expect(loaded == .init())
            #expect(reports.isEmpty)
        }
    }

    @Test("saving over an existing file replaces it")
    func saveOverExisting() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try store.save(sampleContents)
            let replacement = SceneSessionStore.Contents(sessions: [StoredSceneSession(persistentIdentifier: "only")])
            try store.save(replacement)
            #expect(loadReporting(store).0 == replacement)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names == [SceneSessionStore.fileName])
        }
    }

    @Test("saving into a missing directory creates it with mode 0700")
    func saveIntoMissingDirectory() throws {
        try withTemporaryDirectory { directory in
            let nested = directory.appendingPathComponent("state/org.slate.Example", isDirectory: true)
            let store = SceneSessionStore(directory: nested)
            try store.save(sampleContents)
            #expect(loadReporting(store).0 == sampleContents)
            for path in [nested.path, nested.deletingLastPathComponent().path] {
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
            }
            let fileAttributes = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
            #expect((fileAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test("saving fails with the path in the message when the directory cannot be created")
    func saveIntoImpossibleDirectory() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("file")
            try Data("x".utf8).write(to: blocker)
            let store = SceneSessionStore(directory: blocker.appendingPathComponent("sub"))
            let error = #expect(throws: SceneSessionStoreError.self) { try store.save(sampleContents) }
            #expect(error?.description.contains(store.fileURL.path) == true)
        }
    }

    @Test("a failed save removes its temporary file")
    func failedSaveCleansUp() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            // A non-empty directory at the file's path makes the final rename fail.
            try FileManager.default.createDirectory(at: store.fileURL.appendingPathComponent("occupied"), withIntermediateDirectories: true)
            let error = #expect(throws: SceneSessionStoreError.self) { try store.save(sampleContents) }
            #expect(error?.description.contains("cannot rename") == true)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names == [SceneSessionStore.fileName])
        }
    }

    @Test("stale temporary files are ignored by load and removed by the next save")
    func staleTemporaryFiles() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try store.save(sampleContents)
            let stale = directory.appendingPathComponent(SceneSessionStore.temporaryFilePrefix + "Ab12Cd")
            try Data(sampleFile.prefix(100)).write(to: stale)
            let unrelated = directory.appendingPathComponent("other-file")
            try Data("keep".utf8).write(to: unrelated)

            let (loaded, reports) = loadReporting(store)
            #expect(loaded == sampleContents)
            #expect(reports.isEmpty)

            try store.save(.init())
            #expect(!FileManager.default.fileExists(atPath: stale.path))
            #expect(FileManager.default.fileExists(atPath: unrelated.path))
        }
    }

    @Test("save refuses sessions that load would reject and leaves the old file alone")
    func saveValidates() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try store.save(sampleContents)
            let invalid: [StoredSceneSession] = [
                StoredSceneSession(persistentIdentifier: ""),
                StoredSceneSession(persistentIdentifier: "a", role: ""),
                StoredSceneSession(persistentIdentifier: "a", windowWidth: .nan),
                StoredSceneSession(persistentIdentifier: "a", windowHeight: -1),
                StoredSceneSession(persistentIdentifier: "a", windowWidth: 1e9),
                StoredSceneSession(persistentIdentifier: String(repeating: "x", count: 2_000)),
                StoredSceneSession(persistentIdentifier: "a", stateRestorationActivity: StoredUserActivity(activityType: "")),
                StoredSceneSession(persistentIdentifier: "a", userInfo: ["deep": deeplyNested(70)]),
                StoredSceneSession(persistentIdentifier: "a", userInfo: ["huge": .string(String(repeating: "x", count: SceneStoreCodec.maximumStringLength + 1))]),
            ]
            for session in invalid {
                let error = #expect(throws: SceneSessionStoreError.self) { try store.save(.init(sessions: [session])) }
                #expect(error?.description.contains(store.fileURL.path) == true)
            }
            #expect(throws: SceneSessionStoreError.self) {
                try store.save(.init(sessions: [StoredSceneSession(persistentIdentifier: "twin"), StoredSceneSession(persistentIdentifier: "twin")]))
            }
            #expect(loadReporting(store).0 == sampleContents)
        }
    }

    @Test("a file over the size limit is refused before it is read")
    func oversizedFile() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            #expect(FileManager.default.createFile(atPath: store.fileURL.path, contents: nil))
            let handle = try FileHandle(forWritingTo: store.fileURL)
            try handle.truncate(atOffset: UInt64(SceneSessionStore.maximumFileSize + 1))  // Sparse: costs no disk.
            try handle.close()
            let (contents, problems) = store.loadWithProblems()
            #expect(contents == .init())
            #expect(problems.map(\.kind) == [.tooLarge])
        }
    }

    @Test("a directory or a FIFO where the file should be is reported, not read")
    func notARegularFile() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: false)
            #expect(store.loadWithProblems().problems.map(\.kind) == [.unreadable])
            try FileManager.default.removeItem(at: store.fileURL)
            #expect(mkfifo(store.fileURL.path, 0o600) == 0)
            let (contents, reports) = loadReporting(store)  // Must not block waiting for a writer.
            #expect(contents == .init())
            #expect(reports == ["slate: scene sessions in \(store.fileURL.path) ignored: it is not a regular file"])
        }
    }

    @Test("encoding is deterministic")
    func deterministicEncoding() throws {
        #expect(try SceneSessionStore.encode(sampleContents) == sampleFile)
    }

    private func deeplyNested(_ depth: Int) -> PropertyListValue {
        var value = PropertyListValue.integer(0)
        for _ in 0..<depth {
            value = .array([value])
        }
        return value
    }
}
