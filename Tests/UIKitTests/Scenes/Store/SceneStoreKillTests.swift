import Foundation
import UIKit
import Testing

/// Runs the SceneStoreKillProbe executable, which saves ever-newer
/// generations in a loop, and SIGKILLs it at random moments. After every kill
/// the store must hold nothing (never written) or one complete generation.
@Suite("Scene-session store kill test")
struct SceneStoreKillTests {
    private static let runs = 1_000

    /// The probe is built next to the test bundle, since this test target depends on it.
    private func probeURL() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("SceneStoreKillProbe") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "SceneStoreKillProbe not found in \(candidates.map(\.path))")
    }

    private struct Statistics {
        var runs = 0
        var loadedGeneration = 0
        var noFileYet = 0
        var highestGeneration = 0
        var waitedForSaves = 0
        var temporaryFilesLeft = 0
    }

    @Test("SIGKILL during saves never leaves a partial or corrupt store")
    func killDuringSaves() throws {
        let probe = try probeURL()
        let seed = UInt64(Date().timeIntervalSince1970 * 1000)
        var random = SeededRandom(seed: seed)
        var statistics = Statistics()
        var failures: [String] = []
        let started = Date()

        try withTemporaryDirectory { root in
            for run in 0..<Self.runs {
                let directory = root.appendingPathComponent("run-\(run)", isDirectory: true)
                let output = Pipe()
                let process = Process()
                process.executableURL = probe
                process.arguments = [directory.path]
                process.standardOutput = output
                try process.run()

                // Half the runs kill blindly 0–30 ms after spawn (often before the first
                // save); the others wait until k saves have returned, then kill 0–3 ms later.
                var savesAnnounced = 0
                if Bool.random(using: &random) {
                    usleep(UInt32.random(in: 0...30_000, using: &random))
                } else {
                    let wanted = Int.random(in: 1...4, using: &random)
                    savesAnnounced = waitForLines(wanted, from: output.fileHandleForReading)
                    if savesAnnounced < wanted {
                        failures.append("run \(run): the probe stopped after \(savesAnnounced) saves without being killed")
                    }
                    statistics.waitedForSaves += 1
                    usleep(UInt32.random(in: 0...3_000, using: &random))
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                try? output.fileHandleForReading.close()
                if process.terminationReason != .uncaughtSignal {
                    failures.append("run \(run): the probe exited by itself with status \(process.terminationStatus)")
                }

                let store = SceneSessionStore(directory: directory)
                var reports: [String] = []
                let contents = store.load { reports.append($0) }
                statistics.runs += 1
                if !reports.isEmpty {
                    failures.append("run \(run): \(reports)")
                } else if !FileManager.default.fileExists(atPath: store.fileURL.path) {
                    statistics.noFileYet += 1
                    if savesAnnounced > 0 {
                        failures.append("run \(run): \(savesAnnounced) saves returned but there is no file")
                    }
                } else {
                    switch SceneStoreSaveLoop.generation(of: contents) {
                    case .success(let generation):
                        statistics.loadedGeneration += 1
                        statistics.highestGeneration = max(statistics.highestGeneration, generation)
                        if generation < savesAnnounced {
                            failures.append("run \(run): generation \(generation) loaded after save \(savesAnnounced) returned")
                        }
                    case .failure(let error):
                        failures.append("run \(run): \(error)")
                    }
                }

                // A temporary file left by the kill must be ignored (checked above) and
                // removed by the next save.
                let leftovers = temporaryFiles(in: directory)
                if !leftovers.isEmpty {
                    statistics.temporaryFilesLeft += 1
                    try store.save(.init())
                    if !temporaryFiles(in: directory).isEmpty {
                        failures.append("run \(run): save left \(temporaryFiles(in: directory))")
                    }
                }
                try? FileManager.default.removeItem(at: directory)
            }
        }

        let seconds = Date().timeIntervalSince(started)
        print("""
            kill test: \(statistics.runs) runs in \(String(format: "%.1f", seconds)) s; \
            \(statistics.loadedGeneration) loaded a complete generation, \(statistics.noFileYet) found no file yet, \
            highest generation \(statistics.highestGeneration), \(statistics.waitedForSaves) runs waited for saves, \
            \(statistics.temporaryFilesLeft) left a temporary file; \(failures.count) failures (seed \(seed))
            """)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(statistics.loadedGeneration > 0)
        #expect(statistics.noFileYet > 0)
    }

    /// Reads the probe's "saved <g>" lines until `count` have arrived or it exits.
    private func waitForLines(_ count: Int, from handle: FileHandle) -> Int {
        var lines = 0
        while lines < count {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            lines += chunk.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        return lines
    }

    private func temporaryFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(SceneSessionStore.temporaryFilePrefix) }
    }
}
