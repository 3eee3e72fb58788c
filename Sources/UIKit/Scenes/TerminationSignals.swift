import Foundation

/// `SIGTERM` and `SIGINT` as the desktop's request to quit: the app saves every window's
/// state and terminates (`UIApplication.quit()`), rather than dying with unsaved state.
///
/// The handler only writes a byte to a pipe (all a signal handler may safely do, keeping
/// `errno`); the pipe's reader, on a dispatch queue, hands the request to the main queue,
/// which both hosts' loops service. The handler is reset after its first signal, so a second
/// Ctrl-C ends an app whose main thread hangs. A signal the process was started ignoring
/// (`nohup`, a script's `app &`) stays ignored. The signals are unblocked on the main thread:
/// a process inherits its parent's signal mask, and launchers often block them.
@MainActor
enum TerminationSignals {
    private static var reader: FileHandle?

    /// Routes `SIGTERM` and `SIGINT` to `quit` on the main actor.
    static func install(_ quit: @escaping @MainActor () -> Void) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        signalPipeWriteEnd = descriptors[1]
        let handle = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
        handle.readabilityHandler = { handle in
            guard !handle.availableData.isEmpty else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { quit() } }
        }
        reader = handle

        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT] {
            var current = sigaction()
            sigaction(number, nil, &current)
            // SIG_IGN is the handler address 1.
            if current.__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: Int.self) }) == 1 { continue }
            sigaddset(&signals, number)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                let savedErrno = errno
                var byte: UInt8 = 1
                _ = write(signalPipeWriteEnd, &byte, 1)
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(number, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// The pipe's write end, read by the signal handler (which can capture nothing).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
