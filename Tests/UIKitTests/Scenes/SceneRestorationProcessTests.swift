import Foundation
import Testing

/// Quit and relaunch for real: one process opens three windows, sets state in each and
/// quits; a fresh process launches from the same store and reports what it restored.
@Suite("Scene restoration across processes")
struct SceneRestorationProcessTests {
    private static let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("SceneRestorationProbe")

    private func runProbe(_ mode: String, store: URL) throws -> [String] {
        let process = Process()
        process.executableURL = Self.probe
        process.arguments = [mode, store.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "SceneRestorationProbe \(mode) exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("SCN-08 SCN-17 REST-03 REST-04 three windows, quit, a fresh process: every window, page, userInfo, size and activity restored, no configuration asked for")
    func threeWindowsSurviveARelaunch() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("slate-restoration-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        #expect(try runProbe("open", store: store).isEmpty)
        let first = try runProbe("report", store: store)
        #expect(first.count == 3)
        let described = first.map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(described == [
            "page=alpha note=note alpha size=600x500 restored=true asked=0",
            "page=beta note=note beta size=700x500 restored=true asked=0",
            "page=gamma note=note gamma size=800x500 restored=true asked=0",
        ])
        // Identifiers are stable: a second relaunch finds the same sessions.
        let second = try runProbe("report", store: store)
        #expect(second.map { $0.split(separator: " ").first } == first.map { $0.split(separator: " ").first })
        #expect(Set(first.compactMap { $0.split(separator: " ").first }).count == 3)
    }

    @Test("(issue 44.12) an app without scenes quits and a fresh process restores its split's list selection and the details stacked in its secondary column, through their restoration class")
    func viewControllerStateSurvivesARelaunch() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("slate-vc-restoration-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        #expect(try runProbe("legacy-open", store: store).isEmpty)
        #expect(try runProbe("legacy-report", store: store) == [
            // Both details the secondary column's stack held, each through its class.
            "class asked split/detail",
            "class asked split/detail",
            "list decoded",
            "didDecode",
            "detail finished",
            "detail finished",
            "selection=b detail=Item B",
        ])
    }
}
