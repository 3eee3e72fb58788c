import Foundation
import SlatePlatform

/// The caret's blink, as iOS blinks it: solid for half a second after each change, then half a
/// second on and half a second off, on the host's clock (virtual in the headless host). The
/// owner shows or hides its caret in `phaseDidChange`, reading `isOn`.
@MainActor
final class CaretBlink {
    private var timer: PlatformTimer?
    private(set) var isOn = true
    private let phaseDidChange: () -> Void

    init(phaseDidChange: @escaping () -> Void) {
        self.phaseDidChange = phaseDidChange
    }

    /// Shows the caret solidly again; it blinks from half a second on when `blinks`.
    func restart(blinks: Bool) {
        stop()
        phaseDidChange()
        guard blinks else { return }
        schedule()
    }

    /// No more blinking (editing ended); the phase is on for next time.
    func stop() {
        timer?.cancel()
        timer = nil
        isOn = true
    }

    private func schedule() {
        guard let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + 0.5) { [weak self] in
            guard let self else { return }
            self.isOn.toggle()
            self.phaseDidChange()
            self.schedule()
        }
    }
}
