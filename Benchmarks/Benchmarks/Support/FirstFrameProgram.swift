import Foundation

/// A program that exits as soon as its first frame is on screen (the Gallery with
/// `SLATE_EXIT_AFTER_FIRST_FRAME=1`, its GTK4 twin).
public enum FirstFrameProgram {
    /// Runs `url` until it exits; whether it exited cleanly. One that has not exited after
    /// `timeout` seconds is ended and counts as a failure.
    public static func run(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
                           timeout: TimeInterval = 30) -> Bool {
        let program = Process()
        program.executableURL = url
        program.environment = environment
        program.standardError = FileHandle.nullDevice
        program.standardOutput = FileHandle.nullDevice
        guard (try? program.run()) != nil else { return false }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while program.isRunning {
            guard Date() < deadline else {
                program.terminate()
                program.waitUntilExit()
                return false
            }
            usleep(1_000)
        }
        return program.terminationStatus == 0
    }
}
