import Foundation

/// A private headless sway for a benchmark process — the Wayland twin of the Desktop suite's
/// Xvfb — started the way `Scripts/test` starts it for the GUI tests (`start_sway`): a runtime
/// directory of its own, `Tests/Support/Wayland/sway.config` (floating, borderless windows that
/// keep the size the app or the benchmark gives them), the headless backend with the pixman
/// renderer, and, as root, sway run as nobody (it refuses root; root's clients still reach its
/// socket). Its one output is 2732×2048 pixels at scale 2 — 1366×1024 points, as the X11 rows'
/// Xvfb screen with `GDK_SCALE=2`.
///
/// ordo-one/benchmark runs each benchmark in a process of its own, so a process is on X11 or
/// on Wayland for its whole life, as GTK (which initialises once) needs.
public enum HeadlessSway {
    /// The compositor this process started.
    public struct Server: Sendable {
        /// Its `XDG_RUNTIME_DIR`, where its sockets and log are.
        public let runtimeDirectory: URL
        /// The Wayland socket (`WAYLAND_DISPLAY`).
        public let waylandSocket: URL
        /// The IPC socket (`SWAYSOCK`).
        public let ipcSocket: URL
    }

    nonisolated(unsafe) private static var server: Server?
    nonisolated(unsafe) private static var serverPID: pid_t = 0
    /// The runtime directory's path for `atexit`, which cannot capture.
    nonisolated(unsafe) private static var runtimePath: UnsafeMutablePointer<CChar>?

    /// The running compositor, if this process started one.
    public static var current: Server? { server }

    /// Starts sway once per process and points GTK here and in child processes at it: Wayland
    /// only (`GDK_BACKEND=wayland`, no `DISPLAY`), the scale the output gives (no `GDK_SCALE`).
    @discardableResult
    public static func ensure() -> Server {
        setenv("GTK_A11Y", "none", 1)
        setenv("FONTCONFIG_FILE", slateRoot.appendingPathComponent("Scripts/fontconfig/fonts.conf").path, 1)
        if let server { return server }
        let started = start()
        server = started
        setenv("GDK_BACKEND", "wayland", 1)
        setenv("WAYLAND_DISPLAY", started.waylandSocket.path, 1)
        setenv("XDG_RUNTIME_DIR", started.runtimeDirectory.path, 1)
        setenv("SWAYSOCK", started.ipcSocket.path, 1)
        unsetenv("DISPLAY")
        unsetenv("GDK_SCALE")
        return started
    }

    private static func start() -> Server {
        var template = Array("/tmp/slate-bench-sway.XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("HeadlessSway: mkdtemp failed (errno \(errno))") }
        let runtime = URL(fileURLWithPath: String(cString: made))
        chmod(runtime.path, 0o700)
        let config = runtime.appendingPathComponent("sway.config")
        let log = runtime.appendingPathComponent("sway.log")
        do {
            try configuration().write(to: config, atomically: false, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        } catch {
            fatalError("HeadlessSway: cannot write \(config.path): \(error)")
        }

        let sway = Process()
        var arguments = ["-c", config.path]
        if getuid() == 0 {
            guard let nobody = getpwnam("nobody"), let nogroup = getgrnam("nogroup") else {
                fatalError("HeadlessSway: sway will not run as root, and there is no nobody:nogroup to run it as")
            }
            for path in [runtime.path, config.path, log.path] { chown(path, nobody.pointee.pw_uid, nogroup.pointee.gr_gid) }
            sway.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "sway"] + arguments
        } else {
            sway.executableURL = URL(fileURLWithPath: "/usr/bin/sway")
        }
        sway.arguments = arguments
        sway.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtime.path,
            "XDG_RUNTIME_DIR": runtime.path,
            "WLR_BACKENDS": "headless",
            "WLR_RENDERER": "pixman",
            "WLR_LIBINPUT_NO_DEVICES": "1",
        ]
        // Not the harness's pipes: it reads them until every writer has gone.
        sway.standardInput = FileHandle.nullDevice
        sway.standardOutput = FileHandle(forWritingAtPath: log.path) ?? FileHandle.nullDevice
        sway.standardError = sway.standardOutput
        do { try sway.run() } catch {
            fatalError("HeadlessSway: cannot start sway (\(error)); Scripts/debian-packages.txt lists it")
        }
        serverPID = sway.processIdentifier
        runtimePath = strdup(runtime.path)
        atexit {
            // SIGKILL: sway inherits the signal mask of the thread that started it — a
            // dispatch worker's, with SIGTERM blocked — so SIGTERM would leave it running and
            // the wait below would never end.
            kill(HeadlessSway.serverPID, SIGKILL)
            var status: Int32 = 0
            waitpid(HeadlessSway.serverPID, &status, 0)
            if let path = HeadlessSway.runtimePath {
                try? FileManager.default.removeItem(atPath: String(cString: path))
            }
        }

        // Ready once both sockets are there.
        for _ in 0..<400 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []
            if let wayland = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }) {
                return Server(runtimeDirectory: runtime,
                              waylandSocket: runtime.appendingPathComponent(wayland),
                              ipcSocket: runtime.appendingPathComponent(ipc))
            }
            guard sway.isRunning else { break }
            usleep(25_000)
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        fatalError("HeadlessSway: sway did not start; its log:\n\(output)")
    }

    /// The GUI tests' configuration with the output at 2732×2048 pixels, scale 2.
    static func configuration() throws -> String {
        let source = slateRoot.appendingPathComponent("Tests/Support/Wayland/sway.config")
        var lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        guard let output = lines.firstIndex(where: { $0.hasPrefix("output HEADLESS-1 ") }) else {
            fatalError("HeadlessSway: \(source.path) no longer configures HEADLESS-1")
        }
        lines[output] = "output HEADLESS-1 resolution 2732x2048 position 0 0 scale 2"
        return lines.joined(separator: "\n")
    }
}
