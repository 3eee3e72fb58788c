import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs part of a fuzz run in a forked copy of this process, so that a crash (a trap, a
/// fault) ends the copy and not the test: the parent reads what the child reports through a
/// pipe and keeps the end of its standard error, where Swift writes "Fatal error: …".
///
/// The child runs on the forking thread only, as `fork` leaves it: app code that needs other
/// threads to make progress would stall, which the parent reports as a hang after
/// `hangTimeout` seconds without a message — not counting the time the child waited for a
/// processor, so that a loaded machine does not pass for a hung app.
enum FuzzChildProcess {
    /// A message from the child.
    enum Message: Codable {
        /// Event `index` is about to be performed.
        case event(Int, FuzzEvent)
        /// A failure the child found (invariants, memory) and stopped at.
        case failure(FuzzFailure)
        /// The child finished its events.
        case finished(screenPNG: Data?, samples: [FuzzSample])
    }

    struct Outcome {
        var messages: [Message] = []
        /// The signal that ended the child, or nil when it exited.
        var signal: Int32?
        var exitStatus: Int32 = 0
        var hung = false
        var standardErrorTail = ""

        /// The child hung or was killed by a signal before it reported performing any event.
        var stoppedBeforeFirstEvent: Bool {
            (hung || signal != nil) && !messages.contains { if case .event = $0 { true } else { false } }
        }
    }

    /// Writes messages from the child: one line of JSON each.
    struct Writer {
        let descriptor: Int32

        func send(_ message: Message) {
            guard var data = try? JSONEncoder().encode(message) else { return }
            data.append(0x0A)
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { if errno == EINTR { continue } else { return } }
                    offset += written
                }
            }
        }
    }

    /// A crashing child dies at once of its signal, skipping Swift's backtracer (seconds of
    /// symbolication a crash, for every replay shrinking makes). Swift's "Fatal error: …"
    /// is written before the trap, so the message is kept.
    private static func dieAtOnceOnFatalSignals() {
        for fatal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in raise(signal) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
            sigaction(fatal, &action, nil)
        }
    }

    /// How long, in all, the process's main thread has waited on a run queue for a processor
    /// (Linux's `/proc/<pid>/schedstat`, second field, nanoseconds); nil where it cannot be read.
    static func runQueueWait(of pid: pid_t) -> TimeInterval? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let nanoseconds = Double(fields[1]) else { return nil }
        return nanoseconds / 1e9
    }

    static func run(hangTimeout: TimeInterval, _ body: (Writer) -> Void) -> Outcome {
        var messagePipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&messagePipe) == 0, pipe(&errorPipe) == 0 else { return Outcome(signal: nil, exitStatus: -1) }
        fflush(nil)
        let child = fork()
        if child == 0 {
            close(messagePipe[0])
            close(errorPipe[0])
            dup2(errorPipe[1], STDERR_FILENO)
            dieAtOnceOnFatalSignals()
            body(Writer(descriptor: messagePipe[1]))
            fflush(nil)
            _exit(0)
        }
        close(messagePipe[1])
        close(errorPipe[1])
        defer {
            close(messagePipe[0])
            close(errorPipe[0])
        }
        var outcome = Outcome()
        guard child > 0 else { outcome.exitStatus = -1; return outcome }

        var pending = Data()
        var errorTail = Data()
        var open = (messages: true, errors: true)
        var lastMessage = Date()
        var waitingAtLastMessage = Self.runQueueWait(of: child) ?? 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open.messages || open.errors {
            var fds = [pollfd(fd: open.messages ? messagePipe[0] : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: open.errors ? errorPipe[0] : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, 1000)
            if ready < 0 && errno != EINTR { break }
            // Time the child waited for a processor does not count: a machine loaded by other
            // work starves a child without hanging it (a seed of a million-event run was
            // reported hung after waiting over a minute behind a test run at a higher priority).
            let waited = (Self.runQueueWait(of: child) ?? waitingAtLastMessage) - waitingAtLastMessage
            if Date().timeIntervalSince(lastMessage) - waited > hangTimeout {
                kill(child, SIGKILL)
                outcome.hung = true
                break
            }
            guard ready > 0 else { continue }
            if fds[0].revents != 0 {
                let count = read(messagePipe[0], &buffer, buffer.count)
                if count <= 0 {
                    open.messages = false
                } else {
                    pending.append(contentsOf: buffer[0..<count])
                    lastMessage = Date()
                    waitingAtLastMessage = Self.runQueueWait(of: child) ?? waitingAtLastMessage
                    while let newline = pending.firstIndex(of: 0x0A) {
                        let line = pending[pending.startIndex..<newline]
                        pending = Data(pending[(newline + 1)...])
                        if let message = try? JSONDecoder().decode(Message.self, from: line) { outcome.messages.append(message) }
                    }
                }
            }
            if fds[1].revents != 0 {
                let count = read(errorPipe[0], &buffer, buffer.count)
                if count <= 0 {
                    open.errors = false
                } else {
                    errorTail.append(contentsOf: buffer[0..<count])
                    if errorTail.count > 262_144 { errorTail = Data(errorTail.suffix(131_072)) }
                }
            }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
        let terminatingSignal = status & 0x7F
        if terminatingSignal != 0 && terminatingSignal != 0x7F {
            outcome.signal = terminatingSignal
        } else {
            outcome.exitStatus = (status >> 8) & 0xFF
        }
        outcome.standardErrorTail = String(decoding: errorTail, as: UTF8.self)
        return outcome
    }
}
