import Foundation
import UIKitTesting
import UIKit

/// A fresh directory under the system temporary directory, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("SceneStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// SplitMix64 (the fuzzer's generator): a tiny seeded generator so fuzz failures can be
/// replayed.
struct SeededRandom: RandomNumberGenerator {
    private var generator: FuzzRandom

    init(seed: UInt64) {
        generator = FuzzRandom(seed: seed)
    }

    mutating func next() -> UInt64 { generator.next() }

    mutating func bytes(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 8)
        while bytes.count < count {
            withUnsafeBytes(of: next()) { bytes.append(contentsOf: $0) }
        }
        return Array(bytes.prefix(count))
    }
}

/// Every property-list value kind, nested, with edge values and non-ASCII text.
let everyValueKind: [String: PropertyListValue] = [
    "string": .string("plain"),
    "emptyString": .string(""),
    "unicode": .string("Grüße, 世界 👩‍👩‍👧 e\u{301} \u{0}nul"),
    "integerZero": .integer(0),
    "integerOne": .integer(1),
    "integerMin": .integer(.min),
    "integerMax": .integer(.max),
    "doubleOne": .double(1.0),
    "doubleZero": .double(0.0),
    "negativeZero": .double(-0.0),
    "doubleTiny": .double(.leastNonzeroMagnitude),
    "doubleInfinity": .double(.infinity),
    "doublePi": .double(.pi),
    "true": .bool(true),
    "false": .bool(false),
    "date": .date(Date(timeIntervalSinceReferenceDate: 123_456_789.123_456_7)),
    "distantPast": .date(.distantPast),
    "data": .data(Data([0, 1, 2, 0xFF, 0x80])),
    "emptyData": .data(Data()),
    "fileURL": .url(URL(fileURLWithPath: "/home/ü/Résumé.txt")),
    "webURL": .url(URL(string: "https://example.com/a?b=c#d")!),
    "uuid": .uuid(UUID(uuidString: "8C0E3A55-5B0F-4E0C-9F63-0F0B1F6A2D11")!),
    "array": .array([.integer(1), .double(1), .bool(true), .string("1"), .array([]), .dictionary([:])]),
    "nested": .dictionary([
        "level1": .dictionary(["level2": .array([.dictionary(["level4": .data(Data([9]))])])]),
        "ключ": .string("значение"),
    ]),
]

/// A small store that uses every field and every value kind.
let sampleContents = SceneSessionStore.Contents(sessions: [
    StoredSceneSession(
        persistentIdentifier: "8C0E3A55-5B0F-4E0C-9F63-0F0B1F6A2D11",
        role: "UIWindowSceneSessionRoleApplication",
        configurationName: "Default Configuration",
        userInfo: everyValueKind,
        stateRestorationActivity: StoredUserActivity(
            activityType: "org.slate.editor.document",
            title: "Résumé.txt",
            userInfo: ["cursor": .integer(42), "scroll": .double(0.5), "path": .string("/home/ü/Résumé.txt")],
            targetContentIdentifier: "document/42"
        ),
        windowWidth: 1024.5,
        windowHeight: 768,
        title: "Résumé — Editor",
        isConnected: true
    ),
    StoredSceneSession(persistentIdentifier: "second", role: "UIWindowSceneSessionRoleExternalDisplayNonInteractive", isConnected: false),
    StoredSceneSession(
        persistentIdentifier: "日本語-🪟",
        stateRestorationActivity: StoredUserActivity(activityType: "org.slate.minimal"),
        windowWidth: 0.5,
        windowHeight: 100_000
    ),
])

let sampleFile: [UInt8] = try! SceneSessionStore.encode(sampleContents)

/// The complete file for an arbitrary payload tree, bypassing the schema rules.
func storeFile(tree: PropertyListValue, version: Int = SceneSessionStore.formatVersion) -> [UInt8] {
    SceneStoreEnvelope.wrap(payload: try! SceneStoreCodec.encode(tree), version: UInt32(version))
}

/// The complete file for hand-written payload bytes, with valid checksums.
func storeFile(payload: [UInt8], version: Int = SceneSessionStore.formatVersion) -> [UInt8] {
    SceneStoreEnvelope.wrap(payload: payload, version: UInt32(version))
}

/// A payload tree whose sessions are the given raw dictionaries.
func tree(sessions: [[String: PropertyListValue]]) -> PropertyListValue {
    .dictionary(["sessions": .array(sessions.map(PropertyListValue.dictionary))])
}

/// The raw dictionary a valid minimal session is stored as.
func validSessionEntries(_ identifier: String) -> [String: PropertyListValue] {
    ["persistentIdentifier": .string(identifier), "role": .string("UIWindowSceneSessionRoleApplication"), "isConnected": .bool(true)]
}

/// Builds payload bytes by hand, for shapes the encoder refuses to produce.
struct PayloadBytes {
    var bytes: [UInt8] = []

    mutating func tag(_ letter: Character) {
        bytes.append(letter.asciiValue!)
    }

    mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func u64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A length-prefixed string body (no tag), as dictionary keys are written.
    mutating func key(_ string: String) {
        u32(UInt32(string.utf8.count))
        bytes.append(contentsOf: string.utf8)
    }

    mutating func string(_ string: String) {
        tag("s")
        key(string)
    }

    /// `{"sessions": [` with `count` elements to follow.
    mutating func sessionsHeader(count: UInt32) {
        tag("m"); u32(1); key("sessions"); tag("a"); u32(count)
    }
}

/// The problem kinds decoding `file` reports.
func problemKinds(_ file: [UInt8]) -> [SceneSessionStore.LoadProblem.Kind] {
    SceneSessionStore.decode(file).problems.map(\.kind)
}
