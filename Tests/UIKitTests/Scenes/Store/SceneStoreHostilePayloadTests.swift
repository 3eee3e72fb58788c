import Foundation
import UIKit
import Testing

/// Crafted payloads with valid headers and checksums: the checksum does not
/// help here, the decoder and the schema rules must.
@Suite("Scene-session store hostile payloads")
struct SceneStoreHostilePayloadTests {
    private func expectMalformed(_ payload: [UInt8], containing phrase: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (contents, problems) = SceneSessionStore.decode(storeFile(payload: payload))
        #expect(contents == .init(), sourceLocation: sourceLocation)
        #expect(problems.map(\.kind) == [.malformed], sourceLocation: sourceLocation)
        #expect(problems.first?.detail.contains(phrase) == true, "\(problems)", sourceLocation: sourceLocation)
    }

    @Test("100000 levels of nested arrays or dictionaries stop at the depth limit")
    func deepNesting() {
        var arrays = PayloadBytes()
        for _ in 0..<100_000 {
            arrays.tag("a"); arrays.u32(1)
        }
        arrays.tag("t")
        expectMalformed(arrays.bytes, containing: "nested more than 64 levels")

        var dictionaries = PayloadBytes()
        for _ in 0..<100_000 {
            dictionaries.tag("m"); dictionaries.u32(1); dictionaries.key("k")
        }
        dictionaries.tag("t")
        expectMalformed(dictionaries.bytes, containing: "nested more than 64 levels")

        // The same depth inside a session's userInfo.
        var inSession = PayloadBytes()
        inSession.sessionsHeader(count: 1)
        inSession.tag("m"); inSession.u32(1); inSession.key("userInfo")
        inSession.bytes += dictionaries.bytes
        expectMalformed(inSession.bytes, containing: "nested more than 64 levels")
    }

    @Test("huge declared lengths and counts are refused before allocating")
    func hugeLengths() {
        for (tag, phrase) in [("s", "exceeds the 1048576-byte limit"), ("b", "only 0 bytes remain"), ("a", "only 0 bytes remain"), ("m", "only 0 bytes remain")] {
            var payload = PayloadBytes()
            payload.tag(Character(tag)); payload.u32(.max)
            expectMalformed(payload.bytes, containing: phrase)
        }
        var sessions = PayloadBytes()
        sessions.sessionsHeader(count: .max)
        expectMalformed(sessions.bytes, containing: "array declares 4294967295 elements")

        // A string just over the limit with all its bytes present.
        var longString = PayloadBytes()
        longString.tag("s"); longString.u32(UInt32(SceneStoreCodec.maximumStringLength + 1))
        longString.bytes += [UInt8](repeating: 0x61, count: SceneStoreCodec.maximumStringLength + 1)
        expectMalformed(longString.bytes, containing: "exceeds the 1048576-byte limit")

        // A dictionary key declaring more bytes than remain.
        var key = PayloadBytes()
        key.tag("m"); key.u32(1); key.u32(1_000); key.tag("t")
        expectMalformed(key.bytes, containing: "only 1 remain")
    }

    @Test("more values than the value budget are refused, in files and on save")
    func valueBudget() {
        var payload = PayloadBytes()
        payload.tag("a"); payload.u32(UInt32(SceneStoreCodec.maximumValueCount))
        payload.bytes += [UInt8](repeating: UInt8(ascii: "t"), count: SceneStoreCodec.maximumValueCount)
        expectMalformed(payload.bytes, containing: "more than 1048576 values")

        let tooMany = PropertyListValue.array(Array(repeating: .bool(true), count: SceneStoreCodec.maximumValueCount))
        #expect(throws: SceneStoreCodec.EncodingError.self) { try SceneStoreCodec.encode(tooMany) }
    }

    @Test("invalid UTF-8, unknown tags, short scalars and trailing bytes are malformed")
    func malformedGrammar() {
        var badString = PayloadBytes()
        badString.tag("s"); badString.u32(2); badString.bytes += [0xC3, 0x28]
        expectMalformed(badString.bytes, containing: "not valid UTF-8")

        var badKey = PayloadBytes()
        badKey.tag("m"); badKey.u32(1); badKey.u32(1); badKey.bytes += [0xFF]; badKey.tag("t")
        expectMalformed(badKey.bytes, containing: "not valid UTF-8")

        var surrogate = PayloadBytes()
        surrogate.tag("s"); surrogate.u32(3); surrogate.bytes += [0xED, 0xA0, 0x80]
        expectMalformed(surrogate.bytes, containing: "not valid UTF-8")

        expectMalformed([0x00], containing: "unknown value tag 0x0")
        expectMalformed([UInt8(ascii: "u"), 0, 0, 0, 0], containing: "a URL that does not parse")
        expectMalformed([UInt8(ascii: "U"), 1, 2, 3], containing: "needs 16 bytes")
        expectMalformed([UInt8(ascii: "i"), 1, 2, 3], containing: "needs 8 bytes")
        expectMalformed([], containing: "needs 1 bytes")
        expectMalformed([UInt8(ascii: "t"), UInt8(ascii: "t")], containing: "1 unexpected bytes after the value")
    }

    @Test("duplicate dictionary keys are malformed")
    func duplicateKeys() {
        var payload = PayloadBytes()
        payload.tag("m"); payload.u32(2)
        payload.key("sessions"); payload.tag("a"); payload.u32(0)
        payload.key("sessions"); payload.tag("a"); payload.u32(0)
        expectMalformed(payload.bytes, containing: "duplicate dictionary key \"sessions\"")

        // Canonically equivalent keys are the same Swift string, so they are duplicates too.
        var equivalent = PayloadBytes()
        equivalent.tag("m"); equivalent.u32(2)
        equivalent.key("\u{E9}"); equivalent.tag("t")
        equivalent.key("e\u{301}"); equivalent.tag("t")
        expectMalformed(equivalent.bytes, containing: "duplicate dictionary key")
    }

