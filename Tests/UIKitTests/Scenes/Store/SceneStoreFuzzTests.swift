import Foundation
import UIKit
import Testing

/// Seeded fuzzing of the decoder behind a valid checksum, which is where a
/// hostile file ends up. Any trap fails the whole test run.
@Suite("Scene-session store fuzzing")
struct SceneStoreFuzzTests {
    private static let seed: UInt64 = 0xF022_5CE0_E5E5

    @Test("random property-list trees round-trip through the codec exactly")
    func randomTreesRoundTrip() throws {
        var random = SeededRandom(seed: Self.seed)
        let iterations = 3_000
        for _ in 0..<iterations {
            let tree = randomTree(depth: 0, using: &random)
            let bytes = try SceneStoreCodec.encode(tree)
            let decoded = try bytes.withUnsafeBytes { try SceneStoreCodec.decode($0) }
            #expect(decoded == tree)
            #expect(try SceneStoreCodec.encode(decoded) == bytes)
        }
        print("codec round trip: \(iterations) random trees")
    }

    @Test("mutated payloads with valid checksums never trap and decode to something save accepts")
    func mutatedPayloads() throws {
        var random = SeededRandom(seed: Self.seed &+ 1)
        let bases: [[UInt8]] = [
            Array(sampleFile.dropFirst(SceneStoreEnvelope.headerSize)),
            Array(try SceneSessionStore.encode(.init(sessions: [
                StoredSceneSession(
                    persistentIdentifier: "probe",
                    userInfo: ["generation": .integer(3), "payload": .data(Data(count: 64))],
                    stateRestorationActivity: StoredUserActivity(activityType: "a", userInfo: ["k": .array([.bool(true)])]),
                    windowWidth: 800,
                    windowHeight: 600
                ),
            ])).dropFirst(SceneStoreEnvelope.headerSize)),
            try SceneStoreCodec.encode(tree(sessions: (0..<5).map { validSessionEntries("s\($0)") })),
        ]
        let iterations = 100_000
        var outcomes: [String: Int] = [:]
        var wrong: [String] = []
        for iteration in 0..<iterations {
            var payload = bases[iteration % bases.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                mutate(&payload, using: &random)
            }
            let (contents, problems) = SceneSessionStore.decode(storeFile(payload: payload))
            let kinds = problems.map(\.kind)
            if kinds == [.malformed] {
                outcomes["malformed", default: 0] += 1
                if contents != .init() { wrong.append("iteration \(iteration): malformed but not empty") }
                continue
            }
            guard kinds.allSatisfy({ $0 == .invalidSession }) else {
                wrong.append("iteration \(iteration): unexpected problems \(problems)")
                continue
            }
            outcomes[kinds.isEmpty ? "loaded cleanly" : "loaded, sessions dropped", default: 0] += 1
            // What load returns, save must accept, and it must read back identically.
            do {
                let file = try SceneSessionStore.encode(contents)
                let again = SceneSessionStore.decode(file)
                let fileAgain = try SceneSessionStore.encode(again.contents)
                if !again.problems.isEmpty || fileAgain != file {
                    wrong.append("iteration \(iteration): re-encoded contents do not read back identically")
                }
            } catch {
                wrong.append("iteration \(iteration): save refuses loaded contents: \(error)")
            }
        }
        print("payload fuzz: \(iterations) mutated payloads with valid checksums, outcomes \(outcomes.sorted { $0.key < $1.key }), \(wrong.count) wrong")
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    // MARK: Generators

    private func randomTree(depth: Int, using random: inout SeededRandom) -> PropertyListValue {
        if Int.random(in: 0..<10, using: &random) == 0 {
            return Bool.random(using: &random)
                ? .url(URL(string: "file:///" + randomString(using: &random).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!)!)
                : .uuid(UUID(uuid: (random.bytes(16) + [UInt8](repeating: 0, count: 16)).withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }))
        }
        let kind = Int.random(in: 0..<(depth < 5 ? 10 : 8), using: &random)
        switch kind {
        case 0: return .string(randomString(using: &random))
        case 1: return .integer([0, 1, -1, .min, .max, Int.random(in: .min ... .max, using: &random)].randomElement(using: &random)!)
        case 2: return .double([0, -0.0, 1, .infinity, -.infinity, .ulpOfOne, Double.random(in: -1e300...1e300, using: &random)].randomElement(using: &random)!)
        case 3: return .bool(Bool.random(using: &random))
        case 4: return .date(Date(timeIntervalSinceReferenceDate: Double.random(in: -1e12...1e12, using: &random)))
        case 5: return .data(Data(random.bytes(Int.random(in: 0...40, using: &random))))
        case 6, 8: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomTree(depth: depth + 1, using: &random) })
        default:
            var entries: [String: PropertyListValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                entries[randomString(using: &random)] = randomTree(depth: depth + 1, using: &random)
            }
            return .dictionary(entries)
        }
    }

    private func randomString(using random: inout SeededRandom) -> String {
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\n", "\u{0}", "é", "\u{301}", "世", "👩", "\u{200D}", "\u{FFFD}"]
        return String(String.UnicodeScalarView((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
    }

    /// One structural mutation: bit flips, interesting bytes and lengths,
    /// insertions, deletions and duplicated ranges.
    private func mutate(_ payload: inout [UInt8], using random: inout SeededRandom) {
        let interestingBytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0xC3, 0xED] + Array("sirdbtfamuU".utf8)
        let interestingLengths: [UInt32] = [0, 1, 2, 4, 5, 8, 64, 65, 0x7FFF_FFFF, 0xFFFF_FFFF, UInt32(payload.count), 1 << 20, (1 << 20) + 1]
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !payload.isEmpty:
            payload[Int.random(in: payload.indices, using: &random)] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1 where !payload.isEmpty:
            payload[Int.random(in: payload.indices, using: &random)] = interestingBytes.randomElement(using: &random)!
        case 2 where payload.count >= 4:
            let offset = Int.random(in: 0...(payload.count - 4), using: &random)
            let length = interestingLengths.randomElement(using: &random)!
            withUnsafeBytes(of: length.littleEndian) { payload.replaceSubrange(offset..<offset + 4, with: $0) }
        case 3:
            payload.insert(contentsOf: random.bytes(Int.random(in: 1...8, using: &random)), at: Int.random(in: 0...payload.count, using: &random))
        case 4 where !payload.isEmpty:
            let start = Int.random(in: payload.indices, using: &random)
            payload.removeSubrange(start..<min(payload.count, start + Int.random(in: 1...16, using: &random)))
        case 5 where !payload.isEmpty:
            let start = Int.random(in: payload.indices, using: &random)
            let range = start..<min(payload.count, start + Int.random(in: 1...64, using: &random))
            payload.insert(contentsOf: payload[range], at: Int.random(in: 0...payload.count, using: &random))
        default:
            payload = Array(payload.prefix(Int.random(in: 0...payload.count, using: &random)))
        }
    }
}
