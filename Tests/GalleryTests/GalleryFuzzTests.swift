import Foundation
import Testing

/// The fuzzer against the whole Gallery: windows, split views, popovers, menus, lists, text,
/// drag and drop, all driven by random input with UIKit's invariants checked after each event.
/// The long run (a million events over several seeds) is `Scripts/fuzz-gallery`.
///
/// Both runs happen in a Gallery process of their own (`GalleryTools`). The fuzzer's runs are
/// children forked from the process that runs them, and a child starts from what that
/// process's other threads were doing at the fork: forked from this test process, busy with a
/// thousand other tests, a child can inherit a lock held by a thread it does not have and wait
/// for it forever. That is what made CI report the Gallery hung at event 1,804 of seed 2026 (a
/// right-click on Save Note: the scratch note's first save, its file write off the main
/// thread), an event that takes milliseconds in a quiet process, and it made the three
/// determinism runs draw three different screens in two of fifteen full runs of the suite
/// (never alone). Forked from a quiet process the runs are what a user replaying a failure gets.
@Suite("Fuzzing the Gallery", .serialized)
struct GalleryFuzzTests {
    @Test("10,000 random events (seed 2026) leave the Gallery without a crash or a broken invariant")
    func tenThousandEvents() throws {
        // Typing into a field that holds 20,000 characters of alternating left-to-right and
        // right-to-left text (the corpus's worst) takes Pango time quadratic in the runs
        // (its bidi reordering appends to a list), over a minute in this debug build at event
        // 2,873 — an open finding, not a hang: the limit here is for code that never returns.
        let run = try Self.galleryTools(["--fuzz", "--seeds", "2026", "--events", "10000", "--hang-seconds", "300"])
        #expect(run.status == 0, "\(run.printed)")
        #expect(run.printed.contains("seed 2026: 10000 events, no failure"), "\(run.printed)")
    }

    @Test("Same seed, same events, same final screen, byte for byte")
    func deterministic() throws {
        let run = try Self.galleryTools(["--fuzz-determinism", "--seeds", "7", "--events", "300"])
        #expect(run.status == 0, "\(run.printed)")
    }

    /// Runs the Gallery's tools headless with `arguments`, and returns what they printed and
    /// their exit status.
    private static func galleryTools(_ arguments: [String]) throws -> (status: Int32, printed: String) {
        let gallery = Process()
        gallery.executableURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/GalleryTools")
        gallery.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SLATE_HOST"] = "headless"
        // Swift seeds each dictionary's order by where its storage sits in memory, and the
        // fuzzer's second run is forked after the first one's messages moved the heap: a
        // table's cells could then be reused, and stacked, in another order (their separators
        // overlap), and seed 7 drew two screens. A fixed seed makes the runs what a replay is.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment.removeValue(forKey: "DISPLAY")
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        gallery.environment = environment
        let output = Pipe()
        gallery.standardOutput = output
        try gallery.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        gallery.waitUntilExit()
        return (gallery.terminationStatus, printed)
    }
}