    @Test("a payload without a session list is malformed")
    func wrongRootShape() {
        for (tree, phrase) in [
            (PropertyListValue.array([]), "top-level value is an array"),
            (.dictionary([:]), "\"sessions\" list is missing"),
            (.dictionary(["sessions": .dictionary([:])]), "\"sessions\" is a dictionary, expected an array"),
        ] {
            let (contents, problems) = SceneSessionStore.decode(storeFile(tree: tree))
            #expect(contents == .init())
            #expect(problems.map(\.kind) == [.malformed])
            #expect(problems.first?.detail.contains(phrase) == true, "\(problems)")
        }
    }

    @Test("a session with a wrong type, a missing field or an absurd size is dropped alone")
    func invalidSessionsAreDropped() {
        let bad: [([String: PropertyListValue], String)] = [
            (validSessionEntries("x").merging(["persistentIdentifier": .integer(7)]) { $1 }, "\"persistentIdentifier\" is an integer, expected a string"),
            (validSessionEntries("x").filter { $0.key != "isConnected" }, "\"isConnected\" is missing"),
            (validSessionEntries("x").merging(["isConnected": .integer(1)]) { $1 }, "\"isConnected\" is an integer, expected a boolean"),
            (validSessionEntries("x").merging(["windowWidth": .integer(800)]) { $1 }, "\"windowWidth\" is an integer, expected a double"),
            (validSessionEntries("x").merging(["windowWidth": .double(.nan)]) { $1 }, "\"windowWidth\" is nan"),
            (validSessionEntries("x").merging(["windowHeight": .double(.infinity)]) { $1 }, "\"windowHeight\" is inf"),
            (validSessionEntries("x").merging(["windowHeight": .double(-.infinity)]) { $1 }, "\"windowHeight\" is -inf"),
            (validSessionEntries("x").merging(["windowWidth": .double(0)]) { $1 }, "\"windowWidth\" is 0.0"),
            (validSessionEntries("x").merging(["windowWidth": .double(1e300)]) { $1 }, "\"windowWidth\" is 1e+300"),
            (validSessionEntries("x").merging(["userInfo": .array([])]) { $1 }, "\"userInfo\" is an array, expected a dictionary"),
            (validSessionEntries("x").merging(["persistentIdentifier": .string("")]) { $1 }, "\"persistentIdentifier\" is empty"),
            (validSessionEntries("x").merging(["role": .string(String(repeating: "r", count: 5_000))]) { $1 }, "\"role\" is 5000 bytes long"),
            (validSessionEntries("x").merging(["stateRestorationActivity": .string("no")]) { $1 }, "state-restoration activity is a string"),
            (validSessionEntries("x").merging(["stateRestorationActivity": .dictionary([:])]) { $1 }, "\"activityType\" is missing"),
        ]
        for (entries, phrase) in bad {
            let (contents, problems) = SceneSessionStore.decode(storeFile(tree: tree(sessions: [validSessionEntries("before"), entries, validSessionEntries("after")])))
            #expect(contents.sessions.map(\.persistentIdentifier) == ["before", "after"])
            #expect(problems.map(\.kind) == [.invalidSession])
            #expect(problems.first?.detail.hasPrefix("session 1: ") == true)
            #expect(problems.first?.detail.contains(phrase) == true, "\(problems)")
        }
        // A session that is not a dictionary at all.
        let (contents, problems) = SceneSessionStore.decode(storeFile(tree: .dictionary(["sessions": .array([.integer(3), .dictionary(validSessionEntries("ok"))])])))
        #expect(contents.sessions.map(\.persistentIdentifier) == ["ok"])
        #expect(problems.map(\.detail) == ["session 0: the session is an integer, expected a dictionary"])
    }

    @Test("a repeated persistent identifier keeps the first session only")
    func duplicateIdentifiers() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            var first = validSessionEntries("twin")
            first["title"] = .string("first")
            var second = validSessionEntries("twin")
            second["title"] = .string("second")
            try Data(storeFile(tree: tree(sessions: [first, second]))).write(to: store.fileURL)
            var reports: [String] = []
            let contents = store.load { reports.append($0) }
            #expect(contents.sessions.map(\.title) == ["first"])
            #expect(reports == ["slate: scene session in \(store.fileURL.path) dropped: session 1: persistent identifier \"twin\" repeats an earlier session"])
        }
    }

    @Test("unknown keys are ignored, so later builds can add fields")
    func unknownKeys() {
        var entries = validSessionEntries("a")
        entries["addedLater"] = .array([.date(.distantFuture)])
        let file = storeFile(tree: .dictionary(["sessions": .array([.dictionary(entries)]), "alsoNew": .bool(true)]))
        let (contents, problems) = SceneSessionStore.decode(file)
        #expect(problems.isEmpty)
        #expect(contents.sessions == [StoredSceneSession(persistentIdentifier: "a")])
    }

    @Test("reports escape control characters from the file so they stay on one line")
    func reportsStayOnOneLine() {
        let (_, problems) = SceneSessionStore.decode(storeFile(tree: tree(sessions: [validSessionEntries("a\nb"), validSessionEntries("a\nb")])))
        let message = problems.first?.message(path: "/x") ?? ""
        #expect(!message.contains("\n"))
        #expect(message.contains(#""a\nb""#))
    }
}
