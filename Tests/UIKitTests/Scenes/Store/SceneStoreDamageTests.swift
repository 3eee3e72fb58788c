import Foundation
import UIKit
import Testing

/// Files damaged by accident: the envelope must name the damage and the
/// result must be an empty store, for every truncation and every bit flip.
@Suite("Scene-session store damaged files")
struct SceneStoreDamageTests {
    @Test("a file from a newer format version is reported with both versions")
    func futureVersion() throws {
        try withTemporaryDirectory { directory in
            let store = SceneSessionStore(directory: directory)
            try Data(storeFile(payload: [1, 2, 3], version: 7)).write(to: store.fileURL)
            var reports: [String] = []
            let contents = store.load { reports.append($0) }
            #expect(contents == .init())
            #expect(reports == ["slate: scene sessions in \(store.fileURL.path) ignored: written by format version 7, this app reads version 1"])
        }
    }

    @Test("version 0 is unsupported too")
    func versionZero() {
        #expect(problemKinds(storeFile(tree: tree(sessions: []), version: 0)) == [.unsupportedVersion])
    }

    @Test("a file without the signature is not a store file")
    func wrongMagic() throws {
        var file = sampleFile
        file[1] = UInt8(ascii: "P")
        #expect(problemKinds(file) == [.notAStoreFile])
        #expect(problemKinds(Array("{\"sessions\": []}".utf8)) == [.notAStoreFile])
        #expect(problemKinds(Array("bplist00".utf8) + [UInt8](repeating: 0, count: 40)) == [.notAStoreFile])
    }

    @Test("bytes appended after the payload are corruption")
    func trailingBytes() {
        #expect(problemKinds(sampleFile + [0]) == [.corrupted])
    }

    @Test("truncation at every byte offset of a real file is reported as truncation")
    func everyTruncation() {
        var wrong: [String] = []
        for length in 0..<sampleFile.count {
            let (contents, problems) = SceneSessionStore.decode(Array(sampleFile.prefix(length)))
            if contents != .init() || problems.map(\.kind) != [.truncated] {
                wrong.append("length \(length): \(problems)")
            }
        }
        print("truncation: \(sampleFile.count) prefixes checked, \(wrong.count) wrong")
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("every single-bit flip of a real file is detected")
    func everyBitFlip() {
        var wrong: [String] = []
        var file = sampleFile
        for bit in 0..<(file.count * 8) {
            let (index, mask) = (bit / 8, UInt8(1) << (bit % 8))
            file[index] ^= mask
            let (contents, problems) = SceneSessionStore.decode(file)
            file[index] ^= mask
            let expected: SceneSessionStore.LoadProblem.Kind = index < SceneStoreEnvelope.magic.count ? .notAStoreFile : .corrupted
            if contents != .init() || problems.map(\.kind) != [expected] {
                wrong.append("bit \(bit): \(problems)")
            }
        }
        print("bit flips: all \(sampleFile.count * 8) single-bit flips of a \(sampleFile.count)-byte file checked, \(wrong.count) wrong")
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("random garbage of random lengths is refused")
    func randomGarbage() {
        var random = SeededRandom(seed: 0x5EED_0001)
        var wrong: [String] = []
        let iterations = 20_000
        for iteration in 0..<iterations {
            let length = Int.random(in: 0...4_096, using: &random)
            var file = random.bytes(length)
            // Half of them start with the signature so the header checks are reached.
            if iteration % 2 == 1 {
                file = SceneStoreEnvelope.magic + file
            }
            let (contents, problems) = SceneSessionStore.decode(file)
            let kinds = problems.map(\.kind)
            let acceptable: Bool
            if iteration % 2 == 0 {
                acceptable = kinds == [.notAStoreFile] || kinds == [.truncated]  // A short prefix of the signature is possible.
            } else {
                acceptable = kinds == [.corrupted] || kinds == [.truncated]
            }
            if contents != .init() || !acceptable {
                wrong.append("iteration \(iteration) (\(length) bytes): \(problems)")
            }
        }
        print("garbage: \(iterations) random files checked, \(wrong.count) wrong")
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
